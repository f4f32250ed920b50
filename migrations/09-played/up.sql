-- What the statistics read of each ended match (finished or abandoned): the
-- core's `tranque::insights::Played` as JSON, taken once from the match's fold
-- so that the figures never fold a log again. Written when a match ends, and
-- for any ended match without one (imported, restored, older) the first time
-- the statistics are asked for. A match's row goes with the match; renaming a
-- player drops the rows of their matches, written again with the new name.
-- `seq` only grows (AUTOINCREMENT never reuses a number): with the count of
-- rows it tells whether the rows changed since they were last read.
CREATE TABLE played (
    seq      INTEGER PRIMARY KEY AUTOINCREMENT,
    match_id TEXT    NOT NULL UNIQUE REFERENCES matches (id) ON DELETE CASCADE,
    body     TEXT    NOT NULL
) STRICT;

-- The statistics' per-seat totals (migration 03): every figure is now read
-- from `played` by the core's insights, so there is one definition of each.
DROP INDEX seat_results_by_player;
DROP TABLE seat_results;
