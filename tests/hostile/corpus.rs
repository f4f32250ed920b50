//! A corpus of hostile match files, generated (never hand-listed) from real
//! ones: deleted, duplicated and renamed fields, values of the wrong type,
//! numbers no field takes (huge, negative, fractions, exponents), deep
//! nesting, text cut at many places, unknown fields at every level, lists
//! and texts at and just past each limit, and odd unicode.
//!
//! The same seed gives the same corpus. This file depends only on `std` and
//! `serde_json`, so any test can include it with `#[path]` and feed the
//! inputs to its own reader.

#![allow(dead_code)] // Each includer uses what it needs.

use serde_json::{Map, Value, json};

/// One generated input.
pub struct Input {
    /// What was done to which file, e.g. `match-es-clasico.json: duplicate rules.target`.
    pub name: String,
    /// The text.
    pub text: String,
    /// The refusal code it must get, where the mutation decides it alone
    /// (a key twice, a limit passed, a text cut short).
    pub expect: Option<&'static str>,
}

/// The limits of the reader, to build inputs at and past each.
#[derive(Clone, Copy)]
pub struct Limits {
    /// Events in a file.
    pub events: usize,
    /// Penalties in its rules.
    pub penalties: usize,
    /// Items of any other list.
    pub items: usize,
    /// Fields of an object.
    pub fields: usize,
    /// Characters of a text.
    pub text_chars: usize,
    /// Nesting of lists and objects.
    pub depth: usize,
}

/// A small deterministic generator (SplitMix64).
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    /// Up to `k` items of `items`, picked without repeats, in order.
    pub fn sample<T: Clone>(&mut self, items: &[T], k: usize) -> Vec<T> {
        let mut idx: Vec<usize> = (0..items.len()).collect();
        for i in (1..idx.len()).rev() {
            let j = self.below(i + 1);
            idx.swap(i, j);
        }
        idx.truncate(k);
        idx.sort_unstable();
        idx.into_iter().map(|i| items[i].clone()).collect()
    }
}

/// A step of a path into a JSON value.
#[derive(Clone, Debug)]
pub enum Step {
    /// A key of an object.
    Key(String),
    /// An index in a list.
    Index(usize),
}

fn path_name(path: &[Step]) -> String {
    let mut out = String::new();
    for step in path {
        match step {
            Step::Key(k) if out.is_empty() => out.push_str(k),
            Step::Key(k) => {
                out.push('.');
                out.push_str(k);
            }
            Step::Index(i) => out.push_str(&format!("[{i}]")),
        }
    }
    if out.is_empty() { "(top)".into() } else { out }
}

/// Every path in `value`: objects, lists and leaves, parents first.
fn paths(value: &Value) -> Vec<(Vec<Step>, bool)> {
    fn walk(value: &Value, path: &mut Vec<Step>, out: &mut Vec<(Vec<Step>, bool)>) {
        match value {
            Value::Object(map) => {
                out.push((path.clone(), true));
                for (k, v) in map {
                    path.push(Step::Key(k.clone()));
                    walk(v, path, out);
                    path.pop();
                }
            }
            Value::Array(items) => {
                out.push((path.clone(), false));
                for (i, v) in items.iter().enumerate() {
                    path.push(Step::Index(i));
                    walk(v, path, out);
                    path.pop();
                }
            }
            _ => out.push((path.clone(), false)),
        }
    }
    let mut out = Vec::new();
    walk(value, &mut Vec::new(), &mut out);
    out
}

