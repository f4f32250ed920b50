//! The file-level import graph of a crate's sources, and its circles.
//!
//! Every `.rs` file of the crate's module tree is a node, named by its module
//! path (`tournament::fold`; a `foo/mod.rs` is the module `foo`). A file
//! refers to another when it names one of its items: `use` paths (braces
//! expanded, `self` in a group, `as` renames), `crate::a::b::f()` and
//! `super::x` paths in the code, and paths through one of its own child
//! modules (`child::f()`). A name is followed through the `use` declarations
//! of the module that imports or re-exports it, to the file that defines it.
//! `use super::*` brings in the parent's names: every one of them the file
//! then mentions is a reference. Test code is left out: `#[cfg(test)]` items
//! (`mod tests { … }`, `mod tests;` and so `tests.rs`) and comments.
//!
//! **What is a circle.** A module is its own file and its submodules: a
//! parent that declares `mod child`, re-exports it or calls it, while the
//! child uses the parent's items through `super::`, is one module seen from
//! outside and is no circle. So the check runs level by level: at each module
//! with submodules, its direct submodules (each with everything under it) are
//! the nodes, the module's own file is not one, and there is a circle when
//! submodules refer to each other round: `tournament::fold ↔
//! tournament::result`, `scoresheet::png ↔ scoresheet::svg`, or at the
//! crate's top level `commands → scoresheet → state → commands`. What this
//! leaves out: a circle through a parent's own file (a child using the
//! parent's item that calls a sibling that uses the child) counts at the
//! parent's level as none.

#![allow(dead_code)] // Each test file uses its own part.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Node → the nodes it refers to.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// A crate's files: module path (`""` for the crate root) → its code, with
/// comments, string contents and test code taken out.
pub struct Sources {
    code: BTreeMap<Vec<String>, String>,
    /// Module path → the file's path under the source folder, for messages.
    shown: BTreeMap<Vec<String>, String>,
}

/// A circle found at one level of the module tree.
#[derive(Debug, PartialEq, Eq)]
pub struct Circle {
    /// The modules along it, the first repeated at the end.
    pub path: Vec<String>,
}

impl std::fmt::Display for Circle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.path.join(" → "))
    }
}

impl Sources {
    /// The module tree read from `src`, from its root file (`lib.rs` or
    /// `main.rs`) along its `mod` declarations.
    pub fn read(src: &Path, root: &str) -> Result<Sources, String> {
        let mut sources = Sources {
            code: BTreeMap::new(),
            shown: BTreeMap::new(),
        };
        let mut todo = vec![(Vec::new(), root.to_owned())];
        while let Some((module, file)) = todo.pop() {
            let raw = std::fs::read_to_string(src.join(&file))
                .map_err(|err| format!("{}: {err}", src.join(&file).display()))?;
            let code = clean(&raw);
            let dir = match file.rsplit_once('/') {
                _ if module.is_empty() => String::new(),
                Some((dir, "mod.rs")) => format!("{dir}/"),
                Some((dir, name)) => format!("{dir}/{}/", name.trim_end_matches(".rs")),
                None => format!("{}/", file.trim_end_matches(".rs")),
            };
            for child in declared_modules(&code) {
                let flat = format!("{dir}{child}.rs");
                let nested = format!("{dir}{child}/mod.rs");
                let path = if src.join(&flat).is_file() {
                    flat
                } else if src.join(&nested).is_file() {
                    nested
                } else {
                    return Err(format!("`{file}` declares `mod {child}`, found in no file"));
                };
                let mut child_module = module.clone();
                child_module.push(child);
                todo.push((child_module, path));
            }
            sources.code.insert(module.clone(), code);
            sources.shown.insert(module, file);
        }
        Ok(sources)
    }

    /// Sources given as (module path `a::b`, code) pairs, `""` the root.
    pub fn in_memory(files: &[(&str, &str)]) -> Sources {
        let path = |name: &str| -> Vec<String> {
            name.split("::")
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect()
        };
        Sources {
            code: files.iter().map(|(m, c)| (path(m), clean(c))).collect(),
            shown: files
                .iter()
                .map(|(m, _)| (path(m), (*m).to_owned()))
                .collect(),
        }
    }

