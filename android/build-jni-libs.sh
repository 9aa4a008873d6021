#!/usr/bin/env bash
# Builds libzabel_ffi.so for the Android ABIs into the app's jniLibs and the
# Kotlin bindings into the shared module. Needs the Android NDK
# (ANDROID_NDK_HOME) and `cargo install cargo-ndk`; the machines this project
# is tested on have no NDK, so CI builds the aarch64-linux-android staticlib
# instead (tests/run-all.sh).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
cargo ndk -t arm64-v8a -t armeabi-v7a -t x86_64 -o android/app/src/main/jniLibs build -p zabel-ffi --release --locked
cargo build -p zabel-ffi -p uniffi-bindgen --release --locked
rm -rf android/shared/build/generated/uniffi
target/release/uniffi-bindgen generate --library target/release/libzabel_ffi.so -l kotlin \
    -o android/shared/build/generated/uniffi
echo "built android/app/src/main/jniLibs and the Kotlin bindings"