fn get_mut<'v>(value: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    let mut v = value;
    for step in path {
        v = match (v, step) {
            (Value::Object(map), Step::Key(k)) => map.get_mut(k)?,
            (Value::Array(items), Step::Index(i)) => items.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(v)
}

/// Marks a value to be written as raw text (any JSON, or not JSON at all):
/// a string `"\u{2}RAW<n>"` replaced after serialising.
struct Raw {
    texts: Vec<String>,
}

impl Raw {
    fn new() -> Raw {
        Raw { texts: Vec::new() }
    }

    fn mark(&mut self, text: &str) -> Value {
        self.texts.push(text.to_owned());
        Value::String(format!("\u{2}RAW{}", self.texts.len() - 1))
    }

    fn write(&self, value: &Value, pretty: bool) -> String {
        let mut text = if pretty {
            serde_json::to_string_pretty(value).unwrap_or_default()
        } else {
            serde_json::to_string(value).unwrap_or_default()
        };
        for (i, raw) in self.texts.iter().enumerate().rev() {
            text = text.replace(&format!("\"\\u0002RAW{i}\""), raw);
        }
        text
    }
}

/// Numbers and values no field of a match file takes, as written.
const ODD_NUMBERS: &[&str] = &[
    "1e20",
    "1E+400",
    "-1",
    "-0",
    "0.5",
    "2.0",
    "1e0",
    "18446744073709551616",
    "-9223372036854775809",
    "4294967296",
    "256",
    "-1e-400",
    "123456789012345678901234567890",
];

/// Texts that are not JSON where a value should be.
const NOT_JSON: &[&str] = &[
    "NaN",
    "Infinity",
    "+1",
    "01",
    ".5",
    "1.",
    "undefined",
    "'a'",
    "tru",
];

/// Strings of odd unicode.
const ODD_TEXTS: &[&str] = &[
    "\u{202E}anA",
    "A\u{200D}na",
    "👩‍👩‍👧‍👦",
    "e\u{301}\u{301}\u{301}",
    "\u{FEFF}",
    "\u{0}",
    "\u{FFFF}",
    "\u{10FFFF}",
    "\u{7F}",
    "line\nbreak",
    "",
    " ",
    "６-６",
    "hаnd",
    "ｈａｎｄ",
];

/// Wrong types for any value.
fn wrong_types() -> Vec<Value> {
    vec![
        Value::Null,
        json!(true),
        json!("text"),
        json!([]),
        json!({}),
        json!([1, 2]),
        json!({"a": 1}),
    ]
}

/// The corpus from real files `(name, text)`, `seed` choosing the places,
/// about `per_kind` inputs per kind of mutation per file.
pub fn corpus(files: &[(&str, &str)], limits: Limits, seed: u64, per_kind: usize) -> Vec<Input> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for &(file, text) in files {
        let Ok(base) = serde_json::from_str::<Value>(text) else {
            continue;
        };
        mutate(file, text, &base, limits, per_kind, &mut rng, &mut out);
    }
    out
}

