//! Every code of a [`TournamentError`] with the variant it reads back as,
//! from the params it crossed with (see [`read`](fn@crate::error::read)), and a
//! pair's number read as a param.

use super::TournamentError;
use crate::error::FromParam;
use crate::tournament::event::PairId;
use crate::tournament::event::PlayerId;

crate::read_refusal! {
    TournamentError except InvalidEvent {
        "tournament_unknown_format" => TournamentUnknownFormat { format },
        "tournament_unsupported_version" => TournamentUnsupportedVersion { version },
        "tournament_malformed" => TournamentMalformed { message: skip, line: default, column: default },
        "tournament_too_large" => TournamentTooLarge { bytes, max },
        "tournament_too_many_events" => TournamentTooManyEvents { found, max },
        "tournament_not_created" => TournamentNotCreated { kind },
        "tournament_already_created" => TournamentAlreadyCreated {},
        "tournament_name_empty" => TournamentNameEmpty {},
        "tournament_bad_date" => TournamentBadDate { text },
        "name_too_long" => NameTooLong { chars, max },
        "tournament_rules_not_pairs" => TournamentRulesNotPairs {},
        "invalid_rules" => InvalidRules { problem: flatten },
        "unknown_preset" => UnknownPreset { text },
        "ranking_empty" => RankingEmpty {},
        "ranking_repeated" => RankingRepeated { criterion },
        "bye_score_out_of_range" => ByeScoreOutOfRange { points_for, points_against, max },
        "pair_number_out_of_range" => PairNumberOutOfRange { pair, max },
        "pair_number_taken" => PairNumberTaken { pair },
        "too_many_pairs" => TooManyPairs { max },
        "player_name_empty" => PlayerNameEmpty { pair },
        "bad_player_name" => BadPlayerName { name, reason },
        "same_player_twice" => SamePlayerTwice { pair, player },
        "player_in_two_pairs" => PlayerInTwoPairs { player, pair, other },
        "unknown_pair" => UnknownPair { pair },
        "pair_withdrawn" => PairWithdrawn { pair },
        "round_not_closed" => RoundNotClosed { round },
        "round_out_of_order" => RoundOutOfOrder { given, expected },
        "too_few_pairs" => TooFewPairs { active },
        "pair_not_in_round" => PairNotInRound { pair },
        "pair_twice_in_round" => PairTwiceInRound { pair },
        "table_out_of_order" => TableOutOfOrder { given, expected },
        "bye_missing" => ByeMissing { active },
        "bye_not_needed" => ByeNotNeeded { pair, active },
        "no_such_round" => NoSuchRound { round, rounds },
        "round_already_closed" => RoundAlreadyClosed { round },
        "results_missing" => ResultsMissing { round, tables },
        "no_such_table" => NoSuchTable { round, table, tables },
        "result_wrong_pairs" => ResultWrongPairs { round, table, expected, given },
        "result_winner_not_at_table" => ResultWinnerNotAtTable { winner },
        "result_scores_inconsistent" => ResultScoresInconsistent { winner, scores },
        "result_forfeit_score" => ResultForfeitScore { scores, win_for, loss_against },
        "result_points_out_of_range" => ResultPointsOutOfRange { points, max },
        "result_unsigned" => ResultUnsigned {},
        "signer_not_loser" => SignerNotLoser { signer, losers },
        "result_conflict" => ResultConflict { round, table, recorded, given },
        "result_already_recorded" => ResultAlreadyRecorded { round, table },
        "no_result_to_correct" => NoResultToCorrect { round, table },
        "match_rules_differ" => MatchRulesDiffer { fields },
        "match_not_finished" => MatchNotFinished {},
        "match_players_not_at_table" => MatchPlayersNotAtTable { expected, given },
        "payload_too_large" => PayloadTooLarge { bytes, max },
        "payload_unsupported_version" => PayloadUnsupportedVersion { version },
        "payload_malformed" => PayloadMalformed { message: skip },
        "payload_other_tournament" => PayloadOtherTournament { expected, given },
        "payload_rules_too_large" => PayloadRulesTooLarge { bytes, max },
        "payload_duplicate_key" => PayloadDuplicateKey { key },
        "payload_value_out_of_range" => PayloadValueOutOfRange { field, value, min, max },
        "result_score_impossible" => ResultScoreImpossible { pair, points, min, max },
        "tournament_mode_mismatch" => TournamentModeMismatch { mode, expected },
        "player_number_out_of_range" => PlayerNumberOutOfRange { player, max },
        "player_number_taken" => PlayerNumberTaken { player },
        "too_many_players" => TooManyPlayers { max },
        "player_unnamed" => PlayerUnnamed { player },
        "player_name_taken" => PlayerNameTaken { name, player, other },
        "unknown_player" => UnknownPlayer { player },
        "player_withdrawn" => PlayerWithdrawn { player },
        "too_few_players" => TooFewPlayers { active },
        "player_not_in_round" => PlayerNotInRound { player },
        "player_twice_in_round" => PlayerTwiceInRound { player },
        "sit_out_count" => SitOutCount { active, expected, given },
        "team_unnamed" => TeamUnnamed {},
        "team_name_taken" => TeamNameTaken { team },
        "team_size" => TeamSize { team, size, expected },
        "pair_in_two_teams" => PairInTwoTeams { pair, team, other },
        "player_in_two_teams" => PlayerInTwoTeams { player, team, other },
    }
}

impl FromParam for PlayerId {
    fn from_param(value: &serde_json::Value) -> Option<PlayerId> {
        u32::from_param(value).map(PlayerId)
    }
}

impl FromParam for PairId {
    fn from_param(value: &serde_json::Value) -> Option<PairId> {
        u32::from_param(value).map(PairId)
    }
}
