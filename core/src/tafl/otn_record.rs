//! OpenTafl's game records (OTN, section 4 of its notation): `[tag:value]`
//! lines, the rules string, then numbered turns of two moves each,
//! `1. g1-g4 g5-c5xb5/c4`. So a Königszabel game opens in OpenTafl and
//! other tafl programs, and one of theirs opens in Zabel.
//!
//! ```text
//! [variant:Königszabel]
//! [result:-1]
//! [termination:defenders (king escaped)]
//! dim:13 esc:c atkf:y ks:m cenp:K cens:K corp:K cors:K sw:n efe:n start:/4ttttt4/…/
//!
//! 1. g2-c2 g5-c5xb5/c4
//! ```
//!
//! Zabel writes the plain algebraic moves of K9. Reading also takes what
//! OpenTafl adds: a piece letter before a move (`Ke5-e1`), `+` when the king
//! may be captured next and `-` when he has a route out. Captures and the
//! `++`/`--` end marks, where written, must be what the board gives, so a
//! record that reads is a game that was legal; a record may leave them out.
//! A resignation is OTN's `---` in the place of the resigning side's move;
//! one made while the other side was to move has no place there and is
//! said by the tags alone.

use super::game::Game;
use super::moves::{Move, ParseMoveError, WrittenMove};
use super::otn::{from_otn, read_rules, rules_string};
use super::piece::Side;
use super::position::{Outcome, Position};
use super::record::{RecordError, RecordErrorKind, result_text};

/// OTN's move that gives the game up.
const RESIGNATION: &str = "---";

/// Whether `text` looks like an OTN game record rather than K9: its first
/// line that says something is a tag or the rules string.
pub fn is_otn_record(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .is_some_and(|line| line.starts_with('[') || line.starts_with("dim:"))
}

impl Game {
    /// This game as an OpenTafl game record.
    pub fn to_otn_record(&self) -> String {
        let winner = match (self.resigned(), self.outcome()) {
            (Some(side), _) => Some(side.opponent()),
            (None, outcome) => outcome.and_then(Outcome::winner),
        };
        let result = match winner {
            _ if !self.is_over() => "?",
            None => "0",
            Some(Side::Attackers) => "1",
            Some(Side::Defenders) => "-1",
        };
        let mut text = format!("[variant:Königszabel]\n[result:{result}]\n");
        if self.is_over() {
            text += &format!("[termination:{}]\n", result_text(self));
        }
        text += &rules_string(self.start());
        text += "\n\n";
        let mut moves: Vec<String> = self.plies().iter().map(ToString::to_string).collect();
        if self.resigned() == Some(self.position().turn()) {
            moves.push(RESIGNATION.to_owned());
        }
        for (index, turn) in moves.chunks(2).enumerate() {
            text += &format!("{}. {}\n", index + 1, turn.join(" "));
        }
        text
    }

    /// Reads and replays an OpenTafl game record. Errors name the line and
    /// the reason.
    pub fn from_otn_record(text: &str) -> Result<Game, RecordError> {
        let mut start: Option<Position> = None;
        let mut game: Option<Game> = None;
        let mut turns = 0;
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let at = |kind| RecordError { line, kind };
            let content = raw.trim();
            // Tags before the moves; after them, `[…|…]` is commentary.
            if content.is_empty() || content.starts_with('[') {
                continue;
            }
            if game.is_none() && start.is_none() {
                if !content.starts_with("dim:") {
                    return Err(at(RecordErrorKind::NotARecord));
                }
                start = Some(read_rules(content).map_err(|why| at(RecordErrorKind::Rules(why)))?);
                continue;
            }
            if game.is_none() && content.starts_with('/') {
                // A start other than the rules' own.
                let turn = start.as_ref().map_or(Side::Attackers, Position::turn);
                let rules = start.as_ref().map(Position::rules).unwrap_or_default();
                let position =
                    from_otn(content, turn).map_err(|why| at(RecordErrorKind::Rules(format!("start: {why}"))))?;
                start = Some(position.with_rules(rules));
                continue;
            }
            let game = game.get_or_insert_with(|| Game::from_position(start.take().expect("read before the moves")));
            turns += 1;
            read_turn(game, turns, content).map_err(at)?;
        }
        match (game, start) {
            (Some(game), _) => Ok(game),
            (None, Some(start)) => Ok(Game::from_position(start)),
            (None, None) => Err(RecordError { line: text.lines().count().max(1), kind: RecordErrorKind::NotARecord }),
        }
    }
}