    /// How many files the tree holds.
    pub fn len(&self) -> usize {
        self.code.len()
    }

    /// File → the files it refers to (module paths, `crate` for the root).
    pub fn file_graph(&self) -> Graph {
        let mut graph = Graph::new();
        for module in self.code.keys() {
            let edges = graph.entry(name(module)).or_default();
            for target in self.references(module) {
                if &target != module {
                    edges.insert(name(&target));
                }
            }
        }
        graph
    }

    /// Every circle, one a level: at each module with submodules, the first
    /// circle among them.
    pub fn circles(&self) -> Vec<Circle> {
        let files: Vec<(&Vec<String>, BTreeSet<Vec<String>>)> = self
            .code
            .keys()
            .map(|module| (module, self.references(module)))
            .collect();
        let mut circles = Vec::new();
        for level in self.code.keys() {
            let node = |file: &Vec<String>| -> Option<String> {
                if file.len() <= level.len() || !file.starts_with(level) {
                    return None;
                }
                Some(name(&file[..=level.len()]))
            };
            let mut graph = Graph::new();
            for (file, targets) in &files {
                let Some(from) = node(file) else { continue };
                let edges = graph.entry(from.clone()).or_default();
                for to in targets.iter().filter_map(node) {
                    if to != from {
                        edges.insert(to);
                    }
                }
            }
            if let Some(path) = find_cycle(&graph) {
                circles.push(Circle { path });
            }
        }
        circles
    }

    /// The files `module`'s code refers to.
    fn references(&self, module: &[String]) -> BTreeSet<Vec<String>> {
        let code = &self.code[module];
        let mut targets = BTreeSet::new();
        let mut globs = Vec::new();
        for (segments, _) in paths(code) {
            let Some(absolute) = self.absolute(module, &segments) else {
                continue;
            };
            if absolute.last().is_some_and(|s| s == "*") {
                let source = absolute[..absolute.len() - 1].to_vec();
                if self.code.contains_key(&source) {
                    globs.push(source);
                }
                continue;
            }
            targets.insert(self.resolve(&absolute, 0));
        }
        let words = words(code);
        let heads: BTreeSet<String> = paths(code)
            .into_iter()
            .filter(|(segments, _)| segments.len() > 1)
            .map(|(segments, _)| segments[0].clone())
            .collect();
        for source in globs {
            targets.insert(source.clone());
            for (alias, target) in self.scope(&source) {
                let submodule = target.len() == source.len() + 1 && target.starts_with(&source);
                let named = if submodule {
                    heads.contains(&alias)
                } else {
                    words.contains(&alias)
                };
                if named {
                    targets.insert(self.resolve(&target, 0));
                }
            }
        }
        targets
    }

