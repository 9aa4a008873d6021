//! `cargo run -p uniffi-bindgen -- generate --library target/debug/libzabel_ffi.so -l kotlin -l swift -o OUT`

fn main() {
    uniffi::uniffi_bindgen_main()
}
