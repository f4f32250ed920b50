//! Which matches a set of figures counts ([`Filter`]): a period, by when a
//! match finished, and a rule set.

use serde::{Deserialize, Serialize};

use super::Played;

/// The matches a set of figures counts. The default counts every one.
///
/// ```
/// use tranque::insights::Filter;
///
/// let june = Filter { since_ms: Some(1_000), until_ms: Some(2_000), rules: Some("pr-federacion".into()) };
/// assert!(june.holds(1_000, "pr-federacion"));
/// assert!(june.holds(2_000, "pr-federacion"));
/// assert!(!june.holds(2_001, "pr-federacion"));
/// assert!(!june.holds(1_500, "es-clasico"));
/// assert!(Filter::default().holds(i64::MIN, "custom"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Filter {
    /// The first instant counted (milliseconds since the Unix epoch), if any.
    pub since_ms: Option<i64>,
    /// The last instant counted, inclusive, if any. A period of whole days
    /// ends at the last millisecond of its last day.
    pub until_ms: Option<i64>,
    /// Only this rule set (a preset's id, or `custom`), if any.
    pub rules: Option<String>,
}

impl Filter {
    /// A match that finished at `finished_at_ms` under `rules` is counted.
    pub fn holds(&self, finished_at_ms: i64, rules: &str) -> bool {
        self.since_ms.is_none_or(|since| finished_at_ms >= since)
            && self.until_ms.is_none_or(|until| finished_at_ms <= until)
            && self.rules.as_deref().is_none_or(|only| only == rules)
    }

    /// The match is counted.
    pub fn counts(&self, played: &Played) -> bool {
        self.holds(played.finished_at_ms, &played.rules)
    }
}
