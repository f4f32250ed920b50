//! The core's modules are layered (see the crate documentation): no module
//! reaches, through `crate::…` paths, a module that reaches back to it. This
//! test reads the sources, builds the graph of those references between the
//! modules of `src/lib.rs` (a name re-exported at the crate root counts as
//! its own module), and fails naming the first cycle it finds.
//!
//! Below that, file by file: no circle of imports among the files of the
//! core (`src/`), of the shell (`src-tauri/src/`), nor of each UI crate with
//! modules (`ui/shared/src/`, the table app's `ui/src/`, the book's
//! `ui/book/src/`, the desk's `ui/desk/src/`), level by level of the module tree (`support/imports.rs`
//! says what counts); each fails naming the first circle it finds.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

#[path = "support/imports.rs"]
mod imports;

use imports::{Graph, Sources, find_cycle};

/// The graph of the crate's own sources.
fn core_graph() -> Graph {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    let modules: BTreeMap<String, String> = modules_of(&lib)
        .into_iter()
        .map(|module| {
            let text = module_sources(&src, &module);
            (module, text)
        })
        .collect();
    assert!(
        modules.len() >= 10,
        "the modules of src/lib.rs were not found: {:?}",
        modules.keys()
    );
    build_graph(&lib, &modules).unwrap_or_else(|err| panic!("{err}"))
}

#[test]
fn no_import_cycles_among_core_modules() {
    if let Some(cycle) = find_cycle(&core_graph()) {
        panic!(
            "import cycle among the core's modules: {}",
            cycle.join(" → ")
        );
    }
}

/// The values a refusal names (the bottom layer of the crate documentation).
const VALUES: [&str; 7] = [
    "tile", "seat", "opener", "penalty", "outcome", "place", "finish",
];

#[test]
fn refusals_name_values_that_know_nothing_of_refusals() {
    let graph = core_graph();
    for values in VALUES {
        let reached = reachable(&graph, values);
        assert!(
            !reached.contains("error"),
            "`{values}` reaches `error`: {reached:?}"
        );
    }
    let reached = reachable(&graph, "error");
    let values: BTreeSet<String> = VALUES.map(String::from).into();
    assert!(reached.is_subset(&values), "`error` reaches {reached:?}");
}

#[test]
fn a_made_up_cycle_is_found_and_named() {
    let lib = "pub mod a;\npub mod b;\npub mod c;\npub use c::{Gamma, Delta};\n";
    let modules = BTreeMap::from([
        ("a".to_owned(), "use crate::b::Beta;\n".to_owned()),
        (
            "b".to_owned(),
            "// use crate::a::Alpha; (a comment is not a reference)\nfn f() -> crate::Gamma { todo!() }\n".to_owned(),
        ),
        (
            "c".to_owned(),
            "use crate::{\n    a::Alpha,\n    Delta,\n};\n".to_owned(),
        ),
    ]);
    let graph = build_graph(lib, &modules).expect("resolves");
    assert_eq!(graph["a"], ["b".to_owned()].into());
    assert_eq!(graph["b"], ["c".to_owned()].into());
    assert_eq!(graph["c"], ["a".to_owned()].into(), "`Delta` is c's own");
    assert_eq!(
        find_cycle(&graph),
        Some(["a", "b", "c", "a"].map(String::from).to_vec())
    );

    let acyclic = BTreeMap::from([
        ("a".to_owned(), "use crate::b::Beta;\n".to_owned()),
        ("b".to_owned(), "use crate::Gamma;\n".to_owned()),
        ("c".to_owned(), "use std::fmt;\n".to_owned()),
    ]);
    assert_eq!(find_cycle(&graph_ok(lib, &acyclic)), None);

    let unknown = BTreeMap::from([("a".to_owned(), "use crate::Nowhere;\n".to_owned())]);
    assert!(
        build_graph(lib, &unknown)
            .unwrap_err()
            .contains("`crate::Nowhere`")
    );
}

fn graph_ok(lib: &str, modules: &BTreeMap<String, String>) -> Graph {
    build_graph(lib, modules).expect("resolves")
}

/// The modules `lib.rs` declares (`pub mod x;` or `mod x;`).
fn modules_of(lib: &str) -> Vec<String> {
    code_lines(lib)
        .filter_map(|line| {
            let line = line.trim();
            let rest = line
                .strip_prefix("pub mod ")
                .or_else(|| line.strip_prefix("mod "))?;
            Some(rest.strip_suffix(';')?.trim().to_owned())
        })
        .collect()
}

