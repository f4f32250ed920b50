//! A page's wasm cut at its split points, as cargo-leptos cuts it: Leptos's
//! `#[lazy]` and `#[lazy_route]` mark functions that need not be in the
//! first download, and `wasm_split_cli_support` moves them (and what only
//! they use) out of the main wasm into chunks, writing the loader the main
//! wasm imports to fetch a chunk when its code is first called.
//!
//! The cut runs on cargo's wasm (linked with `--emit-relocs`, which the
//! page's crate asks for in its build script), before `wasm-bindgen`; the
//! main wasm then goes through `wasm-bindgen` like any page's, with
//! `--keep-lld-exports` (the chunks import the main wasm's functions by
//! their linker names). Afterwards every file is named by the page's one
//! content hash and each chunk is fetched with its integrity: the loader's
//! fetches are rewritten here, so a chunk that is not the one built is
//! refused by the webview as a changed script would be.

use std::path::{Path, PathBuf};

use crate::{Failure, integrity, read, read_text, write};

/// The module the main wasm imports the loader as, relative to its own
/// JavaScript module (`Options::link_name`).
const LOADER: &str = "./__wasm_split.js";

/// What the cut wrote beside the main wasm: the loader and the chunks.
pub struct Cut {
    /// The main wasm, for `wasm-bindgen`.
    pub main: PathBuf,
    /// The loader's JavaScript, as the cut wrote it.
    loader: String,
    /// Each chunk's file name (`split_<name>.wasm`, `chunk_<n>.wasm`) and
    /// bytes, by name.
    chunks: Vec<(String, Vec<u8>)>,
}

/// Cuts `input` (cargo's wasm of the page `bin`) into `stage/split/`.
pub fn cut(input: &Path, stage: &Path, bin: &str) -> Result<Cut, Failure> {
    let wasm = read(input)?;
    let dir = stage.join("split");
    let main = dir.join("main.wasm");
    let main_module = format!("./{bin}.js");
    let mut options = wasm_split_cli_support::Options::new(&wasm);
    options.output_dir = &dir;
    options.main_out_path = &main;
    options.link_name = LOADER;
    options.main_module = &main_module;
    wasm_split_cli_support::transform(options).map_err(|e| {
        format!(
            "{bin}'s wasm could not be cut at its split points ({e:#}): is it linked with --emit-relocs (its build script)?"
        )
    })?;
    let loader = read_text(&dir.join(LOADER))?;
    let mut chunks = Vec::new();
    for entry in std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if name.ends_with(".wasm") && name != "main.wasm" {
            chunks.push((name.to_owned(), read(&path)?));
        }
    }
    chunks.sort();
    Ok(Cut {
        main,
        loader,
        chunks,
    })
}

impl Cut {
    /// Every byte the cut wrote, for the page's content hash.
    pub fn bytes(&self) -> Vec<u8> {
        let mut all = self.loader.as_bytes().to_vec();
        for (name, bytes) in &self.chunks {
            all.extend_from_slice(name.as_bytes());
            all.extend_from_slice(bytes);
        }
        all
    }

    /// Writes the loader and the chunks into `out` under the page's `stem`
    /// (`<crate>-<hash>`), and answers the main module's JavaScript with its
    /// import of the loader renamed, and the loader's file name and
    /// integrity.
    pub fn write(
        &self,
        out: &Path,
        bin: &str,
        stem: &str,
        js: &str,
    ) -> Result<(String, String, String), Failure> {
        let loader_name = format!("{stem}-split.js");
        // Only where the module is imported from: the imports object keeps
        // the name the main wasm imports by.
        let js = replace_all(
            js,
            &[
                (
                    format!("from '{LOADER}'"),
                    format!("from './{loader_name}'"),
                ),
                (
                    format!("from \"{LOADER}\""),
                    format!("from \"./{loader_name}\""),
                ),
            ],
        )
        .ok_or_else(|| {
            format!("{bin}.js does not import {LOADER}: the cut found no split point?")
        })?;
        let mut loader = replace_all(
            &self.loader,
            &[(format!("\"./{bin}.js\""), format!("\"./{stem}.js\""))],
        )
        .ok_or_else(|| format!("{bin}'s split loader does not import ./{bin}.js"))?;
        for (name, bytes) in &self.chunks {
            let hashed = format!("{stem}-{name}");
            let fetch = format!("fetch(new URL(\"./{name}\", import.meta.url))");
            let checked = format!(
                "fetch(new URL(\"./{hashed}\", import.meta.url), {{ integrity: \"{}\" }})",
                integrity(bytes)
            );
            loader = replace_all(&loader, &[(fetch, checked)])
                .ok_or_else(|| format!("{bin}'s split loader does not fetch {name}"))?;
            write(&out.join(&hashed), bytes)?;
        }
        write(&out.join(&loader_name), loader.as_bytes())?;
        Ok((js, loader_name, integrity(loader.as_bytes())))
    }
}

