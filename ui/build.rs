//! The table app's wasm is cut at its lazy screens by the pages' build
//! (`tranque-pages`, `data-split` in `ui/index.html`), which reads where
//! each function's code and references are from the linker's relocations:
//! the wasm is linked with `--emit-relocs` (cargo-leptos links a split
//! build the same way).

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