/// The text of a module: `src/x.rs`, and every file under `src/x/`.
fn module_sources(src: &Path, module: &str) -> String {
    let mut text = std::fs::read_to_string(src.join(format!("{module}.rs"))).unwrap_or_default();
    let mut dirs = vec![src.join(module)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                text.push('\n');
                text.push_str(&std::fs::read_to_string(&path).expect("readable"));
            }
        }
    }
    assert!(!text.is_empty(), "no source found for module `{module}`");
    text
}

/// The source without comments (`//` to the end of a line, doc comments
/// included), line by line.
fn code_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(|line| line.split_once("//").map_or(line, |(code, _)| code))
}

/// The graph of `crate::` references. A path's first segment is a module, or
/// a name `lib.rs` re-exports from one; anything else is an error (so no
/// reference is silently left out).
fn build_graph(lib: &str, modules: &BTreeMap<String, String>) -> Result<Graph, String> {
    let mut names = reexports(lib);
    names.extend(exported_macros(modules));
    let declared: BTreeSet<String> = modules_of(lib).into_iter().collect();
    let mut graph = Graph::new();
    for (module, text) in modules {
        let code: String = code_lines(text).collect::<Vec<_>>().join("\n");
        let edges = graph.entry(module.clone()).or_default();
        for first in crate_paths(&code) {
            let target = if declared.contains(&first) {
                first.clone()
            } else if let Some(owner) = names.get(&first) {
                owner.clone()
            } else {
                return Err(format!(
                    "`{module}`: cannot tell which module `crate::{first}` is in"
                ));
            };
            if &target != module {
                edges.insert(target);
            }
        }
    }
    Ok(graph)
}

/// Name → module, from `pub use module::{A, B};` and `pub use module::A;` in lib.rs.
fn reexports(lib: &str) -> BTreeMap<String, String> {
    let code: String = code_lines(lib).collect::<Vec<_>>().join("\n");
    let mut names = BTreeMap::new();
    for statement in code.split(';') {
        let Some(rest) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, items)) = rest.split_once("::") else {
            continue;
        };
        let items = items.trim().trim_start_matches('{').trim_end_matches('}');
        for item in items.split(',') {
            let item = item.trim();
            let name = item.rsplit("::").next().unwrap_or(item).trim();
            if !name.is_empty() {
                names.insert(name.to_owned(), module.trim().to_owned());
            }
        }
    }
    names
}

/// Name → module, for the macros a module exports (`#[macro_export]`): they
/// are named at the crate root, as `crate::name!`.
fn exported_macros(modules: &BTreeMap<String, String>) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for (module, text) in modules {
        for (_, rest) in text
            .match_indices("#[macro_export]")
            .map(|(at, _)| text.split_at(at))
        {
            let Some((_, after)) = rest.split_once("macro_rules!") else {
                continue;
            };
            if let Some(name) = first_segment(after) {
                names.insert(name, module.clone());
            }
        }
    }
    names
}

/// The first segment of every path after `crate::`, braces expanded:
/// `crate::{a::B, C}` gives `a` and `C`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut firsts = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        // Not the tail of another word (`tranque::crate::` cannot occur, but `mycrate::` can).
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            for item in split_top_level(&group[..end]) {
                if let Some(first) = first_segment(item) {
                    firsts.push(first);
                }
            }
        } else if let Some(first) = first_segment(rest) {
            firsts.push(first);
        }
    }
    firsts
}

/// Items of a brace group, split at the commas outside nested braces.
fn split_top_level(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items
}

fn first_segment(path: &str) -> Option<String> {
    let name: String = path
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (!name.is_empty()).then_some(name)
}

/// Every module `from` reaches, itself excluded unless on a cycle.
fn reachable(graph: &Graph, from: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo: Vec<&str> = graph
        .get(from)
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect();
    while let Some(module) = todo.pop() {
        if seen.insert(module.to_owned()) {
            todo.extend(graph.get(module).into_iter().flatten().map(String::as_str));
        }
    }
    seen
}

/// The circles of the crate whose sources are in `dir` (from the workspace
/// root), read from `root`.
fn circles_of(dir: &str, root: &str, at_least: usize) -> Vec<imports::Circle> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let sources = Sources::read(&src, root).unwrap_or_else(|err| panic!("{err}"));
    assert!(
        sources.len() >= at_least,
        "{dir}: only {} files found from {root}",
        sources.len()
    );
    sources.circles()
}

