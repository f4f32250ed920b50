//! The layout audit of a screen, beside the accessibility audit: every word
//! whole, and no text cut off.
//!
//! At each of [`TEXTS`] (in the light scheme: colours do not move a line) the
//! page is asked, for every visible text node, where each of its words lies:
//! the line boxes of a word (`Range.getClientRects`) must all be on one line.
//! A break right after a hyphen, a dash or a slash is a break between words,
//! not inside one. And no text may lie outside an element that clips its
//! overflow (`hidden` or `clip`), where nobody can scroll to it.
//!
//! At 100 and 130 % no word breaks anywhere. At 200 % a word may break only
//! inside an element the screen names as allowed to: one marked
//! [`MAY_BREAK`], a cell that holds a name the players typed.

use fantoccini::Client;
use serde_json::{Value, json};

use crate::audit::bounded;

/// The attribute a screen puts on a cell whose words may break at 200 %.
pub const MAY_BREAK: &str = "data-may-break";

/// The text sizes the layout is audited at, in per cent.
pub const TEXTS: [u32; 3] = [100, 130, 200];

/// The text size from which a cell marked [`MAY_BREAK`] may break a word.
const BREAK_ALLOWED_FROM: u32 = 200;

/// One thing the layout audit found on a screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// The text size it was found at, in per cent.
    pub text: u32,
    /// What is wrong.
    pub kind: Kind,
    /// The element holding the word: its tag, id and classes, with its
    /// parents' up to the nearest one with an id.
    pub element: String,
    /// The word, as the page holds it.
    pub word: String,
    /// Whether the element is marked [`MAY_BREAK`].
    pub may_break: bool,
}

/// What the layout audit can find.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A word drawn on more than one line.
    Broken,
    /// A word outside an element that clips its overflow.
    Clipped,
}

impl Finding {
    /// Whether this finding fails the screen: a clipped word always; a
    /// broken word unless its cell may break and the text is large enough.
    pub fn fails(&self) -> bool {
        match self.kind {
            Kind::Clipped => true,
            Kind::Broken => !(self.may_break && self.text >= BREAK_ALLOWED_FROM),
        }
    }
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.kind {
            Kind::Broken => "a word broken inside itself",
            Kind::Clipped => "a word cut off where nobody can scroll to it",
        };
        write!(
            f,
            "[{} %] {what}: {:?} in {}",
            self.text, self.word, self.element
        )
    }
}

/// Audits the layout of the screen shown at every size of [`TEXTS`], and
/// says what fails it, the screen named (`<test>-<label>`). The page is left
/// at the last size: the caller puts its own look back.
pub async fn audit(client: &Client, screen: &str) -> Result<(), String> {
    let mut failures = Vec::new();
    for text in TEXTS {
        failures.extend(
            check(client, text)
                .await
                .into_iter()
                .filter(Finding::fails)
                .map(|finding| finding.to_string()),
        );
    }
    println!("layout {screen}: {} findings", failures.len());
    if failures.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the layout of {screen} breaks or cuts words:\n{}",
        failures.join("\n")
    ))
}

/// Sets the text size `text` (light scheme) on the page and returns every
/// broken or clipped word it finds, allowed or not.
pub async fn check(client: &Client, text: u32) -> Vec<Finding> {
    let found = bounded(
        "check the page's words",
        client.execute(SCRIPT, vec![json!(text), json!(MAY_BREAK)]),
    )
    .await;
    let Some(found) = found.as_array() else {
        panic!("the layout check gave no list: {found}");
    };
    found.iter().map(|f| finding(f, text)).collect()
}

/// A finding from the page's answer.
fn finding(found: &Value, text: u32) -> Finding {
    let field = |name: &str| found[name].as_str().unwrap_or("?").to_owned();
    Finding {
        text,
        kind: if found["kind"] == "clipped" {
            Kind::Clipped
        } else {
            Kind::Broken
        },
        element: field("element"),
        word: field("word"),
        may_break: found["mayBreak"] == Value::Bool(true),
    }
}

