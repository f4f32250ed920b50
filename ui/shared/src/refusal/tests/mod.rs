//! Every refusal said in three languages, exactly.

use serde_json::json;
use tranque::{Seat, Tile};

use super::*;

mod read_back;

fn names() -> Vec<String> {
    ["Ana", "Bruno", "Caio", "Dora"].map(str::to_owned).to_vec()
}

const LOCALES: [Locale; 3] = [Locale::en, Locale::pt_BR, Locale::es];

/// The codes of the tables of `docs/commands.md`, "Errors" (the first
/// column of the tables whose header is `code`).
fn documented_codes() -> Vec<String> {
    let path = format!("{}/../../docs/commands.md", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).expect("docs/commands.md is there");
    let (_, errors) = doc.split_once("\n## Errors").expect("an Errors section");
    let errors = errors.split("\n## ").next().unwrap_or(errors);
    let mut codes = Vec::new();
    let mut in_codes = false;
    for line in errors.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            in_codes = false;
            continue;
        }
        let first = line
            .trim_matches('|')
            .split('|')
            .next()
            .unwrap_or("")
            .trim();
        if first == "code" {
            in_codes = true;
        } else if in_codes
            && let Some(code) = first.split('`').nth(1)
            && !codes.iter().any(|c| c == code)
        {
            codes.push(code.to_owned());
        }
    }
    codes
}

/// Every code as it crosses, one line each: the block of
/// `docs/commands.md` that the shell's contract test writes from the code.
fn samples() -> Vec<(String, Value)> {
    let path = format!("{}/../../docs/commands.md", env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(&path).expect("docs/commands.md is there");
    let (_, block) = doc
        .split_once("<!-- every code, as it crosses")
        .expect("the examples block");
    let (_, block) = block.split_once("```json\n").expect("a JSON block");
    let (block, _) = block.split_once("\n```").expect("a closed block");
    block
        .lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line).expect("one error a line");
            (
                v["code"].as_str().expect("a code").to_owned(),
                v["params"].clone(),
            )
        })
        .collect()
}

fn say(locale: Locale, code: &str, params: Value) -> String {
    refusal(locale, code, &params, "the English message", &names())
}

#[test]
fn every_documented_code_has_a_sentence() {
    let codes = documented_codes();
    assert!(codes.len() > 50, "the tables were read: {codes:?}");
    let samples = samples();
    assert!(samples.len() > 50, "the examples were read");
    let sampled: Vec<&str> = samples.iter().map(|(code, _)| code.as_str()).collect();
    let unsampled: Vec<&String> = codes
        .iter()
        .filter(|c| !sampled.contains(&c.as_str()))
        .collect();
    assert!(unsampled.is_empty(), "no sample for {unsampled:?}");
}

#[test]
fn every_code_renders_with_its_params_in_each_language() {
    for (code, params) in samples() {
        let reason =
            Reason::read(&code, &params).unwrap_or_else(|| panic!("{code} reads {params}"));
        for locale in LOCALES {
            let names = names();
            let words = Words {
                locale,
                names: &names,
                sides: false,
            };
            let text = words.sentence(&reason);
            assert!(
                !text.contains("{{") && !text.contains("English"),
                "{code}: {text}"
            );
            assert!(text.ends_with(['.', ')']), "{code} ends a sentence: {text}");
        }
    }
}

#[test]
fn seats_are_named_by_their_players() {
    let params = json!({ "seat": 2, "pips": 70 });
    assert_eq!(
        say(Locale::en, "pips_out_of_range", params.clone()),
        "70 pips for Caio? A hand of 7 tiles holds at most 69."
    );
    assert_eq!(
        say(Locale::pt_BR, "pips_out_of_range", params.clone()),
        "70 pontos para Caio? Uma mão de 7 pedras soma no máximo 69."
    );
    assert_eq!(
        say(Locale::es, "pips_out_of_range", params),
        "¿70 puntos para Caio? Una mano de 7 fichas suma como máximo 69."
    );
    let params = json!({ "seat": 1, "count": 8 });
    assert_eq!(
        say(Locale::pt_BR, "too_many_tiles", params),
        "Bruno está com 8 pedras marcadas: uma mão tem no máximo 7."
    );
}

