-- The statistics' summary: one row per seat of every finished match, with the
-- figures of the seat's side (from `match_sides`) and the seat's partner in
-- pairs. Written when a match is finished or imported finished (a finished
-- match never changes again), so the statistics read one covering index
-- instead of joining three tables.
CREATE TABLE seat_results (
    match_id       TEXT    NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    player_id      INTEGER NOT NULL REFERENCES players (id),
    -- The other player of the same side, in pairs; NULL in individual play.
    partner_id     INTEGER REFERENCES players (id),
    won            INTEGER NOT NULL CHECK (won IN (0, 1)),
    hands_won      INTEGER NOT NULL,
    -- Hands this seat dominoed, and hands its side dominoed.
    dominoes       INTEGER NOT NULL,
    side_dominoes  INTEGER NOT NULL,
    blocks_won     INTEGER NOT NULL,
    points_for     INTEGER NOT NULL,
    points_against INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
) STRICT, WITHOUT ROWID;

CREATE INDEX seat_results_by_player ON seat_results (
    player_id, partner_id, won, hands_won, dominoes, side_dominoes, blocks_won,
    points_for, points_against
);

INSERT INTO seat_results
SELECT s.match_id, s.seat, s.player_id, partner.player_id, sd.won, sd.hands_won,
       s.dominoes, sd.dominoes, sd.blocks_won, sd.points_for, sd.points_against
FROM matches m
JOIN match_seats s ON s.match_id = m.id
JOIN match_sides sd ON sd.match_id = s.match_id AND sd.side = s.side
LEFT JOIN match_seats partner
       ON partner.match_id = s.match_id AND partner.side = s.side AND partner.seat != s.seat
WHERE m.status = 'finished';
