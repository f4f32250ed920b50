//! How a domino went out, and the capicúa bonus a Latin table gives for it:
//! the values a table convention scores beyond the seed texts
//! ([`Rules::batidas`](crate::Rules::batidas), [`Rules::capicua`](crate::Rules::capicua)).
//! They know nothing of refusals; what a rule set accepts is checked in
//! [`rules`](crate::rules) and [`settle`](mod@crate::settle).
//!
//! ```
//! use tranque::{CapicuaBonus, Finish};
//!
//! assert_eq!(serde_json::to_value(Finish::LaELo).unwrap(), "la_e_lo");
//! assert!(Finish::Cruzada.is_double() && Finish::Cruzada.fits_both_ends());
//! assert!(Finish::Capicua.fits_both_ends());
//! assert_eq!(CapicuaBonus::Points(25).apply(13), 38);
//! assert_eq!(CapicuaBonus::Multiplier(2).apply(13), 26);
//! assert_eq!(
//!     serde_json::to_value(CapicuaBonus::Multiplier(2)).unwrap(),
//!     serde_json::json!({ "multiplier": 2 }),
//! );
//! ```

use serde::{Deserialize, Serialize};

/// How the player who dominoed laid his last tile. Without a word about it, a
/// domino is [`Finish::Simple`].
///
/// A rule set tells apart only the finishes it scores: under Brazilian
/// batidas `simple`, `carroca`, `la_e_lo` and `cruzada`; under a Latin
/// capicúa bonus `simple` and `capicua`; otherwise `simple` alone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Finish {
    /// An ordinary domino: a tile that fitted one end ("batida simples").
    #[default]
    Simple,
    /// A double that fitted one end ("batida de carroça").
    Carroca,
    /// A tile that is not a double and fitted both ends ("lá-e-lô").
    LaELo,
    /// A double that fitted both ends ("cruzada", "quadrada"): both ends
    /// showed the double's number.
    Cruzada,
    /// The last tile could have been laid on either end (Latin "capicúa"),
    /// double or not.
    Capicua,
}

impl Finish {
    /// Every finish, in the order a table names them.
    pub const ALL: [Finish; 5] = [
        Finish::Simple,
        Finish::Carroca,
        Finish::LaELo,
        Finish::Cruzada,
        Finish::Capicua,
    ];

    /// The name in the match file and on the command line: `"la_e_lo"`.
    pub fn name(self) -> &'static str {
        match self {
            Finish::Simple => "simple",
            Finish::Carroca => "carroca",
            Finish::LaELo => "la_e_lo",
            Finish::Cruzada => "cruzada",
            Finish::Capicua => "capicua",
        }
    }

    /// The finish of that name, written as in the match file (`"la_e_lo"`);
    /// `None` for any other text.
    pub fn from_name(text: &str) -> Option<Finish> {
        let text = text.trim();
        Finish::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(text))
    }

    /// The last tile was a double.
    pub fn is_double(self) -> bool {
        matches!(self, Finish::Carroca | Finish::Cruzada)
    }

    /// The last tile fitted both ends.
    pub fn fits_both_ends(self) -> bool {
        matches!(self, Finish::LaELo | Finish::Cruzada | Finish::Capicua)
    }

    /// The default, said by leaving the field out of a file.
    pub fn is_simple(&self) -> bool {
        *self == Finish::Simple
    }
}

/// The Latin capicúa bonus: what a domino that fitted both ends adds to the
/// hand. Written `{ "points": 25 }` or `{ "multiplier": 2 }`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CapicuaBonus {
    /// A fixed bonus added to the hand's points (commonly 25 or 100).
    Points(u32),
    /// The hand's points multiplied (commonly ×2).
    Multiplier(u32),
}

impl CapicuaBonus {
    /// The hand's points with the bonus: `base + points`, or `base × factor`
    /// (saturating; the rule set's bounds keep it far from the limit).
    pub fn apply(self, base: u32) -> u32 {
        match self {
            CapicuaBonus::Points(points) => base.saturating_add(points),
            CapicuaBonus::Multiplier(factor) => base.saturating_mul(factor),
        }
    }
}
