//! The typed pass: serde reads the tree of [`json`](super::json) into the
//! match file's types, with an error type that keeps what serde knows — the
//! unknown field and the fields it expected, the number it could not take —
//! and where it happened: the path of the value and its place in the text.
//!
//! Events and hand ends are internally tagged enums, which serde reads
//! through a buffer of its own; an error inside one is known at the event.
//! [`ShapeError::pinpoint`] finds the value itself inside it.

use std::fmt;

use serde::de::value::StrDeserializer;
use serde::de::{
    self, DeserializeSeed, EnumAccess, IntoDeserializer, MapAccess, SeqAccess, Unexpected,
    VariantAccess, Visitor,
};

use super::json::{Member, Node, Value};
use crate::PathStep;

/// What serde refused.
#[derive(Debug)]
pub(crate) enum ShapeKind {
    /// A field the type does not have.
    UnknownField {
        field: String,
        expected: &'static [&'static str],
    },
    /// A number the value cannot be; `text` as written, once known.
    Number {
        seen: Seen,
        message: String,
        text: Option<String>,
    },
    /// Anything else, in serde's words.
    Message(String),
}

/// A number serde was given, to find it again in the tree.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Seen {
    Unsigned(u64),
    Signed(i64),
    Float(f64),
}

impl Seen {
    fn matches(self, text: &str) -> bool {
        match self {
            Seen::Unsigned(n) => text.parse::<u64>() == Ok(n),
            Seen::Signed(n) => text.parse::<i64>() == Ok(n),
            // Whole numbers that fit are read as integers: a float was
            // written otherwise (a fraction, an exponent, or too large).
            Seen::Float(f) => {
                text.parse::<u64>().is_err()
                    && text.parse::<i64>().is_err()
                    && text.parse::<f64>().is_ok_and(|g| g == f)
            }
        }
    }
}

/// A refusal of the typed pass.
#[derive(Debug)]
pub(crate) struct ShapeError {
    pub(crate) kind: ShapeKind,
    /// Where in the text (a byte offset), once a value has claimed it.
    pub(crate) at: Option<usize>,
    /// The path of that value, innermost step first while it travels up.
    pub(crate) path: Vec<PathStep>,
}

impl ShapeError {
    fn new(kind: ShapeKind) -> ShapeError {
        ShapeError {
            kind,
            at: None,
            path: Vec::new(),
        }
    }

    fn within(mut self, step: PathStep) -> ShapeError {
        self.path.push(step);
        self
    }

    /// The innermost value that saw the error claims it: its place, and a
    /// number's text.
    fn claimed_by(mut self, node: &Node<'_>) -> ShapeError {
        if self.at.is_none() {
            self.at = Some(node.start);
            if let (ShapeKind::Number { text, .. }, Value::Number(written)) =
                (&mut self.kind, &node.value)
                && text.is_none()
            {
                *text = Some((*written).to_owned());
            }
        }
        self
    }

    /// The path from the top, outermost step first.
    pub(crate) fn into_path(mut self) -> (ShapeError, Vec<PathStep>) {
        let mut path = std::mem::take(&mut self.path);
        path.reverse();
        (self, path)
    }

    /// Inside a value serde read through its own buffer (an event), the
    /// value at fault: the object with the unknown field, the number not
    /// taken. `node` is the value that claimed the error, at `path`.
    pub(crate) fn pinpoint(&mut self, node: &Node<'_>, path: &mut Vec<PathStep>) {
        match &mut self.kind {
            ShapeKind::UnknownField { field, expected } => {
                let wanted =
                    |m: &Member<'_>| m.key == *field && !expected.contains(&m.key.as_str());
                if let Some((steps, member)) = find(node, &|n| match &n.value {
                    Value::Object(members) => {
                        members.iter().find(|m| wanted(m)).map(|m| m.key_start)
                    }
                    _ => None,
                }) {
                    path.extend(steps);
                    self.at = Some(member);
                }
            }
            ShapeKind::Number { seen, text, .. } if text.is_none() => {
                let seen = *seen;
                if let Some((steps, at)) = find(node, &|n| match n.value {
                    Value::Number(written) if seen.matches(written) => Some(n.start),
                    _ => None,
                }) {
                    *text = match node.get(&steps).map(|n| &n.value) {
                        Some(Value::Number(written)) => Some((*written).to_owned()),
                        _ => None,
                    };
                    path.extend(steps);
                    self.at = Some(at);
                }
            }
            _ => {}
        }
    }

