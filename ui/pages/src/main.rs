//! Builds the pages the shell embeds: for each page, its wasm (already built
//! by cargo for wasm32) through `wasm-bindgen`, every file named by its
//! content and its HTML written from a template, with each script and
//! stylesheet's integrity (SRI, SHA-384).
//!
//! ```text
//! tranque-pages --wasm-dir target/wasm32-unknown-unknown/wasm-release --out ui/dist \
//!     ui/index.html=index.html ui/book/index.html=book.html ui/desk/index.html=desk.html
//! ```
//!
//! The output folder is replaced whole once every page is written (they are
//! written beside it first), so it holds exactly the pages built, and a
//! failed build leaves the last good pages in place; pages built the same
//! as it holds leave it untouched, so the app's build finds them unchanged.
//! A template is plain HTML in which each `<link data-page … />` line is
//! replaced (see [`Link`]):
//!
//! - `<link data-page rel="inline" type="js" href="start.js" />`: the script,
//!   inline, so it runs before anything is fetched (Tauri adds its hash to the
//!   page's CSP);
//! - `<link data-page rel="css" href="style.css" />`: the stylesheet, as a
//!   file named by its content, linked with its integrity;
//! - `<link data-page rel="rust" data-bin="tranque-ui" />`: the page's wasm,
//!   bound by `wasm-bindgen --target web`, its JavaScript module and its wasm
//!   preloaded with their integrity, and an inline module script that starts
//!   it;
//! - `<link data-page rel="rust" data-bin="tranque-ui" data-split />`: the
//!   same, the wasm first cut at its split points (Leptos's `#[lazy]` and
//!   `#[lazy_route]`) by `wasm_split_cli_support`, as cargo-leptos cuts it:
//!   the main wasm is what the page loads first, each lazy part a chunk the
//!   split's loader (`<crate>-<hash>-split.js`) fetches when the code asks
//!   for it, with the chunk's integrity (see [`split`]).
//!
//! `wasm-bindgen` is the one `./x` installs at the version in `Cargo.lock`
//! (`WASM_BINDGEN` names another). Nothing is downloaded.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use base64::Engine as _;
use sha2::{Digest, Sha384};

mod split;

/// What went wrong, in words, naming the file or the step.
type Failure = String;

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("tranque-pages: {failure}");
            ExitCode::FAILURE
        }
    }
}

/// The command line: the wasm folder, the output folder, and each page as
/// `template=output`.
#[derive(Debug, PartialEq)]
struct Args {
    wasm_dir: PathBuf,
    out: PathBuf,
    pages: Vec<(PathBuf, String)>,
}

const USAGE: &str =
    "usage: tranque-pages --wasm-dir DIR --out DIR TEMPLATE=OUTPUT.html [TEMPLATE=OUTPUT.html…]";

fn parse_args(args: Vec<String>) -> Result<Args, Failure> {
    let mut wasm_dir = None;
    let mut out = None;
    let mut pages = Vec::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--wasm-dir" => wasm_dir = args.next().map(PathBuf::from),
            "--out" => out = args.next().map(PathBuf::from),
            page => {
                let (template, output) = page
                    .split_once('=')
                    .ok_or_else(|| format!("'{page}' is not TEMPLATE=OUTPUT.html\n{USAGE}"))?;
                if output.is_empty() || output.contains('/') || !output.ends_with(".html") {
                    return Err(format!(
                        "'{output}' is not a page's file name (NAME.html)\n{USAGE}"
                    ));
                }
                pages.push((PathBuf::from(template), output.to_owned()));
            }
        }
    }
    let wasm_dir = wasm_dir.ok_or_else(|| format!("no --wasm-dir\n{USAGE}"))?;
    let out = out.ok_or_else(|| format!("no --out\n{USAGE}"))?;
    if pages.is_empty() {
        return Err(format!("no page to build\n{USAGE}"));
    }
    Ok(Args {
        wasm_dir,
        out,
        pages,
    })
}

