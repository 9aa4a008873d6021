// swift-tools-version:5.9
// ZabelKit: the core's Swift bindings (module ZabelCore, generated from
// zabel-ffi by tests/swift/run.sh, not committed) and what the SwiftUI app
// builds on. Everything here also builds and is tested on Linux.
import PackageDescription

let package = Package(
    name: "ZabelKit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "ZabelKit", targets: ["ZabelKit"]),
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
        .testTarget(name: "ZabelKitTests", dependencies: ["ZabelKit"]),
    ]
)