#[test]
fn without_names_a_seat_is_its_place_counted_from_one() {
    let params = json!({ "seat": 2, "pips": 70 });
    let say = |locale| refusal(locale, "pips_out_of_range", &params, "", &[]);
    assert_eq!(
        say(Locale::en),
        "70 pips for Seat 3? A hand of 7 tiles holds at most 69."
    );
    assert_eq!(
        say(Locale::pt_BR),
        "70 pontos para Lugar 3? Uma mão de 7 pedras soma no máximo 69."
    );
    assert_eq!(
        say(Locale::es),
        "¿70 puntos para Puesto 3? Una mano de 7 fichas suma como máximo 69."
    );
}

#[test]
fn openers_name_the_players_and_the_side() {
    let params = json!({ "given": 1, "expected": { "side": 0 } });
    assert_eq!(
        say(Locale::en, "wrong_opener", params.clone()),
        "Bruno cannot open this hand: Ana or Caio opens (side A)."
    );
    assert_eq!(
        say(Locale::pt_BR, "wrong_opener", params.clone()),
        "Bruno não pode dar a saída nesta mão: a saída é de Ana ou Caio (dupla A)."
    );
    assert_eq!(
        say(Locale::es, "wrong_opener", params),
        "Bruno no puede salir en esta mano: la salida es de Ana o Caio (pareja A)."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "wrong_opener",
            json!({ "given": 3, "expected": 0 })
        ),
        "Dora não pode dar a saída nesta mão: a saída é de Ana."
    );
    assert_eq!(
        say(
            Locale::es,
            "opener_required",
            json!({ "expected": "double_six" })
        ),
        "Di quién salió en esta mano: quien tenía el doble seis."
    );
    // Spanish says "u" before an "o" sound.
    let table = ["Ana", "Bruno", "Óscar", "Dora"].map(str::to_owned);
    assert_eq!(
        refusal(
            Locale::es,
            "opener_required",
            &json!({ "expected": { "side": 0 } }),
            "",
            &table
        ),
        "Di quién salió en esta mano: Ana u Óscar (pareja A)."
    );
}

#[test]
fn values_read_as_at_the_table() {
    assert_eq!(
        say(Locale::pt_BR, "tile_repeated", json!({ "tile": "6-5" })),
        "A pedra 6-5 foi marcada duas vezes, mas só existe uma no jogo."
    );
    assert_eq!(
        say(
            Locale::es,
            "penalty_points_mismatch",
            json!({ "fault": "chivo", "given": 10, "expected": 25 })
        ),
        "Con estas reglas «Chivo» vale 25 puntos, no 10."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "unknown_penalty",
            json!({ "fault": { "custom": "Mesa torta" } })
        ),
        "“Mesa torta” não é uma penalidade destas regras."
    );
    assert_eq!(
        say(
            Locale::en,
            "redeal_not_allowed",
            json!({ "doubles": 3, "threshold": null })
        ),
        "These rules play with every double and never redeal for them: play on."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "impossible_block",
            json!({ "tiles": ["5-0", "1-1", "2-0", "3-1", "4-4", "6-2"] })
        ),
        "Isso não pode ser jogo trancado: todos os números ainda estão em alguma mão \
         (5-0, 1-1, 2-0, 3-1, 4-4, 6-2). Para trancar, as sete pedras de um número têm \
         que estar na mesa."
    );
    assert_eq!(
        say(
            Locale::es,
            "time_not_up",
            json!({ "elapsed_ms": 2_250_000, "limit_ms": 3_600_000 })
        ),
        "Todavía no se acabó el tiempo: van 37 de 60 minutos."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "invalid_rules",
            json!({ "rule": "penalty_too_high", "fault": "chivo", "points": 20000, "max": 10000 })
        ),
        "A penalidade “Pedra que não encaixa (chivo)” não pode valer 20000 pontos: no máximo 10.000."
    );
    assert_eq!(
        say(
            Locale::en,
            "match_not_over",
            json!({ "match_id": "9f1c", "scores": [40, 35], "mode": "pairs", "target": 50 })
        ),
        "The match is not over yet, so the scoresheet cannot be signed: the score is \
         A 40, B 35 and the target is 50."
    );
    let three = ["Ana", "Bruno", "Caio"].map(str::to_owned);
    assert_eq!(
        refusal(
            Locale::es,
            "match_not_over",
            &json!({ "match_id": "9f1c", "scores": [40, 35, 12], "mode": "individual", "target": 100 }),
            "",
            &three
        ),
        "La partida todavía no terminó, así que la planilla no se puede firmar: el \
         marcador va Ana 40, Bruno 35, Caio 12 y la meta es 100."
    );
    assert_eq!(
        say(
            Locale::en,
            "import_too_large",
            json!({ "bytes": 70_000_000, "max": 67_108_864 })
        ),
        "The file is too big to import: 67 MB, and the most is 64 MB."
    );
}