fn run(args: Vec<String>) -> Result<(), Failure> {
    let args = parse_args(args)?;
    // The pages are written into a folder beside the output, which replaces
    // it only once every page is written: a failed build leaves the last
    // good pages where they were.
    let partial = partial_folder(&args.out);
    let _ = std::fs::remove_dir_all(&partial);
    std::fs::create_dir_all(&partial)
        .map_err(|e| format!("{} cannot be made: {e}", partial.display()))?;
    let staged = Args {
        wasm_dir: args.wasm_dir.clone(),
        out: partial.clone(),
        pages: args.pages.clone(),
    };
    if let Err(failure) = write_pages(&staged) {
        let _ = std::fs::remove_dir_all(&partial);
        return Err(failure);
    }
    // The same pages as the folder already holds are not written again, so
    // that what embeds them (the app's build) finds them unchanged.
    if same_files(&partial, &args.out) {
        std::fs::remove_dir_all(&partial)
            .map_err(|e| format!("{} cannot be removed: {e}", partial.display()))?;
        println!("{}: the pages built are those it holds", args.out.display());
        return Ok(());
    }
    if args.out.exists() {
        std::fs::remove_dir_all(&args.out)
            .map_err(|e| format!("{} cannot be replaced: {e}", args.out.display()))?;
    }
    std::fs::rename(&partial, &args.out).map_err(|e| {
        format!(
            "{} cannot be moved to {}: {e}",
            partial.display(),
            args.out.display()
        )
    })?;
    for (template, output) in &args.pages {
        println!(
            "{} → {}",
            template.display(),
            args.out.join(output).display()
        );
    }
    Ok(())
}

/// Whether folders `a` and `b` hold the same files (by name, in one level,
/// which is how the pages are written) with the same bytes.
fn same_files(a: &Path, b: &Path) -> bool {
    let files = |dir: &Path| -> Option<Vec<(std::ffi::OsString, Vec<u8>)>> {
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).ok()? {
            let entry = entry.ok()?;
            if !entry.file_type().ok()?.is_file() {
                return None;
            }
            files.push((entry.file_name(), std::fs::read(entry.path()).ok()?));
        }
        files.sort();
        Some(files)
    };
    matches!((files(a), files(b)), (Some(a), Some(b)) if a == b)
}

/// `ui/dist` → `ui/dist.partial`: where a build writes before it replaces
/// the output folder.
fn partial_folder(out: &Path) -> PathBuf {
    let name = out
        .file_name()
        .map_or_else(|| "pages".into(), |n| n.to_string_lossy().into_owned());
    out.with_file_name(format!("{name}.partial"))
}

/// Every page of `args`, written into `args.out`.
fn write_pages(args: &Args) -> Result<(), Failure> {
    let bindgen = std::env::var_os("WASM_BINDGEN").unwrap_or_else(|| "wasm-bindgen".into());
    for (template, output) in &args.pages {
        let html = read_text(template)?;
        let dir = template.parent().unwrap_or(Path::new("."));
        let mut page = String::with_capacity(html.len() + 1024);
        for line in html.lines() {
            match Link::parse(line) {
                Some(link) => {
                    let link = link.map_err(|e| format!("{}: {e}", template.display()))?;
                    let indent = &line[..line.len() - line.trim_start().len()];
                    for tag in link.emit(dir, args, &bindgen)? {
                        page.push_str(indent);
                        page.push_str(&tag);
                        page.push('\n');
                    }
                }
                None => {
                    page.push_str(line);
                    page.push('\n');
                }
            }
        }
        write(&args.out.join(output), page.as_bytes())?;
    }
    Ok(())
}

/// One `<link data-page … />` of a template.
#[derive(Debug, PartialEq)]
enum Link {
    /// A script put inline, from the file `href`.
    InlineScript { href: String },
    /// A stylesheet from the file `href`.
    Stylesheet { href: String },
    /// The page's wasm: the cargo binary `bin`'s, cut at its split points
    /// when `split`.
    Wasm { bin: String, split: bool },
}

impl Link {
    /// `None` for a line that is not a `data-page` link; an error for one
    /// that is and says nothing this builder knows.
    fn parse(line: &str) -> Option<Result<Link, Failure>> {
        let tag = line.trim();
        let inner = tag.strip_prefix("<link data-page")?;
        let inner = inner.trim_end_matches("/>").trim_end_matches('>');
        let attr = |name: &str| -> Option<String> {
            let key = format!("{name}=\"");
            let start = inner.find(&key)? + key.len();
            let end = inner[start..].find('"')? + start;
            Some(inner[start..end].to_owned())
        };
        let missing = |what: &str| format!("{tag}: no {what}");
        Some(match attr("rel").as_deref() {
            Some("inline") if attr("type").as_deref() == Some("js") => attr("href")
                .map(|href| Link::InlineScript { href })
                .ok_or_else(|| missing("href")),
            Some("css") => attr("href")
                .map(|href| Link::Stylesheet { href })
                .ok_or_else(|| missing("href")),
            Some("rust") => attr("data-bin")
                .map(|bin| Link::Wasm {
                    bin,
                    split: inner.split_whitespace().any(|word| word == "data-split"),
                })
                .ok_or_else(|| missing("data-bin")),
            _ => Err(format!(
                "{tag}: not a link this build knows (rel=\"inline\" type=\"js\", rel=\"css\", rel=\"rust\")"
            )),
        })
    }