/// Fails naming the first import circle among the files of `dir`, read
/// from `root` (`lib.rs`, or a page's `main.rs`).
fn assert_no_circles(dir: &str, root: &str, at_least: usize) {
    let circles = circles_of(dir, root, at_least);
    if let Some(first) = circles.first() {
        panic!(
            "import circle among the files of {dir}/: {first} ({} in all: {circles:?})",
            circles.len()
        );
    }
}

#[test]
fn no_import_circles_among_the_core_files() {
    assert_no_circles("src", "lib.rs", 40);
}

#[test]
fn no_import_circles_among_the_shell_files() {
    assert_no_circles("src-tauri/src", "lib.rs", 20);
}

/// The UI's crates with modules: what the pages share, the table app, the
/// book, the desk.
/// (Between the crates, Cargo itself refuses a circle.)
#[test]
fn no_import_circles_among_the_ui_files() {
    assert_no_circles("ui/shared/src", "lib.rs", 10);
    assert_no_circles("ui/src", "main.rs", 15);
    assert_no_circles("ui/book/src", "main.rs", 8);
    assert_no_circles("ui/desk/src", "main.rs", 8);
}

#[test]
fn made_up_file_circles_are_found_and_named() {
    let circle = |files: &[(&str, &str)]| -> Option<String> {
        Sources::in_memory(files)
            .circles()
            .first()
            .map(ToString::to_string)
    };
    // Siblings through a `use` and a `crate::` path in the code.
    let siblings = [
        ("", "pub mod tournament;\npub use tournament::Tournament;\n"),
        (
            "tournament",
            "pub mod fold;\npub mod result;\npub use fold::{MAX_POINTS, Tournament};\n",
        ),
        (
            "tournament::fold",
            "use super::result::check;\npub struct Tournament;\npub const MAX_POINTS: i64 = 1;\n",
        ),
        (
            "tournament::result",
            "pub fn check() -> i64 { crate::tournament::MAX_POINTS }\n",
        ),
    ];
    assert_eq!(
        circle(&siblings).as_deref(),
        Some("tournament::fold → tournament::result → tournament::fold")
    );
    // Across the top level: a file deep in one module reaching another.
    let top = [
        ("", "mod commands;\nmod scoresheet;\nmod state;\n"),
        (
            "commands",
            "use crate::scoresheet::{self, SheetLabels};\npub fn now() {}\n",
        ),
        ("scoresheet", "mod png;\npub struct SheetLabels;\n"),
        ("scoresheet::png", "fn f(s: &crate::state::AppState) {}\n"),
        ("state", "use crate::commands::now;\npub struct AppState;\n"),
    ];
    assert_eq!(
        circle(&top).as_deref(),
        Some("commands → scoresheet → state → commands")
    );
    // A parent calling its child that uses the parent's items is no circle;
    // a glob from the parent counts what the file names; test code, comments,
    // strings and another crate's `::png::` are left out.
    let layered = [
        ("", "mod sheet;\n"),
        (
            "sheet",
            "mod png;\nmod svg;\n#[cfg(test)]\nmod tests;\nuse svg::Drawing;\npub struct Labels;\nfn f() { png::render(); }\n",
        ),
        (
            "sheet::png",
            "use super::*;\nfn render(d: &Drawing, l: &Labels) { ::png::Encoder::new(); }\n",
        ),
        (
            "sheet::svg",
            "use super::Labels;\npub struct Drawing;\n// use super::png::render;\nconst S: &str = \"super::png::x\";\n#[cfg(test)]\nmod tests {\n    use super::super::png::render;\n}\n",
        ),
    ];
    assert_eq!(circle(&layered), None);
    let graph = Sources::in_memory(&layered).file_graph();
    assert_eq!(
        graph["sheet::png"],
        ["sheet", "sheet::svg"].map(String::from).into(),
        "the glob's `Drawing` leads to svg"
    );
    assert_eq!(graph["sheet::svg"], ["sheet"].map(String::from).into());
    // The same files, svg now naming png in its code: a circle.
    let mut tied = layered;
    tied[3].1 = "pub struct Drawing;\nfn f() { super::png::render(); }\n";
    assert_eq!(
        circle(&tied).as_deref(),
        Some("sheet::png → sheet::svg → sheet::png")
    );
}
