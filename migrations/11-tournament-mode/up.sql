-- A tournament's mode: a Swiss tournament of pairs, or an individual one
-- whose players enter one by one (`tranque::tournament::individual`). Both
-- keep their log in `tournament_events` (the core's entries of that mode,
-- each with its `"version": 1`) and their list's row in
-- `tournament_summaries`; the mode says which fold reads the log, so that
-- neither is read as the other. The log's `created` entry holds the mode
-- too; this column is what the store asks before reading a log. Every
-- tournament stored before this migration is of pairs, the only mode the
-- app then ran.
ALTER TABLE tournaments ADD COLUMN mode TEXT NOT NULL DEFAULT 'pairs'
    CHECK (mode IN ('pairs', 'individual'));