    /// The tags that replace the link, writing the files they name into the
    /// output folder.
    fn emit(
        &self,
        dir: &Path,
        args: &Args,
        bindgen: &std::ffi::OsStr,
    ) -> Result<Vec<String>, Failure> {
        match self {
            Link::InlineScript { href } => {
                let script = read_text(&dir.join(href))?;
                if script.contains("</script") {
                    return Err(format!("{href} holds '</script': it cannot be put inline"));
                }
                Ok(vec![format!("<script>{}</script>", script.trim_end())])
            }
            Link::Stylesheet { href } => {
                let bytes = read(&dir.join(href))?;
                let name = hashed_name(href, &bytes);
                write(&args.out.join(&name), &bytes)?;
                Ok(vec![format!(
                    r#"<link rel="stylesheet" href="/{name}" integrity="{}"/>"#,
                    integrity(&bytes)
                )])
            }
            Link::Wasm { bin, split } => bind(bin, *split, args, bindgen),
        }
    }
}

/// The page's wasm through wasm-bindgen (cut at its split points first when
/// `split`): its module and wasm, named by their content, preloaded with
/// their integrity, and started by an inline module script.
fn bind(
    bin: &str,
    split: bool,
    args: &Args,
    bindgen: &std::ffi::OsStr,
) -> Result<Vec<String>, Failure> {
    let input = args.wasm_dir.join(format!("{bin}.wasm"));
    if !input.is_file() {
        return Err(format!(
            "{} is missing: build the page's wasm first (cargo build --target wasm32-unknown-unknown --profile wasm-release --bin {bin})",
            input.display()
        ));
    }
    let stage = args.out.join(format!(".stage-{bin}"));
    let _ = std::fs::remove_dir_all(&stage);
    let cut = if split {
        Some(split::cut(&input, &stage, bin)?)
    } else {
        None
    };
    let mut command = Command::new(bindgen);
    command.args([
        "--target",
        "web",
        "--no-typescript",
        "--out-name",
        bin,
        "--out-dir",
    ]);
    command.arg(&stage);
    if cut.is_some() {
        // The chunks import the main wasm's functions by their linker names.
        command.args(["--keep-lld-exports", "--no-demangle"]);
    }
    command.arg(cut.as_ref().map_or(&input, |cut| &cut.main));
    let status = command.status().map_err(|e| {
        format!(
            "wasm-bindgen did not start ({e}): `./x ui` installs it at the version in Cargo.lock"
        )
    })?;
    if !status.success() {
        return Err(format!(
            "wasm-bindgen failed on {} ({status})",
            input.display()
        ));
    }
    let js = read(&stage.join(format!("{bin}.js")))?;
    let wasm = read(&stage.join(format!("{bin}_bg.wasm")))?;
    if stage.join("snippets").exists() {
        return Err(format!(
            "{bin}'s wasm-bindgen output has snippets (inline JavaScript), which this build does not serve"
        ));
    }
    // One hash for the page's files, as they go together.
    let mut all = js.clone();
    all.extend_from_slice(&wasm);
    if let Some(cut) = &cut {
        all.extend_from_slice(&cut.bytes());
    }
    let stem = hashed_name(bin, &all);
    let js_name = format!("{stem}.js");
    let wasm_name = format!("{stem}_bg.wasm");
    let mut tags = Vec::new();
    let js = match &cut {
        Some(cut) => {
            let text = String::from_utf8(js).map_err(|_| format!("{bin}.js is not UTF-8"))?;
            let (text, loader_name, loader_sri) = cut.write(&args.out, bin, &stem, &text)?;
            tags.push(format!(
                r#"<link rel="modulepreload" href="/{loader_name}" crossorigin="anonymous" integrity="{loader_sri}"/>"#
            ));
            text.into_bytes()
        }
        None => js,
    };
    write(&args.out.join(&js_name), &js)?;
    write(&args.out.join(&wasm_name), &wasm)?;
    std::fs::remove_dir_all(&stage).map_err(|e| format!("{}: {e}", stage.display()))?;
    tags.insert(
        0,
        format!(
            r#"<link rel="modulepreload" href="/{js_name}" crossorigin="anonymous" integrity="{}"/>"#,
            integrity(&js)
        ),
    );
    tags.push(format!(
        r#"<link rel="preload" href="/{wasm_name}" crossorigin="anonymous" integrity="{}" as="fetch" type="application/wasm"/>"#,
        integrity(&wasm)
    ));
    tags.push(format!(
        r#"<script type="module">import init from '/{js_name}';await init({{ module_or_path: '/{wasm_name}' }});</script>"#
    ));
    Ok(tags)
}

