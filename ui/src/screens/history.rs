//! History: matches newest first, searched by player, filtered by rule set and
//! date; one match as its scoresheet with a chart; delete a past hand with a
//! confirmation; export and import.

use leptos::prelude::*;
use tranque::Preset;

use crate::api::{self, HistoryFilter, MatchPage, MatchView};
use crate::ctx::ctx;
use crate::i18n::t_string;
use crate::routes::Screen;
use crate::widgets::{Chart, Sheet, SignatureInk, local_day, row_label, side_name, table_of};

/// The history list.
#[component]
pub fn History() -> impl IntoView {
    let c = ctx();
    let player = RwSignal::new(String::new());
    let preset = RwSignal::new(String::new());
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let page = RwSignal::new(None::<MatchPage>);
    let import_text = RwSignal::new(String::new());
    let export_text = RwSignal::new(String::new());
    let known = RwSignal::new(Vec::<api::Player>::new());
    let imported = RwSignal::new(None::<String>);
    leptos::task::spawn_local(async move {
        if let Ok(list) = api::list_players().await {
            known.set(list);
        }
    });

    let load = move || {
        let opt = |s: String| Some(s.trim().to_owned()).filter(|s| !s.is_empty());
        let filter = HistoryFilter {
            player: opt(player.get_untracked()),
            preset: opt(preset.get_untracked()),
            from: opt(from.get_untracked()),
            to: opt(to.get_untracked()),
        };
        leptos::task::spawn_local(async move {
            match api::list_matches(0, &filter).await {
                Ok(p) => page.set(Some(p)),
                Err(e) => c.fail(e),
            }
        });
    };
    load();

    let list = move || {
        page.get().map(|p| {
            if p.matches.is_empty() {
                return view! { <p class="muted" id="no-matches">{t_string!(c.i18n, no_matches)}</p> }.into_any();
            }
            p.matches
                .into_iter()
                .map(|s| {
                    let id = s.id.clone();
                    let date = local_day(&s.started_at);
                    let scores = s.scores.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" – ");
                    let status = match s.status.as_str() {
                        "in_progress" => t_string!(c.i18n, in_progress).to_owned(),
                        "abandoned" => t_string!(c.i18n, abandoned).to_owned(),
                        _ => s.winner.clone().map(|w| t_string!(c.i18n, won_by, who = w)).unwrap_or_default(),
                    };
                    let rule_set = s.preset.clone().unwrap_or_else(|| t_string!(c.i18n, custom).to_owned());
                    view! {
                        <button class="match-row" id=format!("match-{id}") on:click=move |_| c.go(Screen::Review(id.clone()))>
                            <span class="match-players">{s.players.join(", ")}</span>
                            <span class="match-score">{scores}</span>
                            <span class="match-meta">{format!("{date} · {rule_set} · {status}")}</span>
                        </button>
                    }
                })
                .collect_view()
                .into_any()
        })
    };

    let export_all = move |_| {
        leptos::task::spawn_local(async move {
            match api::export_history().await {
                Ok(text) => export_text.set(text),
                Err(e) => c.fail(e),
            }
        });
    };
    let import = move |_| {
        let text = import_text.get_untracked();
        leptos::task::spawn_local(async move {
            match api::import_matches(&text).await {
                Ok(r) => {
                    c.dismiss();
                    imported.set(Some(t_string!(
                        c.i18n,
                        imported,
                        imported = r.imported.to_string(),
                        skipped = r.already_present.to_string()
                    )));
                    import_text.set(String::new());
                    load();
                }
                Err(e) => c.fail(e),
            }
        });
    };

    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(Screen::Home)>"‹"</button>
            <h2>{move || t_string!(c.i18n, history)}</h2>
        </header>
        <section class="card filters">
            <input
                type="search"
                id="search"
                placeholder=move || t_string!(c.i18n, search_player)
                prop:value=move || player.get()
                list="known-players"
                on:input=move |ev| {
                    let typed = event_target_value(&ev);
                    let exact = known
                        .get_untracked()
                        .into_iter()
                        .find(|p| p.name.eq_ignore_ascii_case(typed.trim()));
                    match exact {
                        Some(p) => { player.set(p.name); load(); }
                        None if typed.trim().is_empty() => { player.set(String::new()); load(); }
                        // Not a player of the directory (yet): nobody to list.
                        None => page.set(Some(MatchPage { total: 0, page: 0, per_page: 50, matches: Vec::new() })),
                    }
                }
            />
            <datalist id="known-players">
                {move || known.get().into_iter().map(|p| view! { <option value=p.name /> }).collect_view()}
            </datalist>
            <select id="filter-preset" on:change=move |ev| { preset.set(event_target_value(&ev)); load(); }>
                <option value="">{move || t_string!(c.i18n, all_rule_sets)}</option>
                {Preset::ALL.into_iter().map(|p| view! { <option value=p.id()>{p.id()}</option> }).collect_view()}
                <option value="custom">{move || t_string!(c.i18n, custom)}</option>
            </select>
            <div class="row">
                <input type="date" id="filter-from" on:change=move |ev| { from.set(event_target_value(&ev)); load(); } />
                <input type="date" id="filter-to" on:change=move |ev| { to.set(event_target_value(&ev)); load(); } />
            </div>
        </section>
        <div class="match-list" id="match-list">{list}</div>
        <section class="card">
            <h3>{move || t_string!(c.i18n, export_import)}</h3>
            <button class="secondary" id="export-all" on:click=export_all>{move || t_string!(c.i18n, export_all)}</button>
            <Show when=move || !export_text.get().is_empty()>
                <textarea class="json" id="export-text" readonly prop:value=move || export_text.get()></textarea>
            </Show>
            <textarea
                class="json"
                id="import-text"
                placeholder=move || t_string!(c.i18n, paste_here)
                prop:value=move || import_text.get()
                on:input=move |ev| import_text.set(event_target_value(&ev))
            ></textarea>
            <button class="secondary" id="import" on:click=import>{move || t_string!(c.i18n, import)}</button>
            <p class="notice" id="import-result">{move || imported.get()}</p>
        </section>
    }
}

