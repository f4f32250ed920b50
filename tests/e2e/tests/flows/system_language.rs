//! The first language is the system's: a phone set to Spanish or Brazilian
//! Portuguese opens Tranque in that language without a tap, and a phone in a
//! language Tranque does not speak opens it in English.

use tranque_e2e::{Table, text_of, wait_for_text};

/// Launches the app on a system whose language is `language` (as the
/// `LANGUAGE` variable the webview reads) and returns what the home screen's
/// "new match" button says, with the webview's `navigator.language`.
async fn home_in(name: &str, language: &str, expected: &str) -> String {
    let table = Table::with_env(name, &[("LC_ALL", language), ("LANGUAGE", language)]);
    let app = table.launch().await;
    let navigator = app
        .execute("return navigator.language", vec![])
        .await
        .expect("navigator.language");
    println!("{language}: navigator.language {navigator}");
    wait_for_text(&app, "#new-match", expected).await;
    let shown = text_of(&app, "#new-match").await;
    table.screenshot(&app, "home").await;
    app.close().await.expect("quit the app");
    format!("{navigator}: {shown}")
}

#[test]
fn the_first_language_is_the_systems() {
    tranque_e2e::run(async move {
        let es = home_in("system-es", "es_ES.UTF-8", "Nueva partida").await;
        assert!(es.ends_with("Nueva partida"), "{es}");
        let pt = home_in("system-pt", "pt_BR.UTF-8", "Nova partida").await;
        assert!(pt.ends_with("Nova partida"), "{pt}");
        let other = home_in("system-de", "de_DE.UTF-8", "New match").await;
        assert!(other.ends_with("New match"), "{other}");
    });
}