/// `style.css` → `style-<16 hex digits of its SHA-384>.css`; a name without
/// an extension gets the hash appended.
fn hashed_name(name: &str, bytes: &[u8]) -> String {
    let digest = Sha384::digest(bytes);
    let mut hash = String::with_capacity(16);
    for byte in &digest[..8] {
        let _ = write!(hash, "{byte:02x}");
    }
    let base = Path::new(name)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(name);
    match base.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem}-{hash}.{ext}"),
        None => format!("{base}-{hash}"),
    }
}

/// The subresource integrity of `bytes`: `sha384-<base64>`.
fn integrity(bytes: &[u8]) -> String {
    format!(
        "sha384-{}",
        base64::engine::general_purpose::STANDARD.encode(Sha384::digest(bytes))
    )
}

fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| format!("{} does not read: {e}", path.display()))
}

fn read_text(path: &Path) -> Result<String, Failure> {
    std::fs::read_to_string(path).map_err(|e| format!("{} does not read: {e}", path.display()))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| format!("{} cannot be written: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_link_of_a_template_is_read_and_other_lines_are_left() {
        assert_eq!(Link::parse("    <title>Tranque</title>"), None);
        assert_eq!(
            Link::parse(r#"  <link data-page rel="inline" type="js" href="../start.js" />"#),
            Some(Ok(Link::InlineScript {
                href: "../start.js".into()
            }))
        );
        assert_eq!(
            Link::parse(r#"<link data-page rel="css" href="style.css" />"#),
            Some(Ok(Link::Stylesheet {
                href: "style.css".into()
            }))
        );
        assert_eq!(
            Link::parse(r#"<link data-page rel="rust" data-bin="tranque-desk" />"#),
            Some(Ok(Link::Wasm {
                bin: "tranque-desk".into(),
                split: false,
            }))
        );
        assert_eq!(
            Link::parse(r#"<link data-page rel="rust" data-bin="tranque-ui" data-split />"#),
            Some(Ok(Link::Wasm {
                bin: "tranque-ui".into(),
                split: true,
            }))
        );
        let unknown = Link::parse(r#"<link data-page rel="copy-dir" href="img" />"#);
        assert!(matches!(unknown, Some(Err(e)) if e.contains("not a link this build knows")));
        let no_bin = Link::parse(r#"<link data-page rel="rust" />"#);
        assert!(matches!(no_bin, Some(Err(e)) if e.contains("no data-bin")));
    }

    #[test]
    fn a_file_is_named_by_its_content_and_carries_its_integrity() {
        let a = hashed_name("../style.css", b"body{}");
        let b = hashed_name("../style.css", b"body{ }");
        assert!(a.starts_with("style-") && a.ends_with(".css"), "{a}");
        assert_eq!(a.len(), "style-.css".len() + 16);
        assert_ne!(a, b);
        assert_eq!(a, hashed_name("style.css", b"body{}"));
        // The SHA-384 of the empty input, as every browser computes it.
        assert_eq!(
            integrity(b""),
            "sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb"
        );
    }

    #[test]
    fn the_command_line_names_what_it_lacks() {
        let args = |list: &[&str]| parse_args(list.iter().map(|s| s.to_string()).collect());
        assert_eq!(
            args(&["--wasm-dir", "w", "--out", "d", "ui/index.html=index.html"]),
            Ok(Args {
                wasm_dir: "w".into(),
                out: "d".into(),
                pages: vec![("ui/index.html".into(), "index.html".into())],
            })
        );
        assert!(args(&["--out", "d", "a=b.html"]).is_err_and(|e| e.contains("no --wasm-dir")));
        assert!(args(&["--wasm-dir", "w", "--out", "d"]).is_err_and(|e| e.contains("no page")));
        assert!(
            args(&["--wasm-dir", "w", "--out", "d", "a=../b.html"])
                .is_err_and(|e| e.contains("not a page's file name"))
        );
    }
}
