//! The round's paperwork saved as PDF from the desk: a tournament of four
//! pairs created on the desk, round 1 paired, "Print the result slips"
//! tapped; the PDF is really written where the save dialog "picked" (the
//! app's test hook, `TRANQUE_TEST_FILE_PICK`) and the banner names it.

use tranque_e2e::{Table, target_dir, type_into, wait_for, wait_for_text};

/// The pairs, registered in this order.
const PAIRS: [[&str; 2]; 4] = [
    ["Ana", "Bia"],
    ["Caio", "Duda"],
    ["Eva", "Fabio"],
    ["Gil", "Hana"],
];

#[test]
fn the_round_s_result_slips_are_saved_as_a_pdf_and_the_banner_names_the_file() {
    tranque_e2e::run(async move {
        let folder = target_dir().join("e2e").join("paperwork-picked");
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a folder for the file");
        let file = folder.join("round-1-slips.pdf");
        let pick = file.to_string_lossy().into_owned();

        let mut table = Table::with_env("paperwork", &[("TRANQUE_TEST_FILE_PICK", &pick)]);
        let app = table.launch().await;
        table.tap(&app, "#tournaments").await;
        table.tap(&app, "#new-tournament").await;
        type_into(&app, "#tournament-name", "Copa de Ponce").await;
        table.tap(&app, "#preset-pr-federacion").await;
        type_into(&app, "#tournament-target", "50").await;
        table.tap(&app, "#create-tournament").await;
        wait_for_text(&app, "#tournament-title", "Copa de Ponce").await;
        for (n, [a, b]) in PAIRS.iter().enumerate() {
            type_into(&app, "#pair-a", a).await;
            type_into(&app, "#pair-b", b).await;
            table.tap(&app, "#add-pair").await;
            wait_for_text(&app, &format!("#pair-{}", n + 1), b).await;
        }
        table.tap(&app, "#pair-round").await;
        wait_for(&app, "#round-1").await;
        wait_for(&app, "#sheets-1").await;
        table.screenshot(&app, "1-round-1-sheets").await;

        table.tap(&app, "#save-slips").await;
        wait_for_text(&app, "#error", "round-1-slips.pdf").await;
        table.screenshot(&app, "2-slips-saved").await;
        let pdf = std::fs::read(&file).expect("the PDF was written");
        assert!(pdf.starts_with(b"%PDF"), "{:?}", &pdf[..pdf.len().min(16)]);
        app.close().await.expect("quit the app");
        let _ = std::fs::remove_dir_all(&folder);
    });
}