fn mutate(
    file: &str,
    text: &str,
    base: &Value,
    limits: Limits,
    per_kind: usize,
    rng: &mut Rng,
    out: &mut Vec<Input>,
) {
    let all = paths(base);
    let objects: Vec<Vec<Step>> = all
        .iter()
        .filter(|(_, o)| *o)
        .map(|(p, _)| p.clone())
        .collect();
    let members: Vec<Vec<Step>> = all
        .iter()
        .map(|(p, _)| p.clone())
        .filter(|p| matches!(p.last(), Some(Step::Key(_))))
        .collect();
    let values: Vec<Vec<Step>> = all
        .iter()
        .map(|(p, _)| p.clone())
        .filter(|p| !p.is_empty())
        .collect();
    let mut push = |name: String, text: String, expect: Option<&'static str>| {
        out.push(Input {
            name: format!("{file}: {name}"),
            text,
            expect,
        });
    };

    // Fields deleted, renamed, duplicated; unknown fields added.
    for path in rng.sample(&members, per_kind) {
        let (parent, Some(Step::Key(key))) = (&path[..path.len() - 1], path.last()) else {
            continue;
        };
        let mut v = base.clone();
        if let Some(Value::Object(map)) = get_mut(&mut v, parent) {
            map.remove(key);
        }
        push(
            format!("delete {}", path_name(&path)),
            Raw::new().write(&v, true),
            None,
        );

        let mut v = base.clone();
        if let Some(Value::Object(map)) = get_mut(&mut v, parent)
            && let Some(value) = map.remove(key)
        {
            map.insert(format!("{key}_renamed"), value);
        }
        push(
            format!("rename {}", path_name(&path)),
            Raw::new().write(&v, true),
            None,
        );

        // A key twice: a marked copy, renamed back after writing.
        let mut v = base.clone();
        if let Some(Value::Object(map)) = get_mut(&mut v, parent)
            && let Some(value) = map.get(key).cloned()
        {
            map.insert(format!("\u{1}{key}"), value);
        }
        let written = Raw::new()
            .write(&v, false)
            .replace(&format!("\"\\u0001{key}\""), &format!("\"{key}\""));
        push(
            format!("duplicate {}", path_name(&path)),
            written,
            Some("duplicate_field"),
        );
    }
    for path in rng.sample(&objects, per_kind) {
        let mut v = base.clone();
        if let Some(Value::Object(map)) = get_mut(&mut v, &path) {
            map.insert("zz_unknown".into(), json!(1));
        }
        push(
            format!("unknown field in {}", path_name(&path)),
            Raw::new().write(&v, true),
            None,
        );
    }

    // Wrong types, odd numbers, text that is not JSON, odd unicode, deep nesting.
    for path in rng.sample(&values, per_kind) {
        let types = wrong_types();
        let wrong = types[rng.below(types.len())].clone();
        let mut v = base.clone();
        if let Some(slot) = get_mut(&mut v, &path) {
            *slot = wrong.clone();
        }
        push(
            format!("{} = {wrong}", path_name(&path)),
            Raw::new().write(&v, true),
            None,
        );

        let mut raw = Raw::new();
        let number = ODD_NUMBERS[rng.below(ODD_NUMBERS.len())];
        let mut v = base.clone();
        if let Some(slot) = get_mut(&mut v, &path) {
            *slot = raw.mark(number);
        }
        push(
            format!("{} = {number}", path_name(&path)),
            raw.write(&v, true),
            None,
        );

        let mut raw = Raw::new();
        let bad = NOT_JSON[rng.below(NOT_JSON.len())];
        let mut v = base.clone();
        if let Some(slot) = get_mut(&mut v, &path) {
            *slot = raw.mark(bad);
        }
        push(
            format!("{} = {bad} (not JSON)", path_name(&path)),
            raw.write(&v, true),
            Some("malformed"),
        );

        let odd = ODD_TEXTS[rng.below(ODD_TEXTS.len())];
        let mut v = base.clone();
        if let Some(slot) = get_mut(&mut v, &path) {
            *slot = Value::String(odd.to_owned());
        }
        push(
            format!("{} = {odd:?}", path_name(&path)),
            Raw::new().write(&v, true),
            None,
        );
    }
    for depth in [limits.depth + 1, 64, 10_000] {
        let Some(path) = rng.sample(&values, 1).pop() else {
            break;
        };
        let mut raw = Raw::new();
        let mut v = base.clone();
        if let Some(slot) = get_mut(&mut v, &path) {
            *slot = raw.mark(&format!("{}{}", "[".repeat(depth), "]".repeat(depth)));
        }
        push(
            format!("{} nested {depth} deep", path_name(&path)),
            raw.write(&v, false),
            Some("over_limit"),
        );
    }
    // Escapes no string can hold, and a byte-order mark.
    for bad in [r#""\ud800""#, r#""\udc00x""#, r#""\x41""#, r#""\u12""#] {
        let mut raw = Raw::new();
        let mut v = base.clone();
        if let Some(Value::Array(seats)) = get_mut(&mut v, &[Step::Key("seats".into())])
            && let Some(first) = seats.first_mut()
        {
            *first = raw.mark(bad);
        }
        push(
            format!("seats[0] = {bad}"),
            raw.write(&v, true),
            Some("malformed"),
        );
    }
    push(
        "byte-order mark".into(),
        format!("\u{FEFF}{text}"),
        Some("malformed"),
    );
    push(
        "trailing garbage".into(),
        format!("{text} x"),
        Some("malformed"),
    );
    push(
        "two files".into(),
        format!("{text}{text}"),
        Some("malformed"),
    );

    // Cut short at many places.
    let cuts = 40.min(text.len());
    for i in 0..cuts {
        let mut at = text.len() * i / cuts.max(1);
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        push(
            format!("cut at byte {at}"),
            text[..at].to_owned(),
            Some("malformed"),
        );
    }

    at_limits(file, base, limits, &mut push);
}