/// One past (or current) match, hand by hand.
#[component]
pub fn Review(
    /// The match's id.
    id: String,
) -> impl IntoView {
    let c = ctx();
    let view_of = RwSignal::new(None::<MatchView>);
    let confirm = RwSignal::new(None::<usize>);
    let export_text = RwSignal::new(String::new());
    let id_load = id.clone();
    leptos::task::spawn_local(async move {
        match api::get_match(&id_load).await {
            Ok(v) => view_of.set(Some(v)),
            Err(e) => c.fail(e),
        }
    });

    let id_edit = id.clone();
    let body = move || {
        let m = view_of.get()?;
        let names = m.names();
        let table = table_of(&m.rules, names.len())?;
        let sides = table.sides();
        let standings = m.standings.clone();
        let result = table
            .all_sides()
            .map(|s| {
                format!(
                    "{} {}",
                    side_name(&table, s, &names),
                    standings.scores.get(s.index()).copied().unwrap_or(0)
                )
            })
            .collect::<Vec<_>>()
            .join(" — ");
        let st = standings.clone();
        // A finished or abandoned match is a closed record: its hands are
        // shown, not offered for correction.
        let open = m.in_progress();
        let sheet = view! {
            <Sheet
                standings=Signal::derive(move || st.clone())
                table=table
                names=names
                on_delete=open.then(|| Callback::new(move |i| confirm.set(Some(i))))
                on_edit=open.then(|| {
                    let id = id_edit.clone();
                    Callback::new(move |i| c.go(Screen::EditHand(id.clone(), i)))
                })
            />
        };
        let signature = m.signed_by.clone().map(|who| {
            view! {
                <section class="card" id="review-signature">
                    <p class="signed-by">{move || t_string!(c.i18n, signed_by, who = who.clone())}</p>
                    {m.signature.clone().map(|ink| view! { <SignatureInk ink=ink /> })}
                </section>
            }
        });
        Some(view! {
            <p class="headline" id="review-result">{result}</p>
            <Chart standings=standings.clone() sides=sides target=m.rules.target />
            {sheet}
            {signature}
        })
    };
    let id_d = id.clone();
    let confirm_view = move || {
        let i = confirm.get()?;
        let label = view_of
            .get()
            .and_then(|m| {
                m.standings
                    .sheet
                    .iter()
                    .find(|r| r.event_index == i)
                    .map(|r| row_label(r, c.locale()))
            })
            .unwrap_or_default();
        let id = id_d.clone();
        Some(view! {
            <div class="banner confirm">
                <span>{t_string!(c.i18n, delete_what, hand = label)}</span>
                <button class="danger" id="delete-yes" on:click=move |_| {
                    let id = id.clone();
                    confirm.set(None);
                    leptos::task::spawn_local(async move {
                        match api::delete_event(&id, i).await {
                            Ok(v) => {
                                if v.in_progress() { c.current.set(Some(v.clone())); }
                                view_of.set(Some(v));
                            }
                            Err(e) => c.fail(e),
                        }
                    });
                }>{t_string!(c.i18n, yes)}</button>
                <button class="secondary" on:click=move |_| confirm.set(None)>{t_string!(c.i18n, no)}</button>
            </div>
        })
    };
    let export = move |_| {
        let id = id.clone();
        leptos::task::spawn_local(async move {
            match api::export_match(&id).await {
                Ok(t) => export_text.set(t),
                Err(e) => c.fail(e),
            }
        });
    };
    view! {
        <header class="bar">
            <button class="ghost" id="back" on:click=move |_| c.back_to(Screen::History)>"‹"</button>
            <h2>{move || t_string!(c.i18n, scoresheet)}</h2>
        </header>
        {confirm_view}
        {body}
        <button class="secondary" id="export-match" on:click=export>{move || t_string!(c.i18n, export)}</button>
        <Show when=move || !export_text.get().is_empty()>
            <textarea class="json" id="export-text" readonly prop:value=move || export_text.get()></textarea>
        </Show>
    }
}
