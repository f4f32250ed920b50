//! The one refusal machinery of the core, written once for [`RuleError`]
//! and [`TournamentError`]: each one's code, params, reading back, view and
//! cause ([`refusal_methods!`]), a refused entry of a log serialized as its
//! cause, and the view a refusal crosses to the UI as ([`ErrorView`]).
//!
//! [`RuleError`]: crate::RuleError
//! [`TournamentError`]: crate::tournament::TournamentError

use serde::Serialize;

/// The one refusal machinery of the core, shared by [`RuleError`] and
/// [`TournamentError`](crate::tournament::TournamentError): a refusal that
/// stands for a refused entry of a log answers the entry's own refusal.
pub(crate) trait Caused: Serialize {
    /// The refused entry's own refusal, looking through the entry.
    fn cause(&self) -> &Self;
}

/// The methods every refusal type of the core has, written once: its code
/// (its variant's name in snake_case, derived by `strum::IntoStaticStr` as
/// serde derives its tag), its params, its reading back, its view and its
/// cause. The type derives `IntoStaticStr` with `serialize_all =
/// "snake_case"`, implements [`ReadRefusal`] and has an `InvalidEvent {
/// index, error }` variant for a refused entry of a log.
macro_rules! refusal_methods {
    ($refusal:ident, $whose:literal) => {
        impl $refusal {
            #[doc = concat!("A stable snake_case code for the UI (the message may change, the code does not): the variant's name, as ", $whose, " refusal is tagged when it crosses. An [`InvalidEvent`](", stringify!($refusal), "::InvalidEvent) gives the code of its cause.")]
            pub fn code(&self) -> &'static str {
                self.cause().into()
            }

            #[doc = concat!("The values the message names, as a JSON object under stable snake_case names: the variant's fields (see [`RuleError`](crate::RuleError)'s module documentation). An [`InvalidEvent`](", stringify!($refusal), "::InvalidEvent) gives its cause's, and `event_index`. Empty for a refusal that names no value.")]
            pub fn params(&self) -> serde_json::Value {
                $crate::error::params_of(self)
            }

            /// A refusal read back from its code and params, as they crossed
            /// to the UI (extra params, such as `event_index`, are ignored).
            /// `None` for a code this type does not have, or params that do
            /// not fit it.
            pub fn from_params(code: &str, params: &serde_json::Value) -> Option<$refusal> {
                $crate::error::read(code, params)
            }

            /// The refusal as it crosses to the UI: `{ "code": …, "message": …, "params": {…} }`.
            pub fn view(&self) -> $crate::ErrorView {
                $crate::error::view_of(self.code(), self)
            }

            #[doc = concat!("The refused entry's own error, looking through [`", stringify!($refusal), "::InvalidEvent`].")]
            pub fn cause(&self) -> &$refusal {
                match self {
                    $refusal::InvalidEvent { error, .. } => error.cause(),
                    other => other,
                }
            }
        }

        impl $crate::error::Caused for $refusal {
            fn cause(&self) -> &Self {
                $refusal::cause(self)
            }
        }
    };
}
pub(crate) use refusal_methods;

/// A refused entry of a log (either type's `InvalidEvent`) serializes as
/// its cause (its code and params) with `event_index` added.
#[allow(clippy::borrowed_box)] // serde hands over the field as it is declared.
pub(crate) fn serialize_invalid_event<T: Caused, S: serde::Serializer>(
    index: &usize,
    error: &Box<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    // Through a JSON value: serializing the cause straight into `serializer`
    // (flattened) would make the compiler instantiate serializers of
    // serializers without end.
    let mut cause = serde_json::to_value(error.cause()).map_err(serde::ser::Error::custom)?;
    if let serde_json::Value::Object(params) = &mut cause {
        params.insert("event_index".to_owned(), (*index).into());
    }
    cause.serialize(serializer)
}

/// A refusal of either type as it crosses to the UI: its code, its English
/// message and its params.
pub(crate) fn view_of<T: Serialize + std::fmt::Display>(
    code: &'static str,
    refusal: &T,
) -> ErrorView {
    ErrorView {
        code,
        message: refusal.to_string(),
        params: params_of(refusal),
    }
}

/// The params of a refusal serialized with its `code` as the tag: the
/// object without the tag (empty for a value that is not an object, which no
/// refusal is).
pub(crate) fn params_of<T: Serialize>(refusal: &T) -> serde_json::Value {
    match serde_json::to_value(refusal) {
        Ok(serde_json::Value::Object(mut params)) => {
            params.remove("code");
            serde_json::Value::Object(params)
        }
        _ => serde_json::Value::Object(serde_json::Map::new()),
    }
}

/// A refusal as the UI receives it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ErrorView {
    /// The stable code, e.g. `"unknown_tile"`.
    pub code: &'static str,
    /// The English message, naming the bad value.
    pub message: String,
    /// The values the message names, under stable snake_case names, for the UI
    /// to render its own sentence ([`RuleError::params`](crate::RuleError::params)): a JSON object,
    /// empty when the message names no value.
    pub params: serde_json::Value,
}
