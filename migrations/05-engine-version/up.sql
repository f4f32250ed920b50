-- Which version of the rules engine (the core, `tranque`) last wrote each
-- match's log: when a later core refuses a stored match, the history can say
-- which version recorded it. NULL for matches written before this column.
ALTER TABLE matches ADD COLUMN engine_version TEXT;

-- Matches the players deleted from the history, after a confirmation naming
-- the match. Deleting never loses a row: the match's rows (its record, seats,
-- events and corrections, as stored) are kept here as one JSON document, the
-- same as its raw export, before they leave the history's tables.
CREATE TABLE removed_matches (
    id         INTEGER PRIMARY KEY,
    match_id   TEXT    NOT NULL,
    removed_at TEXT    NOT NULL,
    -- The raw export of the match at the moment it was removed.
    rows       TEXT    NOT NULL CHECK (json_valid(rows))
) STRICT;