/// `text` with every `(from, to)` replaced; `None` when none of the `from`s
/// is found (each list names one thing, written either way).
fn replace_all(text: &str, pairs: &[(String, String)]) -> Option<String> {
    let mut found = false;
    let mut text = text.to_owned();
    for (from, to) in pairs {
        if text.contains(from.as_str()) {
            found = true;
            text = text.replace(from.as_str(), to);
        }
    }
    found.then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chunk_is_renamed_and_fetched_with_its_integrity() {
        let dir = std::env::temp_dir().join(format!("tranque-pages-split-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let cut = Cut {
            main: dir.join("main.wasm"),
            loader: concat!(
                "import { initSync } from \"./tranque-ui.js\";\n",
                "const __chunk_1 = makeLoad(() => {\n",
                "    const src = fetch(new URL(\"./chunk_1.wasm\", import.meta.url));\n",
                "}, []);\n",
            )
            .to_owned(),
            chunks: vec![("chunk_1.wasm".into(), b"\0asm".to_vec())],
        };
        let js = concat!(
            "import * as import1 from \"./__wasm_split.js\"\n",
            "imports = { \"./__wasm_split.js\": import1 };"
        );
        let (js, loader_name, loader_sri) = cut
            .write(&dir, "tranque-ui", "tranque-ui-0123", js)
            .unwrap();
        // The import renamed; the key the main wasm imports by kept.
        assert_eq!(
            js,
            concat!(
                "import * as import1 from \"./tranque-ui-0123-split.js\"\n",
                "imports = { \"./__wasm_split.js\": import1 };"
            )
        );
        assert_eq!(loader_name, "tranque-ui-0123-split.js");
        let loader = std::fs::read_to_string(dir.join(&loader_name)).unwrap();
        assert!(loader.contains("from \"./tranque-ui-0123.js\""), "{loader}");
        assert!(
            loader.contains(&format!(
                "fetch(new URL(\"./tranque-ui-0123-chunk_1.wasm\", import.meta.url), {{ integrity: \"{}\" }})",
                integrity(b"\0asm")
            )),
            "{loader}"
        );
        assert_eq!(loader_sri, integrity(loader.as_bytes()));
        assert_eq!(
            std::fs::read(dir.join("tranque-ui-0123-chunk_1.wasm")).unwrap(),
            b"\0asm"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_loader_that_does_not_fetch_a_chunk_is_refused() {
        let dir =
            std::env::temp_dir().join(format!("tranque-pages-split-x-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let cut = Cut {
            main: dir.join("main.wasm"),
            loader: "import { initSync } from \"./tranque-ui.js\";\n".to_owned(),
            chunks: vec![("chunk_1.wasm".into(), b"\0asm".to_vec())],
        };
        let js = "import * as a from './__wasm_split.js';";
        let refused = cut.write(&dir, "tranque-ui", "s", js).unwrap_err();
        assert!(refused.contains("does not fetch chunk_1.wasm"), "{refused}");
        let no_import = cut
            .write(&dir, "tranque-ui", "s", "import x from './y.js';")
            .unwrap_err();
        assert!(no_import.contains("does not import"), "{no_import}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
