//! Embeds in the core the texts it says itself: of the one catalogue of
//! sentences, `ui/locales/{en,pt-BR,es}.json`, only the keys that start with
//! one of [`PREFIXES`] (see `src/text.rs`). The UI compiles the whole
//! catalogue through leptos_i18n; the core's copy would otherwise be the
//! three files whole in every build of it, the UI's wasm included.
//!
//! Writes `catalogues.rs` to `OUT_DIR`: `PREFIXES`, and per language a slice
//! of `(key, text)` sorted by key. A file that is not a flat JSON object of
//! texts fails the build.
//!
//! With the `paper` feature, also cuts the embedded fonts ([`fonts`]).

#[cfg(feature = "paper")]
#[path = "build/fonts.rs"]
mod fonts;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

/// The keys the core reads: the explanations of a hand, the deal checks,
/// the grammar of lists, the words of the paperwork, and the rule sets' names.
const PREFIXES: [&str; 5] = ["explain_", "deal_", "list_", "paper_", "preset_"];

/// The catalogue files, by the name of their slice in `catalogues.rs`.
const FILES: [(&str, &str); 3] = [
    ("EN", "ui/locales/en.json"),
    ("PT", "ui/locales/pt-BR.json"),
    ("ES", "ui/locales/es.json"),
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=build/fonts.rs");
    let root = PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").ok_or("cargo sets CARGO_MANIFEST_DIR")?,
    );
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?);

    let mut code = String::new();
    writeln!(
        code,
        "/// The prefixes of the keys the core reads (for its tests)."
    )?;
    writeln!(code, "#[cfg(test)]")?;
    writeln!(
        code,
        "pub(super) const PREFIXES: [&str; {}] = {PREFIXES:?};",
        PREFIXES.len()
    )?;
    for (name, file) in FILES {
        let path = root.join(file);
        println!("cargo::rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{file}: {e}"))?;
        let texts: BTreeMap<String, String> = serde_json::from_str(&text)
            .map_err(|e| format!("{file} is not a flat JSON object of texts: {e}"))?;
        writeln!(code, "/// The core's texts of `{file}`, sorted by key.")?;
        writeln!(code, "pub(super) const {name}: &[(&str, &str)] = &[")?;
        for (key, text) in texts
            .iter()
            .filter(|(key, _)| PREFIXES.iter().any(|p| key.starts_with(p)))
        {
            writeln!(code, "    ({key:?}, {text:?}),")?;
        }
        writeln!(code, "];")?;
    }
    std::fs::write(out.join("catalogues.rs"), code)?;
    #[cfg(feature = "paper")]
    fonts::write(&out);
    Ok(())
}
