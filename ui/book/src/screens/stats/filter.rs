//! Which matches the statistics count: a period (all time, this month, this
//! year, or two days) in the phone's own time zone, and a rule set. Chosen
//! once for the statistics' screens (the list, a player's page) and kept
//! while the app runs.

use leptos::prelude::*;
use tranque::insights::Filter;

use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::lang::rule_set_name;
use crate::widgets::Chip;

/// A period of the statistics.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Period {
    /// Every match.
    #[default]
    All,
    /// This calendar month, on the phone's clock.
    Month,
    /// This calendar year.
    Year,
    /// From one day to another, both whole.
    Range,
}

/// The choice, shared by the statistics' screens.
#[derive(Debug, Clone, Copy)]
pub struct StatsFilter {
    /// The period.
    pub period: RwSignal<Period>,
    /// The first and last day of a [`Period::Range`], as `YYYY-MM-DD`.
    pub since: RwSignal<String>,
    /// See `since`.
    pub until: RwSignal<String>,
    /// One rule set's id, or every one.
    pub rules: RwSignal<Option<String>>,
}

impl StatsFilter {
    /// The filter the shell counts by: the period's first and last
    /// millisecond in the phone's time zone.
    pub fn filter(self) -> Filter {
        let now = js_sys::Date::new_0();
        let (year, month) = (now.get_full_year(), now.get_month());
        let (since_ms, until_ms) = match self.period.get() {
            Period::All => (None, None),
            Period::Month => (
                Some(day_ms(year, month, 1)),
                Some(day_ms(year, month + 1, 1) - 1),
            ),
            Period::Year => (Some(day_ms(year, 0, 1)), Some(day_ms(year + 1, 0, 1) - 1)),
            Period::Range => (
                self.since
                    .with(|day| parse_day(day))
                    .map(|(y, m, d)| day_ms(y, m, d)),
                self.until
                    .with(|day| parse_day(day))
                    .map(|(y, m, d)| day_ms(y, m, d + 1) - 1),
            ),
        };
        Filter {
            since_ms,
            until_ms,
            rules: self.rules.get(),
        }
    }
}

/// The first millisecond of a day in the phone's time zone (`month` from
/// 0; a day or month past the end rolls over, as JavaScript's dates do).
fn day_ms(year: u32, month: u32, day: u32) -> i64 {
    let date = js_sys::Date::new_with_year_month_day(
        year,
        i32::try_from(month).unwrap_or(0),
        i32::try_from(day).unwrap_or(1),
    );
    date.get_time() as i64
}

/// `YYYY-MM-DD` as a year, a month from 0 and a day.
fn parse_day(day: &str) -> Option<(u32, u32, u32)> {
    let mut parts = day.splitn(3, '-').map(str::parse::<u32>);
    let (year, month, day) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    (1..=12).contains(&month).then_some((year, month - 1, day))
}

/// The shared choice, made once for the app.
pub fn stats_filter() -> StatsFilter {
    if let Some(filter) = use_context::<StatsFilter>() {
        return filter;
    }
    let filter = StatsFilter {
        period: RwSignal::new(Period::All),
        since: RwSignal::new(String::new()),
        until: RwSignal::new(String::new()),
        rules: RwSignal::new(None),
    };
    provide_context(filter);
    filter
}

/// The period chips, the two days of a range, and the rule sets `rule_sets`
/// offers.
#[component]
pub fn FilterBar(
    /// The rule sets of the history.
    #[prop(into)]
    rule_sets: Signal<Vec<String>>,
) -> impl IntoView {
    let c = ctx();
    let f = stats_filter();
    let chip = move |period: Period, id: &'static str| {
        let on = move || f.period.get() == period;
        let label = move || match period {
            Period::All => t_string!(c.i18n, period_all),
            Period::Month => t_string!(c.i18n, period_month),
            Period::Year => t_string!(c.i18n, period_year),
            Period::Range => t_string!(c.i18n, period_range),
        };
        view! {
            <Chip id=id on=Signal::derive(on) choose=move |()| f.period.set(period)>{label}</Chip>
        }
    };
    let rule_options = move || {
        rule_sets
            .get()
            .into_iter()
            .map(|id| {
                let label = rule_set_name(c.locale(), Some(id.as_str()));
                let selected = f.rules.with(|r| r.as_deref() == Some(id.as_str()));
                view! { <option value=id selected=selected>{label}</option> }
            })
            .collect_view()
    };
    view! {
        <section class="card filters" aria-labelledby="period-label">
            <span class="label" id="period-label">{move || t_string!(c.i18n, a11y_period)}</span>
            <div class="chips" role="group" aria-labelledby="period-label">
                {chip(Period::All, "period-all")}
                {chip(Period::Month, "period-month")}
                {chip(Period::Year, "period-year")}
                {chip(Period::Range, "period-range")}
            </div>
            <Show when=move || f.period.get() == Period::Range>
                <div class="row">
                    <label>
                        {move || t_string!(c.i18n, period_since)}
                        <input type="date" id="since" prop:value=move || f.since.get()
                            on:change=move |ev| f.since.set(event_target_value(&ev)) />
                    </label>
                    <label>
                        {move || t_string!(c.i18n, period_until)}
                        <input type="date" id="until" prop:value=move || f.until.get()
                            on:change=move |ev| f.until.set(event_target_value(&ev)) />
                    </label>
                </div>
            </Show>
            <label class="rule-set">
                {move || t_string!(c.i18n, a11y_rule_set)}
                <select id="rule-set" on:change=move |ev| {
                    let value = event_target_value(&ev);
                    f.rules.set(Some(value).filter(|v| !v.is_empty()));
                }>
                    <option value="" selected=move || f.rules.with(Option::is_none)>
                        {move || t_string!(c.i18n, rule_set_any)}
                    </option>
                    {rule_options}
                </select>
            </label>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::parse_day;

    #[test]
    fn a_day_is_read_as_year_month_from_zero_and_day() {
        assert_eq!(parse_day("2026-11-24"), Some((2026, 10, 24)));
        assert_eq!(parse_day("2026-13-01"), None);
        assert_eq!(parse_day(""), None);
        assert_eq!(parse_day("2026-xx-01"), None);
    }
}
