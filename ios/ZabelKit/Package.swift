// swift-tools-version:5.9
// ZabelKit: the core's Swift bindings (module ZabelCore, generated from
// zabel-ffi by tests/swift/run.sh, not committed), a model per feature
// (ZabelKit) and a SwiftUI file per screen (ZabelUI). The app target
// (ios/ZabelApp) holds only the @main App.
import PackageDescription

var products: [Product] = [.library(name: "ZabelKit", targets: ["ZabelKit"])]
var targets: [Target] = [
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
    .testTarget(name: "ZabelKitTests", dependencies: ["ZabelKit"]),
]

// The screens need SwiftUI and UIKit, which exist only on Apple systems
// (Xcode builds them for iOS). On Linux, where the tests run, the models
// build and test alone, and tests/swift/run.sh type-checks the screens
// against a SwiftUI stand-in instead.
#if !os(Linux)
products.append(.library(name: "ZabelUI", targets: ["ZabelUI"]))
targets.append(.target(name: "ZabelUI", dependencies: ["ZabelKit"]))
#endif

let package = Package(
    name: "ZabelKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: products,
    targets: targets
)