    /// English, for the message.
    pub(crate) fn message(&self) -> String {
        match &self.kind {
            ShapeKind::UnknownField { field, expected } => {
                format!("unknown field `{field}`, expected one of {expected:?}")
            }
            ShapeKind::Number {
                message,
                text: Some(text),
                ..
            } => format!("the number `{text}` cannot be here ({message})"),
            ShapeKind::Number { message, .. } | ShapeKind::Message(message) => message.clone(),
        }
    }
}

/// The first value under `node` (itself included, parents before their
/// children, in the order of the text) for which `test` says where; with
/// the steps to it.
fn find(
    node: &Node<'_>,
    test: &dyn Fn(&Node<'_>) -> Option<usize>,
) -> Option<(Vec<PathStep>, usize)> {
    if let Some(at) = test(node) {
        return Some((Vec::new(), at));
    }
    match &node.value {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                if let Some((mut steps, at)) = find(item, test) {
                    steps.insert(0, PathStep::Index(i));
                    return Some((steps, at));
                }
            }
            None
        }
        Value::Object(members) => {
            for member in members {
                if let Some((mut steps, at)) = find(&member.node, test) {
                    steps.insert(0, PathStep::Key(member.key.clone()));
                    return Some((steps, at));
                }
            }
            None
        }
        _ => None,
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for ShapeError {}

/// serde's refusal of `unexpected` with its `message`: a number's, whose
/// text is looked up later, or any other value's, in serde's words.
fn unexpected_error(unexpected: &Unexpected<'_>, message: String) -> ShapeError {
    let seen = match *unexpected {
        Unexpected::Unsigned(n) => Seen::Unsigned(n),
        Unexpected::Signed(n) => Seen::Signed(n),
        Unexpected::Float(f) => Seen::Float(f),
        _ => return ShapeError::new(ShapeKind::Message(message)),
    };
    ShapeError::new(ShapeKind::Number {
        seen,
        message,
        text: None,
    })
}

impl de::Error for ShapeError {
    fn custom<T: fmt::Display>(msg: T) -> ShapeError {
        ShapeError::new(ShapeKind::Message(msg.to_string()))
    }

    fn invalid_type(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> ShapeError {
        let message = format!("invalid type: {unexpected}, expected {expected}");
        unexpected_error(&unexpected, message)
    }

    fn invalid_value(unexpected: Unexpected<'_>, expected: &dyn de::Expected) -> ShapeError {
        let message = format!("invalid value: {unexpected}, expected {expected}");
        unexpected_error(&unexpected, message)
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> ShapeError {
        ShapeError::new(ShapeKind::UnknownField {
            field: field.to_owned(),
            expected,
        })
    }
}

/// Calls the visitor with a number as written: a whole number as an
/// integer, anything else as a float.
fn visit_number<'de, V: Visitor<'de>>(text: &str, visitor: V) -> Result<V::Value, ShapeError> {
    let whole = !text.contains(['.', 'e', 'E']);
    if whole && text.starts_with('-') {
        if let Ok(n) = text.parse::<i64>() {
            return visitor.visit_i64(n);
        }
    } else if whole && let Ok(n) = text.parse::<u64>() {
        return visitor.visit_u64(n);
    }
    match text.parse::<f64>() {
        Ok(f) if f.is_finite() => visitor.visit_f64(f),
        _ => Err(ShapeError::new(ShapeKind::Number {
            seen: Seen::Float(f64::NAN),
            message: "a number too large for any field".to_owned(),
            text: Some(text.to_owned()),
        })),
    }
}

impl<'de> de::Deserializer<'de> for &Node<'_> {
    type Error = ShapeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        let result = match &self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(text) => visit_number(text, visitor),
            Value::String(s) => visitor.visit_str(s),
            Value::Array(items) => visitor.visit_seq(Items {
                items: items.iter().enumerate(),
            }),
            Value::Object(members) => visitor.visit_map(Members {
                members: members.iter(),
                value: None,
            }),
        };
        result.map_err(|e| e.claimed_by(self))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        let result = match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        };
        result.map_err(|e| e.claimed_by(self))
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        visitor
            .visit_newtype_struct(self)
            .map_err(|e| e.claimed_by(self))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        let result = match &self.value {
            Value::String(s) => {
                let name: StrDeserializer<'_, ShapeError> = s.as_str().into_deserializer();
                visitor.visit_enum(name)
            }
            Value::Object(members) if members.len() == 1 => visitor.visit_enum(Variant {
                member: &members[0],
            }),
            _ => Err(de::Error::invalid_type(
                unexpected(self),
                &"a name, or an object with one key",
            )),
        };
        result.map_err(|e| e.claimed_by(self))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct
        identifier ignored_any
    }
}

