//! The pages' weight budget: every byte of a page's wasm is downloaded and
//! compiled at each start, so the suite fails when a page's wasm, gzipped
//! as a server or a phone's store would ship it, grows past its budget.
//! A feature that needs the bytes raises the budget here, with the reason
//! and the new figure in `docs/performance.md` ("The pages' weight").
//!
//! Reads what `./x test` built with trunk (`ui/dist/`), so it runs after
//! the UI build, with the end-to-end tests.

use std::io::Write;
use std::path::{Path, PathBuf};

use flate2::Compression;
use flate2::write::GzEncoder;

/// The table app's wasm, gzipped at the best compression: the page a player
/// opens at the table. 514,836 bytes when the budget was last set, once the
/// book (the history, the statistics, the backups) became a page of its own
/// (from 724,558 before; docs/performance.md, "The pages' weight").
const TABLE_APP_GZIP_BUDGET: usize = 515_700;

/// The book's wasm, gzipped the same way: 556,758 bytes when the budget was
/// set, with the page.
const BOOK_GZIP_BUDGET: usize = 557_600;

/// The director's desk's wasm, gzipped the same way: 536,350 bytes when the
/// budget was last set (538,519 before the pages' language context started
/// in the kept language without leptos_i18n's provider).
const DESK_GZIP_BUDGET: usize = 537_200;

/// The UI trunk built, beside the workspace's manifest.
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
         take the weight out, or raise the budget in tests/e2e/tests/weight.rs \
         with the reason in docs/performance.md",
        size - budget
    );
}

#[test]
fn the_table_app_stays_within_its_weight_budget() {
    within_budget("tranque-ui", "the table app", TABLE_APP_GZIP_BUDGET);
}

#[test]
fn the_book_stays_within_its_weight_budget() {
    within_budget("tranque-book", "the book", BOOK_GZIP_BUDGET);
}

#[test]
fn the_desk_stays_within_its_weight_budget() {
    within_budget("tranque-desk", "the desk", DESK_GZIP_BUDGET);
}
