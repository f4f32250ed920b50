//! A new tournament: of pairs or of players one by one, its name, a
//! federation's format to start from (`tranque::tournament::Format`), and
//! every value the format fills in, each the director's to change — the
//! rule set, the target, the minutes, the rounds planned, the ranking, what
//! a win at the target counts. What the form holds becomes the core's
//! setup in [`Typed::setup`]; the core and the shell check the rest.

use leptos::prelude::*;
use leptos::task::spawn_local;
use tranque::tournament::{Credit, Criterion, Format, TournamentMode};
use tranque::{Mode, Preset};

use crate::api::{self, NewTournament};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::screen::Screen;

use super::planned::{self, Plan};

/// The presets a tournament offers: the federation's first.
pub fn tournament_presets() -> Vec<Preset> {
    let mut presets = vec![Preset::PrFederacion];
    presets.extend(
        Preset::ALL
            .into_iter()
            .filter(|p| *p != Preset::PrFederacion),
    );
    presets
}

/// The two rankings the form offers: wins first (FID's), points first
/// (Puerto Rico's), each as the core's formats order what follows.
pub const WINS_FIRST: &[Criterion] = Format::FID.ranking;
/// Accumulated points first.
pub const POINTS_FIRST: &[Criterion] = Format::PUERTO_RICO.ranking;

/// The phone's calendar day, `YYYY-MM-DD`.
fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// The form as typed: numbers still as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Typed {
    /// The rule set the rules start from.
    pub preset: Preset,
    /// The target.
    pub target: String,
    /// The minutes a match, empty for none.
    pub minutes: String,
    /// The rounds planned, empty for none.
    pub rounds: String,
    /// The ranking's criteria.
    pub ranking: Vec<Criterion>,
    /// What a win at the target counts.
    pub credit: Credit,
    /// Played by teams (cuartetas): the desk opens the teams' card.
    pub teams: bool,
}

/// Why the form gives no setup: a number that is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unreadable {
    /// The target, as typed.
    Target(String),
    /// The minutes, as typed.
    Minutes(String),
    /// The rounds, as typed.
    Rounds(String),
}

impl Typed {
    /// The form as a preset leaves it: its rules' target and minutes, the
    /// federation's ranking, the points scored.
    pub fn of_preset(preset: Preset) -> Typed {
        let rules = preset.rules(Mode::Pairs);
        Typed {
            preset,
            target: rules.target.to_string(),
            minutes: rules
                .time_limit_minutes
                .map(|m| m.to_string())
                .unwrap_or_default(),
            rounds: String::new(),
            ranking: Criterion::DEFAULT.to_vec(),
            credit: Credit::Scored,
            teams: false,
        }
    }

    /// The form as `format` fills it in: `pr-federacion`'s rules with its
    /// target and minutes, its rounds, ranking and credit (the values of
    /// [`Format::setup`]).
    pub fn of_format(format: &Format) -> Typed {
        Typed {
            preset: Preset::PrFederacion,
            target: format.target.to_string(),
            minutes: format.minutes.map(|m| m.to_string()).unwrap_or_default(),
            rounds: format.rounds.map(|r| r.to_string()).unwrap_or_default(),
            ranking: format.ranking.to_vec(),
            credit: format.credit,
            teams: format.teams,
        }
    }

    /// Whether the form holds exactly `format`'s values.
    pub fn is_format(&self, format: &Format) -> bool {
        let typed = Typed {
            target: self.target.trim().to_owned(),
            minutes: self.minutes.trim().to_owned(),
            rounds: self.rounds.trim().to_owned(),
            ..self.clone()
        };
        typed == Typed::of_format(format)
    }

    /// A preset chosen: its rules' target and minutes; the rest kept.
    pub fn with_preset(self, preset: Preset) -> Typed {
        let of_preset = Typed::of_preset(preset);
        Typed {
            preset,
            target: of_preset.target,
            minutes: of_preset.minutes,
            ..self
        }
    }