/// A value as serde names it in an error.
fn unexpected<'n>(node: &'n Node<'_>) -> Unexpected<'n> {
    match &node.value {
        Value::Null => Unexpected::Unit,
        Value::Bool(b) => Unexpected::Bool(*b),
        Value::Number(_) => Unexpected::Other("a number"),
        Value::String(s) => Unexpected::Str(s),
        Value::Array(_) => Unexpected::Seq,
        Value::Object(_) => Unexpected::Map,
    }
}

struct Items<'n, 'a> {
    items: std::iter::Enumerate<std::slice::Iter<'n, Node<'a>>>,
}

impl<'de> SeqAccess<'de> for Items<'_, '_> {
    type Error = ShapeError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ShapeError> {
        let Some((i, node)) = self.items.next() else {
            return Ok(None);
        };
        seed.deserialize(node)
            .map(Some)
            .map_err(|e| e.claimed_by(node).within(PathStep::Index(i)))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct Members<'n, 'a> {
    members: std::slice::Iter<'n, Member<'a>>,
    value: Option<&'n Member<'a>>,
}

impl<'de> MapAccess<'de> for Members<'_, '_> {
    type Error = ShapeError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ShapeError> {
        let Some(member) = self.members.next() else {
            return Ok(None);
        };
        self.value = Some(member);
        let key: StrDeserializer<'_, ShapeError> = member.key.as_str().into_deserializer();
        seed.deserialize(key).map(Some).map_err(|mut e| {
            // A key refused (an unknown field) is at the key, in this object.
            e.at.get_or_insert(member.key_start);
            e
        })
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, ShapeError> {
        let Some(member) = self.value.take() else {
            return Err(de::Error::custom("a value without its key"));
        };
        seed.deserialize(&member.node).map_err(|e| {
            e.claimed_by(&member.node)
                .within(PathStep::Key(member.key.clone()))
        })
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.members.len())
    }
}

/// An externally tagged variant: `{"name": value}`.
struct Variant<'n, 'a> {
    member: &'n Member<'a>,
}

impl<'de, 'n, 'a> EnumAccess<'de> for Variant<'n, 'a> {
    type Error = ShapeError;
    type Variant = Variant<'n, 'a>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Variant<'n, 'a>), ShapeError> {
        let key: StrDeserializer<'_, ShapeError> = self.member.key.as_str().into_deserializer();
        let value = seed.deserialize(key).map_err(|mut e| {
            e.at.get_or_insert(self.member.key_start);
            e
        })?;
        Ok((value, self))
    }
}

impl<'de> VariantAccess<'de> for Variant<'_, '_> {
    type Error = ShapeError;

    fn unit_variant(self) -> Result<(), ShapeError> {
        match self.member.node.value {
            Value::Null => Ok(()),
            _ => Err(de::Error::invalid_type(
                unexpected(&self.member.node),
                &"a variant without a value",
            )),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<T::Value, ShapeError> {
        let member = self.member;
        seed.deserialize(&member.node).map_err(|e| {
            e.claimed_by(&member.node)
                .within(PathStep::Key(member.key.clone()))
        })
    }

    fn tuple_variant<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        let member = self.member;
        de::Deserializer::deserialize_any(&member.node, visitor)
            .map_err(|e| e.within(PathStep::Key(member.key.clone())))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        let member = self.member;
        de::Deserializer::deserialize_any(&member.node, visitor)
            .map_err(|e| e.within(PathStep::Key(member.key.clone())))
    }
}
