//! Refusals read back from the code and params they crossed as.
//!
//! A refusal crosses to the UI as its code and its fields under their own
//! names, as its `Serialize` writes them (see [the module above](super)). The
//! UI reads them back into the same typed value, to pick its sentence. Each
//! refusal type says once, with [`read_refusal!`](crate::read_refusal),
//! which variant each code builds; each field is read under its own name by
//! [`FromParam`], the one small piece that knows how a value of the core is
//! written in JSON.
//!
//! This takes the place of serde's derived `Deserialize`, which for an enum
//! tagged by a field inside the object buffers every value before it knows
//! the variant: for the four refusal types of the UI that was the largest
//! code in its wasm (measured in `docs/performance.md`, "Start, taps, sizes
//! and the core"). The JSON is the same either way.
//!
//! ```
//! use tranque::{RuleError, Seat};
//! use serde_json::json;
//!
//! let params = json!({ "seat": 2, "pips": 70, "event_index": 4 });
//! assert_eq!(
//!     RuleError::from_params("pips_out_of_range", &params),
//!     Some(RuleError::PipsOutOfRange { seat: Seat(2), pips: 70 }),
//! );
//! // A string for a number, a missing field, an unknown code: nothing.
//! assert_eq!(RuleError::from_params("pips_out_of_range", &json!({ "seat": "2", "pips": 70 })), None);
//! assert_eq!(RuleError::from_params("pips_out_of_range", &json!({ "seat": 2 })), None);
//! assert_eq!(RuleError::from_params("pips_out_of_reach", &params), None);
//! ```

use serde_json::{Map, Value};

use crate::{Decision, Fault, FileLimit, Finish, MatchEnd, Opener, PathStep, Seat, Side, Tile};

/// A refusal read back from its code and params, as [`read_refusal!`](crate::read_refusal)
/// lists them for its type.
pub trait ReadRefusal: Sized {
    /// The refusal of `code` with `params`; `None` for a code the type does
    /// not have, or params that do not fit it.
    fn read(code: &str, params: &Params<'_>) -> Option<Self>;
}

/// The refusal of `code` with `params` (a JSON object; extra params are
/// ignored); `None` for a code `T` does not have, or params that do not fit it.
pub fn read<T: ReadRefusal>(code: &str, params: &Value) -> Option<T> {
    T::read(code, &Params::new(params)?)
}

/// A value of the params read back from its JSON form.
pub trait FromParam: Sized {
    /// The value written as `value`; `None` when it is not this type's form.
    fn from_param(value: &Value) -> Option<Self>;

    /// The value of a param that is not there: none for most types; an
    /// [`Option`] is `None`, as serde reads it.
    fn absent() -> Option<Self> {
        None
    }
}

/// The params of a refusal: its values by name.
#[derive(Debug, Clone, Copy)]
pub struct Params<'a> {
    /// The whole object, for a field [flattened](Params::flattened) into it.
    value: &'a Value,
    /// The same object's fields.
    fields: &'a Map<String, Value>,
}

