-- The player directory: names are reused across matches; renaming a player keeps
-- the history because matches refer to players by id.
CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL COLLATE NOCASE UNIQUE,
    created_at TEXT    NOT NULL
) STRICT;
