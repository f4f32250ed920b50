//! The app: the shared context, the banner, and the screens at their paths.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::api;
use crate::ctx::Ctx;
use crate::i18n::t_string;
use crate::i18n::use_i18n;
use crate::routes::Screens;
use crate::screen::Screen;
use tranque_ui_shared::after_next_frame;
use tranque_ui_shared::banner::Banner;
use tranque_ui_shared::screen::Page;

/// The app: the banner and the screen at the address shown.
#[component]
pub fn App() -> impl IntoView {
    let c = Ctx::start(use_i18n(), Page::Table);

    // A notice after which a backup may bring the history back.
    let offer_restore = RwSignal::new(false);
    // The first frame first: the start's answers (a notice, the match under
    // way) are asked once it is drawn, and the screens show them when they
    // come (home's resume card a frame later). The other screens' chunks are
    // fetched then too, while the player looks at the first screen.
    after_next_frame(move || {
        crate::routes::fetch_the_screens();
        spawn_local(async move {
            if let Some(Some(notice)) = c.answered(api::startup_notice().await) {
                c.say(c.words_of(&notice));
                offer_restore.set(matches!(
                    notice.code.as_str(),
                    "database_set_aside" | "database_too_new"
                ));
            }
            match api::current_match().await {
                Ok(view) => {
                    if let Some(view) = &view {
                        c.follow_opener(view);
                    }
                    c.current.set(view);
                }
                // Nothing was asked of the players: said as a notice, not as a
                // refusal (e.g. a match under way this version cannot read).
                Err(error) => c.say(c.words_of(&error)),
            }
            c.loaded.set(true);
        })
    });

    view! {
        <main>
            <Screens>
                <Banner>
                    <Show when=move || offer_restore.get()>
                        <button
                            class="secondary"
                            id="restore-from-notice"
                            on:click=move |_| {
                                offer_restore.set(false);
                                c.go(Screen::Backups);
                            }
                        >
                            {move || t_string!(c.i18n, restore_from_backup)}
                        </button>
                    </Show>
                </Banner>
            </Screens>
        </main>
    }
}
