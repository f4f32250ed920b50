//! Every input of the generated hostile corpus (`tests/hostile/corpus.rs`)
//! goes through `MatchFile::parse` and `into_match`: none may panic or hang,
//! and each refusal has a code and params that read back as the same kind
//! of refusal. The counts are printed (`cargo test --test hostile -- --nocapture`).

#![allow(clippy::unwrap_used)] // Tests panic on purpose.

#[path = "hostile/corpus.rs"]
mod corpus;

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

use tranque::matchfile::{MAX_DEPTH, MAX_FIELDS, MAX_ITEMS, MAX_PENALTIES, MAX_TEXT_CHARS};
use tranque::{MAX_EVENTS, MatchFile, RuleError};

/// A hang detector, not a benchmark: far above what any input takes.
const BOUND: Duration = Duration::from_secs(2);

fn fixtures() -> Vec<(String, String)> {
    let dir = format!("{}/tests/data", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        // The match files only (not tests/data/replay/, the CLI's answers).
        .filter(|path| path.is_file() && path.extension().is_some_and(|e| e == "json"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

#[test]
fn the_hostile_corpus_is_refused_or_read_never_a_panic_or_a_hang() {
    let files = fixtures();
    assert!(files.len() >= 4, "the fixtures were read");
    let bases: Vec<(&str, &str)> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let limits = corpus::Limits {
        events: MAX_EVENTS,
        penalties: MAX_PENALTIES,
        items: MAX_ITEMS,
        fields: MAX_FIELDS,
        text_chars: MAX_TEXT_CHARS,
        depth: MAX_DEPTH,
    };
    let inputs = corpus::corpus(&bases, limits, 0x7A4E_0E5E, 80);
    assert!(inputs.len() > 1000, "{} inputs", inputs.len());

    let (mut refused, mut accepted, mut panics, mut over_time) = (0, 0, 0, 0);
    let mut codes: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut wrong = Vec::new();
    let started = Instant::now();
    for input in &inputs {
        let clock = Instant::now();
        let result = catch_unwind(AssertUnwindSafe(|| {
            MatchFile::parse(&input.text).and_then(MatchFile::into_match)
        }));
        if clock.elapsed() > BOUND {
            over_time += 1;
            wrong.push(format!("{}: {:?}", input.name, clock.elapsed()));
        }
        match result {
            Err(_) => {
                panics += 1;
                wrong.push(format!("{}: panicked", input.name));
            }
            Ok(Ok(_)) => {
                accepted += 1;
                if let Some(code) = input.expect {
                    wrong.push(format!("{}: read, expected {code}", input.name));
                }
            }
            Ok(Err(err)) => {
                refused += 1;
                *codes.entry(err.code()).or_default() += 1;
                // A typed refusal: its params read back as a refusal of the same code.
                let back = RuleError::from_params(err.code(), &err.params());
                if back.as_ref().map(RuleError::code) != Some(err.code()) {
                    wrong.push(format!("{}: {} does not read back", input.name, err.code()));
                }
                if let Some(code) = input.expect
                    && code != err.code()
                {
                    wrong.push(format!(
                        "{}: {} ({err}), expected {code}",
                        input.name,
                        err.code()
                    ));
                }
            }
        }
    }
    println!(
        "hostile corpus: {} inputs in {:?}: refused {refused}, accepted {accepted}, panics {panics}, over time {over_time}",
        inputs.len(),
        started.elapsed()
    );
    println!("refusals by code: {codes:?}");
    assert_eq!(panics, 0, "{wrong:#?}");
    assert_eq!(over_time, 0, "{wrong:#?}");
    assert!(wrong.is_empty(), "{wrong:#?}");
    // The corpus reaches the refusals it was made for.
    for code in [
        "malformed",
        "unknown_field",
        "duplicate_field",
        "over_limit",
    ] {
        assert!(
            codes.contains_key(code),
            "no input refused as {code}: {codes:?}"
        );
    }
    assert!(accepted > 0, "some mutations leave a valid file");
}

#[test]
fn the_corpus_is_the_same_for_the_same_seed() {
    let files = fixtures();
    let bases: Vec<(&str, &str)> = files
        .iter()
        .take(1)
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let limits = corpus::Limits {
        events: 5,
        penalties: 3,
        items: 4,
        fields: 4,
        text_chars: 8,
        depth: 4,
    };
    let a: Vec<String> = corpus::corpus(&bases, limits, 1, 5)
        .into_iter()
        .map(|i| i.text)
        .collect();
    let b: Vec<String> = corpus::corpus(&bases, limits, 1, 5)
        .into_iter()
        .map(|i| i.text)
        .collect();
    let c: Vec<String> = corpus::corpus(&bases, limits, 2, 5)
        .into_iter()
        .map(|i| i.text)
        .collect();
    assert_eq!(a, b);
    assert_ne!(a, c);
}
