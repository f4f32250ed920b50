-- Swiss tournaments of pairs, run from this phone. As with a match, the log
-- is the truth: pairs, rounds, results and standings are the core's fold of
-- `tournament_events` (`tranque::tournament::Tournament`), never stored apart.

CREATE TABLE tournaments (
    -- The id the tables' phones name it by (in the QR codes).
    id         TEXT PRIMARY KEY,
    -- Its name and day, as created (the log's `created` entry holds them too,
    -- so the list can name a tournament whose log no longer reads).
    name       TEXT NOT NULL,
    date       TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;

-- The list, newest first (the same second: the later row first).
CREATE INDEX tournaments_by_creation ON tournaments (created_at DESC);

-- The log: entry `seq` is the core's entry at index `seq`.
CREATE TABLE tournament_events (
    tournament_id TEXT    NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    seq           INTEGER NOT NULL,
    -- The entry as the core writes it, with its `"version": 1`.
    payload       TEXT    NOT NULL CHECK (json_valid(payload)),
    recorded_at   TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, seq)
) STRICT, WITHOUT ROWID;

-- On the director's phone: the match played here for a table of a round. A
-- table has at most one (starting it again, after an abandoned match, moves
-- the link to the new one); deleting the match from the history drops it.
CREATE TABLE tournament_table_matches (
    tournament_id TEXT    NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    table_number  INTEGER NOT NULL CHECK (table_number >= 1),
    match_id      TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    PRIMARY KEY (tournament_id, round, table_number)
) STRICT, WITHOUT ROWID;
CREATE INDEX tournament_table_matches_by_match ON tournament_table_matches (match_id);

-- On a table's phone: a match started from a table's QR code, linked to
-- what the code said (the core's `StartTable`), to send its signed result
-- back as a code.
CREATE TABLE table_code_matches (
    match_id     TEXT    PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    -- The tournament's id in the director's app.
    tournament   TEXT    NOT NULL,
    round        INTEGER NOT NULL CHECK (round >= 1),
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    -- The rule set's name, as the code gave it.
    rules        TEXT    NOT NULL,
    -- The two pairs, side A then side B (`[PairPlayers]`).
    pairs        TEXT    NOT NULL CHECK (json_valid(pairs))
) STRICT, WITHOUT ROWID;