impl<'a> Params<'a> {
    /// The params in `value`, if it is a JSON object.
    pub fn new(value: &'a Value) -> Option<Params<'a>> {
        let fields = value.as_object()?;
        Some(Params { value, fields })
    }

    /// The param `name` (see [`FromParam::absent`] when it is not there).
    pub fn get<T: FromParam>(&self, name: &str) -> Option<T> {
        match self.fields.get(name) {
            Some(value) => T::from_param(value),
            None => T::absent(),
        }
    }

    /// The param `name`, or the type's default when it is not there
    /// (`#[serde(default)]`).
    pub fn get_or_default<T: FromParam + Default>(&self, name: &str) -> Option<T> {
        match self.fields.get(name) {
            Some(value) => T::from_param(value),
            None => Some(T::default()),
        }
    }

    /// A value whose fields are the params themselves (`#[serde(flatten)]`).
    pub fn flattened<T: FromParam>(&self) -> Option<T> {
        T::from_param(self.value)
    }
}

/// Implements [`ReadRefusal`] for a refusal enum: every code with the
/// variant it builds, each field read under its own name ([`Params::get`]),
/// or as its serde attribute says: `field: default` ([`Params::get_or_default`]),
/// `field: skip` (not in the params: its `Default`), `field: flatten`
/// ([`Params::flattened`]). A variant is built with all its fields, so one
/// left out does not compile; a variant that is never read back (one that
/// crosses as another) is named after `except`, and a variant neither
/// listed nor excepted does not compile either.
///
/// ```
/// use tranque::error::read;
///
/// #[derive(Debug, PartialEq)]
/// enum Refusal {
///     TooLong { chars: usize, max: usize },
///     Empty,
///     Wrapped { inner: Box<Refusal> },
/// }
///
/// tranque::read_refusal! {
///     Refusal except Wrapped {
///         "too_long" => TooLong { chars, max },
///         "empty" => Empty {},
///     }
/// }
///
/// let params = serde_json::json!({ "chars": 90, "max": 80 });
/// assert_eq!(read("too_long", &params), Some(Refusal::TooLong { chars: 90, max: 80 }));
/// assert_eq!(read::<Refusal>("wrapped", &params), None);
/// ```
#[macro_export]
macro_rules! read_refusal {
    (@field $params:ident, $field:ident) => {
        $params.get(stringify!($field))?
    };
    (@field $params:ident, $field:ident, default) => {
        $params.get_or_default(stringify!($field))?
    };
    (@field $params:ident, $field:ident, skip) => {
        ::core::default::Default::default()
    };
    (@field $params:ident, $field:ident, flatten) => {
        $params.flattened()?
    };
    (
        $enum:ident $(except $($unread:ident),+)? {
            $($code:literal => $variant:ident { $($field:ident $(: $how:ident)?),* $(,)? }),+ $(,)?
        }
    ) => {
        impl $crate::error::ReadRefusal for $enum {
            fn read(code: &str, params: &$crate::error::Params<'_>) -> Option<$enum> {
                Some(match code {
                    $($code => $enum::$variant {
                        $($field: $crate::read_refusal!(@field params, $field $(, $how)?),)*
                    },)+
                    _ => return None,
                })
            }
        }

        // Every variant is listed or excepted: a new one does not compile
        // until it is.
        const _: fn(&$enum) = |refusal| match refusal {
            $($enum::$variant { .. } => {})+
            $($($enum::$unread { .. } => {})+)?
        };
    };
}

impl FromParam for String {
    fn from_param(value: &Value) -> Option<String> {
        value.as_str().map(str::to_owned)
    }
}

impl FromParam for i64 {
    fn from_param(value: &Value) -> Option<i64> {
        value.as_i64()
    }
}

/// Unsigned numbers: a JSON integer in the type's range.
macro_rules! unsigned {
    ($($t:ty),+) => {$(
        impl FromParam for $t {
            fn from_param(value: &Value) -> Option<$t> {
                value.as_u64().and_then(|n| <$t>::try_from(n).ok())
            }
        }
    )+};
}

unsigned!(u8, u32, u64, usize);

impl FromParam for Seat {
    fn from_param(value: &Value) -> Option<Seat> {
        u8::from_param(value).map(Seat)
    }
}

impl FromParam for Side {
    fn from_param(value: &Value) -> Option<Side> {
        u8::from_param(value).map(Side)
    }
}

impl FromParam for Tile {
    fn from_param(value: &Value) -> Option<Tile> {
        value.as_str()?.parse().ok()
    }
}

impl<T: FromParam> FromParam for Option<T> {
    fn from_param(value: &Value) -> Option<Option<T>> {
        match value {
            Value::Null => Some(None),
            value => T::from_param(value).map(Some),
        }
    }

    fn absent() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: FromParam> FromParam for Vec<T> {
    fn from_param(value: &Value) -> Option<Vec<T>> {
        value.as_array()?.iter().map(T::from_param).collect()
    }
}

impl<T: FromParam, const N: usize> FromParam for [T; N] {
    fn from_param(value: &Value) -> Option<[T; N]> {
        Vec::from_param(value)?.try_into().ok()
    }
}

impl<T: FromParam> FromParam for Box<T> {
    fn from_param(value: &Value) -> Option<Box<T>> {
        T::from_param(value).map(Box::new)
    }
}

/// The core's small values, read by their own `Deserialize` (shared with
/// the match file and the shell's answers).
macro_rules! by_serde {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::error::FromParam for $t {
            fn from_param(value: &::serde_json::Value) -> Option<$t> {
                <$t as ::serde::Deserialize>::deserialize(value).ok()
            }
        }
    )+};
}

pub(crate) use by_serde;

by_serde!(
    Fault, Decision, Opener, MatchEnd, FileLimit, Finish, PathStep
);
