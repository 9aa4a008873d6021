//! An outside Königszabel engine that speaks the OpenTafl Engine Protocol,
//! hosted by the arena: the other end of `otep.rs`. The host judges every
//! move by RULES.md Part K; a late, illegal or missing answer loses the game
//! for the engine (the arena goes on).

use std::time::{Duration, Instant};

use zabel_core::tafl::{Game, Move, Side, rules_string, to_otn};

use crate::outside::{Process, Silence};

pub struct OtepEngine {
    command: String,
    process: Process,
    timeout: Duration,
    /// Whether `rules` has been sent (at the engine's first turn, when the
    /// game's start is known).
    told_rules: bool,
}

impl OtepEngine {
    /// Starts `command` with the shell and waits for its `hello`.
    pub fn start(command: &str, timeout: Duration) -> Result<OtepEngine, String> {
        let process = Process::start(command, "goodbye").map_err(|e| format!("cannot start '{command}': {e}"))?;
        let mut engine = OtepEngine { command: command.to_owned(), process, timeout, told_rules: false };
        engine.expect(|line| (line == "hello").then_some(()))?;
        Ok(engine)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        self.process.send(line).map_err(|e| format!("cannot write: {e}"))
    }

    /// Reads lines until `wanted` accepts one (status lines and the like are
    /// skipped), within the timeout for the whole wait.
    fn expect<T>(&mut self, wanted: impl Fn(&str) -> Option<T>) -> Result<T, String> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.process.receive(left).map_err(|silence| match silence {
                // Said of the whole wait, not of what was left of it.
                Silence::TimedOut(_) => Silence::TimedOut(self.timeout).to_string(),
                other => other.to_string(),
            })?;
            let line = line.trim();
            if let Some(found) = wanted(line) {
                return Ok(found);
            }
            if line.starts_with("error") {
                return Err(format!("it said '{line}'"));
            }
        }
    }

    /// The engine's move in `game`, checked by Part K; an error forfeits.
    pub fn choose(&mut self, game: &Game) -> Result<Move, String> {
        self.ask(game).map_err(|why| format!("{}: {why}", self.command))
    }

    fn ask(&mut self, game: &Game) -> Result<Move, String> {
        if !self.told_rules {
            self.send(&format!("rules {}", rules_string(game.start())))?;
            self.told_rules = true;
        }
        let position = game.position();
        let side = if position.turn() == Side::Attackers { "attackers" } else { "defenders" };
        let millis = self.timeout.as_millis();
        self.send(&format!("position {}", to_otn(position)))?;
        self.send(&format!("clock {millis} {millis} 0 0 0"))?;
        self.send(&format!("play {side}"))?;
        let text = self.expect(|line| line.strip_prefix("move ").map(str::to_owned))?;
        // Captures and the king's fate may be written after the squares.
        let squares: Vec<&str> = text.split(['-', 'x', '+']).filter(|part| !part.is_empty()).collect();
        let mv: Option<Move> = squares.get(..2).and_then(|s| format!("{}-{}", s[0], s[1]).parse().ok());
        let mv = mv.filter(|mv| position.legal_moves().contains(mv));
        let mv = mv.ok_or_else(|| format!("'move {text}' is not a legal move of the {side} (Part K)"))?;
        let mut after = *position;
        after.play(mv).map_err(|e| e.to_string())?;
        self.send(&format!("move {}", to_otn(&after)))?;
        Ok(mv)
    }

    /// Tells the engine the result (1 draw, 2 attackers, 3 defenders).
    pub fn finish(&mut self, attackers_score: f64) {
        let code = if attackers_score == 1.0 {
            2
        } else if attackers_score == 0.0 {
            3
        } else {
            1
        };
        let _ = self.send(&format!("finish {code}"));
    }
}