/// `<turn>. <move> [<move>]`: the second move is missing when the game ended.
fn read_turn(game: &mut Game, turn: usize, content: &str) -> Result<(), RecordErrorKind> {
    let fields: Vec<&str> = content.split_whitespace().collect();
    let (number, moves) = fields.split_first().expect("the line is not blank");
    if number.strip_suffix('.').and_then(|n| n.parse::<usize>().ok()) != Some(turn) {
        return Err(RecordErrorKind::PlyNumber { expected: turn, found: (*number).to_owned() });
    }
    if moves.is_empty() || moves.len() > 2 {
        return Err(RecordErrorKind::MoveFields(fields.len()));
    }
    for text in moves {
        if *text == RESIGNATION {
            let side = game.position().turn();
            game.resign(side).map_err(RecordErrorKind::Illegal)?;
            continue;
        }
        let written = read_move(text)?;
        let ply = game.play(written.mv()).map_err(RecordErrorKind::Illegal)?;
        if let Written::Full(written) = written
            && !written.agrees_with(&ply)
        {
            return Err(RecordErrorKind::Captures { written: (*text).to_owned(), actual: ply.to_string() });
        }
    }
    Ok(())
}

/// A move as OpenTafl writes it: with its captures and end mark, or only
/// where it goes.
enum Written {
    Full(WrittenMove),
    Bare(Move),
}

impl Written {
    fn mv(&self) -> Move {
        match self {
            Written::Full(written) => written.mv,
            Written::Bare(mv) => *mv,
        }
    }
}

