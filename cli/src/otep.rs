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

/// The rules a `rules` line asks for, or why they cannot be played.
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

struct Engine {
    level: &'static Level,
    seed: u64,
    game: Game,
    /// The host's remaining time for the side to move, in milliseconds.
    clock: Option<u64>,
}

impl Engine {
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
    let mut engine = Engine { level, seed: args.seed, game: Game::new(Rules::default()), clock: None };
    let mut out = io::stdout().lock();
    writeln!(out, "hello")?;
    out.flush()?;
    for line in io::stdin().lock().lines() {
        let line = line?;
        let mut words = line.split_whitespace();
        let answer = match words.next() {
            Some("rules") => match read_rules(&line["rules".len()..]) {
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
            Some("goodbye") => break,
            _ => None,
        };
        if let Some(answer) = answer {
            writeln!(out, "{answer}")?;
            out.flush()?;
        }
    }
    Ok(())
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
}
