-- On a table's phone: the rule set a table's code carried (a custom set, or
-- a preset whose values the director changed), as the core writes `Rules`;
-- NULL when the code named a preset and nothing more. The match itself is
-- played under it (its `rules`); this keeps what the code said.
ALTER TABLE table_code_matches ADD COLUMN rule_set TEXT CHECK (rule_set IS NULL OR json_valid(rule_set));
