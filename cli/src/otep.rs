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
use zabel_core::tafl::{Game, Move, Position, Rules, Side, from_otn, read_rules, to_otn};

#[derive(clap::Args)]
pub struct Args {
    /// The level to play at, 1..8 (default: the strongest).
    #[arg(long, default_value_t = tafl::LEVELS[tafl::LEVELS.len() - 1].number)]
    level: u8,
    /// Seed for the engine's choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// The host's clock as OTEP's `clock` line gives it: each side's main time,
/// the overtime (byo-yomi) of one period, and each side's periods left.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Clock {
    main: [Duration; 2],
    overtime: Duration,
    periods: [u32; 2],
}

impl Clock {
    /// Reads `<attackers ms> <defenders ms> <overtime s> <attackers' periods>
    /// <defenders' periods>`; hosts that send only the main times are read as
    /// giving no overtime.
    pub fn parse(words: &[&str]) -> Result<Clock, String> {
        let number = |index: usize| -> Result<u64, String> {
            words.get(index).map_or(Ok(0), |word| {
                word.parse().map_err(|_| format!("clock: '{}' is not a whole number", shorten(word)))
            })
        };
        if words.len() < 2 {
            return Err("clock: expected <attackers ms> <defenders ms> [<overtime s> <periods> <periods>]".to_owned());
        }
        let periods = |index| number(index).map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        Ok(Clock {
            main: [Duration::from_millis(number(0)?), Duration::from_millis(number(1)?)],
            overtime: Duration::from_secs(number(2)?),
            periods: [periods(3)?, periods(4)?],
        })
    }

    /// How long `side` may think about one move: a twentieth of its main
    /// time, plus one overtime period less a safety margin when it has one
    /// left (a period is given afresh each move, so it can be spent whole).
    /// A clock with no time in it at all is a host that keeps none.
    pub fn thinking_time(&self, side: Side) -> Option<Duration> {
        let seat = side as usize;
        let overtime = if self.periods[seat] > 0 { self.overtime } else { Duration::ZERO };
        if self.main[seat].is_zero() && overtime.is_zero() {
            return None;
        }
        let margin = (overtime / 10).max(SAFETY_MARGIN).min(overtime);
        Some(self.main[seat] / 20 + overtime - margin)
    }
}

/// Kept back from an overtime period for the host's and the pipe's delays.
const SAFETY_MARGIN: Duration = Duration::from_millis(150);

/// A host's words echoed in an error, cut to one readable line.
fn shorten(text: &str) -> String {
    zabel_core::text::shortened(text, 40)
}

pub struct Engine {
    level: &'static Level,
    seed: u64,
    game: Game,
    clock: Option<Clock>,
}

impl Engine {
    pub fn new(level: &'static Level, seed: u64) -> Engine {
        Engine { level, seed, game: Game::new(Rules::default()), clock: None }
    }

    /// What a move of `side` may spend: the level's own budget, cut to the
    /// host's clock.
    pub fn budget(&self, side: Side) -> Budget {
        let budget = self.level.budget;
        match self.clock.and_then(|clock| clock.thinking_time(side)) {
            Some(share) => Budget { time: Some(budget.time.map_or(share, |cap| cap.min(share))), ..budget },
            None => budget,
        }
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
            return Err(format!("'{}' is not a legal move here", shorten(text)));
        }
        Ok(())
    }

    fn play(&mut self, side: Side) -> Result<Move, String> {
        if self.game.position().turn() != side {
            let board = to_otn(self.game.position());
            self.restart(from_otn(&board, side)?);
        }
        let budget = self.budget(side);
        let mut engine = self.level.engine(self.seed ^ self.game.plies().len() as u64);
        let decision = engine.decide(&self.game, (), &budget, &Cancel::new()).map_err(|e| e.to_string())?;
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
    serve(Engine::new(level, args.seed), io::stdin().lock(), io::stdout().lock())
}

