//! The statistics kept between opens of their screens: the ended matches as
//! the insights read them, in order, and every figure of all of them,
//! brought up to date from the store at each ask. A match that ended since
//! the last ask is added to the figures ([`Insights::add`]); only rows
//! removed or replaced (a match deleted, a player renamed, a backup
//! restored) make them counted again, from the matches already read, never
//! by folding logs. Nothing here runs before the first screen: the cache
//! fills at the first ask.

use tranque::insights::{Filter, Insights, Played};
use tranque_views::{PlayerView, StatsView};

use crate::store::{PlayedMark, PlayedRead, Store, StoreError};

/// Every figure of `store`'s ended matches that `filter` counts, read once
/// (for a caller that keeps no [`StatsCache`]).
pub fn statistics(store: &mut Store, filter: &Filter) -> Result<StatsView, StoreError> {
    let mut cache = StatsCache::default();
    cache.refresh(store)?;
    Ok(cache.view(filter))
}

/// The ended matches and their figures, as last brought up to date.
#[derive(Debug, Default)]
pub struct StatsCache {
    /// What the store's rows were; `None` before the first read (and on a
    /// read-only storage, read whole at each ask).
    mark: Option<PlayedMark>,
    /// The matches, by when they finished, then id.
    played: Vec<Played>,
    /// Every figure of every match.
    all: Insights,
    unreadable: u32,
}

impl StatsCache {
    /// Brings the matches and figures up to date with `store`.
    pub fn refresh(&mut self, store: &mut Store) -> Result<(), StoreError> {
        match store.read_played(self.mark)? {
            PlayedRead::Unchanged => {}
            PlayedRead::All(read) => {
                let mut played = read.matches;
                played.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
                self.all = Insights::from_matches(Filter::default(), played.iter().cloned());
                self.played = played;
                self.mark = read.mark;
                self.unreadable = read.unreadable;
            }
            PlayedRead::Added(read) => {
                let mut added = read.matches;
                added.sort_by(|a, b| a.order_key().cmp(&b.order_key()));
                let mut in_order = true;
                for played in added {
                    in_order = in_order && self.all.add(&played).is_ok();
                    self.played.push(played);
                }
                if !in_order {
                    // A match that finished before one already counted (an
                    // import, a clock set back): counted again, in order.
                    self.played
                        .sort_by(|a, b| a.order_key().cmp(&b.order_key()));
                    self.all =
                        Insights::from_matches(Filter::default(), self.played.iter().cloned());
                }
                self.mark = read.mark;
                self.unreadable = read.unreadable;
            }
        }
        Ok(())
    }

    /// The figures `filter` counts: those kept for every match, or counted
    /// from the matches read (never refolded).
    fn insights(&self, filter: &Filter) -> std::borrow::Cow<'_, Insights> {
        if *filter == Filter::default() {
            return std::borrow::Cow::Borrowed(&self.all);
        }
        std::borrow::Cow::Owned(Insights::from_matches(
            filter.clone(),
            self.played.iter().cloned(),
        ))
    }

    /// Every rule set of the history, whatever the filter: what the
    /// statistics' and a player's filter offer.
    fn rule_sets(&self) -> Vec<String> {
        self.all.ratings().by_rules.keys().cloned().collect()
    }

    /// The statistics screen's answer for `filter`.
    pub fn view(&self, filter: &Filter) -> StatsView {
        StatsView {
            summary: self.insights(filter).summary(),
            rule_sets: self.rule_sets(),
            unreadable: self.unreadable,
        }
    }

    /// A player's page for `filter`, by key.
    pub fn player(&self, key: &str, filter: &Filter) -> PlayerView {
        PlayerView {
            key: key.to_owned(),
            name: self.all.player(key).map(|p| p.name.clone()),
            page: self.insights(filter).player_page(key),
            rule_sets: self.rule_sets(),
        }
    }

    /// Two players' (one key each) or two partnerships' (two keys each)
    /// matches against each other for `filter`, from the first's side.
    pub fn head_to_head(
        &self,
        first: &[&str],
        second: &[&str],
        filter: &Filter,
    ) -> Option<tranque::insights::Meeting> {
        self.insights(filter).head_to_head(first, second)
    }
}

#[cfg(test)]
mod tests {
    use tranque::insights::{Filter, Insights};

    use super::StatsCache;
    use crate::store::Store;
    use crate::store::tests_support::finished as finish;

    /// The figures counted from scratch from every ended match of `store`.
    fn from_scratch(store: &mut Store) -> Insights {
        let mut fresh = StatsCache::default();
        fresh.refresh(store).unwrap();
        let played = fresh.played.clone();
        Insights::from_matches(Filter::default(), played)
    }

    #[test]
    fn matches_added_as_they_end_give_the_figures_counted_from_scratch() {
        let mut store = Store::open_in_memory().unwrap();
        let mut cache = StatsCache::default();
        finish(
            &mut store,
            ["Ana", "Bia", "Caio", "Duda"],
            0,
            "2026-11-01T10:00:00Z",
        );
        cache.refresh(&mut store).unwrap();
        finish(
            &mut store,
            ["Ana", "Bia", "Caio", "Duda"],
            1,
            "2026-11-02T10:00:00Z",
        );
        // A match that finished before the last one counted (a clock set
        // back): counted again in order.
        finish(
            &mut store,
            ["Ana", "Caio", "Bia", "Duda"],
            0,
            "2026-10-30T10:00:00Z",
        );
        cache.refresh(&mut store).unwrap();
        assert_eq!(cache.all, from_scratch(&mut store));
        assert_eq!(cache.all.counted(), 3);
        let order: Vec<i64> = cache.played.iter().map(|p| p.finished_at_ms).collect();
        assert!(order.is_sorted(), "{order:?}");

        let view = cache.view(&Filter::default());
        let ana = view
            .summary
            .players
            .iter()
            .find(|p| p.key == "ana")
            .unwrap();
        assert_eq!((ana.matches, ana.wins), (3, 2));
        let page = cache.player(
            "ana",
            &Filter {
                // 2026-11-01T00:00:00Z.
                since_ms: Some(1_793_491_200_000),
                ..Filter::default()
            },
        );
        assert_eq!(page.name.as_deref(), Some("Ana"));
        assert_eq!(page.page.unwrap().summary.matches, 2, "November only");
        let met = cache.head_to_head(&["ana", "caio"], &["bia", "duda"], &Filter::default());
        assert_eq!(met.map(|m| (m.matches, m.wins)), Some((2, 1)));
    }
}
