#!/usr/bin/env bash
# Runs every test of Zabel and installs what they need first (idempotently).
# Prints one summary line per language; exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

summary=()
status=0

need_rust() {
  if ! command -v cargo >/dev/null 2>&1; then
    [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
  fi
  if ! command -v cargo >/dev/null 2>&1; then
    echo "Rust is missing: install rustup (https://rustup.rs) and run this again." >&2
    exit 1
  fi
}

rust_tests() {
  local log
  log=$(mktemp)
  # --locked: the versions pinned in Cargo.toml and Cargo.lock, nothing newer.
  cargo test --workspace --locked 2>&1 | tee "$log"
  local code=${PIPESTATUS[0]}
  local passed failed
  passed=$(awk '/^test result:/ { for (i = 1; i < NF; i++) if ($(i + 1) ~ /^passed/) n += $i } END { print n + 0 }' "$log")
  failed=$(awk '/^test result:/ { for (i = 1; i < NF; i++) if ($(i + 1) ~ /^failed/) n += $i } END { print n + 0 }' "$log")
  rm -f "$log"
  # rustfmt.toml decides the layout; an unformatted file fails the run.
  if cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt >&2; then
    cargo fmt --all --check >/dev/null || { echo "cargo fmt --check: run 'cargo fmt --all'" >&2; code=1; }
    (cd fuzz && cargo fmt --check >/dev/null) || { echo "cargo fmt --check (fuzz): run 'cargo fmt' in fuzz/" >&2; code=1; }
  fi
  if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --workspace --all-targets --locked -- -D warnings || { echo "clippy found problems" >&2; code=1; }
  fi
  # The fuzz targets must still build against the crates they fuzz (running
  # them needs nightly; README "Fuzzing"). Their lock starts from ours, so
  # the shared crates keep the pinned versions.
  [ -f fuzz/Cargo.lock ] || cp Cargo.lock fuzz/Cargo.lock
  (cd fuzz && cargo check -q) || { echo "the fuzz targets do not build" >&2; code=1; }
  [ "$code" -eq 0 ] || status=1
  summary+=("rust: ${passed:-0} passed, ${failed:-0} failed")
}

# The library and the generator every binding test uses.
build_bindings() {
  cargo build -p zabel-ffi -p uniffi-bindgen --locked -q || return 1
  rm -rf target/bindings/kotlin
  target/debug/uniffi-bindgen generate --no-format --library target/debug/libzabel_ffi.so -l kotlin -o target/bindings/kotlin >/dev/null
}

need_jvm() {
  command -v mvn >/dev/null 2>&1 && command -v javac >/dev/null 2>&1 && return 0
  echo "installing a JDK and Maven…" >&2
  apt-get install -y -q openjdk-17-jdk-headless maven >&2 || { apt-get update -q >&2 && apt-get install -y -q openjdk-17-jdk-headless maven >&2; }
}

# Surefire's totals of one Maven project: "<run> <failed or in error>".
maven_tests() {
  local project=$1 code
  rm -rf "$project/target/surefire-reports"
  (cd "$project" && mvn -B -q test) >&2
  code=$?
  sed -n 's/.*Tests run: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2 \3/p' "$project"/target/surefire-reports/*.txt 2>/dev/null |
    awk -v code="$code" '{ r += $1; b += $2 + $3 } END { print r + 0, b + 0, code }'
}

# Kotlin: the bindings on the JVM (tests/kotlin), then the shared Compose UI
# on the desktop (android/), which also renders every screen to a PNG.
kotlin_tests() {
  local run=0 bad=0 code=0 ui_run ui_bad ui_code shots
  if ! need_jvm; then
    status=1; summary+=("kotlin: not run, no JDK/Maven"); return
  fi
  read -r run bad code < <(maven_tests tests/kotlin)
  read -r ui_run ui_bad ui_code < <(maven_tests android)
  shots=$(find android/target/screenshots -name '*.png' -size +2k 2>/dev/null | wc -l)
  # every screen × 2 languages × light and dark, rules pages, rating charts, 13×13 marks and captures (146 today; at least 144); the UI test fails on a blank one.
  if [ "$code" -ne 0 ] || [ "$ui_code" -ne 0 ] || [ "$run" -eq 0 ] || [ "$ui_run" -eq 0 ] || [ "$shots" -lt 144 ]; then status=1; fi
  summary+=("kotlin: $((run + ui_run - bad - ui_bad)) passed, $((bad + ui_bad)) failed (bindings $run, desktop UI $ui_run; $shots screenshots)")
}

# XCTest's totals: "Executed N tests, with F failures".
swift_tests() {
  local log code run=0 bad=0 parsed
  log=$(mktemp)
  tests/swift/run.sh 2>&1 | tee "$log"
  code=${PIPESTATUS[0]}
  read -r run bad < <(sed -n 's/.*Executed \([0-9]*\) tests\{0,1\}, with \([0-9]*\) failures\{0,1\}.*/\1 \2/p' "$log" | tail -1)
  run=${run:-0}; bad=${bad:-0}
  parsed=$(sed -n 's/^parsed \([0-9]*\) SwiftUI app sources$/\1/p' "$log")
  rm -f "$log"
  [ "$code" -eq 0 ] && [ "$run" -gt 0 ] || status=1
  summary+=("swift: $((run - bad)) passed, $bad failed (ZabelKit XCTest; ${parsed:-0} SwiftUI sources parsed)$([ "$code" -eq 0 ] || echo " (exit $code)")")
}

# Proves the core compiles for phones: staticlibs need no linker (the
# Android .so needs the NDK, which these machines lack; see README).
phone_targets() {
  local target built=()
  for target in aarch64-apple-ios aarch64-linux-android; do
    if ! rustup target list --installed 2>/dev/null | grep -qx "$target"; then
      rustup target add "$target" >&2 || { summary+=("phones: skipped $target, its std cannot be installed here"); continue; }
    fi
    if cargo rustc -p zabel-ffi --lib --crate-type staticlib --target "$target" --locked -q; then
      built+=("$target")
    else
      status=1
      summary+=("phones: $target FAILED to build")
    fi
  done
  summary+=("phones: zabel-ffi staticlib built for ${built[*]:-nothing}")
}

need_rust
rust_tests
if build_bindings; then
  kotlin_tests
  swift_tests
else
  status=1
  summary+=("kotlin: not run, zabel-ffi did not build" "swift: not run, zabel-ffi did not build")
fi
phone_targets

echo
echo "== summary =="
for line in "${summary[@]}"; do echo "$line"; done
exit "$status"
