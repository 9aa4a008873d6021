//! `zabel engine otep`: a Königszabel level speaking the OpenTafl Engine
//! Protocol (PROTOCOLS.md), so OpenTafl and other OTEP hosts can play it.
//!
//! Positions are OTN strings: ranks between slashes, rank 1 first, `t`
//! attacker, `T` defender, `K` king, digits for runs of empty squares. The
//! engine keeps the game's history itself (for K8.4 and K8.5) and trusts the
//! host's positions: when one disagrees with its own, it starts over from
//! the host's. Rules it cannot play (another board size, edge escapes, edge
//! forts, defenders moving first) are refused with `error -1`.

use std::io::{self, BufRead, Write};
use std::time::Duration;

use zabel_core::ai::tafl::{self, Level};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Move, Position, Rules, Side, from_otn, to_otn};

#[derive(clap::Args)]
pub struct Args {
    /// The level to play at, 1..8 (default: the strongest).
    #[arg(long, default_value_t = tafl::LEVELS[tafl::LEVELS.len() - 1].number)]
    level: u8,
    /// Seed for the engine's choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The rules a `rules` line asks for, or why they cannot be played. Only
/// `key:value` words count, so the line may be passed whole.
pub fn read_rules(line: &str) -> Result<(Rules, Option<String>), String> {
    let mut rules = Rules::default();
    let mut start = None;
    for pair in line.split_whitespace() {
        let Some((key, value)) = pair.split_once(':') else { continue };
        match (key, value) {
            ("dim", "13") | ("esc", "c") | ("atkf", "y") | ("efe", "n") | ("sw", "n") => {}
            ("sw", _) => rules.shieldwall = true,
            ("dim", other) => return Err(format!("a {other}×{other} board (Königszabel is 13×13)")),
            ("esc", other) => return Err(format!("escape '{other}' (the king escapes to the corners, K8.1)")),
            ("atkf", _) => return Err("defenders moving first (the attackers begin, K2)".to_owned()),
            ("efe", _) => return Err("edge forts".to_owned()),
            ("start", position) => start = Some(position.to_owned()),
            // King strength, throne and corner keys: played by RULES.md Part K.
            _ => {}
        }
    }
    Ok((rules, start))
}

pub struct Engine {
    level: &'static Level,
    seed: u64,
    game: Game,
    /// The host's remaining time for the side to move, in milliseconds.
    clock: Option<u64>,
}

impl Engine {
    pub fn new(level: &'static Level, seed: u64) -> Engine {
        Engine { level, seed, game: Game::new(Rules::default()), clock: None }
    }

    /// The game as the engine keeps it, its own moves included.
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn restart(&mut self, position: Position) {
        self.game = Game::from_position(position.with_rules(self.game.rules()));
    }

    /// Plays the host's move; starts over from the host's position if they disagree.
    fn opponent_move(&mut self, text: &str, after: Option<&str>) -> Result<(), String> {
        let turn = self.game.position().turn().opponent();
        let mv: Option<Move> = text
            .split(['x', '+', '-'])
            .collect::<Vec<_>>()
            .get(..2)
            .and_then(|parts| format!("{}-{}", parts[0], parts[1]).parse().ok());
        let played = mv.is_some_and(|mv| self.game.play(mv).is_ok());
        if let Some(after) = after {
            let position = from_otn(after, turn)?;
            if !played || !same_board(self.game.position(), &position) {
                self.restart(position);
            }
        } else if !played {
            return Err(format!("'{text}' is not a legal move here"));
        }
        Ok(())
    }

    fn play(&mut self, side: Side) -> Result<Move, String> {
        if self.game.position().turn() != side {
            let board = to_otn(self.game.position());
            self.restart(from_otn(&board, side)?);
        }
        let mut budget = self.level.budget;
        if let Some(left) = self.clock {
            // A twentieth of what is left, never more than the level's own cap.
            let share = Duration::from_millis(left / 20);
            budget = Budget { time: Some(budget.time.map_or(share, |cap| cap.min(share))), ..budget };
        }
        let mut engine = self.level.engine(self.seed ^ self.game.plies().len() as u64);
        let decision = engine.decide(&self.game, &budget, &Cancel::new()).map_err(|e| e.to_string())?;
        self.game.play(decision.mv).map_err(|e| e.to_string())?;
        Ok(decision.mv)
    }
}

fn same_board(a: &Position, b: &Position) -> bool {
    to_otn(a) == to_otn(b) && a.turn() == b.turn()
}

pub fn run(args: &Args) -> io::Result<()> {
    let level = tafl::by_number(args.level).ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, format!("there is no level {} (1..8)", args.level))
    })?;
    let mut engine = Engine::new(level, args.seed);
    let mut out = io::stdout().lock();
    writeln!(out, "hello")?;
    out.flush()?;
    for line in io::stdin().lock().lines() {
        match answer(&mut engine, &line?) {
            Reply::Line(answer) => {
                writeln!(out, "{answer}")?;
                out.flush()?;
            }
            Reply::Silent => {}
            Reply::Goodbye => break,
        }
    }
    Ok(())
}

/// What the engine says to one line of the host.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Line(String),
    Silent,
    Goodbye,
}