/// Lists, objects, texts and nesting at each limit and one past it.
fn at_limits(
    file: &str,
    base: &Value,
    limits: Limits,
    push: &mut dyn FnMut(String, String, Option<&'static str>),
) {
    let _ = file;
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = base.clone();
        f(&mut v);
        serde_json::to_string(&v).unwrap_or_default()
    };
    let events: Vec<Value> = base["events"].as_array().cloned().unwrap_or_default();
    for (n, past) in [(limits.events, false), (limits.events + 1, true)] {
        if events.is_empty() {
            break;
        }
        let text =
            with(&|v| v["events"] = Value::Array(events.iter().cycle().take(n).cloned().collect()));
        push(format!("{n} events"), text, past.then_some("over_limit"));
    }
    for (n, past) in [(limits.penalties, false), (limits.penalties + 1, true)] {
        let penalties: Vec<Value> = (0..n)
            .map(|i| json!({"fault": {"custom": format!("house {i}")}, "points": 1, "pcd": false, "warning_first": false}))
            .collect();
        let text = with(&|v| v["rules"]["penalties"] = Value::Array(penalties.clone()));
        push(format!("{n} penalties"), text, past.then_some("over_limit"));
    }
    for (n, past) in [(limits.items, false), (limits.items + 1, true)] {
        let seats: Vec<Value> = (0..n).map(|i| json!(format!("p{i}"))).collect();
        let text = with(&|v| v["seats"] = Value::Array(seats.clone()));
        push(format!("{n} seats"), text, past.then_some("over_limit"));
    }
    for (n, past) in [(limits.fields, false), (limits.fields + 1, true)] {
        let mut fields = Map::new();
        for i in 0..n {
            fields.insert(format!("f{i}"), json!(i));
        }
        let text = with(&|v| v["rules"]["extra"] = Value::Object(fields.clone()));
        push(
            format!("an object of {n} fields"),
            text,
            past.then_some("over_limit"),
        );
    }
    for (n, past) in [(limits.text_chars, false), (limits.text_chars + 1, true)] {
        let name: String = "é".repeat(n);
        let text = with(&|v| v["seats"][0] = json!(name.clone()));
        push(
            format!("a name of {n} characters"),
            text,
            past.then_some("over_limit"),
        );
        let key = "k".repeat(n);
        let text = with(&|v| {
            if let Value::Object(map) = v {
                map.insert(key.clone(), json!(1));
            }
        });
        push(
            format!("a key of {n} characters"),
            text,
            past.then_some("over_limit"),
        );
    }
    // The file is one level; a list inside it `n - 1` deep reaches `n`.
    for (n, past) in [(limits.depth, false), (limits.depth + 1, true)] {
        let nested = format!("{}{}", "[".repeat(n - 1), "]".repeat(n - 1));
        let mut raw = Raw::new();
        let mut v = base.clone();
        if let Value::Object(map) = &mut v {
            map.insert("deep".into(), raw.mark(&nested));
        }
        push(
            format!("nested {n} deep"),
            raw.write(&v, false),
            past.then_some("over_limit"),
        );
    }
}