    /// The new tournament named `name` on `date`, and what is planned for
    /// it (the rounds, played by teams); or the number that does not read.
    pub fn setup(&self, name: &str, date: &str) -> Result<(NewTournament, Plan), Unreadable> {
        let mut rules = self.preset.rules(Mode::Pairs);
        rules.target = self
            .target
            .trim()
            .parse()
            .map_err(|_| Unreadable::Target(self.target.clone()))?;
        rules.time_limit_minutes = optional(&self.minutes).map_err(Unreadable::Minutes)?;
        let rounds = optional(&self.rounds).map_err(Unreadable::Rounds)?;
        let new = NewTournament {
            name: name.trim().to_owned(),
            date: date.to_owned(),
            preset: Some(self.preset.id().to_owned()),
            rules,
            ranking: self.ranking.clone(),
            credit: self.credit,
        };
        Ok((
            new,
            Plan {
                rounds,
                teams: self.teams,
            },
        ))
    }
}

/// A whole number, or none for an empty field; the text when it is neither.
fn optional(text: &str) -> Result<Option<u32>, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(None);
    }
    trimmed.parse().map(Some).map_err(|_| text.to_owned())
}

/// A format's name in the player's language.
fn format_name(c: crate::ctx::Ctx, format: &Format) -> &'static str {
    match format.id {
        "fid" => t_string!(c.i18n, format_fid),
        "puerto-rico" => t_string!(c.i18n, format_puerto_rico),
        "united-states" => t_string!(c.i18n, format_united_states),
        "venezuela-open" => t_string!(c.i18n, format_venezuela_open),
        "fid-teams" => t_string!(c.i18n, format_fid_teams),
        _ => format.name,
    }
}

/// A chip a choice of `choices` (each with its id on the page): pressed
/// when `on` it, picking it when tapped, named by `words`.
fn chips<T: Copy + Send + Sync + 'static>(
    choices: [(T, &'static str); 2],
    on: impl Fn(T) -> bool + Copy + Send + Sync + 'static,
    pick: impl Fn(T) + Copy + 'static,
    words: impl Fn(T) -> &'static str + Copy + Send + Sync + 'static,
) -> impl IntoView {
    choices
        .into_iter()
        .map(|(choice, id)| {
            chip(
                id.to_owned(),
                move || on(choice),
                move || pick(choice),
                move || words(choice).to_owned(),
            )
        })
        .collect_view()
}

/// A chip of a choice: pressed when `on`, `pick` when tapped.
fn chip(
    id: String,
    on: impl Fn() -> bool + Copy + Send + Sync + 'static,
    pick: impl Fn() + Copy + 'static,
    words: impl Fn() -> String + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button
            class="chip"
            id=id
            aria-pressed=move || on().to_string()
            class:on=on
            on:click=move |_| pick()
        >
            {words}
        </button>
    }
}