#[test]
fn table_conventions_are_refused_in_words() {
    assert_eq!(
        say(
            Locale::pt_BR,
            "finish_not_scored",
            json!({ "finish": "carroca", "scored": ["simple"] })
        ),
        "Estas regras não contam como se bateu (batida de carroça)."
    );
    assert_eq!(
        say(
            Locale::en,
            "invalid_rules",
            json!({ "rule": "capicua_multiplier", "value": 1, "max": 10 })
        ),
        "Multiply the hand by 1 for a capicúa? It goes from 2 to 10."
    );
    assert_eq!(
        say(
            Locale::es,
            "invalid_rules",
            json!({ "rule": "batidas_need_hands" })
        ),
        "Las batidas dicen cuánto vale una mano: necesitan contar por manos."
    );
}

#[test]
fn english_explanations_stay_out_of_the_sentences() {
    let text = say(
        Locale::pt_BR,
        "database_error",
        json!({ "detail": "disk I/O error" }),
    );
    assert!(!text.contains("disk"), "{text}");
    let text = say(
        Locale::es,
        "malformed",
        json!({ "message": "expected `,` at line 1" }),
    );
    assert_eq!(
        text,
        "Este archivo de partida está dañado o incompleto y no se puede leer."
    );
}

#[test]
fn refused_events_and_imported_matches_say_which() {
    let params = json!({ "seat": 2, "pips": 70, "event_index": 4 });
    assert_eq!(
        say(Locale::pt_BR, "pips_out_of_range", params),
        "Ao recontar a partida, o registro 5 não fecha mais: 70 pontos para Caio? Uma mão de 7 pedras soma no máximo 69."
    );
    let params = json!({ "index": 9, "len": 3, "match_number": 2, "match_id": null });
    assert_eq!(
        refusal(Locale::es, "no_such_event", &params, "", &[]),
        "Partida 2 del archivo: El registro 10 no existe en esta partida: tiene 3 hasta \
         ahora. No se importó nada."
    );
    let params = json!({ "seat": 0, "match_number": 3, "match_id": "x", "event_index": 0 });
    assert_eq!(
        refusal(Locale::en, "empty_hand", &params, "", &[]),
        "Match 3 of the file, entry 1: No tiles marked for Seat 1, but only whoever goes \
         out ends with an empty hand. Tap the tiles Seat 1 has left. Nothing was imported."
    );
}

#[test]
fn an_unknown_code_shows_the_english_message() {
    let message = "command record_hand not found";
    assert_eq!(
        refusal(Locale::pt_BR, "shell", &json!({}), message, &names()),
        "Erro inesperado (em inglês): command record_hand not found"
    );
    assert_eq!(
        refusal(
            Locale::es,
            "something_new",
            &json!({ "seat": 1 }),
            message,
            &names()
        ),
        "Error inesperado (en inglés): command record_hand not found"
    );
    assert_eq!(
        refusal(Locale::en, "something_new", &json!({}), message, &[]),
        "Unexpected error: command record_hand not found"
    );
    // A known code without the values its sentence needs.
    assert_eq!(
        refusal(
            Locale::pt_BR,
            "pips_out_of_range",
            &json!({}),
            "70 pips",
            &[]
        ),
        "Erro inesperado (em inglês): 70 pips"
    );
    assert_eq!(
        refusal(Locale::en, "shell", &json!({}), "", &[]),
        "Unexpected error"
    );
}

