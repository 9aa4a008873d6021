// swift-tools-version:5.9
// ZabelKit: the core's Swift bindings (module ZabelCore, generated from
// zabel-ffi by tests/swift/run.sh, not committed), a model per feature
// (ZabelKit) and a SwiftUI file per screen (ZabelUI). The app target
// (ios/ZabelApp) holds only the @main App.
import PackageDescription

let package = Package(
    name: "ZabelKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ZabelKit", targets: ["ZabelKit"]),
        .library(name: "ZabelUI", targets: ["ZabelUI"]),
    ],
    targets: [
        // The generated C header and module map of libzabel_ffi.
        .systemLibrary(name: "ZabelCoreFFI", path: "Sources/ZabelCoreFFI"),
        // The generated Swift bindings; uniffi's module map cannot name the
        // library, so the target links it.
        .target(
            name: "ZabelCore",
            dependencies: ["ZabelCoreFFI"],
            path: "Sources/ZabelCore",
            linkerSettings: [.linkedLibrary("zabel_ffi")]
        ),
        .target(name: "ZabelKit", dependencies: ["ZabelCore"]),
        // The screens need SwiftUI and UIKit: each file is `#if
        // canImport(UIKit)`, so on macOS and Linux, where the models build
        // and test, the target is empty; tests/swift/run.sh type-checks it
        // on Linux against a SwiftUI stand-in instead.
        .target(name: "ZabelUI", dependencies: ["ZabelKit"]),
        .testTarget(name: "ZabelKitTests", dependencies: ["ZabelKit"]),
    ]
)
