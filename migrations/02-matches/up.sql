-- Matches and their event logs. The log is the truth: standings are never
-- stored as truth, they are the core's fold of `events`. The columns marked
-- "summary" are that fold written down in the same transaction as the log, so
-- that history and statistics need no refold; the store rewrites them on every
-- change of the log.

CREATE TABLE matches (
    id          TEXT    PRIMARY KEY,
    -- The preset the rules started from (informative), NULL for custom rules.
    preset      TEXT,
    -- The rule set, as the core's JSON (`tranque::Rules`).
    rules       TEXT    NOT NULL CHECK (json_valid(rules)),
    seat_count  INTEGER NOT NULL CHECK (seat_count BETWEEN 2 AND 4),
    status      TEXT    NOT NULL CHECK (status IN ('in_progress', 'finished', 'abandoned')),
    started_at  TEXT    NOT NULL,
    finished_at TEXT,
    signed_by   TEXT,
    signature   TEXT,
    -- Summary: the winning side once the core says the match is over.
    winner      INTEGER,
    -- Summary: hands ended, and the score per side (JSON array).
    hands       INTEGER NOT NULL DEFAULT 0,
    scores      TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(scores))
) STRICT;

-- History, newest first; the filters by rule set and by date use the same order.
CREATE INDEX matches_by_start ON matches (started_at DESC, id DESC);
CREATE INDEX matches_by_preset ON matches (preset, started_at DESC);
-- At most one match under way: the one the app resumes at start.
CREATE UNIQUE INDEX matches_one_in_progress ON matches (status) WHERE status = 'in_progress';

-- Who sat where. Players are referred to by id, so a rename keeps the history.
CREATE TABLE match_seats (
    match_id  TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    side      INTEGER NOT NULL CHECK (side BETWEEN 0 AND 3),
    player_id INTEGER NOT NULL REFERENCES players (id),
    -- Summary: hands this seat dominoed.
    dominoes  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID;

-- "Matches of this player", and the statistics per player and partnership.
CREATE INDEX match_seats_by_player ON match_seats (player_id, match_id);

-- Summary per side, for the statistics.
CREATE TABLE match_sides (
    match_id       TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    side           INTEGER NOT NULL CHECK (side BETWEEN 0 AND 3),
    won            INTEGER NOT NULL CHECK (won IN (0, 1)),
    points_for     INTEGER NOT NULL,
    points_against INTEGER NOT NULL,
    hands_won      INTEGER NOT NULL,
    dominoes       INTEGER NOT NULL,
    blocks_won     INTEGER NOT NULL,
    PRIMARY KEY (match_id, side)
) STRICT, WITHOUT ROWID;

-- The log: event `seq` of a match is the core's event at index `seq`.
CREATE TABLE events (
    match_id    TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    -- The event as the core's JSON (`tranque::Event`).
    payload     TEXT    NOT NULL CHECK (json_valid(payload)),
    recorded_at TEXT    NOT NULL,
    PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID;

-- Every undo, edit and deletion keeps what it replaced: no hand the players
-- saw recorded is ever lost, even when it is corrected.
CREATE TABLE corrections (
    id          INTEGER PRIMARY KEY,
    match_id    TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    action      TEXT    NOT NULL CHECK (action IN ('undo', 'replace', 'delete')),
    old_payload TEXT    NOT NULL,
    new_payload TEXT,
    corrected_at TEXT   NOT NULL
) STRICT;
CREATE INDEX corrections_by_match ON corrections (match_id);