fn read_move(text: &str) -> Result<Written, RecordErrorKind> {
    let bad = || RecordErrorKind::MoveText(ParseMoveError(text.to_owned()).to_string());
    // A piece letter stands before a square's file letter.
    let mut chars = text.chars();
    let rest = match (chars.next(), chars.next()) {
        (Some('t' | 'T' | 'K' | 'k'), Some(second)) if second.is_ascii_lowercase() => &text[1..],
        _ => text,
    };
    // OpenTafl's hints about the king's next move, not K9's end marks.
    let rest = match rest.strip_suffix('+').or_else(|| rest.strip_suffix('-')) {
        Some(hint) if !hint.ends_with(['+', '-']) => hint,
        _ => rest,
    };
    let written: WrittenMove = rest.parse().map_err(|_| bad())?;
    let marked = rest.contains('x') || written.king_captured || written.king_escaped;
    Ok(if marked { Written::Full(written) } else { Written::Bare(written.mv) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;

    fn game_of(start: Position, moves: &[&str]) -> Game {
        let mut game = Game::from_position(start);
        for mv in moves {
            game.play(mv.parse().unwrap()).unwrap();
        }
        game
    }

    #[test]
    fn a_game_reads_back_from_its_otn_record() {
        let escaped = game_of("13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d shieldwall".parse().unwrap(), &["a4-a1"]);
        let opening = game_of(Position::start(Rules::default()), &["g2-c2", "g5-c5", "e1-e3"]);
        for game in [escaped, opening, Game::new(Rules { shieldwall: true })] {
            let record = game.to_otn_record();
            assert!(is_otn_record(&record), "{record}");
            assert_eq!(Game::from_otn_record(&record), Ok(game), "{record}");
        }
    }

    #[test]
    fn an_otn_record_says_the_result_and_pairs_the_moves_by_turn() {
        let game = game_of(Position::start(Rules::default()), &["g2-c2", "g5-c5", "e1-e3"]);
        let record = game.to_otn_record();
        assert!(record.starts_with("[variant:Königszabel]\n[result:?]\ndim:13 esc:c atkf:y"), "{record}");
        assert!(record.ends_with("\n\n1. g2-c2 g5-c5\n2. e1-e3\n"), "{record}");
        let escaped = game_of("13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d".parse().unwrap(), &["a4-a1"]);
        let record = escaped.to_otn_record();
        assert!(record.contains("[result:-1]\n[termination:defenders (king escaped)]\n"), "{record}");
        assert!(record.contains(" atkf:n ") && record.ends_with("\n1. a4-a1--\n"), "{record}");
    }

    #[test]
    fn a_resignation_is_the_resigning_sides_move() {
        let mut game = game_of(Position::start(Rules::default()), &["g2-c2"]);
        game.resign(Side::Defenders).unwrap();
        let record = game.to_otn_record();
        assert!(record.contains("[result:1]\n[termination:attackers (defenders resigned)]\n"), "{record}");
        assert!(record.ends_with("\n1. g2-c2 ---\n"), "{record}");
        assert_eq!(Game::from_otn_record(&record), Ok(game));
        // Nothing is played after it.
        let after = Game::from_otn_record(&record.replace("---", "--- \n2. e1-e3")).unwrap_err();
        assert!(matches!(after.kind, RecordErrorKind::Illegal(_)), "{after}");
        // Given up while the other side was to move: OTN has no place for
        // that, so only the tags say it.
        let mut early = game_of(Position::start(Rules::default()), &["g2-c2"]);
        early.resign(Side::Attackers).unwrap();
        let record = early.to_otn_record();
        assert!(record.contains("[result:-1]\n[termination:defenders (attackers resigned)]\n"), "{record}");
        assert!(record.ends_with("\n1. g2-c2\n"), "{record}");
    }

    #[test]
    fn opentafls_own_marks_are_read_and_checked() {
        let start = "13/13/13/13/13/13/13/13/13/k12/13/13/4a8 d";
        let rules = rules_string(&start.parse().unwrap());
        // A piece letter, OpenTafl's hint marks, and captures left out all read.
        let played = Game::from_otn_record(&format!("[event:club]\n{rules}\n1. Ka4-a2- e1-d1\n2. a2-a1--\n")).unwrap();
        assert_eq!(played.outcome().and_then(Outcome::winner), Some(Side::Defenders));
        // A written end mark the board does not give is refused on its line.
        let wrong = Game::from_otn_record(&format!("{rules}\n\n1. a4-a2-- e1-d1\n")).unwrap_err();
        assert_eq!((wrong.line, matches!(wrong.kind, RecordErrorKind::Captures { .. })), (3, true));
        let illegal = Game::from_otn_record(&format!("{rules}\n1. a4-b5\n")).unwrap_err();
        assert!(matches!(illegal.kind, RecordErrorKind::Illegal(_)), "{illegal}");
        let skipped = Game::from_otn_record(&format!("{rules}\n2. a4-a2\n")).unwrap_err();
        assert_eq!(skipped.kind, RecordErrorKind::PlyNumber { expected: 1, found: "2.".to_owned() });
    }

    #[test]
    fn rules_zabel_cannot_play_are_named_on_their_line() {
        let err = Game::from_otn_record("[variant:Copenhagen]\ndim:11 atkf:n start:/11/\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(matches!(&err.kind, RecordErrorKind::Rules(why) if why.contains("11×11")), "{err}");
        assert_eq!(Game::from_otn_record("1. a4-a2\n").unwrap_err().kind, RecordErrorKind::NotARecord);
        assert_eq!(Game::from_otn_record("").unwrap_err().kind, RecordErrorKind::NotARecord);
        assert!(!is_otn_record("Format: zabel-tafl 1\n") && is_otn_record("\n  [result:1]\n"));
    }
}