pub fn answer(engine: &mut Engine, line: &str) -> Reply {
    let mut words = line.split_whitespace();
    let answer = match words.next() {
        Some("rules") => match read_rules(line) {
            Ok((rules, start)) => {
                let position = match start {
                    Some(otn) => from_otn(&otn, Side::Attackers).map(|p| p.with_rules(rules)),
                    None => Ok(Position::start(rules)),
                };
                match position {
                    Ok(position) => {
                        engine.game = Game::from_position(position);
                        None
                    }
                    Err(why) => Some(format!("error -1 {why}")),
                }
            }
            Err(why) => Some(format!("error -1 cannot play {why}")),
        },
        Some("position") => {
            let turn = engine.game.position().turn();
            match words.next().map(|otn| from_otn(otn, turn)) {
                Some(Ok(position)) if !same_board(engine.game.position(), &position) => {
                    engine.restart(position);
                    None
                }
                Some(Ok(_)) => None,
                Some(Err(why)) => Some(format!("status {why}")),
                None => Some("status position: which?".to_owned()),
            }
        }
        Some("opponent-move") => {
            let mv = words.next().unwrap_or_default();
            engine.opponent_move(mv, words.next()).err().map(|why| format!("status {why}"))
        }
        Some("clock") => {
            let times: Vec<u64> = words.take(2).filter_map(|w| w.parse().ok()).collect();
            if let [attackers, defenders] = times[..] {
                engine.clock =
                    Some(if engine.game.position().turn() == Side::Attackers { attackers } else { defenders });
            }
            None
        }
        Some("play") => {
            let side = if words.next() == Some("defenders") { Side::Defenders } else { Side::Attackers };
            Some(match engine.play(side) {
                Ok(mv) => format!("move {mv}"),
                Err(why) => format!("status cannot move: {why}"),
            })
        }
        Some("move") => {
            // The host's position after our move.
            let turn = engine.game.position().turn();
            if let Some(Ok(position)) = words.next().map(|otn| from_otn(otn, turn)) {
                if !same_board(engine.game.position(), &position) {
                    engine.restart(position);
                }
            }
            None
        }
        Some("error") => {
            // Our move was refused: take it back; the host asks again.
            engine.game.undo();
            None
        }
        Some("goodbye") => return Reply::Goodbye,
        _ => None,
    };
    answer.map_or(Reply::Silent, Reply::Line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_it_cannot_play_are_named() {
        let seed = "dim:13 esc:c atkf:y ks:m cenp:K cens:K corp:K cors:K sw:n efe:n";
        assert_eq!(read_rules(seed).unwrap(), (Rules::default(), None));
        assert!(read_rules(&format!("{seed} sw:y")).unwrap().0.shieldwall);
        assert!(read_rules("dim:11").unwrap_err().contains("11×11"));
        assert!(read_rules("esc:e").unwrap_err().contains("escape"));
        assert!(read_rules("efe:y").unwrap_err().contains("edge forts"));
        assert!(read_rules("atkf:n").unwrap_err().contains("defenders moving first"));
    }

    #[test]
    fn spaces_of_any_kind_may_stand_before_a_command() {
        // Three no-break spaces are six bytes: cutting "rules" off by its
        // length once cut into a character and crashed the engine; now the
        // line is read whole.
        let mut engine = Engine::new(tafl::by_number(1).unwrap(), 5);
        let reply = answer(&mut engine, "\u{a0}\u{a0}\u{a0}rules dim:11");
        assert_eq!(reply, Reply::Line("error -1 cannot play a 11×11 board (Königszabel is 13×13)".to_owned()));
        assert!(matches!(answer(&mut engine, "\tplay attackers"), Reply::Line(mv) if mv.starts_with("move ")));
    }

    use proptest::prelude::*;

    /// A word a host might send: a command, a rules key, a board, a move,
    /// a number, or anything at all; spaces of any kind between words.
    fn word() -> impl Strategy<Value = String> {
        prop_oneof![
            proptest::sample::select(vec![
                "rules",
                "position",
                "opponent-move",
                "clock",
                "play",
                "move",
                "error",
                "attackers",
                "defenders",
                "dim:13",
                "dim:11",
                "esc:c",
                "esc:e",
                "sw:y",
                "atkf:n",
                "efe:y",
                "a4-a1",
                "g5-c5",
                "d1-d4x",
            ])
            .prop_map(str::to_owned),
            Just("start:/4ttttt4/6t6/13/13/t5T5t/t4TTT4t/tt2TTKTT2tt/t4TTT4t/t5T5t/13/13/6t6/4ttttt4/".to_owned()),
            Just("/4t8/13/13/K12/13/13/13/13/13/13/13/t12/13/".to_owned()),
            "[a-n][0-9]{1,2}[-x][a-n][0-9]{1,2}",
            (0u64..100_000).prop_map(|n| n.to_string()),
            "[/tTK0-9]{0,20}",
            "\\PC{0,5}",
        ]
    }

    fn space() -> impl Strategy<Value = &'static str> {
        proptest::sample::select(vec![" ", "  ", "\t", "\u{a0}", "\u{3000}", "\u{2003}"])
    }

    fn line() -> impl Strategy<Value = String> {
        (proptest::collection::vec(space(), 0..4), proptest::collection::vec((word(), space()), 0..8))
            .prop_map(|(lead, words)| words.into_iter().fold(lead.concat(), |line, (w, s)| line + &w + s))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// A session of any lines a host may send: the engine answers each
        /// without a crash, and every move it names is legal where it played it.
        #[test]
        fn any_host_conversation_is_answered_without_a_crash(lines in proptest::collection::vec(line(), 1..12)) {
            let mut engine = Engine::new(tafl::by_number(1).unwrap(), 5);
            for line in &lines {
                if let Reply::Line(reply) = answer(&mut engine, line) {
                    if let Some(mv) = reply.strip_prefix("move ") {
                        // The move named is the one the engine played in its own game.
                        let played = engine.game().plies().last().map(|ply| ply.mv.to_string());
                        prop_assert_eq!(played.as_deref(), Some(mv), "{}", line);
                    }
                }
            }
        }
    }
}
