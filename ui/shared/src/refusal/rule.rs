//! The core's refusals ([`RuleError`]) in the player's language.

use tranque::{FileLimit, Finish, MINUTE_MS, MatchEnd, Opener, RuleError, RulesProblem};

use super::{Words, side_label, tile_list, unknown};

impl Words<'_> {
    /// The core's refusals.
    pub(super) fn rule(&self, err: &RuleError) -> String {
        let l = self.locale;
        match err {
            RuleError::UnknownTile { text } => tr!(l, error_unknown_tile, text = text),
            RuleError::TileRepeated { tile } => tr!(l, error_tile_repeated, tile = tile),
            RuleError::TooManyTiles { seat, count } => tr!(
                l,
                error_too_many_tiles,
                who = self.seat(*seat),
                count = count
            ),
            RuleError::DominoPlayerHoldsTiles { seat, pips: 0, .. } => tr!(
                l,
                error_domino_player_holds_tiles_no_pips,
                who = self.seat(*seat)
            ),
            RuleError::DominoPlayerHoldsTiles { seat, pips, .. } => tr!(
                l,
                error_domino_player_holds_tiles,
                who = self.seat(*seat),
                pips = pips
            ),
            RuleError::EmptyHand { seat } => tr!(l, error_empty_hand, who = self.seat(*seat)),
            RuleError::ImpossibleBlock { tiles } => {
                tr!(l, error_impossible_block, tiles = tile_list(tiles))
            }
            RuleError::PipsOutOfRange { seat, pips } => tr!(
                l,
                error_pips_out_of_range,
                who = self.seat(*seat),
                pips = pips
            ),
            RuleError::PipsTotalOutOfRange { total } => {
                tr!(l, error_pips_total_out_of_range, total = total)
            }
            RuleError::PipsZeroTwice { first, second } => {
                let both = [self.seat(*first), self.seat(*second)];
                tr!(l, error_pips_zero_twice, who = self.all_of(&both))
            }
            RuleError::PipsOverLargestTiles { total, tiles, max } => tr!(
                l,
                error_pips_over_largest_tiles,
                total = total,
                tiles = tiles,
                max = max
            ),
            RuleError::PipsOverBlock { total, max } => {
                tr!(l, error_pips_over_block, total = total, max = max)
            }
            RuleError::BadNumber { text } => tr!(l, error_bad_number, text = text),
            RuleError::SeatCountMismatch { seats, given } => {
                tr!(l, error_seat_count_mismatch, seats = seats, given = given)
            }
            RuleError::BadSeatCount { seats } => tr!(l, error_bad_seat_count, seats = seats),
            RuleError::PairsNeedFourSeats { seats } => {
                tr!(l, error_pairs_need_four_seats, seats = seats)
            }
            // The seat is not at the table: it has no player to name.
            RuleError::NoSuchSeat { seat, seats } => tr!(
                l,
                error_no_such_seat,
                seat = u32::from(seat.0) + 1,
                seats = seats
            ),
            RuleError::NoSuchSide { side, .. } => {
                tr!(l, error_no_such_side, side = side_label(*side))
            }
            RuleError::UnknownSide { text } => tr!(l, error_unknown_side, text = text),
            RuleError::MatchFinished { how } => match how {
                MatchEnd::Target => tr!(l, error_match_finished_target),
                MatchEnd::Time => tr!(l, error_match_finished_time),
                MatchEnd::Forfeit { .. } => tr!(l, error_match_finished_forfeit),
            },
            RuleError::OpenerRequired { expected } => match *expected {
                Opener::Seat(seat) => tr!(l, error_opener_required_seat, who = self.seat(seat)),
                Opener::DoubleSix => tr!(l, error_opener_required_six),
                Opener::Anyone => tr!(l, error_opener_required_anyone),
                Opener::Side(side) => {
                    let (side, who) = self.side(side);
                    tr!(l, error_opener_required_side, who = who, side = side)
                }
            },
            RuleError::WrongOpener { given, expected } => {
                let given = self.seat(*given);
                match *expected {
                    Opener::Seat(seat) => tr!(
                        l,
                        error_wrong_opener_seat,
                        given = given,
                        who = self.seat(seat)
                    ),
                    Opener::DoubleSix => tr!(l, error_wrong_opener_six, given = given),
                    Opener::Side(side) => {
                        let (side, who) = self.side(side);
                        tr!(
                            l,
                            error_wrong_opener_side,
                            given = given,
                            who = who,
                            side = side
                        )
                    }
                    Opener::Anyone => tr!(l, error_wrong_opener, given = given),
                }
            }
            RuleError::RedealNotAllowed {
                doubles,
                threshold: Some(threshold),
            } => tr!(
                l,
                error_redeal_not_allowed,
                doubles = doubles,
                threshold = threshold
            ),
            RuleError::RedealNotAllowed { .. } => tr!(l, error_redeal_not_allowed_all_doubles),
            RuleError::DoublesOutOfRange { doubles } => {
                tr!(l, error_doubles_out_of_range, doubles = doubles)
            }
            RuleError::UnknownPenalty { fault } => {
                tr!(l, error_unknown_penalty, fault = self.fault(fault))
            }
            RuleError::PenaltyPointsMismatch {
                fault,
                given,
                expected,
            } => tr!(
                l,
                error_penalty_points_mismatch,
                fault = self.fault(fault),
                given = given,
                expected = expected
            ),
            // The only decision that can be refused is playing on.
            RuleError::DecisionNotAllowed { fault, .. } => {
                tr!(l, error_decision_not_allowed, fault = self.fault(fault))
            }
            RuleError::NoTimeLimit => tr!(l, error_no_time_limit),
            RuleError::ClockAlreadyStarted { .. } => tr!(l, error_clock_already_started),
            RuleError::ClockNotStarted => tr!(l, error_clock_not_started),
            RuleError::ClockNotRunning => tr!(l, error_clock_not_running),
            RuleError::ClockNotPaused => tr!(l, error_clock_not_paused),
            // The shell stamps the times: only the phone's clock can go back.
            RuleError::ClockWentBackwards { .. } => tr!(l, error_clock_went_backwards),
            RuleError::TimeNotUp {
                elapsed_ms,
                limit_ms,
            } => tr!(
                l,
                error_time_not_up,
                played = elapsed_ms.max(&0) / MINUTE_MS,
                limit = limit_ms / MINUTE_MS
            ),
            RuleError::TimeAlreadyUp => tr!(l, error_time_already_up),
            RuleError::InvalidRules { problem } => self.rules_problem(problem),
            RuleError::UnknownPreset { text } => tr!(l, error_unknown_preset, text = text),
            RuleError::UnknownMode { text } => tr!(l, error_unknown_mode, text = text),
            RuleError::NoSuchEvent { index, len } => {
                tr!(l, error_no_such_event, number = index + 1, len = len)
            }
            RuleError::UnknownFormat { format } => tr!(l, error_unknown_format, format = format),
            RuleError::UnsupportedVersion { version } => {
                tr!(l, error_unsupported_version, version = version)
            }
            // Without a place (0): a file read by another reader.
            RuleError::Malformed { line: 0, .. } => tr!(l, error_malformed),
            RuleError::Malformed { line, column, .. } => {
                tr!(l, error_malformed_at, line = line, column = column)
            }
            RuleError::UnknownField {
                field,
                line,
                column,
                ..
            } => tr!(
                l,
                error_unknown_field,
                field = field,
                line = line,
                column = column
            ),
            RuleError::DuplicateField {
                field,
                line,
                column,
                ..
            } => tr!(
                l,
                error_duplicate_field,
                field = field,
                line = line,
                column = column
            ),
            RuleError::OverLimit {
                limit,
                found,
                max,
                line,
                column,
                ..
            } => self.over_limit(*limit, *found, *max, *line, *column),
            RuleError::InvalidEvent { error, .. } => self.rule(error),
            RuleError::FinishNotScored { finish, .. } => {
                tr!(l, error_finish_not_scored, finish = self.finish(*finish))
            }
            // A refusal a newer core added: its code is known to the core, so
            // its English message is the best there is.
            other => unknown(l, &other.to_string()),
        }
    }

    /// `over_limit`, by the limit.
    fn over_limit(
        &self,
        limit: FileLimit,
        found: usize,
        max: usize,
        line: usize,
        column: usize,
    ) -> String {
        let l = self.locale;
        match limit {
            FileLimit::Events => tr!(l, error_over_limit_events, found = found, max = max),
            FileLimit::Penalties => {
                tr!(l, error_over_limit_penalties, found = found, max = max)
            }
            FileLimit::Items => tr!(
                l,
                error_over_limit_items,
                found = found,
                max = max,
                line = line,
                column = column
            ),
            FileLimit::Fields => tr!(
                l,
                error_over_limit_fields,
                found = found,
                max = max,
                line = line,
                column = column
            ),
            FileLimit::Text => tr!(
                l,
                error_over_limit_text,
                found = found,
                max = max,
                line = line,
                column = column
            ),
            FileLimit::Depth => tr!(
                l,
                error_over_limit_depth,
                max = max,
                line = line,
                column = column
            ),
        }
    }

    /// `invalid_rules`, by the rule at fault.
    pub(super) fn rules_problem(&self, problem: &RulesProblem) -> String {
        let l = self.locale;
        match problem {
            RulesProblem::Target { value, .. } => tr!(l, error_invalid_rules_target, value = value),
            RulesProblem::RedealDoubles { value } => {
                tr!(l, error_invalid_rules_redeal_doubles, value = value)
            }
            RulesProblem::TimeLimit { minutes, .. } => {
                tr!(l, error_invalid_rules_time_limit, value = minutes)
            }
            RulesProblem::PenaltyTooHigh { fault, points, .. } => tr!(
                l,
                error_invalid_rules_penalty_points,
                fault = self.fault(fault),
                points = points
            ),
            RulesProblem::PenaltyTwice { fault } => tr!(
                l,
                error_invalid_rules_penalty_twice,
                fault = self.fault(fault)
            ),
            RulesProblem::TooManyPenalties { count, max } => tr!(
                l,
                error_invalid_rules_too_many_penalties,
                count = count,
                max = max
            ),
            RulesProblem::FaultNameTooLong { chars, max } => tr!(
                l,
                error_invalid_rules_fault_name_too_long,
                chars = chars,
                max = max
            ),
            RulesProblem::BatidasNeedHands => tr!(l, error_invalid_rules_batidas_need_hands),
            RulesProblem::BatidaTooHigh { value, max } => tr!(
                l,
                error_invalid_rules_batida_too_high,
                value = value,
                max = max
            ),
            RulesProblem::CapicuaNeedsPips => tr!(l, error_invalid_rules_capicua_needs_pips),
            RulesProblem::CapicuaPoints { value, max } => tr!(
                l,
                error_invalid_rules_capicua_points,
                value = value,
                max = max
            ),
            RulesProblem::CapicuaMultiplier { value, max } => tr!(
                l,
                error_invalid_rules_capicua_multiplier,
                value = value,
                max = max
            ),
        }
    }

    /// How a domino went out, as the explanations say it: "batida de carroça".
    fn finish(&self, finish: Finish) -> String {
        let l = self.locale;
        match finish {
            Finish::Simple => tr!(l, explain_finish_simple),
            Finish::Carroca => tr!(l, explain_finish_carroca),
            Finish::LaELo => tr!(l, explain_finish_la_e_lo),
            Finish::Cruzada => tr!(l, explain_finish_cruzada),
            Finish::Capicua => tr!(l, explain_finish_capicua),
        }
    }
}
