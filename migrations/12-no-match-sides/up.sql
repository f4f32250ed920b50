-- The per-side summary (migration 02) is dropped: since migration 09 no
-- figure reads it (the statistics read `played`, the core's insights, and
-- the history reads `matches`), and each side's figures are the core's
-- fold of the log, one definition of each ("did this side win" included).
-- Nothing is lost: every figure it held is folded again from `events`.
DROP TABLE match_sides;