/// The check, in the page: sets the size, then walks the visible text.
const SCRIPT: &str = r#"
const [text, mayBreak] = arguments;
const root = document.documentElement;
root.setAttribute('data-theme', 'light');
root.setAttribute('data-text', String(text));
void root.offsetWidth;

const SKIP = 'svg, script, style, noscript, template, textarea, select, option, input';
const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (typeof el.className === 'string' && el.className.trim()
        ? '.' + el.className.trim().split(/\s+/).join('.') : '');
const path = el => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 5; e = e.parentElement) {
        parts.unshift(name(e));
        if (e.id) break;
    }
    return parts.join(' > ');
};
// Visually hidden on purpose (a screen reader's text): a box of a pixel.
const hidden = el => {
    const box = el.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
};
const texts = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
        const el = node.parentElement;
        if (!el || !node.data.trim() || el.closest(SKIP)) return NodeFilter.FILTER_REJECT;
        const style = getComputedStyle(el);
        if (style.visibility !== 'visible' || el.getClientRects().length === 0 || hidden(el)) {
            return NodeFilter.FILTER_REJECT;
        }
        return NodeFilter.FILTER_ACCEPT;
    },
});
for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);

const range = document.createRange();
const rectsOf = (node, start, end) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return Array.from(range.getClientRects()).filter(r => r.width > 0.5 && r.height > 0.5);
};
// Two boxes are on one line when they overlap by more than half the lower.
const sameLine = (a, b) =>
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > Math.min(a.height, b.height) / 2;
const oneLine = rects => rects.every(r => sameLine(r, rects[0]));

const findings = [];
const seen = new Set();
const report = (kind, el, word) => {
    const element = path(el);
    const key = kind + '|' + element + '|' + word;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ kind, element, word, mayBreak: el.closest('[' + mayBreak + ']') !== null });
};

// Broken words: a text node on one line is whole; in one on several, each
// piece of a word up to a hyphen, dash or slash (and one that starts with
// it, a sign) must be on one line.
const PIECE = /[\-\u2010\u2013\u2014\/\u00ad\u200b]*[^\s\-\u2010\u2013\u2014\/\u00ad\u200b]+[\-\u2010\u2013\u2014\/\u00ad\u200b]*/g;
for (const node of texts) {
    if (oneLine(rectsOf(node, 0, node.data.length))) continue;
    for (const word of node.data.matchAll(/\S+/g)) {
        for (const piece of word[0].matchAll(PIECE)) {
            const start = word.index + piece.index;
            if (!oneLine(rectsOf(node, start, start + piece[0].length))) {
                report('broken', node.parentElement, word[0]);
                break;
            }
        }
    }
}

// Clipped words: a word past the edge of an element that clips its
// overflow, with nothing to scroll by.
const clips = el => {
    const style = getComputedStyle(el);
    return ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
};
for (const node of texts) {
    let clipper = null;
    for (let e = node.parentElement; e && e !== root; e = e.parentElement) {
        if (clips(e) && !hidden(e)) { clipper = e; break; }
    }
    if (!clipper) continue;
    const style = getComputedStyle(clipper);
    const box = clipper.getBoundingClientRect();
    const left = box.left + clipper.clientLeft;
    const top = box.top + clipper.clientTop;
    const right = clipper.clientWidth > 0 ? left + clipper.clientWidth : box.right;
    const bottom = clipper.clientHeight > 0 ? top + clipper.clientHeight : box.bottom;
    const clipsX = ['hidden', 'clip'].includes(style.overflowX);
    const clipsY = ['hidden', 'clip'].includes(style.overflowY);
    for (const word of node.data.matchAll(/\S+/g)) {
        const out = rectsOf(node, word.index, word.index + word[0].length).some(r =>
            (clipsX && (r.left < left - 1 || r.right > right + 1)) ||
            (clipsY && (r.top < top - 1 || r.bottom > bottom + 1)));
        if (out) {
            report('clipped', node.parentElement, word[0]);
            break;
        }
    }
}
return findings;
"#;
