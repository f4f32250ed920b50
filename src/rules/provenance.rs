//! Where each value of a preset comes from: a seed text's clause and words,
//! or a default the seeds are silent on.

use serde::Serialize;

/// Where a preset's value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Source {
    /// Quoted from a seed text.
    Seed {
        /// The seed, e.g. `"002"`.
        doc: &'static str,
        /// The clause or section, e.g. `"Contagem"`, `"art. 3"`, `"§4a"`.
        clause: &'static str,
        /// The seed's words.
        quote: &'static str,
    },
    /// The seed says nothing; the value is our default.
    SeedSilent,
    /// Not from the rule texts: what many tables play (a preset beyond the
    /// seeds, e.g. `br-batidas`); change it if your table plays otherwise.
    TableConvention,
}

/// The source of every parameter of a preset.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Provenance {
    /// Of `mode`.
    pub mode: Source,
    /// Of `scoring`.
    pub scoring: Source,
    /// Of `domino_points`.
    pub domino_points: Source,
    /// Of `block_winner`.
    pub block_winner: Source,
    /// Of `block_points`.
    pub block_points: Source,
    /// Of `block_tie`.
    pub block_tie: Source,
    /// Of `first_opener`.
    pub first_opener: Source,
    /// Of `opener_rotation`.
    pub opener_rotation: Source,
    /// Of `redeal_doubles`.
    pub redeal_doubles: Source,
    /// Of `target`.
    pub target: Source,
    /// Of `time_limit_minutes`.
    pub time_limit_minutes: Source,
    /// Of `penalties`.
    pub penalties: Source,
    /// Of `capicua`.
    pub capicua: Source,
    /// Of `batidas`.
    pub batidas: Source,
}

impl Provenance {
    /// Every parameter with its source, by the parameter's serde name.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, Source)> {
        [
            ("mode", self.mode),
            ("scoring", self.scoring),
            ("domino_points", self.domino_points),
            ("block_winner", self.block_winner),
            ("block_points", self.block_points),
            ("block_tie", self.block_tie),
            ("first_opener", self.first_opener),
            ("opener_rotation", self.opener_rotation),
            ("redeal_doubles", self.redeal_doubles),
            ("target", self.target),
            ("time_limit_minutes", self.time_limit_minutes),
            ("penalties", self.penalties),
            ("capicua", self.capicua),
            ("batidas", self.batidas),
        ]
        .into_iter()
    }
}

const fn seed(doc: &'static str, clause: &'static str, quote: &'static str) -> Source {
    Source::Seed { doc, clause, quote }
}

const SILENT: Source = Source::SeedSilent;

