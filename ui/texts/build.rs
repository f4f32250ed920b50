//! Generates the `i18n` module from the locale files in `ui/locales/`
//! (`en.json`, `pt-BR.json`, `es.json`): a key missing from a locale, or an
//! interpolation a locale does not have, is reported at build time.

use std::path::PathBuf;

use leptos_i18n_build::{Config, ParseOptions, TranslationsInfos};

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
    let infos = TranslationsInfos::parse_at_dir(ui, cfg)?;
    infos.emit_diagnostics();
    infos.rerun_if_locales_changed();
    infos.generate_i18n_module(out)?;
    Ok(())
}