/// Greets the host, then answers its lines until `goodbye` or the end of
/// its input. A line that is not text is answered, not fatal: the next one
/// is read.
pub fn serve(mut engine: Engine, input: impl BufRead, mut out: impl Write) -> io::Result<()> {
    writeln!(out, "hello")?;
    out.flush()?;
    for line in crate::lines::lines(input) {
        let reply = match line? {
            Ok(line) => answer(&mut engine, &line),
            Err(bad) => Reply::Line(format!("status error: {bad}")),
        };
        match reply {
            Reply::Line(answer) => {
                writeln!(out, "{answer}")?;
                out.flush()?;
            }
            Reply::Silent => {}
            Reply::Goodbye => return Ok(()),
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
            Ok(start) => {
                engine.game = Game::from_position(start);
                None
            }
            Err(why) => Some(format!("error -1 {why}")),
        },
        Some("position") => {
            let turn = engine.game.position().turn();
            match words.next().map(|otn| from_otn(otn, turn)) {
                Some(Ok(position)) if !same_board(engine.game.position(), &position) => {
                    engine.restart(position);
                    None
                }
                Some(Ok(_)) => None,
                Some(Err(why)) => Some(format!("status error: position: {why}")),
                None => Some("status error: position: which?".to_owned()),
            }
        }
        Some("opponent-move") => {
            let mv = words.next().unwrap_or_default();
            engine.opponent_move(mv, words.next()).err().map(|why| format!("status error: opponent-move: {why}"))
        }
        Some("clock") => match Clock::parse(&words.collect::<Vec<_>>()) {
            Ok(clock) => {
                engine.clock = Some(clock);
                None
            }
            Err(why) => Some(format!("status error: {why}")),
        },
        Some("play") => Some(
            match words.next() {
                Some("attackers") => engine.play(Side::Attackers),
                Some("defenders") => engine.play(Side::Defenders),
                other => Err(format!("play: which side, attackers or defenders? ('{}')", shorten(other.unwrap_or("")))),
            }
            .map_or_else(|why| format!("status error: {why}"), |mv| format!("move {mv}")),
        ),
        Some("move") => {
            // The host's position after our move.
            let turn = engine.game.position().turn();
            match words.next().map(|otn| from_otn(otn, turn)) {
                Some(Ok(position)) => {
                    if !same_board(engine.game.position(), &position) {
                        engine.restart(position);
                    }
                    None
                }
                Some(Err(why)) => Some(format!("status error: move: {why}")),
                None => Some("status error: move: the position after it is missing".to_owned()),
            }
        }
        Some("error") => {
            // Our move was refused: take it back; the host asks again.
            engine.game.undo();
            None
        }
        Some("goodbye") => return Reply::Goodbye,
        // A host may tell the result or nothing at all; neither needs an answer.
        Some("finish") | None => None,
        Some(other) => Some(format!("status error: unknown command '{}'", shorten(other))),
    };
    answer.map_or(Reply::Silent, Reply::Line)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn clock(line: &str) -> Clock {
        Clock::parse(&line.split_whitespace().collect::<Vec<_>>()).unwrap()
    }

    const fn ms(millis: u64) -> Option<Duration> {
        Some(Duration::from_millis(millis))
    }

    #[test]
    fn the_clock_gives_main_time_overtime_or_both() {
        // Main time only: a twentieth of what is left, per side.
        assert_eq!(clock("20000 2000 0 0 0").thinking_time(Side::Attackers), ms(1000));
        assert_eq!(clock("20000 2000 0 0 0").thinking_time(Side::Defenders), ms(100));
        // Overtime only: the period less the safety margin.
        assert_eq!(clock("0 0 3 9999 9999").thinking_time(Side::Defenders), ms(2700));
        assert_eq!(clock("0 0 1 1 1").thinking_time(Side::Attackers), ms(850));
        // Both: the share of the main time, then the period.
        assert_eq!(clock("2000 2000 1 1 1").thinking_time(Side::Attackers), ms(950));
        // No period left: the main time alone.
        assert_eq!(clock("2000 2000 1 0 1").thinking_time(Side::Attackers), ms(100));
        // Only the main times, as some hosts send them.
        assert_eq!(clock("4000 4000").thinking_time(Side::Attackers), ms(200));
        // No time at all: a host that keeps no clock.
        assert_eq!(clock("0 0 0 0 0").thinking_time(Side::Attackers), None);
        assert_eq!(clock("0 0 5 0 0").thinking_time(Side::Attackers), None);
    }

    #[test]
    fn a_scripted_host_sets_the_budget_and_the_level_keeps_its_cap() {
        let level = tafl::by_number(8).unwrap();
        let cap = level.budget.time.unwrap();
        let mut engine = Engine::new(level, 1);
        assert_eq!(engine.budget(Side::Attackers), level.budget, "no clock yet");
        let mut host = |line: &str| assert_eq!(answer(&mut engine, line), Reply::Silent, "{line}");
        host("rules dim:13 esc:c atkf:y ks:m cenp:K cens:K corp:K cors:K sw:n efe:n");
        host("clock 10000 10000 0 0 0");
        assert_eq!(engine.budget(Side::Attackers).time, ms(500), "main time only");
        assert_eq!(engine.budget(Side::Attackers).nodes, level.budget.nodes);
        let mut host = |line: &str| assert_eq!(answer(&mut engine, line), Reply::Silent, "{line}");
        host("clock 0 0 1 9999 9999");
        assert_eq!(engine.budget(Side::Defenders).time, ms(850), "overtime only");
        let mut host = |line: &str| assert_eq!(answer(&mut engine, line), Reply::Silent, "{line}");
        host("clock 2000 2000 1 3 3");
        assert_eq!(engine.budget(Side::Attackers).time, ms(950), "mixed");
        let mut host = |line: &str| assert_eq!(answer(&mut engine, line), Reply::Silent, "{line}");
        host("clock 0 0 3 9999 9999");
        assert_eq!(engine.budget(Side::Attackers).time, Some(cap), "2.7 s of overtime, but the level's cap");
        assert!(matches!(answer(&mut engine, "play attackers"), Reply::Line(mv) if mv.starts_with("move ")));
    }

    #[test]
    fn bad_lines_are_answered_with_the_reason_and_change_nothing() {
        let mut engine = Engine::new(tafl::by_number(1).unwrap(), 5);
        let mut error = |line: &str, reason: &str| match answer(&mut engine, line) {
            Reply::Line(reply) => assert!(reply.starts_with("status error: ") && reply.contains(reason), "{reply}"),
            other => panic!("{line}: {other:?}"),
        };
        error("clock abc 1000", "'abc' is not a whole number");
        error("clock abc", "expected");
        error("clock 1000", "expected");
        error("play purple", "attackers or defenders");
        error("play", "attackers or defenders");
        error("move garbage", "move");
        error("move", "missing");
        error("opponent-move z99-a1", "not a legal move");
        error("frobnicate now", "unknown command 'frobnicate'");
        error(&format!("{} now", "x".repeat(500)), "…");
        assert!(engine.game().plies().is_empty(), "no move was played");
        assert_eq!(answer(&mut engine, "finish 3"), Reply::Silent);
        assert_eq!(answer(&mut engine, "   "), Reply::Silent);
    }

    #[test]
    fn a_line_that_is_not_text_is_answered_and_the_next_is_read() {
        let input: &[u8] = b"clock \xff\xfe 1\nplay attackers\ngoodbye\nplay attackers\n";
        let mut out = Vec::new();
        serve(Engine::new(tafl::by_number(1).unwrap(), 5), input, &mut out).unwrap();
        let out = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "hello");
        assert!(lines[1].starts_with("status error: the line is not UTF-8 text"), "{out}");
        assert!(lines[2].starts_with("move "), "{out}");
        assert_eq!(lines.len(), 3, "nothing after goodbye: {out}");
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
