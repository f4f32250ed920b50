//! Everything the command line writes passes through [`Escaping`]: a
//! name read from a file (an old log, a crafted one) may hold a control
//! character or an invisible one, and none reaches the terminal raw. Text
//! writes each as its code point, `\u{1b}`; JSON as its own escape,
//! `\u001b` (a character outside the first plane as its two halves), so
//! the JSON reads back to the same name. The line breaks of the output's
//! own lines are kept; a name's own line break is written escaped where
//! the name is written ([`tranque::ShownName`]), so it starts no line.

use std::io::{self, Write};

use tranque::is_hidden;

/// A writer that escapes every hidden character ([`is_hidden`]) but the
/// line breaks between the output's lines.
pub struct Escaping<W: Write> {
    inner: W,
    /// JSON's escapes rather than text's.
    json: bool,
    /// The start of a character whose end has not been written yet.
    pending: Vec<u8>,
}

impl<W: Write> Escaping<W> {
    /// Text written to `inner`, hidden characters as `\u{1b}`.
    pub fn text(inner: W) -> Escaping<W> {
        Escaping {
            inner,
            json: false,
            pending: Vec::new(),
        }
    }

    /// JSON written to `inner`, hidden characters in its strings as
    /// `\u001b`.
    pub fn json(inner: W) -> Escaping<W> {
        Escaping {
            json: true,
            ..Escaping::text(inner)
        }
    }

    /// Writes the characters of `text`, escaping the hidden ones.
    fn write_text(&mut self, text: &str) -> io::Result<()> {
        let mut start = 0;
        for (at, c) in text.char_indices() {
            if c == '\n' || !is_hidden(c) {
                continue;
            }
            self.inner.write_all(&text.as_bytes()[start..at])?;
            if self.json {
                for half in c.encode_utf16(&mut [0; 2]) {
                    write!(self.inner, "\\u{half:04x}")?;
                }
            } else {
                write!(self.inner, "\\u{{{:x}}}", u32::from(c))?;
            }
            start = at + c.len_utf8();
        }
        self.inner.write_all(&text.as_bytes()[start..])
    }
}

impl<W: Write> Write for Escaping<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let mut pending = std::mem::take(&mut self.pending);
        let mut from = 0;
        while from < pending.len() {
            let (valid, bad) = match std::str::from_utf8(&pending[from..]) {
                Ok(_) => (pending.len(), None),
                Err(err) => (from + err.valid_up_to(), Some(err.error_len())),
            };
            let text = std::str::from_utf8(&pending[from..valid]).unwrap_or_default();
            self.write_text(text)?;
            from = valid;
            match bad {
                // Bytes that are not UTF-8 at all pass as they are.
                Some(Some(len)) => {
                    self.inner.write_all(&pending[from..from + len])?;
                    from += len;
                }
                // The start of a character cut by the write waits for the
                // rest of it.
                Some(None) => break,
                None => {}
            }
        }
        pending.drain(..from);
        self.pending = pending;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let pending = std::mem::take(&mut self.pending);
        self.inner.write_all(&pending)?;
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_characters_are_escaped_in_text_and_json() {
        let mut text = Escaping::text(Vec::new());
        writeln!(text, "Ana\u{1B}[2J \u{85}\u{202E}\u{7F}\0 👩\u{200D}💻").unwrap();
        assert_eq!(
            String::from_utf8(text.inner).unwrap(),
            "Ana\\u{1b}[2J \\u{85}\\u{202e}\\u{7f}\\u{0} 👩\u{200D}💻\n"
        );
        let mut json = Escaping::json(Vec::new());
        serde_json::to_writer(&mut json, &["Ana\u{85}\u{7F}", "\u{E0001}"]).unwrap();
        let written = String::from_utf8(json.inner).unwrap();
        assert_eq!(written, r#"["Ana\u0085\u007f","\udb40\udc01"]"#);
        let read: Vec<String> = serde_json::from_str(&written).unwrap();
        assert_eq!(read, ["Ana\u{85}\u{7F}", "\u{E0001}"]);
    }

    #[test]
    fn a_character_cut_between_two_writes_is_escaped_whole() {
        let mut text = Escaping::text(Vec::new());
        let bytes = "a\u{85}b".as_bytes();
        text.write_all(&bytes[..2]).unwrap();
        text.write_all(&bytes[2..]).unwrap();
        text.flush().unwrap();
        assert_eq!(String::from_utf8(text.inner).unwrap(), "a\\u{85}b");
    }
}
