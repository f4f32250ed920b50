//! The tournament's refusals ([`TournamentError`]) in the player's language:
//! pairs by their number ("pair 3"), a table's result as the winner and the
//! score, players by their names.

use tranque::tournament::{
    Criterion, PairId, PairScore, ResultEnd, TableResult, TournamentError, TournamentMode,
};

use super::Words;

const MIB: usize = 1024 * 1024;

impl Words<'_> {
    /// The tournament's refusals.
    pub(super) fn tournament(&self, err: &TournamentError) -> String {
        use TournamentError as E;
        let l = self.locale;
        match err {
            E::TournamentUnknownFormat { format } => {
                tr!(l, error_tournament_unknown_format, format = format)
            }
            E::TournamentUnsupportedVersion { version } => {
                tr!(l, error_tournament_unsupported_version, version = version)
            }
            E::TournamentMalformed { line: 0, .. } => tr!(l, error_tournament_malformed_nowhere),
            E::TournamentMalformed { line, column, .. } => {
                tr!(l, error_tournament_malformed, line = line, column = column)
            }
            E::TournamentTooLarge { bytes, max } => tr!(
                l,
                error_tournament_too_large,
                size = bytes.div_ceil(MIB),
                max = max / MIB
            ),
            E::TournamentTooManyEvents { found, max } => {
                tr!(
                    l,
                    error_tournament_too_many_events,
                    found = found,
                    max = max
                )
            }
            E::TournamentNotCreated { .. } => tr!(l, error_tournament_not_created),
            E::TournamentAlreadyCreated => tr!(l, error_tournament_already_created),
            E::TournamentNameEmpty => tr!(l, error_tournament_name_empty),
            E::TournamentBadDate { text } => tr!(l, error_tournament_bad_date, text = text),
            E::NameTooLong { chars, max } => {
                tr!(l, error_name_too_long, chars = chars, max = max)
            }
            E::TournamentRulesNotPairs => tr!(l, error_tournament_rules_not_pairs),
            E::TournamentModeMismatch {
                mode: TournamentMode::Individual,
                ..
            } => tr!(l, error_tournament_mode_individual),
            E::TournamentModeMismatch { .. } => tr!(l, error_tournament_mode_pairs),
            E::InvalidRules { problem } => self.rules_problem(problem),
            E::UnknownPreset { text } => tr!(l, error_unknown_preset, text = text),
            E::RankingEmpty => tr!(l, error_ranking_empty),
            E::RankingRepeated { criterion } => tr!(
                l,
                error_ranking_repeated,
                criterion = self.criterion(*criterion)
            ),
            E::ByeScoreOutOfRange {
                points_for,
                points_against,
                max,
            } => tr!(
                l,
                error_bye_score_out_of_range,
                points_for = points_for,
                points_against = points_against,
                max = max
            ),
            E::PairNumberOutOfRange { pair, max } => {
                tr!(l, error_pair_number_out_of_range, pair = pair, max = max)
            }
            E::PairNumberTaken { pair } => tr!(l, error_pair_number_taken, pair = pair),
            E::TooManyPairs { max } => tr!(l, error_too_many_pairs, max = max),
            E::PlayerNameEmpty { pair } => tr!(l, error_player_name_empty, pair = pair),
            E::BadPlayerName { name, reason } => self.bad_player_name(name, *reason),
            E::SamePlayerTwice { pair, player } => {
                tr!(l, error_same_player_twice, pair = pair, player = player)
            }
            E::PlayerInTwoPairs { player, other, .. } => {
                tr!(l, error_player_in_two_pairs, player = player, other = other)
            }
            E::UnknownPair { pair } => tr!(l, error_unknown_pair, pair = pair),
            E::PairWithdrawn { pair } => tr!(l, error_pair_withdrawn, pair = pair),
            E::RoundNotClosed { round } => tr!(l, error_round_not_closed, round = round),
            E::RoundOutOfOrder { given, expected } => tr!(
                l,
                error_round_out_of_order,
                given = given,
                expected = expected
            ),
            E::TooFewPairs { active } => tr!(l, error_too_few_pairs, active = active),
            E::PairNotInRound { pair } => tr!(l, error_pair_not_in_round, pair = pair),
            E::PairTwiceInRound { pair } => tr!(l, error_pair_twice_in_round, pair = pair),
            E::TableOutOfOrder { given, expected } => tr!(
                l,
                error_table_out_of_order,
                given = given,
                expected = expected
            ),
            E::ByeMissing { active } => tr!(l, error_bye_missing, active = active),
            E::ByeNotNeeded { pair, active } => {
                tr!(l, error_bye_not_needed, pair = pair, active = active)
            }
            E::NoSuchRound { round, rounds } => {
                tr!(l, error_no_such_round, round = round, rounds = rounds)
            }
            E::RoundAlreadyClosed { round } => tr!(l, error_round_already_closed, round = round),
            E::ResultsMissing { round, tables } => {
                let tables: Vec<String> = tables.iter().map(u32::to_string).collect();
                tr!(
                    l,
                    error_results_missing,
                    round = round,
                    tables = self.all_of(&tables)
                )
            }
            E::NoSuchTable {
                round,
                table,
                tables,
            } => tr!(
                l,
                error_no_such_table,
                round = round,
                table = table,
                tables = tables
            ),
            E::ResultWrongPairs {
                round,
                table,
                expected,
                given,
            } => tr!(
                l,
                error_result_wrong_pairs,
                round = round,
                table = table,
                expected = self.pairs(expected),
                given = self.pairs(given)
            ),
            E::ResultWinnerNotAtTable { winner } => tr!(
                l,
                error_result_winner_not_at_table,
                winner = self.pair_label(*winner)
            ),
            E::ResultScoresInconsistent { winner, scores } => tr!(
                l,
                error_result_scores_inconsistent,
                winner = self.pair_label(*winner),
                scores = self.scores_of(scores)
            ),
            E::ResultForfeitScore {
                win_for,
                loss_against,
                ..
            } => tr!(
                l,
                error_result_forfeit_score,
                win_for = win_for,
                loss_against = loss_against
            ),
            E::ResultPointsOutOfRange { points, max } => {
                tr!(
                    l,
                    error_result_points_out_of_range,
                    points = points,
                    max = max
                )
            }
            E::ResultUnsigned => tr!(l, error_result_unsigned),
            E::SignerNotLoser { signer, losers } => tr!(
                l,
                error_signer_not_loser,
                signer = signer,
                losers = self.any_of(losers)
            ),
            E::ResultConflict {
                round,
                table,
                recorded,
                given,
            } => tr!(
                l,
                error_result_conflict,
                round = round,
                table = table,
                recorded = self.result(recorded),
                given = self.result(given)
            ),
            E::ResultAlreadyRecorded { round, table } => {
                tr!(
                    l,
                    error_result_already_recorded,
                    round = round,
                    table = table
                )
            }
            E::NoResultToCorrect { round, table } => {
                tr!(l, error_no_result_to_correct, round = round, table = table)
            }
            E::MatchRulesDiffer { fields } => {
                tr!(l, error_match_rules_differ, fields = fields.join(", "))
            }
            E::MatchNotFinished => tr!(l, error_match_not_finished),
            E::MatchPlayersNotAtTable { expected, given } => tr!(
                l,
                error_match_players_not_at_table,
                expected = self.sides(expected),
                given = self.sides(given)
            ),
            E::PayloadTooLarge { bytes, max } => {
                tr!(l, error_payload_too_large, bytes = bytes, max = max)
            }
            E::PayloadUnsupportedVersion { version } => {
                tr!(l, error_payload_unsupported_version, version = version)
            }
            E::PayloadMalformed { .. } => tr!(l, error_payload_malformed),
            E::PayloadOtherTournament { expected, given } => tr!(
                l,
                error_payload_other_tournament,
                expected = expected,
                given = given
            ),
            E::PayloadRulesTooLarge { bytes, max } => {
                tr!(l, error_payload_rules_too_large, bytes = bytes, max = max)
            }
            E::PayloadDuplicateKey { key } => tr!(l, error_payload_duplicate_key, key = key),
            E::PayloadValueOutOfRange {
                field,
                value,
                min,
                max,
            } => tr!(
                l,
                error_payload_value_out_of_range,
                field = field,
                value = value,
                min = min,
                max = max
            ),
            E::ResultScoreImpossible {
                pair,
                points,
                min,
                max,
            } if points > max => tr!(
                l,
                error_result_score_above,
                pair = self.pair_label(*pair),
                points = points,
                max = max
            ),
            E::ResultScoreImpossible {
                pair, points, min, ..
            } => tr!(
                l,
                error_result_score_below,
                pair = self.pair_label(*pair),
                points = points,
                min = min
            ),
            E::PlayerNumberOutOfRange { player, max } => {
                tr!(
                    l,
                    error_player_number_out_of_range,
                    player = player,
                    max = max
                )
            }
            E::PlayerNumberTaken { player } => tr!(l, error_player_number_taken, player = player),
            E::TooManyPlayers { max } => tr!(l, error_too_many_players, max = max),
            E::PlayerUnnamed { player } => tr!(l, error_player_unnamed, player = player),
            E::PlayerNameTaken { name, other, .. } => {
                tr!(l, error_player_name_taken, name = name, other = other)
            }
            E::UnknownPlayer { player } => tr!(l, error_unknown_player, player = player),
            E::PlayerWithdrawn { player } => tr!(l, error_player_withdrawn, player = player),
            E::TooFewPlayers { active } => tr!(l, error_too_few_players, active = active),
            E::PlayerNotInRound { player } => tr!(l, error_player_not_in_round, player = player),
            E::PlayerTwiceInRound { player } => {
                tr!(l, error_player_twice_in_round, player = player)
            }
            E::SitOutCount {
                active,
                expected,
                given,
            } => tr!(
                l,
                error_sit_out_count,
                active = active,
                expected = expected,
                given = given
            ),
            E::TeamUnnamed => tr!(l, error_team_unnamed),
            E::TeamNameTaken { team } => tr!(l, error_team_name_taken, team = team),
            E::TeamSize {
                team,
                size,
                expected,
            } => tr!(
                l,
                error_team_size,
                team = team,
                size = size,
                expected = expected
            ),
            E::PairInTwoTeams { pair, other, .. } => {
                tr!(l, error_pair_in_two_teams, pair = pair, other = other)
            }
            E::PlayerInTwoTeams { player, other, .. } => {
                tr!(l, error_player_in_two_teams, player = player, other = other)
            }
            E::InvalidEvent { error, .. } => self.tournament(error.cause()),
            // A refusal newer than these sentences.
            other => super::unknown(l, &other.to_string()),
        }
    }

    /// A criterion of the ranking by its column's name in the standings.
    fn criterion(&self, criterion: Criterion) -> String {
        let l = self.locale;
        match criterion {
            Criterion::Wins => tr!(l, standings_wins),
            Criterion::PointDifference => tr!(l, standings_difference),
            Criterion::PointsFor => tr!(l, standings_points_for),
            Criterion::PointsAgainst => tr!(l, standings_points_against),
        }
    }

    /// A pair by its number: "pair 3"; at an individual tournament's
    /// table, a side by its letter: "pair A".
    fn pair(&self, pair: PairId) -> String {
        tr!(
            self.locale,
            tournament_pair_number,
            pair = self.pair_label(pair)
        )
    }

    /// A pair's number, or at an individual tournament's table its side's
    /// letter (side A stands as pair 1, side B as pair 2).
    fn pair_label(&self, pair: PairId) -> String {
        match pair.0 {
            1 if self.sides => "A".to_owned(),
            2 if self.sides => "B".to_owned(),
            _ => pair.to_string(),
        }
    }

    /// Two pairs: "pair 3 and pair 8".
    fn pairs(&self, pairs: &[PairId; 2]) -> String {
        self.all_of(&pairs.map(|p| self.pair(p)))
    }

    /// Both pairs' points: "pair 3 203–150, pair 8 150–203".
    fn scores_of(&self, scores: &[PairScore; 2]) -> String {
        scores
            .iter()
            .map(|s| {
                format!(
                    "{} {}–{}",
                    self.pair(s.pair),
                    s.points_for,
                    s.points_against
                )
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// A table's result: "pair 3 won 203–150", "pair 8 won by forfeit".
    fn result(&self, result: &TableResult) -> String {
        let l = self.locale;
        let winner = self.pair(result.winner);
        match (result.end, result.score_of(result.winner)) {
            (ResultEnd::Forfeit { .. }, _) | (_, None) => {
                tr!(l, tournament_result_forfeit, winner = winner)
            }
            (_, Some(s)) => tr!(
                l,
                tournament_result_won,
                winner = winner,
                points = format!("{}–{}", s.points_for, s.points_against)
            ),
        }
    }

    /// Two sides of players: "Ana & Bia against Caio & Duda".
    fn sides(&self, sides: &[[String; 2]; 2]) -> String {
        tr!(
            self.locale,
            tournament_versus,
            a = sides[0].join(" & "),
            b = sides[1].join(" & ")
        )
    }
}