#[test]
fn the_core_and_the_shell_give_the_same_sentence() {
    let err = RuleError::InvalidEvent {
        index: 4,
        error: Box::new(RuleError::WrongOpener {
            given: Seat(1),
            expected: tranque::Opener::Seat(Seat(2)),
        }),
    };
    let api = ApiError {
        code: err.code().to_owned(),
        message: err.to_string(),
        params: err.params(),
    };
    for locale in LOCALES {
        assert_eq!(
            of_rule(locale, &err, &names()),
            of_api(locale, &api, &names())
        );
    }
    assert_eq!(
        of_rule(Locale::en, &err, &names()),
        "Counting the match again, entry 5 no longer fits: Bruno cannot open this hand: it is Caio's turn."
    );
    let err = "7-1".parse::<Tile>().expect_err("7-1 is not a tile");
    assert_eq!(
        of_rule(Locale::es, &err, &[]),
        "«7-1» no es una ficha de dominó: escribe dos números del 0 al 6, como 6-5."
    );
}

#[test]
fn a_match_file_refusal_says_where() {
    assert_eq!(
        say(
            Locale::en,
            "unknown_field",
            json!({ "field": "note", "path": ["events", 0, "end"], "line": 13, "column": 70, "event_index": 0 })
        ),
        "Counting the match again, entry 1 no longer fits: This match file has a field this \
         app does not know, “note” (line 13, column 70): it may come from a newer version of Tranque."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "duplicate_field",
            json!({ "field": "version", "path": [], "line": 1, "column": 43 })
        ),
        "Este arquivo de partida traz “version” duas vezes (linha 1, coluna 43), então não dá \
         para ler com segurança."
    );
    assert_eq!(
        say(Locale::es, "malformed", json!({ "line": 12, "column": 5 })),
        "Este archivo de partida está dañado en la línea 12, columna 5, y no se puede leer."
    );
    assert_eq!(
        say(
            Locale::en,
            "over_limit",
            json!({ "limit": "events", "found": 10001, "max": 10000, "path": ["events"], "line": 20, "column": 13 })
        ),
        "This match file has 10001 entries: a match holds at most 10000."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "over_limit",
            json!({ "limit": "text", "found": 201, "max": 200, "path": ["seats", 1], "line": 3, "column": 20 })
        ),
        "Um texto deste arquivo de partida tem 201 caracteres (linha 3, coluna 20): no máximo 200."
    );
    assert_eq!(
        say(
            Locale::es,
            "invalid_rules",
            json!({ "rule": "too_many_penalties", "count": 70, "max": 64 })
        ),
        "Estas reglas tienen 70 penalidades: como máximo 64."
    );
}

#[test]
fn every_refusal_of_the_tournament_has_its_sentence_in_each_language() {
    use tranque::tournament::TournamentError;
    let examples = TournamentError::examples();
    assert!(examples.len() > 50, "the examples were read");
    // The individual mode's and the teams' own refusals too: a code the
    // desk has no sentence for fails here.
    let individual = TournamentError::individual_examples();
    let teams = TournamentError::team_examples();
    assert!(
        individual.len() >= 11 && teams.len() >= 5,
        "the examples were read"
    );
    for example in examples.into_iter().chain(individual).chain(teams) {
        let view = example.view();
        let reason = Reason::read(view.code, &view.params)
            .unwrap_or_else(|| panic!("{} reads {}", view.code, view.params));
        for locale in LOCALES {
            let text = refusal(
                locale,
                view.code,
                &view.params,
                "the English message",
                &names(),
            );
            let lead = tr!(locale, error_unknown);
            assert!(
                !text.contains("{{") && !text.contains("English") && !text.starts_with(&lead),
                "{}: {text}",
                view.code
            );
            let said = Words {
                locale,
                names: &names(),
                sides: false,
            }
            .sentence(&reason);
            assert!(
                said.ends_with(['.', ')']),
                "{} ends a sentence: {said}",
                view.code
            );
        }
    }
}

#[test]
fn a_conflicting_result_names_both_results() {
    let conflict = tranque::tournament::TournamentError::examples()
        .into_iter()
        .find(|e| e.code() == "result_conflict")
        .expect("an example of a conflict");
    let view = conflict.view();
    let say = |locale| refusal(locale, view.code, &view.params, "", &[]);
    assert_eq!(
        say(Locale::en),
        "Table 1 of round 2 already has another result: pair 3 won 203–150 is recorded; \
         this one says pair 8 won by forfeit."
    );
    assert_eq!(
        say(Locale::pt_BR),
        "A mesa 1 da rodada 2 já tem outro resultado: está registrada a vitória da dupla 3 \
         por 203–150; este diz vitória da dupla 8 por WO."
    );
    assert_eq!(
        say(Locale::es),
        "La mesa 1 de la ronda 2 ya tiene otro resultado: está anotado que ganó la pareja 3 \
         por 203–150; este dice que ganó la pareja 8 por forfeit."
    );
}

