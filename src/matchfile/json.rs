//! The JSON text of a match file, read into a tree that keeps what a
//! `serde_json::Value` loses: where each value starts in the text, the text
//! of each number as written, and every key, so that a key given twice is
//! refused rather than the last one winning. The reader also holds the file
//! to its limits ([`FileLimit`]) while it reads: nesting, the length of every
//! list, object and text. It takes time linear in the text, and what it keeps
//! is bounded by the limits, not by the text (a list past its limit is read
//! to its end and counted, not kept).

use super::{
    FileLimit, MAX_DEPTH, MAX_EVENTS, MAX_FIELDS, MAX_ITEMS, MAX_PENALTIES, MAX_TEXT_CHARS,
    PathStep,
};

/// A value of the file and where it starts and ends (byte offsets).
#[derive(Debug)]
pub(crate) struct Node<'a> {
    /// Its first byte.
    pub(crate) start: usize,
    /// Just past its last byte.
    pub(crate) end: usize,
    /// The value.
    pub(crate) value: Value<'a>,
}

impl<'a> Node<'a> {
    /// The value at `path` under this one.
    pub(crate) fn get(&self, path: &[PathStep]) -> Option<&Node<'a>> {
        let mut node = self;
        for step in path {
            node = match (&node.value, step) {
                (Value::Array(items), PathStep::Index(i)) => items.get(*i)?,
                (Value::Object(members), PathStep::Key(key)) => {
                    &members.iter().find(|m| &m.key == key)?.node
                }
                _ => return None,
            };
        }
        Some(node)
    }
}

/// A JSON value, numbers as written.
#[derive(Debug)]
pub(crate) enum Value<'a> {
    Null,
    Bool(bool),
    /// The number's text, e.g. `1e20`.
    Number(&'a str),
    String(String),
    Array(Vec<Node<'a>>),
    Object(Vec<Member<'a>>),
}

/// A key and its value.
#[derive(Debug)]
pub(crate) struct Member<'a> {
    pub(crate) key: String,
    /// Where the key starts.
    pub(crate) key_start: usize,
    pub(crate) node: Node<'a>,
}

/// Why the text could not be read.
#[derive(Debug)]
pub(crate) enum Problem {
    /// Not JSON: what the reader expected.
    Syntax(String),
    /// A key given twice in one object.
    Duplicate(String),
    /// Over a limit.
    Limit {
        limit: FileLimit,
        found: usize,
        max: usize,
    },
}

/// A refusal of the reader: what, where (a byte offset), and the path of
/// the value (innermost step first while it travels up, see [`Refused::within`]).
#[derive(Debug)]
pub(crate) struct Refused {
    pub(crate) problem: Problem,
    pub(crate) at: usize,
    pub(crate) path: Vec<PathStep>,
}

impl Refused {
    fn within(mut self, step: PathStep) -> Refused {
        self.path.push(step);
        self
    }
}

/// What a list or object is, for its limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// The file itself.
    Top,
    /// `rules`.
    Rules,
    /// `events`.
    Events,
    /// `rules.penalties`.
    Penalties,
    /// Anything else.
    Other,
}

/// Reads `text` as one JSON value.
pub(crate) fn parse(text: &str) -> Result<Node<'_>, Refused> {
    let mut reader = Reader { text, pos: 0 };
    reader.skip_whitespace();
    let node = reader.value(Place::Top, 0)?;
    reader.skip_whitespace();
    if reader.pos < text.len() {
        return Err(reader.syntax("trailing characters after the JSON value"));
    }
    Ok(node)
}

