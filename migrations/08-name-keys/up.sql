-- Two names are one player whatever their case, in every script: `ÁNGEL`
-- and `ángel`, `Straße` and `STRASSE` (the name's `NOCASE` folds ASCII
-- only). `name_key` is the name folded by the core (`tranque::name_key`:
-- Unicode case folding), written by the app: the store fills it for the
-- players already here right after this migration, and with every name it
-- writes. Unique: one player per folded name.
--
-- A database that already holds two names folding alike keeps both players
-- and every match of each (nothing is merged or lost): the first one added
-- gets the key; the later one keeps `name_key` NULL, is still listed, found
-- by its exact name, and gets its key when renamed to a name of its own.
ALTER TABLE players ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX players_by_name_key ON players (name_key);
