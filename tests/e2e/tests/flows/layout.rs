//! The layout audit is itself tested: on the home screen it finds nothing,
//! and on the same page with a word made to break and a word cut off it
//! fails, naming the element and the word; a word in a cell marked as
//! allowed to break fails at 100 % and passes at 200 %.

use fantoccini::Client;
use tranque_e2e::layout::{self, Finding, Kind};
use tranque_e2e::{Table, call, wait_for};

/// Puts into the page a box too narrow for its word, told to break it
/// anywhere; a box that cuts its word off; and a narrow box marked as
/// allowed to break. Styles are set through the page's objects: the app's
/// policy forbids style attributes, not scripts' styles.
async fn break_the_page(app: &Client) {
    call(
        "add the broken boxes",
        app.execute(
            r#"
            const main = document.querySelector('main');
            const add = (id, word, style) => {
                const el = document.createElement('p');
                el.id = id;
                el.textContent = word;
                Object.assign(el.style, { width: '3em', overflowWrap: 'anywhere' }, style);
                main.prepend(el);
                return el;
            };
            add('broken-word', 'Cancelamento', {});
            add('cut-word', 'Desclassificados', { overflow: 'hidden', whiteSpace: 'nowrap' });
            add('may-break', 'Bartolomeu', {}).setAttribute('data-may-break', '');
            "#,
            vec![],
        ),
    )
    .await;
}

/// The findings at `text` % on the element `id`.
async fn found(app: &Client, text: u32, id: &str) -> Vec<Finding> {
    layout::check(app, text)
        .await
        .into_iter()
        .filter(|f| f.element.contains(&format!("#{id}")))
        .collect()
}

#[test]
fn the_layout_audit_fails_on_a_broken_word_and_a_cut_one() {
    tranque_e2e::run(async move {
        let table = Table::new("layout");
        let app = table.launch().await;
        wait_for(&app, "#new-match").await;

        let clean = layout::audit(&app, "layout-home").await;
        assert_eq!(clean, Ok(()), "the home screen keeps every word whole");

        break_the_page(&app).await;
        for text in layout::TEXTS {
            let broken = found(&app, text, "broken-word").await;
            assert!(
                broken
                    .iter()
                    .any(|f| f.kind == Kind::Broken && f.word == "Cancelamento" && f.fails()),
                "[{text} %] the narrow box's word is found broken: {broken:?}"
            );
            let cut = found(&app, text, "cut-word").await;
            assert!(
                cut.iter()
                    .any(|f| f.kind == Kind::Clipped && f.word == "Desclassificados" && f.fails()),
                "[{text} %] the clipped box's word is found cut off: {cut:?}"
            );
            let allowed = found(&app, text, "may-break").await;
            assert!(
                allowed
                    .iter()
                    .any(|f| f.kind == Kind::Broken && f.word == "Bartolomeu" && f.may_break),
                "[{text} %] the marked box's word is found broken: {allowed:?}"
            );
            assert_eq!(
                allowed.iter().any(Finding::fails),
                text < 200,
                "[{text} %] a marked cell may break a word at 200 % only: {allowed:?}"
            );
        }

        let failure = layout::audit(&app, "layout-broken")
            .await
            .expect_err("the audit fails on the broken page");
        for named in [
            "layout-broken",
            "p#broken-word",
            "\"Cancelamento\"",
            "p#cut-word",
            "\"Desclassificados\"",
            "[100 %]",
            "[130 %]",
            "[200 %]",
        ] {
            assert!(
                failure.contains(named),
                "the failure names {named}:\n{failure}"
            );
        }
        assert!(
            !failure.contains("[200 %] a word broken inside itself: \"Bartolomeu\""),
            "the marked cell passes at 200 %:\n{failure}"
        );
    });
}