pub(super) fn provenance_000() -> Provenance {
    Provenance {
        mode: seed(
            "000",
            "art. 9",
            "Uma dupla será considerada vencedora da mão quando",
        ),
        scoring: SILENT,
        domino_points: SILENT,
        block_winner: seed(
            "000",
            "art. 9, 2",
            "a soma dos pontos de suas pedras, em caso de fecho natural ou forçado, for menor que a soma dos pontos das pedras da dupla adversária",
        ),
        block_points: SILENT,
        block_tie: seed(
            "000",
            "art. 10",
            "a mão será considerada empatada e disputada novamente",
        ),
        first_opener: seed(
            "000",
            "art. 4",
            "Na primeira mão de cada partida, o jogador que tiver “doble-sena” abrirá a mão.",
        ),
        opener_rotation: seed(
            "000",
            "art. 4",
            "Nas subseqüentes, será observada a ordem no sentido anti-horário.",
        ),
        redeal_doubles: seed(
            "000",
            "art. 3",
            "Se, porventura, um dos participantes tiver quatro ou mais “dobles”, deverá virá-los na mesa e as pedras serão embaralhadas para nova distribuição",
        ),
        target: SILENT,
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

pub(super) fn provenance_002() -> Provenance {
    Provenance {
        mode: seed(
            "002",
            "Descrição",
            "O jogo tem quatro participantes, que formam duas duplas, devendo sentar em posições alternadas.",
        ),
        scoring: seed(
            "002",
            "Contagem",
            "Os pontos da dupla vencedora são acumulados",
        ),
        domino_points: seed(
            "002",
            "Contagem",
            "Caso algum jogador tenha batido o jogo, sua dupla leva todos os pontos das peças que estão nas mãos dos adversários.",
        ),
        block_winner: seed(
            "002",
            "Contagem",
            "Caso o jogo fique trancado, conta-se todos os pontos conseguidos por cada dupla. A dupla que possuir menos pontos é a vencedora",
        ),
        block_points: seed(
            "002",
            "Contagem",
            "e leva todos os pontos da dupla adversária",
        ),
        block_tie: seed(
            "002",
            "Contagem",
            "Caso haja um empate nesta contagem de pontos, a dupla que trancou o jogo perde, e a dupla vencedora leva todos os pontos desta dupla.",
        ),
        first_opener: seed(
            "002",
            "O Jogo Dominó",
            "O jogador que começa a partida é o que tem a peça 6-6.",
        ),
        opener_rotation: seed(
            "002",
            "O Jogo Dominó",
            "O primeiro jogador desta vez será o jogador à direita do primeiro jogador do jogo anterior.",
        ),
        redeal_doubles: SILENT,
        target: seed(
            "002",
            "Contagem",
            "o jogo termina quando uma das duplas atinge a marca de 50 pontos",
        ),
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

pub(super) fn provenance_001() -> Provenance {
    Provenance {
        mode: seed(
            "001",
            "Reglas del dominó clásico",
            "Si juegan menos de 4 jugadores en un juego individual, las fichas sobrantes se apartan puestas boca abajo",
        ),
        scoring: seed(
            "001",
            "Reglas del dominó clásico",
            "ese será el puntaje alcanzado por el ganador",
        ),
        domino_points: seed(
            "001",
            "Reglas del dominó clásico",
            "En el primer caso se cuentan los puntos de las fichas en poder del resto de los jugadores",
        ),
        block_winner: seed(
            "001",
            "Reglas del dominó clásico",
            "En el segundo caso ganará el jugador cuyas fichas sumen menos puntos.",
        ),
        block_points: seed(
            "001",
            "Reglas del dominó clásico",
            "El ganador obtendrá los puntos correspondientes a la suma de todas las fichas en manos de los jugadores, incluidas las suyas al cerrarse la mano.",
        ),
        block_tie: SILENT,
        first_opener: seed(
            "001",
            "Reglas del dominó clásico",
            "La partida la comienza el jugador que tenga la ficha con dos 6 llamada doble seis",
        ),
        opener_rotation: seed(
            "001",
            "Reglas del dominó clásico",
            "le corresponderá comenzar la ronda al jugador a la derecha del que comenzó la mano anterior",
        ),
        redeal_doubles: SILENT,
        target: seed(
            "001",
            "Reglas del dominó clásico",
            "Por lo general esta se fija en 50 para partidas individuales y 100 para juegos en pareja.",
        ),
        time_limit_minutes: SILENT,
        penalties: SILENT,
        capicua: SILENT,
        batidas: SILENT,
    }
}

pub(super) fn provenance_004() -> Provenance {
    Provenance {
        mode: seed(
            "004",
            "Introducción",
            "En cualquier tipo de formato (individual y parejas)",
        ),
        scoring: seed(
            "004",
            "§1a",
            "Los partidos serán jugados a doscientos (200) puntos",
        ),
        domino_points: SILENT,
        block_winner: SILENT,
        block_points: SILENT,
        block_tie: seed(
            "004",
            "§4a",
            "En cierre empate, los puntos no cuentan, la rotación continua. Debe anotarse cero (0) en la hoja de anotación en la columna del que cerró el juego.",
        ),
        first_opener: SILENT,
        opener_rotation: seed(
            "004",
            "Introducción",
            "de aplicarse una penalidad la rotación continua excepto en el artículo 5 y articulo 9",
        ),
        redeal_doubles: seed("004", "§3", "SE JUGARÁ CON TODOS LOS DOBLES"),
        target: seed(
            "004",
            "§1a",
            "Los partidos serán jugados a doscientos (200) puntos o treinta y cinco (35) minutos, lo que ocurra primero.",
        ),
        time_limit_minutes: seed(
            "004",
            "§1a",
            "Toda mano que haya empezado será terminada, aunque se consuman los treinta y cinco (35) minutos reglamentarios.",
        ),
        penalties: seed(
            "004",
            "§3a, §6a, §7a, §7b, §9a, §10a",
            "La pareja contraria decide si se continua o se le aplica la sanción de ochenta (80) puntos restados a su puntuación",
        ),
        capicua: SILENT,
        batidas: SILENT,
    }
}