/// The new-tournament form.
#[component]
pub fn NewTournamentForm(on_cancel: Callback<()>) -> impl IntoView {
    let c = ctx();
    let name = RwSignal::new(String::new());
    let mode = RwSignal::new(TournamentMode::Pairs);
    let typed = RwSignal::new(Typed::of_preset(Preset::PrFederacion));
    let modes = chips(
        [
            (TournamentMode::Pairs, "mode-pairs"),
            (TournamentMode::Individual, "mode-individual"),
        ],
        move |m| mode.get() == m,
        move |m| mode.set(m),
        move |m| match m {
            TournamentMode::Pairs => t_string!(c.i18n, new_tournament_pairs),
            TournamentMode::Individual => t_string!(c.i18n, new_tournament_individual),
        },
    );
    let formats = Format::ALL
        .into_iter()
        .map(|f| {
            chip(
                format!("format-{}", f.id),
                move || typed.with(|t| t.is_format(&f)),
                move || typed.set(Typed::of_format(&f)),
                move || format_name(c, &f).to_owned(),
            )
        })
        .collect_view();
    let presets = tournament_presets()
        .into_iter()
        .map(|p| {
            view! {
                <button
                    class="chip preset"
                    id=format!("preset-{}", p.id())
                    aria-pressed=move || typed.with(|t| t.preset == p).to_string()
                    class:on=move || typed.with(|t| t.preset == p)
                    on:click=move |_| typed.update(|t| *t = t.clone().with_preset(p))
                >
                    {move || rule_set_name(c.locale(), Some(p.id()))}
                </button>
            }
        })
        .collect_view();
    let rankings = chips(
        [
            (WINS_FIRST, "ranking-wins"),
            (POINTS_FIRST, "ranking-points"),
        ],
        move |ranking| typed.with(|t| t.ranking == ranking),
        move |ranking| typed.update(|t| t.ranking = ranking.to_vec()),
        move |ranking| {
            if ranking == WINS_FIRST {
                t_string!(c.i18n, ranking_wins_first)
            } else {
                t_string!(c.i18n, ranking_points_first)
            }
        },
    );
    let credits = chips(
        [
            (Credit::Scored, "credit-scored"),
            (Credit::Target, "credit-target"),
        ],
        move |credit| typed.with(|t| t.credit == credit),
        move |credit| typed.update(|t| t.credit = credit),
        move |credit| match credit {
            Credit::Scored => t_string!(c.i18n, credit_scored),
            Credit::Target => t_string!(c.i18n, credit_target),
        },
    );
    // A number field of the form, bound to one of its texts.
    let field = move |id: &'static str, get: fn(&Typed) -> String, set: fn(&mut Typed, String)| {
        view! {
            <input
                type="text"
                inputmode="numeric"
                id=id
                prop:value=move || typed.with(get)
                on:input=move |ev| typed.update(|t| set(t, event_target_value(&ev)))
            />
        }
    };
    let create = move |_| {
        let made = typed.with_untracked(|t| t.setup(&name.get_untracked(), &today()));
        let (new, plan) = match made {
            Ok(made) => made,
            Err(problem) => {
                let words = match problem {
                    Unreadable::Target(value) => {
                        t_string!(c.i18n, bad_target, value = value).to_string()
                    }
                    Unreadable::Minutes(value) => {
                        t_string!(c.i18n, bad_minutes, value = value).to_string()
                    }
                    Unreadable::Rounds(value) => {
                        t_string!(c.i18n, bad_rounds, value = value).to_string()
                    }
                };
                c.say(words);
                return;
            }
        };
        if c.busy.get_untracked() {
            return;
        }
        c.busy.set(true);
        let individual = mode.get_untracked() == TournamentMode::Individual;
        spawn_local(async move {
            let opened = if individual {
                let answer = api::new_individual_tournament(&new).await;
                c.answered(answer).map(|v| Screen::Individual(v.id))
            } else {
                let answer = api::new_tournament(&new).await;
                c.answered(answer).map(|v| Screen::Tournament(v.id))
            };
            c.busy.set(false);
            if let Some(screen) = opened {
                if let Screen::Individual(id) | Screen::Tournament(id) = &screen {
                    planned::remember(id, plan);
                }
                c.go(screen);
            }
        });
    };
    view! {
        <section class="card new-tournament" id="new-tournament-form">
            <h3>{move || t_string!(c.i18n, new_tournament)}</h3>
            <label class="label" for="tournament-name">{move || t_string!(c.i18n, tournament_name)}</label>
            <input
                type="text"
                id="tournament-name"
                prop:value=move || name.get()
                on:input=move |ev| name.set(event_target_value(&ev))
            />
            <span class="label" id="mode-label">{move || t_string!(c.i18n, new_tournament_mode)}</span>
            <div class="chips" role="group" aria-labelledby="mode-label">{modes}</div>
            <Show when=move || mode.get() == TournamentMode::Individual>
                <p class="muted" id="individual-hint">{move || t_string!(c.i18n, new_tournament_individual_hint)}</p>
            </Show>
            <span class="label" id="format-label">{move || t_string!(c.i18n, new_tournament_format)}</span>
            <div class="chips" role="group" aria-labelledby="format-label">{formats}</div>
            <p class="muted">{move || t_string!(c.i18n, new_tournament_format_hint)}</p>
            <span class="label" id="preset-label">{move || t_string!(c.i18n, rule_set)}</span>
            <div class="chips" role="group" aria-labelledby="preset-label">{presets}</div>
            <label class="label" for="tournament-target">{move || t_string!(c.i18n, target)}</label>
            {field("tournament-target", |t| t.target.clone(), |t, v| t.target = v)}
            <label class="label" for="tournament-minutes">{move || t_string!(c.i18n, new_tournament_minutes)}</label>
            {field("tournament-minutes", |t| t.minutes.clone(), |t, v| t.minutes = v)}
            <label class="label" for="tournament-rounds">{move || t_string!(c.i18n, new_tournament_rounds)}</label>
            {field("tournament-rounds", |t| t.rounds.clone(), |t, v| t.rounds = v)}
            <span class="label" id="ranking-label">{move || t_string!(c.i18n, new_tournament_ranking)}</span>
            <div class="chips" role="group" aria-labelledby="ranking-label">{rankings}</div>
            <span class="label" id="credit-label">{move || t_string!(c.i18n, new_tournament_credit)}</span>
            <div class="chips" role="group" aria-labelledby="credit-label">{credits}</div>
            <span class="label" id="teams-label">{move || t_string!(c.i18n, new_tournament_teams_label)}</span>
            <div class="chips" role="group" aria-labelledby="teams-label">
                {chip(
                    "teams-played".to_owned(),
                    move || typed.with(|t| t.teams),
                    move || typed.update(|t| t.teams = !t.teams),
                    move || t_string!(c.i18n, new_tournament_teams).to_owned(),
                )}
            </div>
            <div class="actions wide-first">
                <button class="big" id="create-tournament" on:click=create>
                    {move || t_string!(c.i18n, create_tournament)}
                </button>
                <button class="big secondary" id="cancel-tournament" on:click=move |_| on_cancel.run(())>
                    {move || t_string!(c.i18n, typed_cancel)}
                </button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_federations_rules_come_first_and_every_preset_is_offered_once() {
        let presets = tournament_presets();
        assert_eq!(presets[0], Preset::PrFederacion);
        assert_eq!(presets.len(), Preset::ALL.len());
        for p in Preset::ALL {
            assert_eq!(presets.iter().filter(|q| **q == p).count(), 1, "{p:?}");
        }
    }

    #[test]
    fn a_format_fills_in_the_setup_the_core_makes_of_it() {
        for format in Format::ALL {
            let typed = Typed::of_format(&format);
            assert!(typed.is_format(&format), "{}", format.id);
            let (new, rounds) = typed.setup(" Copa ", "2026-11-21").expect("a setup");
            let core = format.setup("Copa", "2026-11-21", TournamentMode::Individual, 7);
            assert_eq!(new.name, core.name);
            assert_eq!(new.rules, core.rules, "{}", format.id);
            assert_eq!(new.preset, core.preset);
            assert_eq!(new.ranking, core.ranking);
            assert_eq!(new.credit, core.credit);
            assert_eq!(rounds.rounds, format.rounds);
            assert_eq!(rounds.teams, format.teams, "{}", format.id);
            // Only one format is the form's at a time.
            let pressed = Format::ALL.iter().filter(|f| typed.is_format(f)).count();
            assert_eq!(pressed, 1, "{}", format.id);
        }
    }

    #[test]
    fn each_value_stays_the_directors_to_change() {
        let mut typed = Typed::of_format(&Format::VENEZUELA_OPEN);
        typed.minutes = "30".into();
        typed.rounds = " ".into();
        typed.credit = Credit::Target;
        assert!(!typed.is_format(&Format::VENEZUELA_OPEN));
        let (new, rounds) = typed.setup("Abierto", "2026-11-21").expect("a setup");
        assert_eq!(new.rules.target, 100);
        assert_eq!(new.rules.time_limit_minutes, Some(30));
        assert_eq!(rounds.rounds, None);
        assert_eq!(new.credit, Credit::Target);
        // Played by teams, or not, whatever the format.
        let mut teams = Typed::of_format(&Format::FID_TEAMS);
        assert!(teams.teams);
        teams.teams = false;
        assert!(!teams.is_format(&Format::FID_TEAMS));
        let (_, plan) = teams.setup("Copa", "2026-11-21").expect("a setup");
        assert!(!plan.teams);
        let typed = typed.with_preset(Preset::EsClasico);
        assert_eq!(typed.credit, Credit::Target, "a preset keeps the rest");
        assert_eq!(
            typed.target,
            Preset::EsClasico.rules(Mode::Pairs).target.to_string()
        );
    }

    #[test]
    fn a_number_that_does_not_read_is_named() {
        let mut typed = Typed::of_preset(Preset::PrFederacion);
        typed.minutes = "35 min".into();
        assert_eq!(
            typed.setup("Copa", "2026-11-21").map(|_| ()),
            Err(Unreadable::Minutes("35 min".into()))
        );
        typed.minutes.clear();
        typed.rounds = "nine".into();
        assert_eq!(
            typed.setup("Copa", "2026-11-21").map(|_| ()),
            Err(Unreadable::Rounds("nine".into()))
        );
        typed.target = "-".into();
        assert_eq!(
            typed.setup("Copa", "2026-11-21").map(|_| ()),
            Err(Unreadable::Target("-".into()))
        );
    }
}
