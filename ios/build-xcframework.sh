#!/usr/bin/env bash
# Builds ZabelCore.xcframework (device + simulator) and the Swift bindings for
# the iOS app. Needs macOS with Xcode and rustup; not runnable on Linux (CI
# builds the aarch64-apple-ios staticlib instead, see tests/run-all.sh).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
targets=(aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios)
rustup target add "${targets[@]}"
for target in "${targets[@]}"; do
    cargo rustc -p zabel-ffi --lib --crate-type staticlib --release --locked --target "$target"
done

# Bindings come from a host build of the same crate.
cargo build -p zabel-ffi -p uniffi-bindgen --release --locked
kit="$repo/ios/ZabelKit"
out="$repo/target/ios"
rm -rf "$out" && mkdir -p "$out/headers"
target/release/uniffi-bindgen generate --library target/release/libzabel_ffi.dylib -l swift -o "$out/bindings"
cp "$out/bindings/ZabelCoreFFI.h" "$out/headers/"
cp "$out/bindings/ZabelCoreFFI.modulemap" "$out/headers/module.modulemap"
mkdir -p "$kit/Sources/ZabelCoreFFI" "$kit/Sources/ZabelCore"
cp "$out/bindings/ZabelCoreFFI.h" "$kit/Sources/ZabelCoreFFI/"
cp "$out/bindings/ZabelCoreFFI.modulemap" "$kit/Sources/ZabelCoreFFI/module.modulemap"
cp "$out/bindings/ZabelCore.swift" "$kit/Sources/ZabelCore/"
# The app-text accessors, from the catalog (README.md); the scheme runs it again before each build.
"$kit/generate-app-text.sh"

# One library for both simulator architectures.
mkdir -p "$out/sim"
lipo -create target/aarch64-apple-ios-sim/release/libzabel_ffi.a target/x86_64-apple-ios/release/libzabel_ffi.a -output "$out/sim/libzabel_ffi.a"
xcodebuild -create-xcframework \
    -library target/aarch64-apple-ios/release/libzabel_ffi.a -headers "$out/headers" \
    -library "$out/sim/libzabel_ffi.a" -headers "$out/headers" \
    -output "$repo/ios/ZabelCore.xcframework"
echo "built ios/ZabelCore.xcframework, the bindings and the app texts in ios/ZabelKit"
