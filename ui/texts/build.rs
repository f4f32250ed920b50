//! Generates the `i18n` module from the locale files in `ui/locales/`
//! (`en.json`, `pt-BR.json`, `es.json`): a key missing from a locale, or an
//! interpolation a locale does not have, is reported at build time.
//!
//! The parser and the code generator are the ones leptos_i18n's macros use,
//! called the way `leptos_i18n_build::TranslationsInfos` calls them.

use std::path::PathBuf;

use leptos_i18n_parser::parse_locales::{
    options::{Config, ParseOptions},
    parse_locales,
};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?).join("i18n");
    let cfg = Config::new("en")?
        .add_locales(["pt-BR", "es"])?
        .parse_options(ParseOptions::default().interpolate_display(true));
    // The catalogue is `ui/locales`, beside this crate: both pages and the
    // core read the same files.
    let ui = PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").ok_or("cargo sets CARGO_MANIFEST_DIR")?,
    )
    .join("..");
    let parsed = parse_locales(Some(ui), cfg)?;
    for path in parsed.tracked_files.iter().flatten() {
        println!("cargo::rerun-if-changed={path}");
    }
    for warning in parsed.diag.warnings().iter() {
        println!("cargo::warning={warning}");
    }
    for error in parsed.diag.errors().iter() {
        println!("cargo::error={error}");
    }
    // No crate path (leptos_i18n is this crate's own dependency), no
    // diagnostics inside the code (printed above), no top-level attributes,
    // the keys' docs generated.
    let code = leptos_i18n_codegen::gen_code(&parsed, None, false, None, true)?;
    std::fs::create_dir_all(&out)?;
    std::fs::write(out.join("mod.rs"), code.to_string())?;
    Ok(())
}