struct Reader<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Reader<'a> {
    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.pos).copied()
    }

    fn syntax(&self, what: &str) -> Refused {
        let what = if self.pos >= self.text.len() {
            format!("EOF while parsing: {what}")
        } else {
            what.to_owned()
        };
        Refused {
            problem: Problem::Syntax(what),
            at: self.pos,
            path: Vec::new(),
        }
    }

    fn limit(at: usize, limit: FileLimit, found: usize, max: usize) -> Refused {
        Refused {
            problem: Problem::Limit { limit, found, max },
            at,
            path: Vec::new(),
        }
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.peek() {
            self.pos += 1;
        }
    }

    /// `depth`: the lists and objects around the value.
    fn value(&mut self, place: Place, depth: usize) -> Result<Node<'a>, Refused> {
        let start = self.pos;
        let value = match self.peek() {
            Some(b'{') => self.object(place, depth + 1)?,
            Some(b'[') => self.array(place, depth + 1)?,
            Some(b'"') => Value::String(self.string()?),
            Some(b'-' | b'0'..=b'9') => Value::Number(self.number()?),
            Some(b't') => self.literal("true", Value::Bool(true))?,
            Some(b'f') => self.literal("false", Value::Bool(false))?,
            Some(b'n') => self.literal("null", Value::Null)?,
            _ => return Err(self.syntax("expected a value")),
        };
        Ok(Node {
            start,
            end: self.pos,
            value,
        })
    }

    fn literal(&mut self, word: &str, value: Value<'a>) -> Result<Value<'a>, Refused> {
        if self.bytes()[self.pos..].starts_with(word.as_bytes()) {
            self.pos += word.len();
            Ok(value)
        } else {
            Err(self.syntax("expected a value"))
        }
    }

    fn number(&mut self) -> Result<&'a str, Refused> {
        let start = self.pos;
        let digits = |reader: &mut Reader<'a>| {
            let from = reader.pos;
            while let Some(b'0'..=b'9') = reader.peek() {
                reader.pos += 1;
            }
            reader.pos > from
        };
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        if self.peek() == Some(b'0') {
            self.pos += 1;
        } else if !digits(self) {
            return Err(self.syntax("invalid number"));
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !digits(self) {
                return Err(self.syntax("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.pos += 1;
            }
            if !digits(self) {
                return Err(self.syntax("invalid number"));
            }
        }
        let text = &self.text[start..self.pos];
        if text.len() > MAX_TEXT_CHARS {
            return Err(Reader::limit(
                start,
                FileLimit::Text,
                text.len(),
                MAX_TEXT_CHARS,
            ));
        }
        Ok(text)
    }

    /// A string, its escapes decoded; at most [`MAX_TEXT_CHARS`] characters.
    fn string(&mut self) -> Result<String, Refused> {
        let start = self.pos;
        let bytes = self.bytes();
        let mut i = start + 1;
        let mut escaped = false;
        loop {
            match bytes.get(i) {
                None => {
                    self.pos = i;
                    return Err(self.syntax("an unterminated string"));
                }
                Some(b'"') => break,
                Some(b'\\') => {
                    escaped = true;
                    i += 2;
                }
                Some(&c) if c < 0x20 => {
                    self.pos = i;
                    return Err(self.syntax("a control character in a string"));
                }
                Some(_) => i += 1,
            }
        }
        self.pos = i + 1;
        let text = if escaped {
            // The escapes, as JSON has them: serde_json reads the one string.
            serde_json::from_str::<String>(&self.text[start..self.pos]).map_err(|err| Refused {
                problem: Problem::Syntax(format!("a bad escape in a string ({err})")),
                at: start,
                path: Vec::new(),
            })?
        } else {
            self.text[start + 1..i].to_owned()
        };
        if text.len() > MAX_TEXT_CHARS {
            let chars = text.chars().count();
            if chars > MAX_TEXT_CHARS {
                return Err(Reader::limit(start, FileLimit::Text, chars, MAX_TEXT_CHARS));
            }
        }
        Ok(text)
    }

    /// Past the opening `{` or `[` of an object or a list at `depth`
    /// (refused deeper than [`MAX_DEPTH`]): whether it closes at once, with
    /// `close`.
    fn open(&mut self, depth: usize, close: u8) -> Result<bool, Refused> {
        if depth > MAX_DEPTH {
            return Err(Reader::limit(self.pos, FileLimit::Depth, depth, MAX_DEPTH));
        }
        self.pos += 1;
        self.skip_whitespace();
        let empty = self.peek() == Some(close);
        if empty {
            self.pos += 1;
        }
        Ok(empty)
    }

    /// Past what follows an object's member or a list's item: a `,`
    /// (`false`) or the closing `close` (`true`); anything else is refused
    /// as `expected`.
    fn next_or_close(&mut self, close: u8, expected: &str) -> Result<bool, Refused> {
        self.skip_whitespace();
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                Ok(false)
            }
            Some(c) if c == close => {
                self.pos += 1;
                Ok(true)
            }
            _ => Err(self.syntax(expected)),
        }
    }

    fn object(&mut self, place: Place, depth: usize) -> Result<Value<'a>, Refused> {
        let start = self.pos;
        let mut members: Vec<Member<'a>> = Vec::new();
        let mut count = 0usize;
        if self.open(depth, b'}')? {
            return Ok(Value::Object(members));
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some(b'"') {
                return Err(self.syntax("expected a key in double quotes"));
            }
            let key_start = self.pos;
            let key = self.string()?;
            self.skip_whitespace();
            if self.peek() != Some(b':') {
                return Err(self.syntax("expected `:` after a key"));
            }
            self.pos += 1;
            self.skip_whitespace();
            let inner = match (place, key.as_str()) {
                (Place::Top, "rules") => Place::Rules,
                (Place::Top, "events") => Place::Events,
                (Place::Rules, "penalties") => Place::Penalties,
                _ => Place::Other,
            };
            let node = match self.value(inner, depth) {
                Ok(node) => node,
                Err(refused) => return Err(refused.within(PathStep::Key(key))),
            };
            count += 1;
            if members.len() < MAX_FIELDS {
                if members.iter().any(|m| m.key == key) {
                    return Err(Refused {
                        problem: Problem::Duplicate(key),
                        at: key_start,
                        path: Vec::new(),
                    });
                }
                members.push(Member {
                    key,
                    key_start,
                    node,
                });
            }
            if self.next_or_close(b'}', "expected `,` or `}` in an object")? {
                break;
            }
        }
        if count > MAX_FIELDS {
            return Err(Reader::limit(start, FileLimit::Fields, count, MAX_FIELDS));
        }
        Ok(Value::Object(members))
    }

    fn array(&mut self, place: Place, depth: usize) -> Result<Value<'a>, Refused> {
        let start = self.pos;
        let (limit, max) = match place {
            Place::Events => (FileLimit::Events, MAX_EVENTS),
            Place::Penalties => (FileLimit::Penalties, MAX_PENALTIES),
            Place::Top | Place::Rules | Place::Other => (FileLimit::Items, MAX_ITEMS),
        };
        let mut items = Vec::new();
        let mut count = 0usize;
        if self.open(depth, b']')? {
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_whitespace();
            let node = match self.value(Place::Other, depth) {
                Ok(node) => node,
                Err(refused) => return Err(refused.within(PathStep::Index(count))),
            };
            // Past the limit, items are read and counted, not kept.
            if count < max {
                items.push(node);
            }
            count += 1;
            if self.next_or_close(b']', "expected `,` or `]` in a list")? {
                break;
            }
        }
        if count > max {
            return Err(Reader::limit(start, limit, count, max));
        }
        Ok(Value::Array(items))
    }
}

/// The line and column (both from 1, the column in characters) of a byte offset.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}
