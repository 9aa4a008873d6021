#!/usr/bin/env bash
# Swift on Linux: generates the Swift bindings into ios/ZabelKit and runs its
# XCTest suite in the trixie chroot against the host-built libzabel_ffi.so.
# Expects `cargo build -p zabel-ffi -p uniffi-bindgen` to have run; its
# arguments go to `swift test` (`--filter StringsSourceTests`).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
lib="$repo/target/debug"
kit="$repo/ios/ZabelKit"
root="$("$repo/tests/swift/toolchain.sh")"

generated="$repo/target/bindings/swift"
rm -rf "$generated"
"$lib/uniffi-bindgen" generate --no-format --library "$lib/libzabel_ffi.so" -l swift -o "$generated" >/dev/null
mkdir -p "$kit/Sources/ZabelCoreFFI" "$kit/Sources/ZabelCore"
# A changed C header is not always seen by an incremental `swift build`: the
# stale module then calls the new library wrongly (a crash in the first async
# call, not a compile error). A new header starts the Swift build afresh.
if ! cmp -s "$generated/ZabelCoreFFI.h" "$kit/Sources/ZabelCoreFFI/ZabelCoreFFI.h"; then
    rm -rf "$repo/target/swift"
fi
cp "$generated/ZabelCoreFFI.h" "$kit/Sources/ZabelCoreFFI/"
cp "$generated/ZabelCoreFFI.modulemap" "$kit/Sources/ZabelCoreFFI/module.modulemap"
cp "$generated/ZabelCore.swift" "$kit/Sources/ZabelCore/"
# The app-text accessors, from the catalog (ios/README.md).
"$kit/generate-app-text.sh"

# SwiftUI exists only on Apple systems: the screens (ZabelUI, whose files are
# empty without UIKit, see Package.swift) and the app's @main are at least
# parsed here, so a syntax error cannot land.
ui_sources=("$kit"/Sources/ZabelUI/*.swift)
app_sources=("$repo"/ios/ZabelApp/*.swift)
"$repo/tests/swift/in-chroot.sh" "$root" "$repo" swiftc -parse "${ui_sources[@]}" "${app_sources[@]}"
echo "parsed $((${#ui_sources[@]} + ${#app_sources[@]})) SwiftUI app sources"

# --allow-shlib-undefined: Observation on Swift 6.0.3 for Linux misses one
# runtime symbol (fixed in 6.2); nothing here calls it.
"$repo/tests/swift/in-chroot.sh" "$root" "$repo" \
    swift test --package-path "$kit" --scratch-path "$repo/target/swift" --disable-swift-testing \
    -Xlinker -L"$lib" -Xlinker -rpath -Xlinker "$lib" \
    -Xlinker --allow-shlib-undefined "$@"

# Beyond parsing: the screens type-checked as the module ZabelUI against
# ZabelKit (just built by `swift test`) and a SwiftUI stand-in
# (tests/swift/swiftui-stub), then the app's @main against them, so a view
# that calls the bindings or the models wrongly fails here, not first in Xcode.
stub="$repo/target/swiftui-stub"
mkdir -p "$stub"
"$repo/tests/swift/in-chroot.sh" "$root" "$repo" bash -c '
    set -euo pipefail
    repo="$1"; stub="$2"; kit="$repo/ios/ZabelKit"
    swiftc -emit-module -parse-as-library -module-name SwiftUI "$repo/tests/swift/swiftui-stub/SwiftUI.swift" -emit-module-path "$stub/SwiftUI.swiftmodule"
    swiftc -emit-module -parse-as-library -module-name Charts -I "$stub" "$repo/tests/swift/swiftui-stub/Charts.swift" -emit-module-path "$stub/Charts.swiftmodule"
    for module in UIKit AudioToolbox; do
        swiftc -emit-module -parse-as-library -module-name "$module" "$repo/tests/swift/swiftui-stub/$module.swift" -emit-module-path "$stub/$module.swiftmodule"
    done
    modules=(-I "$stub" -I "$repo/target/swift/debug/Modules" -I "$kit/Sources/ZabelCoreFFI")
    # Checked whole first: an emit-module step alone may skip function bodies.
    swiftc -typecheck -parse-as-library -module-name ZabelUI "${modules[@]}" "$kit"/Sources/ZabelUI/*.swift
    swiftc -emit-module -parse-as-library -module-name ZabelUI "${modules[@]}" "$kit"/Sources/ZabelUI/*.swift -emit-module-path "$stub/ZabelUI.swiftmodule"
    swiftc -typecheck -parse-as-library "${modules[@]}" "$repo"/ios/ZabelApp/*.swift
' _ "$repo" "$stub"
echo "type-checked ${#ui_sources[@]} SwiftUI screen sources (ZabelUI) and ${#app_sources[@]} app source against ZabelKit and a SwiftUI stand-in"