    /// A path as written in `module`, from the crate root; `None` for a path
    /// outside the crate (another crate, a local name, `Self::`).
    fn absolute(&self, module: &[String], segments: &[String]) -> Option<Vec<String>> {
        let (first, rest) = segments.split_first()?;
        if rest.is_empty() {
            return None;
        }
        let mut base: Vec<String> = match first.as_str() {
            "crate" | "$crate" => Vec::new(),
            "self" => module.to_vec(),
            "super" => module.get(..module.len().checked_sub(1)?)?.to_vec(),
            child => {
                let mut inside = module.to_vec();
                inside.push(child.to_owned());
                if !self.code.contains_key(&inside) {
                    return None;
                }
                inside
            }
        };
        let mut rest = rest;
        while let Some(("super", tail)) = rest.split_first().map(|(s, t)| (s.as_str(), t)) {
            base.pop()?;
            rest = tail;
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file that defines what the absolute `path` names: the deepest
    /// module along it, or, for an item that module imports, where the
    /// import leads.
    fn resolve(&self, path: &[String], depth: usize) -> Vec<String> {
        let mut module = Vec::new();
        let mut at = 0;
        while at < path.len() {
            let mut deeper = module.clone();
            deeper.push(path[at].clone());
            if !self.code.contains_key(&deeper) {
                break;
            }
            module = deeper;
            at += 1;
        }
        let Some(item) = path.get(at) else {
            return module;
        };
        if depth > 16 || defines(&self.code[&module], item) {
            return module;
        }
        match self
            .scope(&module)
            .into_iter()
            .find(|(alias, _)| alias == item)
        {
            Some((_, mut target)) => {
                target.extend(path[at + 1..].iter().cloned());
                self.resolve(&target, depth + 1)
            }
            None => module,
        }
    }

    /// The names `module` imports from inside the crate: alias → absolute path.
    fn scope(&self, module: &[String]) -> Vec<(String, Vec<String>)> {
        let mut names = Vec::new();
        for (segments, alias) in uses(&self.code[module]) {
            let Some(alias) = alias else { continue };
            if let Some(absolute) = self.absolute(module, &segments) {
                names.push((alias, absolute));
            }
        }
        for child in self.code.keys() {
            if child.len() == module.len() + 1 && child.starts_with(module) {
                names.push((child[module.len()].clone(), child.clone()));
            }
        }
        names
    }
}

/// A module path as a node's name.
fn name(module: &[String]) -> String {
    if module.is_empty() {
        "crate".to_owned()
    } else {
        module.join("::")
    }
}

/// The source without comments, with string and character literals emptied
/// and `#[cfg(test)]` items taken out.
pub fn clean(raw: &str) -> String {
    let chars: Vec<char> = raw.chars().collect();
    let mut out = String::with_capacity(raw.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            if chars.get(i + 1 + hashes) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            i += hashes + 2;
            while i < chars.len() {
                if chars[i] == '"'
                    && chars[i + 1..]
                        .iter()
                        .take(hashes)
                        .filter(|&&h| h == '#')
                        .count()
                        == hashes
                {
                    i += 1 + hashes;
                    break;
                }
                i += 1;
            }
            out.push_str("\"\"");
        } else if c == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if c == '\'' {
            let quoted = if next == Some('\\') {
                chars[i + 3..]
                    .iter()
                    .position(|&q| q == '\'')
                    .map(|p| i + 3 + p)
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match quoted {
                Some(end) => {
                    out.push_str("' '");
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    without_test_items(&out)
}

/// `code` without the items marked `#[cfg(test)]`: up to the `;` or the
/// closing brace of the item the attribute is on.
fn without_test_items(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        let mut depth = 0;
        let mut end = item.len();
        for (i, c) in item.char_indices().skip("#[cfg(test)]".len()) {
            match c {
                '{' | '(' | '[' => depth += 1,
                '}' | ')' | ']' => {
                    depth -= 1;
                    if depth == 0 && c == '}' {
                        end = i + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = i + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

/// The submodules a file declares in files of their own (`mod x;`).
fn declared_modules(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in code.match_indices("mod ") {
        if code[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let rest = &code[at + 4..];
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if !name.is_empty() && after.starts_with(';') {
            found.push(name);
        }
    }
    found
}

/// Whether `code` defines an item called `item`.
fn defines(code: &str, item: &str) -> bool {
    [
        "struct",
        "enum",
        "fn",
        "const",
        "static",
        "type",
        "trait",
        "union",
        "macro_rules!",
    ]
    .iter()
    .any(|kind| {
        code.match_indices(&format!("{kind} {item}"))
            .any(|(at, found)| {
                let before = code[..at].chars().next_back();
                let after = code[at + found.len()..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                    && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
    })
}

/// Every identifier of `code`.
fn words(code: &str) -> BTreeSet<String> {
    code.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect()
}

/// The leaves of every `use` declaration: the path and the name it brings
/// in (`None` for a glob).
fn uses(code: &str) -> Vec<(Vec<String>, Option<String>)> {
    let mut leaves = Vec::new();
    for (at, _) in code.match_indices("use ") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let chars: Vec<char> = code[at + 4..].chars().collect();
        let mut i = 0;
        tree(&chars, &mut i, &mut Vec::new(), &mut leaves);
    }
    leaves
}

/// Every path in `code` (uses and paths in expressions and types), each
/// with the name a `use` would bring in.
fn paths(code: &str) -> Vec<(Vec<String>, Option<String>)> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let starts = (c.is_alphabetic() || c == '_' || c == '$')
            && !(i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'));
        if !starts {
            i += 1;
            continue;
        }
        let after_colons = {
            let mut j = i;
            while j > 0 && chars[j - 1].is_whitespace() {
                j -= 1;
            }
            (j >= 2 && chars[j - 1] == ':' && chars[j - 2] == ':')
                || (j >= 1 && chars[j - 1] == '.')
        };
        let start = i;
        let mut leaves = Vec::new();
        tree(&chars, &mut i, &mut Vec::new(), &mut leaves);
        if i == start {
            i += 1;
        }
        if !after_colons {
            found.extend(leaves);
        }
    }
    found
}

/// Parses a use tree at `chars[*i]` under `prefix`: `a::b`, `a::{b, c::d}`,
/// `a::*`, `a as b`, `self` in a group.
fn tree(
    chars: &[char],
    i: &mut usize,
    prefix: &mut Vec<String>,
    leaves: &mut Vec<(Vec<String>, Option<String>)>,
) {
    let depth = prefix.len();
    loop {
        skip_space(chars, i);
        if chars.get(*i) == Some(&'{') {
            *i += 1;
            loop {
                skip_space(chars, i);
                match chars.get(*i) {
                    Some('}') => {
                        *i += 1;
                        break;
                    }
                    Some(',') => *i += 1,
                    None => break,
                    _ => {
                        let before = *i;
                        tree(chars, i, prefix, leaves);
                        if *i == before {
                            *i += 1;
                        }
                    }
                }
            }
            prefix.truncate(depth);
            return;
        }
        if chars.get(*i) == Some(&'*') {
            *i += 1;
            let mut path = prefix.clone();
            path.push("*".to_owned());
            leaves.push((path, None));
            prefix.truncate(depth);
            return;
        }
        let word = ident(chars, i);
        if word.is_empty() {
            prefix.truncate(depth);
            return;
        }
        let mut save = *i;
        skip_space(chars, &mut save);
        if chars.get(save) == Some(&':') && chars.get(save + 1) == Some(&':') {
            prefix.push(word);
            *i = save + 2;
            continue;
        }
        let mut alias = if word == "self" {
            prefix.last().cloned()
        } else {
            Some(word.clone())
        };
        let mut path = prefix.clone();
        if word != "self" {
            path.push(word);
        }
        let mut look = *i;
        skip_space(chars, &mut look);
        if chars[look..].starts_with(&['a', 's', ' ']) {
            look += 3;
            let renamed = ident(chars, &mut look);
            if !renamed.is_empty() {
                alias = Some(renamed);
                *i = look;
            }
        }
        if alias.as_deref() == Some("_") {
            alias = None;
        }
        leaves.push((path, alias));
        prefix.truncate(depth);
        return;
    }
}

fn skip_space(chars: &[char], i: &mut usize) {
    while chars.get(*i).is_some_and(|c| c.is_whitespace()) {
        *i += 1;
    }
}

fn ident(chars: &[char], i: &mut usize) -> String {
    let mut word = String::new();
    if chars.get(*i) == Some(&'$') {
        word.push('$');
        *i += 1;
    }
    while let Some(&c) = chars.get(*i) {
        if !(c.is_alphanumeric() || c == '_') {
            break;
        }
        word.push(c);
        *i += 1;
    }
    word
}

/// A cycle, as the nodes along it with the first repeated at the end.
pub fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        OnPath,
        Done,
    }
    fn visit(
        graph: &Graph,
        node: &str,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match marks.get(node) {
            Some(Mark::Done) => return None,
            Some(Mark::OnPath) => {
                let start = path.iter().position(|m| m == node).unwrap_or(0);
                let mut cycle = path[start..].to_vec();
                cycle.push(node.to_owned());
                return Some(cycle);
            }
            None => {}
        }
        marks.insert(node.to_owned(), Mark::OnPath);
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(graph, next, marks, path) {
                return Some(cycle);
            }
        }
        path.pop();
        marks.insert(node.to_owned(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(graph, node, &mut marks, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}
