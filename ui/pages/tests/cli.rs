//! `tranque-pages` as `./x` runs it: the pages it writes from a template,
//! and what it refuses, in words, without touching the pages already built.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use base64::Engine as _;
use sha2::{Digest, Sha384};

fn pages(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tranque-pages"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("tranque-pages starts")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A folder holding `template.html` (with `body` inside), `start.js`,
/// `style.css` and a page folder `dist` already holding an older page.
fn project(body: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let root = dir.path();
    fs::write(
        root.join("template.html"),
        format!("<!doctype html>\n<html>\n  <head>\n{body}\n  </head>\n</html>\n"),
    )
    .expect("the template is written");
    fs::write(root.join("start.js"), "document.title = 'Tranque';\n").expect("start.js");
    fs::write(root.join("style.css"), "body { margin: 0 }\n").expect("style.css");
    fs::create_dir(root.join("dist")).expect("dist");
    fs::write(root.join("dist/index.html"), "the last good page").expect("the old page");
    dir
}

const BUILD: [&str; 5] = [
    "--wasm-dir",
    "wasm",
    "--out",
    "dist",
    "template.html=index.html",
];

#[test]
fn a_command_line_it_does_not_understand_is_refused_with_its_usage() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let none = pages(dir.path(), &[]);
    assert!(!none.status.success());
    assert!(stderr(&none).contains("no --wasm-dir"), "{}", stderr(&none));
    assert!(
        stderr(&none).contains("usage: tranque-pages"),
        "{}",
        stderr(&none)
    );

    let no_output = pages(
        dir.path(),
        &["--wasm-dir", "w", "--out", "o", "template.html"],
    );
    assert!(!no_output.status.success());
    assert!(
        stderr(&no_output).contains("'template.html' is not TEMPLATE=OUTPUT.html"),
        "{}",
        stderr(&no_output)
    );

    let nested = pages(
        dir.path(),
        &["--wasm-dir", "w", "--out", "o", "t.html=a/b.html"],
    );
    assert!(!nested.status.success());
    assert!(
        stderr(&nested).contains("'a/b.html' is not a page's file name"),
        "{}",
        stderr(&nested)
    );
    assert!(
        !dir.path().join("o").exists(),
        "a refused command writes nothing"
    );
}

#[test]
fn a_page_gets_its_script_inline_and_its_stylesheet_named_by_content_with_its_integrity() {
    let dir = project(
        "    <link data-page rel=\"inline\" type=\"js\" href=\"start.js\" />\n    <link data-page rel=\"css\" href=\"style.css\" />",
    );
    let root = dir.path();
    let built = pages(root, &BUILD);
    assert!(built.status.success(), "{}", stderr(&built));

    let page = fs::read_to_string(root.join("dist/index.html")).expect("the page is written");
    assert!(
        page.contains("<script>document.title = 'Tranque';</script>"),
        "{page}"
    );
    let css = b"body { margin: 0 }\n";
    let digest = Sha384::digest(css);
    let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    let name = format!("style-{hex}.css");
    let sri = format!(
        "sha384-{}",
        base64::engine::general_purpose::STANDARD.encode(digest)
    );
    assert!(
        page.contains(&format!(
            r#"<link rel="stylesheet" href="/{name}" integrity="{sri}"/>"#
        )),
        "{page}"
    );
    assert_eq!(
        fs::read(root.join("dist").join(&name)).expect("the stylesheet"),
        css
    );
    // The folder holds exactly the pages built: the old files are gone.
    let mut files: Vec<String> = fs::read_dir(root.join("dist"))
        .expect("dist")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    assert_eq!(files, vec!["index.html".to_owned(), name]);
    assert!(!root.join("dist.partial").exists());
}

#[test]
fn a_template_with_a_link_it_does_not_know_leaves_the_last_pages_in_place() {
    let dir = project("    <link data-page rel=\"image\" href=\"logo.png\" />");
    let root = dir.path();
    let failed = pages(root, &BUILD);
    assert!(!failed.status.success());
    let words = stderr(&failed);
    assert!(
        words.contains("template.html"),
        "names the template: {words}"
    );
    assert!(words.contains("not a link this build knows"), "{words}");
    assert_eq!(
        fs::read_to_string(root.join("dist/index.html")).expect("the old page"),
        "the last good page"
    );
    assert!(
        !root.join("dist.partial").exists(),
        "nothing half-written is left"
    );
}

#[test]
fn a_page_whose_wasm_is_not_built_says_how_to_build_it_and_changes_nothing() {
    let dir = project(
        "    <link data-page rel=\"css\" href=\"style.css\" />\n    <link data-page rel=\"rust\" data-bin=\"tranque-ui\" />",
    );
    let root = dir.path();
    let failed = pages(root, &BUILD);
    assert!(!failed.status.success());
    let words = stderr(&failed);
    assert!(words.contains("tranque-ui.wasm is missing"), "{words}");
    assert!(
        words.contains("--bin tranque-ui"),
        "says how to build it: {words}"
    );
    assert_eq!(
        fs::read_to_string(root.join("dist/index.html")).expect("the old page"),
        "the last good page"
    );
    assert!(!root.join("dist.partial").exists());
}

#[test]
fn pages_built_again_the_same_leave_the_folder_untouched() {
    let dir = project(
        "    <link data-page rel=\"inline\" type=\"js\" href=\"start.js\" />\n    <link data-page rel=\"css\" href=\"style.css\" />",
    );
    let root = dir.path();
    assert!(pages(root, &BUILD).status.success());
    let page = root.join("dist/index.html");
    let written = fs::metadata(&page)
        .and_then(|m| m.modified())
        .expect("its time");
    std::thread::sleep(std::time::Duration::from_millis(20));

    let again = pages(root, &BUILD);
    assert!(again.status.success(), "{}", stderr(&again));
    let kept = fs::metadata(&page)
        .and_then(|m| m.modified())
        .expect("its time");
    assert_eq!(kept, written, "the same pages are not written again");
    assert!(!root.join("dist.partial").exists());

    // A change is written.
    fs::write(root.join("style.css"), "body { margin: 1px }\n").expect("style.css");
    assert!(pages(root, &BUILD).status.success());
    let names: Vec<String> = fs::read_dir(root.join("dist"))
        .expect("dist")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(
        fs::read_dir(root.join("dist"))
            .expect("dist")
            .any(
                |entry| fs::read(entry.expect("an entry").path()).expect("a file")
                    == b"body { margin: 1px }\n"
            ),
        "the new stylesheet is written"
    );
}
