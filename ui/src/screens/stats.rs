//! Statistics per player and per partnership, as the shell counts them, with
//! a bar per row for the share of matches won.

use leptos::prelude::*;
use serde_json::Value;

use crate::api;
use crate::i18n::K;
use crate::{Screen, ctx};

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(a) => a.iter().map(text).collect::<Vec<_>>().join(" & "),
        Value::Null => "—".to_owned(),
        other => other.to_string(),
    }
}

/// One table: a row per object, a column per field, a bar for wins / matches.
fn table(rows: &[Value]) -> impl IntoView + use<> {
    let keys: Vec<String> = rows
        .first()
        .and_then(Value::as_object)
        .map(|o| o.keys().filter(|k| !k.ends_with("id")).cloned().collect())
        .unwrap_or_default();
    let head = keys
        .iter()
        .map(|k| view! { <th>{k.replace('_', " ")}</th> })
        .collect_view();
    let body = rows
        .iter()
        .map(|row| {
            let cells = keys
                .iter()
                .map(|k| view! { <td>{text(row.get(k).unwrap_or(&Value::Null))}</td> })
                .collect_view();
            let played = row.get("matches").or_else(|| row.get("played")).and_then(Value::as_f64).unwrap_or(0.0);
            let won = row.get("wins").or_else(|| row.get("won")).and_then(Value::as_f64).unwrap_or(0.0);
            let share = if played > 0.0 { won / played * 100.0 } else { 0.0 };
            view! {
                <tr>
                    {cells}
                    <td class="bar-cell">
                        <svg viewBox="0 0 100 10" class="bar" preserveAspectRatio="none">
                            <rect x="0" y="0" width="100" height="10" class="progress-track" />
                            <rect x="0" y="0" width=format!("{share:.0}") height="10" class="progress-bar" />
                        </svg>
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="stats">
            <thead><tr>{head}<th>"%"</th></tr></thead>
            <tbody>{body}</tbody>
        </table>
    }
}

/// The statistics screen.
#[component]
pub fn Stats() -> impl IntoView {
    let c = ctx();
    let stats = RwSignal::new(None::<Value>);
    leptos::task::spawn_local(async move {
        match api::statistics().await {
            Ok(v) => stats.set(Some(v)),
            Err(e) => c.fail(e),
        }
    });
    let section = move |key: &'static str, title: K| {
        move || {
            let v = stats.get()?;
            let rows = v
                .get(key)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            Some(view! {
                <section class="card">
                    <h3>{c.t(title)}</h3>
                    {if rows.is_empty() {
                        view! { <p class="muted">{c.t(K::NoMatches)}</p> }.into_any()
                    } else {
                        table(&rows).into_any()
                    }}
                </section>
            })
        }
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.go(Screen::Home)>"‹"</button>
            <h2>{move || c.t(K::Statistics)}</h2>
        </header>
        <div id="stats">
            {section("players", K::PerPlayer)}
            {section("partnerships", K::PerPartnership)}
        </div>
    }
}
