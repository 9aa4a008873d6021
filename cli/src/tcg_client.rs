//! An outside engine that speaks the TCG protocol, as an [`Engine`] for the
//! arena. See `tcg.rs` for the protocol; this is the other end of it.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use zabel_core::ai::{Budget, Cancel, Decision, Engine, MoveStat};
use zabel_core::einstein::{Move, Piece, PlayError, Position, Roll, Setup, Side, Square, Stone};

pub struct TcgEngine {
    command: String,
    child: Child,
    input: ChildStdin,
    /// The engine's lines, read on a thread of their own so that an answer
    /// can be waited for with a time limit.
    lines: Receiver<io::Result<String>>,
    timeout: Duration,
    /// A failure during setup, reported at the engine's first move.
    broken: Option<String>,
}

impl TcgEngine {
    /// Starts `command` with the shell; an answer that takes longer than
    /// `timeout` forfeits the game, so a hanging engine cannot stop the arena.
    pub fn start(command: &str, timeout: Duration) -> io::Result<TcgEngine> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in output.lines() {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(TcgEngine { command: command.to_owned(), child, input, lines, timeout, broken: None })
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| format!("cannot write to the engine: {e}"))?;
        match self.lines.recv_timeout(self.timeout) {
            Ok(Ok(answer)) => Ok(answer.trim().to_owned()),
            Ok(Err(e)) => Err(format!("cannot read from the engine: {e}")),
            Err(RecvTimeoutError::Disconnected) => Err("the engine closed its output".to_owned()),
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Err(format!("no answer within {} s", self.timeout.as_secs_f64()))
            }
        }
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

impl Engine for TcgEngine {
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

impl Drop for TcgEngine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "exit");
        let _ = self.input.flush();
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
