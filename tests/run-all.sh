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
  if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --workspace --all-targets --locked -- -D warnings || { echo "clippy found problems" >&2; code=1; }
  fi
  [ "$code" -eq 0 ] || status=1
  summary+=("rust: ${passed:-0} passed, ${failed:-0} failed")
}

need_rust
rust_tests

echo
echo "== summary =="
for line in "${summary[@]}"; do echo "$line"; done
exit "$status"
