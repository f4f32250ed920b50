-- Who opens the hand under way when the core cannot tell (the 6-6 holder
-- before the first hand, or the player the table chose), as told at the
-- table: kept with the match so a restart does not ask again. NULL when
-- nobody was told, and cleared by the store when that hand ends.
ALTER TABLE matches ADD COLUMN told_opener INTEGER CHECK (told_opener BETWEEN 0 AND 3);
