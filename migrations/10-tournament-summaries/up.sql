-- What the list of tournaments shows of each one, kept beside its log so
-- that listing never folds a log: a full field's log (1,000 pairs, about
-- 100,000 entries) folds for seconds. The log stays the truth; this row is
-- the core's fold of its first `entries` entries, seen from the list.
--
-- Written in the transaction that appends to the log, from the fold that
-- write already has. The list takes a row as current only while the log
-- still holds `entries` entries (its last `seq` + 1: a seek, not a count of
-- the whole log); a tournament without a row (written before this
-- migration), whose log grew by a write that left the row alone, or whose
-- row does not read, is folded once when listed and its row written again
-- (a read-only storage lists it by folding, and writes nothing).
CREATE TABLE tournament_summaries (
    -- The tournament; its row goes with it.
    tournament_id TEXT    PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    -- How many entries the log held when the row was written: the row
    -- stands for the fold of exactly these.
    entries       INTEGER NOT NULL CHECK (entries >= 0),
    -- One JSON column rather than a column per figure: the next step is a
    -- list of tables anyway, and the row is read whole or taken as missing.
    -- Either `{"readable": {"pairs": …, "rounds": …, "next_step": …}}` (the
    -- store's `TournamentProgress`: pairs still playing, rounds paired, and
    -- the core's `NextStep` as the UI reads it), or `{"unreadable": why}`
    -- for a log that does not fold, in the core's words (such a log takes
    -- no new entry, so its row is not folded again at every list).
    body          TEXT    NOT NULL CHECK (json_valid(body))
) STRICT, WITHOUT ROWID;

-- The app only ever appends to a log, which `entries` tells. An entry
-- changed or removed some other way (by hand, another tool) may leave the
-- log as long as it was: its tournament's row is dropped with it, and the
-- next list folds the log again (and lists it unreadable if it no longer
-- reads).
CREATE TRIGGER tournament_summaries_after_entry_changed
AFTER UPDATE ON tournament_events
BEGIN
    DELETE FROM tournament_summaries
    WHERE tournament_id IN (OLD.tournament_id, NEW.tournament_id);
END;

CREATE TRIGGER tournament_summaries_after_entry_removed
AFTER DELETE ON tournament_events
BEGIN
    DELETE FROM tournament_summaries WHERE tournament_id = OLD.tournament_id;
END;