#[test]
fn a_refused_signer_names_the_losers_who_may_sign() {
    let params = json!({ "signer": "Ana", "losers": ["Caio", "Duda"] });
    assert_eq!(
        say(Locale::en, "signer_not_loser", params.clone()),
        "Ana did not lose at this table: Caio or Duda signs (004 §11a)."
    );
    assert_eq!(
        say(Locale::es, "signer_not_loser", params),
        "Ana no perdió en esta mesa: firma Caio o Duda (004 §11a)."
    );
}

#[test]
fn the_shells_tournament_refusals_are_said_in_each_language() {
    let samples = [
        r#"{"code":"no_such_tournament","params":{"tournament_id":"3f2a9c1b7d4e6a80"}}"#,
        r#"{"code":"stored_tournament_unreadable","params":{"tournament_id":"3f2a9c1b7d4e6a80"}}"#,
        r#"{"code":"no_table_match","params":{"round":2,"table":3,"tournament_id":"3f2a9c1b7d4e6a80"}}"#,
        r#"{"code":"match_not_from_table_code","params":{"match_id":"9f1c2b7a4d3e8f60"}}"#,
        r#"{"code":"qr_not_found","params":{"file":"mesa-3.png"}}"#,
        r#"{"code":"qr_not_read","params":{"file":"mesa-3.png"}}"#,
        r#"{"code":"qr_not_drawn","params":{}}"#,
        r#"{"code":"qr_too_busy","params":{"file":"mesa-3.png"}}"#,
        r#"{"code":"photo_not_read","params":{}}"#,
        r#"{"code":"photo_too_large","params":{}}"#,
    ];
    for sample in samples {
        let v: Value = serde_json::from_str(sample).expect("a sample");
        let code = v["code"].as_str().expect("a code");
        let reason = Reason::read(code, &v["params"]).unwrap_or_else(|| panic!("{code} reads"));
        assert!(matches!(reason, Reason::Shell(_)), "{code}");
        for locale in LOCALES {
            let text = say(locale, code, v["params"].clone());
            assert!(
                !text.contains("{{") && !text.contains("English"),
                "{code}: {text}"
            );
        }
    }
    assert_eq!(
        say(
            Locale::pt_BR,
            "no_table_match",
            json!({ "round": 2, "table": 3, "tournament_id": "t" })
        ),
        "Nenhuma partida da mesa 3 da rodada 2 foi jogada neste celular."
    );
}

#[test]
fn the_individual_mode_names_its_players_and_teams() {
    let taken = json!({ "name": "Ana", "player": 8, "other": 3 });
    assert_eq!(
        say(Locale::en, "player_name_taken", taken.clone()),
        "Ana is already player 3: give the new player another name (a surname, an initial)."
    );
    assert_eq!(
        say(Locale::es, "too_few_players", json!({ "active": 3 })),
        "Jugadores que siguen jugando: 3. Una ronda necesita al menos 4."
    );
    assert_eq!(
        say(
            Locale::pt_BR,
            "player_in_two_teams",
            json!({ "player": 8, "team": "Las Águilas", "other": "Los Tigres" })
        ),
        "O jogador 8 já está na equipe Los Tigres."
    );
}

#[test]
fn an_individual_tables_sides_are_named_by_their_letters() {
    use tranque::tournament::TournamentError;
    let impossible = TournamentError::ResultScoreImpossible {
        pair: tranque::tournament::PairId(2),
        points: 250,
        min: 0,
        max: 199,
    };
    assert_eq!(
        of_seats_tournament(Locale::en, &impossible),
        "Pair B cannot end a match under this tournament's rules with 250: at most 199. \
         Check the scoresheet."
    );
    let conflict = TournamentError::examples()
        .into_iter()
        .find(|e| e.code() == "result_conflict")
        .expect("an example of a conflict");
    let view = conflict.view();
    let error = ApiError {
        code: view.code.to_owned(),
        message: String::new(),
        params: view.params.clone(),
    };
    // The example's pairs are 3 and 8: numbers stay numbers.
    assert!(of_seats(Locale::es, &error).contains("pareja 3"));
}
