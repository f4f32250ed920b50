//! The language follows the system at first, switches with one tap, and the
//! choice survives a restart; dark colours too.

use tranque_e2e::{Table, text_of, wait_for_text};

#[tokio::test]
async fn switching_the_language_and_the_colours() {
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
    table.tap(&app, "#theme").await;
    wait_for_text(&app, "#theme", "Escuro").await;
    table.screenshot(&app, "1-pt-dark").await;
    app.close().await.expect("quit the app");

    let app = table.launch().await;
    wait_for_text(&app, "#new-match", "Nova partida").await;
    table.tap(&app, "#new-match").await;
    wait_for_text(&app, "#rules-summary", "Batida").await;
    table.screenshot(&app, "2-pt-setup").await;
    table.taps(&app, &["#back", "#lang-es"]).await;
    wait_for_text(&app, "#new-match", "Nueva partida").await;
    table.taps(&app, &["#theme", "#lang-en"]).await;
    wait_for_text(&app, "#new-match", "New match").await;
    wait_for_text(&app, "#theme", "Light").await;
    table.screenshot(&app, "3-en-light").await;
    app.close().await.expect("quit the app");
}
