//! The pages' weight budget: every byte of a page's wasm is downloaded and
//! compiled at each start, so the suite fails when a page's wasm, gzipped
//! as a server or a phone's store would ship it, grows past its budget.
//! A feature that needs the bytes raises the budget in
//! `tests/e2e/budgets.toml`, with the reason and the new figure in
//! `docs/performance.md` ("The pages' weight").
//!
//! Reads the pages `./x test` wrote (`ui/dist/`, by `tranque-pages`), so it
//! runs after the UI build, with the end-to-end tests.

use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::write::GzEncoder;

/// The budgets, one file for the pages and the release binary
/// (`tests/e2e/budgets.toml`): `./x` reads the binary's from it too.
fn budgets() -> toml::Table {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("budgets.toml");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{} does not read: {e}", path.display()));
    text.parse()
        .unwrap_or_else(|e| panic!("{} is not TOML: {e}", path.display()))
}

/// The budget named `name`, a whole number of bytes.
fn budget(name: &str) -> usize {
    let budgets = budgets();
    let value = budgets
        .get(name)
        .unwrap_or_else(|| panic!("budgets.toml has no {name}"));
    value
        .as_integer()
        .and_then(|n| usize::try_from(n).ok())
        .unwrap_or_else(|| panic!("budgets.toml: {name} is {value}, not a number of bytes"))
}

/// The pages `tranque-pages` wrote, beside the workspace's manifest.
fn dist() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/dist")
}

/// The one wasm of a page in `dist`, named `<crate>-<hash>_bg.wasm`.
fn page_wasm(krate: &str) -> PathBuf {
    let dir = dist();
    let prefix = format!("{krate}-");
    let found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{} does not read ({e}): build the UI first (`./x ui`)",
                dir.display()
            )
        })
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| name.starts_with(&prefix) && name.ends_with("_bg.wasm"))
        })
        .collect();
    assert_eq!(
        found.len(),
        1,
        "one wasm of {krate} in {}: {found:?}",
        dir.display()
    );
    found.into_iter().next().expect("one wasm")
}

/// The chunks of a page cut at its lazy screens: `<crate>-<hash>-<chunk>.wasm`
/// beside its main wasm (`tranque-pages`, `data-split`), by name.
fn page_chunks(krate: &str) -> Vec<PathBuf> {
    let dir = dist();
    let prefix = format!("{krate}-");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{} does not read ({e})", dir.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.file_name()
                .and_then(|name| name.to_str())
                .is_some_and(|name| {
                    name.starts_with(&prefix)
                        && name.ends_with(".wasm")
                        && !name.ends_with("_bg.wasm")
                })
        })
        .collect();
    found.sort();
    found
}

/// Bytes of `path` gzipped at the best compression.
fn gzipped(path: &Path) -> usize {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut gz = GzEncoder::new(Vec::new(), Compression::best());
    gz.write_all(&bytes).expect("gzip in memory");
    gz.finish().expect("gzip in memory").len()
}

fn within_budget(krate: &str, page: &str, budget: usize) {
    let wasm = page_wasm(krate);
    let size = gzipped(&wasm);
    println!("{page}: {size} bytes gzipped (budget {budget})");
    assert!(
        size <= budget,
        "{page}'s wasm is {size} bytes gzipped, {} over its budget of {budget}: \
         take the weight out, or raise the budget in tests/e2e/budgets.toml \
         with the reason in docs/performance.md",
        size - budget
    );
}

#[test]
fn the_table_app_stays_within_its_weight_budget() {
    within_budget("tranque-ui", "the table app", budget("table_app_wasm_gzip"));
}

/// The table app's lazy screens: each chunk within the chunks' budget, and
/// the whole page (its first wasm and every chunk) within the page's, so
/// that the cut moves weight out of the first download without adding
/// weight in all.
#[test]
fn the_table_app_s_chunks_and_the_whole_page_stay_within_their_budgets() {
    let chunks = page_chunks("tranque-ui");
    assert!(
        !chunks.is_empty(),
        "the table app has no chunk beside its first wasm: `data-split` in ui/index.html and the lazy routes cut it"
    );
    let chunk_budget = budget("table_app_chunk_gzip");
    let mut all = gzipped(&page_wasm("tranque-ui"));
    for chunk in &chunks {
        let size = gzipped(chunk);
        let name = chunk.file_name().and_then(|n| n.to_str()).unwrap_or("?");
        println!("the table app's chunk {name}: {size} bytes gzipped (budget {chunk_budget})");
        assert!(
            size <= chunk_budget,
            "the table app's chunk {name} is {size} bytes gzipped, {} over the chunks' budget of {chunk_budget}",
            size - chunk_budget
        );
        all += size;
    }
    let whole = budget("table_app_all_gzip");
    println!(
        "the table app, its first wasm and its {} chunks: {all} bytes gzipped (budget {whole})",
        chunks.len()
    );
    assert!(
        all <= whole,
        "the table app in all is {all} bytes gzipped, {} over its budget of {whole}",
        all - whole
    );
}

#[test]
fn the_book_stays_within_its_weight_budget() {
    within_budget("tranque-book", "the book", budget("book_wasm_gzip"));
}

#[test]
fn the_desk_stays_within_its_weight_budget() {
    within_budget("tranque-desk", "the desk", budget("desk_wasm_gzip"));
}

/// Every budget of the file is one that is checked: the three pages' here,
/// the release binary's by `./x` where it builds it. A misspelt name would
/// otherwise hold nothing.
#[test]
fn the_budgets_file_holds_the_checked_budgets_and_nothing_else() {
    let mut names: Vec<String> = budgets().keys().cloned().collect();
    names.sort();
    assert_eq!(
        names,
        [
            "book_wasm_gzip",
            "desk_wasm_gzip",
            "release_binary",
            "table_app_all_gzip",
            "table_app_chunk_gzip",
            "table_app_wasm_gzip"
        ]
    );
    for name in &names {
        assert!(budget(name) > 0, "{name}");
    }
}
