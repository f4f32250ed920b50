//! New match: the rule set in plain words (marking what the rule text does not
//! state), the players around the table, target and time, who holds 6-6.

mod bonuses;
mod players;
mod rules;
mod words;

use leptos::prelude::*;
use tranque::{Mode, Preset, Rules, Seat};

use crate::api;
use crate::ctx::{Ctx, ctx};
use crate::i18n::t_string;
use crate::screen::Screen;
use crate::widgets::{BackBar, NumberInput};

use bonuses::{BonusEdits, Bonuses};
use players::Players;
use rules::RuleSet;

/// The match being set up, shared by the parts of the screen.
#[derive(Clone, Copy)]
pub struct Draft {
    /// The rule set started from (`None`: custom).
    pub preset: RwSignal<Option<Preset>>,
    /// Pairs or individual.
    pub mode: RwSignal<Mode>,
    /// The rules, as the rule set gives them (custom: as tapped).
    pub rules: RwSignal<Rules>,
    /// How many players.
    pub seats: RwSignal<usize>,
    /// The names typed, by seat.
    pub names: RwSignal<Vec<String>>,
    /// Who holds 6-6, if the table says.
    pub six: RwSignal<Option<Seat>>,
    /// The target as typed.
    pub target: RwSignal<String>,
    /// The time limit in minutes as typed (empty: none).
    pub time: RwSignal<String>,
    /// The values of the rule set's table convention, as typed over it.
    pub bonus: RwSignal<BonusEdits>,
}

impl Draft {
    fn new() -> Draft {
        let rules = Preset::BrMegajogos.rules(Mode::Pairs);
        Draft {
            preset: RwSignal::new(Some(Preset::BrMegajogos)),
            mode: RwSignal::new(Mode::Pairs),
            target: RwSignal::new(rules.target.to_string()),
            time: RwSignal::new(String::new()),
            rules: RwSignal::new(rules),
            seats: RwSignal::new(4),
            names: RwSignal::new(vec![String::new(); 4]),
            six: RwSignal::new(None),
            bonus: RwSignal::new(BonusEdits::default()),
        }
    }

    /// Starts again from a rule set (`None`: custom, from br-megajogos) in a mode.
    pub fn choose(self, preset: Option<Preset>, mode: Mode) {
        self.preset.set(preset);
        self.mode.set(mode);
        let base = preset.unwrap_or(Preset::BrMegajogos).rules(mode);
        self.target.set(base.target.to_string());
        self.time.set(
            base.time_limit_minutes
                .map(|t| t.to_string())
                .unwrap_or_default(),
        );
        self.rules.set(base);
        self.bonus.set(BonusEdits::default());
        let seats = match mode {
            Mode::Pairs => 4,
            Mode::Individual => self.seats.get_untracked().clamp(2, 4),
        };
        self.seat_count(seats);
        self.six.set(None);
    }

    /// Sets how many players sit at the table.
    pub fn seat_count(self, seats: usize) {
        self.seats.set(seats);
        self.names.update(|v| v.resize(seats, String::new()));
    }

    /// The rules that will be played: the rule set's, with the target, the
    /// time and the convention's values typed where they are numbers (tracked).
    pub fn played(self) -> Rules {
        let mut rules = self.rules.get();
        // A value that is not a number is said when the match is started.
        let _ = self.bonus.with(|edits| edits.apply(&mut rules));
        if let Some(target) = target_typed(&self.target.get()) {
            rules.target = target;
        }
        if let Some(time) = time_typed(&self.time.get()) {
            rules.time_limit_minutes = time;
        }
        rules
    }

    /// The rules and the players to start with, or what is wrong, in words.
    fn to_start(self, c: Ctx) -> Result<(Rules, Vec<String>), String> {
        let mut rules = self.rules.get_untracked();
        let target = self.target.get_untracked();
        rules.target =
            target_typed(&target).ok_or_else(|| t_string!(c.i18n, bad_target, value = target))?;
        let time = self.time.get_untracked();
        rules.time_limit_minutes =
            time_typed(&time).ok_or_else(|| t_string!(c.i18n, bad_time, value = time))?;
        self.bonus
            .with_untracked(|edits| edits.apply(&mut rules))
            .map_err(|value| t_string!(c.i18n, bad_bonus, value = value))?;
        let players: Vec<String> = self
            .names
            .get_untracked()
            .iter()
            .map(|n| n.trim().to_owned())
            .collect();
        if let Some(i) = players.iter().position(String::is_empty) {
            return Err(t_string!(c.i18n, name_missing, seat = (i + 1).to_string()));
        }
        Ok((rules, players))
    }
}

/// The target typed, if it is a number.
fn target_typed(text: &str) -> Option<u32> {
    text.trim().parse().ok()
}

/// The time limit typed: `Some(None)` for none (empty or 0), `None` when it
/// is not a number.
fn time_typed(text: &str) -> Option<Option<u32>> {
    match text.trim() {
        "" | "0" => Some(None),
        minutes => minutes.parse().ok().map(Some),
    }
}

/// The new-match screen.
#[component]
pub fn Setup() -> impl IntoView {
    let c = ctx();
    let draft = Draft::new();
    let start = move |_| match draft.to_start(c) {
        Ok((rules, players)) => {
            let preset = draft.preset.get_untracked();
            let six = draft.six.get_untracked();
            c.tell_opener(six);
            c.record(
                async move { api::new_match(preset.map(Preset::id), &rules, &players, six).await },
                Some(Screen::Table),
            );
        }
        Err(words) => c.say(words),
    };
    view! {
        <BackBar up=Screen::Home>{move || t_string!(c.i18n, new_match)}</BackBar>
        <RuleSet draft=draft />
        <Bonuses draft=draft />
        <Players draft=draft />
        <section class="card">
            <div class="row">
                <label class="field">
                    <span>{move || t_string!(c.i18n, target)}</span>
                    <NumberInput id="target" value=draft.target set=move |text| draft.target.set(text) />
                </label>
                <label class="field">
                    <span>{move || t_string!(c.i18n, time_limit)}</span>
                    <NumberInput id="time-limit" placeholder="—" value=draft.time set=move |text| draft.time.set(text) />
                </label>
            </div>
        </section>
        <button class="big" id="start" disabled=move || c.busy.get() on:click=start>
            {move || t_string!(c.i18n, start)}
        </button>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_limits() {
        assert_eq!(target_typed(" 200 "), Some(200));
        assert_eq!(target_typed("2OO"), None);
        assert_eq!(time_typed(""), Some(None));
        assert_eq!(time_typed("0"), Some(None));
        assert_eq!(time_typed("35"), Some(Some(35)));
        assert_eq!(time_typed("half an hour"), None);
    }
}
