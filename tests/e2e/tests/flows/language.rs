//! The language follows the system at first, switches with one tap, and the
//! choice survives a restart; the colours and the text size too. The page's
//! `lang` follows the language shown.

use tranque_e2e::{Table, text_of, wait_for, wait_for_text};

#[test]
fn switching_the_language_and_the_colours() {
    tranque_e2e::run(async move {
        let mut table = Table::new("language");
        let app = table.launch().await;
        let lang = app
            .execute("return navigator.language", vec![])
            .await
            .expect("navigator.language");
        let first = text_of(&app, "#new-match").await;
        println!("system language {lang}: {first}");

        table.tap(&app, "#lang-pt").await;
        wait_for_text(&app, "#new-match", "Nova partida").await;
        wait_for_text(&app, "#history", "Histórico").await;
        wait_for(&app, "html[lang='pt-BR']").await;
        table.taps(&app, &["#theme-dark", "#text-160"]).await;
        wait_for_text(&app, "#theme-dark[aria-pressed='true']", "Escuro").await;
        wait_for(&app, "html[data-theme='dark'][data-text='160']").await;
        wait_for(&app, "#text-160[aria-pressed='true']").await;
        table.screenshot(&app, "1-pt-dark").await;
        app.close().await.expect("quit the app");

        let app = table.launch().await;
        wait_for_text(&app, "#new-match", "Nova partida").await;
        wait_for(
            &app,
            "html[lang='pt-BR'][data-theme='dark'][data-text='160']",
        )
        .await;
        wait_for(&app, "#theme-dark[aria-pressed='true']").await;
        table.tap(&app, "#new-match").await;
        wait_for_text(&app, "#rules-summary", "Batida").await;
        table.screenshot(&app, "2-pt-setup").await;
        table.taps(&app, &["#back", "#lang-es"]).await;
        wait_for_text(&app, "#new-match", "Nueva partida").await;
        wait_for(&app, "html[lang='es']").await;
        table.taps(&app, &["#theme-black", "#text-200"]).await;
        wait_for_text(&app, "#theme-black[aria-pressed='true']", "Negro").await;
        wait_for(&app, "html[data-theme='black'][data-text='200']").await;
        table.screenshot(&app, "3-es-black-200").await;
        table
            .taps(&app, &["#theme-light", "#text-100", "#lang-en"])
            .await;
        wait_for_text(&app, "#new-match", "New match").await;
        wait_for_text(&app, "#theme-light[aria-pressed='true']", "Light").await;
        wait_for(&app, "html[lang='en'][data-theme='light'][data-text='100']").await;
        table.screenshot(&app, "4-en-light").await;
        app.close().await.expect("quit the app");
    });
}
