//! An outside engine that speaks the TCG protocol, as an [`Engine`] for the
//! arena. See `tcg.rs` for the protocol; this is the other end of it.

use std::time::Duration;
use zabel_core::einstein::DicePosition;

use zabel_core::ai::{Budget, Cancel};

use zabel_core::ai::Engine;
use zabel_core::ai::einstein::{Decision, MoveStat};
use zabel_core::einstein::Einstein;
use zabel_core::einstein::{Move, Piece, PlayError, Position, Roll, Setup, Side, Square, Stone};

use crate::outside::Process;

pub struct TcgEngine {
    command: String,
    process: Process,
    timeout: Duration,
    /// A failure during setup, reported at the engine's first move.
    broken: Option<String>,
}

impl TcgEngine {
    /// Starts `command` with the shell; an answer that takes longer than
    /// `timeout` forfeits the game, so a hanging engine cannot stop the arena.
    pub fn start(command: &str, timeout: Duration) -> std::io::Result<TcgEngine> {
        let process = Process::start(command, "exit")?;
        Ok(TcgEngine { command: command.to_owned(), process, timeout, broken: None })
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        self.process.send(line).map_err(|e| format!("cannot write to the engine: {e}"))?;
        let answer = self.process.receive(self.timeout).map_err(|silence| silence.to_string())?;
        Ok(answer.trim().to_owned())
    }

    fn refuse(&self, why: String) -> PlayError {
        PlayError::Illegal {
            mv: format!("({} said: {why})", self.command),
            roll: "-".to_owned(),
            legal: "a legal move".to_owned(),
        }
    }
}

fn square_text(square: Option<Square>) -> String {
    square.map_or_else(|| "0".to_owned(), |s| s.to_string().to_uppercase())
}

impl Engine<Einstein> for TcgEngine {
    fn name(&self) -> String {
        format!("tcg:{}", self.command)
    }

    fn setup(&mut self, side: Side) -> Setup {
        let placed = self.ask(&format!("ini {}", side.letter())).and_then(|answer| {
            let squares: Vec<Square> = answer
                .split_whitespace()
                .map(|s| s.parse::<Square>().map_err(|e| e.to_string()))
                .collect::<Result<_, _>>()?;
            let placements: Vec<(Stone, Square)> = Stone::ALL.iter().copied().zip(squares).collect();
            if placements.len() != 6 {
                return Err(format!("'{answer}' is not six squares"));
            }
            Setup::from_placements(side, &placements).map_err(|e| e.to_string())
        });
        placed.unwrap_or_else(|why| {
            self.broken = Some(format!("bad setup: {why}"));
            Setup::ordered()
        })
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        _budget: &Budget,
        _cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let moves = position.legal_moves(roll)?;
        if let Some(why) = self.broken.take() {
            return Err(self.refuse(why));
        }
        let squares = |side: Side| {
            Stone::ALL
                .iter()
                .map(|&stone| square_text(position.square_of(Piece::new(side, stone))))
                .collect::<Vec<_>>()
                .join(" ")
        };
        // The protocol always sends a die; with one stone left any value names it.
        let die = roll.map_or(1, |d| d.value());
        let line = format!("get {} {die} {} {}", position.turn().letter(), squares(Side::Blue), squares(Side::Red));
        let answer = self.ask(&line).map_err(|why| self.refuse(why))?;
        let chosen: Option<Move> = match answer.split_whitespace().collect::<Vec<_>>().as_slice() {
            [from, to] => match (from.parse::<Square>(), to.parse::<Square>()) {
                (Ok(from), Ok(to)) => moves.iter().find(|m| m.from == from && m.to == to).copied(),
                _ => None,
            },
            _ => None,
        };
        let mv = chosen.ok_or_else(|| self.refuse(format!("'{answer}' is not a legal move for {line}")))?;
        // An outside engine tells nothing of its estimates.
        let stats = std::iter::once(mv)
            .chain(moves.iter().copied().filter(|m| *m != mv))
            .map(|mv| MoveStat { mv, win_probability: 0.5, visits: 0 })
            .collect();
        Ok(Decision { mv, stats, nodes: 0, depth: 0 })
    }
}
