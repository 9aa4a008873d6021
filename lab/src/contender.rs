//! Who plays in `zabel-lab tafl arena`: a level by its number, the search at a
//! fixed depth with some evaluation weights changed — how a change to the
//! evaluation is measured against the shipped weights before it ships — or
//! an outside engine over OTEP.

use std::io;
use std::str::FromStr;

use std::time::Duration;

use zabel_core::ai::{Budget, Cancel};
use zabel_core::tafl::{Game, Move};

use crate::otep_client::OtepEngine;
use zabel_core::ai::tafl::eval::{WEIGHTS, Weights};

use crate::tafl_weights::NamedWeights;
use zabel_core::ai::Engine;
use zabel_core::ai::tafl::learned::LearnedWeights;
use zabel_core::ai::tafl::{self, AlphaBeta, Evaluation, Level, Temperate};
use zabel_core::tafl::Koenigszabel;

/// Plenty for any fixed depth the tuning uses; no clock, so a game replays
/// the same on a busy machine.
const SEARCH_NODES: u64 = 50_000_000;
/// As deep as the top level may go; a node budget stops it first.
const MAX_DEPTH: u32 = 64;

#[derive(Clone, PartialEq, Debug)]
pub enum Contender {
    Level(&'static Level),
    Search {
        depth: u32,
        nodes: u64,
        /// The quiescence knows the king's fork squares (as levels 6 and 7 do).
        fork_squares: bool,
        weights: Weights,
        /// The learned evaluation instead of the hand-set weights.
        learned: bool,
        /// With these weights instead of the shipped ones.
        refit: Option<Refit>,
    },
    /// Every move searched to `depth`, one chosen with a temperature
    /// (hundredths of a man); `guarded`, never into a loss it has found.
    Temperate {
        depth: u32,
        temperature: u32,
        guarded: bool,
    },
    /// `otep:COMMAND`: an outside engine, started by the shell for each game.
    Otep(String),
}

/// Learned weights read from a file (`learned=PATH`), kept for the whole
/// run: every game of the contender evaluates with them.
#[derive(Clone, PartialEq, Debug)]
pub struct Refit {
    path: String,
    weights: &'static LearnedWeights,
}

impl Refit {
    fn read(path: &str) -> Result<Refit, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let weights = LearnedWeights::parse(&text).map_err(|why| format!("{path}: {why}"))?;
        Ok(Refit { path: path.to_owned(), weights: Box::leak(Box::new(weights)) })
    }
}

/// A contender at the table for one game: it picks a move or, if it is an
/// outside engine that answers late, wrongly or not at all, forfeits.
pub enum Player {
    Local { engine: Box<dyn Engine<Koenigszabel>>, budget: Budget },
    Outside(OtepEngine),
}

impl Player {
    pub fn choose(&mut self, game: &Game) -> Result<Move, String> {
        match self {
            Player::Local { engine, budget } => {
                engine.decide(game, (), budget, &Cancel::new()).map(|decision| decision.mv).map_err(|e| e.to_string())
            }
            Player::Outside(engine) => engine.choose(game),
        }
    }

    /// The player thinking `odds` times as many nodes a move; an outside
    /// engine keeps the time its host gives it.
    pub fn with_odds(self, odds: u64) -> Player {
        match self {
            Player::Local { engine, budget } => {
                Player::Local { engine, budget: Budget { nodes: budget.nodes.saturating_mul(odds), ..budget } }
            }
            outside @ Player::Outside(_) => outside,
        }
    }

    pub fn finish(&mut self, attackers_score: f64) {
        if let Player::Outside(engine) = self {
            engine.finish(attackers_score);
        }
    }
}

impl FromStr for Contender {
    type Err = io::Error;

    /// `3` (a level) or `search:DEPTH[:nodes=N][:+fork_squares][:name=value…|:learned[=PATH]]`.
    fn from_str(text: &str) -> io::Result<Contender> {
        let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
        if let Some(command) = text.strip_prefix("otep:") {
            return Ok(Contender::Otep(command.to_owned()));
        }
        if let Ok(number) = text.parse::<u8>() {
            return tafl::by_number(number)
                .map(Contender::Level)
                .ok_or_else(|| invalid(format!("there is no level {number} (1..{})", tafl::LEVELS.len())));
        }
        if let Some(rest) = text.strip_prefix("temperate:") {
            return parse_temperate(rest).ok_or_else(|| {
                invalid(format!("'{text}': temperate:DEPTH:TEMPERATURE[:guarded], depth 1..{MAX_DEPTH}"))
            });
        }
        let mut parts = text.split(':');
        let (Some("search"), Some(depth)) = (parts.next(), parts.next()) else {
            return Err(invalid(format!("'{text}': a level number, search:DEPTH[:…] or otep:COMMAND")));
        };
        let depth = depth.parse().ok().filter(|d| (1..=MAX_DEPTH).contains(d));
        let depth = depth.ok_or_else(|| invalid(format!("'{text}': the depth is 1..{MAX_DEPTH}")))?;
        let (mut nodes, mut fork_squares, mut weights, mut learned, mut refit) =
            (SEARCH_NODES, false, WEIGHTS, false, None);
        for change in parts {
            let changed = if change == "learned" {
                learned = true;
                Ok(())
            } else if let Some(path) = change.strip_prefix("learned=") {
                learned = true;
                Refit::read(path).map(|read| refit = Some(read))
            } else if let Some(count) = change.strip_prefix("nodes=") {
                count.parse().ok().filter(|&n| n > 0).map(|n| nodes = n).ok_or(format!("'{count}' nodes"))
            } else if let Some(on) = change.strip_suffix("fork_squares").and_then(|sign| match sign {
                "+" => Some(true),
                "-" => Some(false),
                _ => None,
            }) {
                fork_squares = on;
                Ok(())
            } else if change.starts_with(['+', '-']) {
                // The other refinements failed their measurements and were deleted (docs/ai.md).
                Err(format!("no technique '{}' (fork_squares)", &change[1..]))
            } else {
                weights.set(change)
            };
            changed.map_err(|why| invalid(format!("'{text}': {why}")))?;
        }
        if learned && weights != WEIGHTS {
            return Err(invalid(format!("'{text}': the learned evaluation has no hand-set weights to change")));
        }
        Ok(Contender::Search { depth, nodes, fork_squares, weights, learned, refit })
    }
}

impl Contender {
    /// The name in results files: the level's number, or the search with
    /// the weights that differ from the shipped ones, in a fixed order.
    pub fn name(&self) -> String {
        match self {
            Contender::Level(level) => level.number.to_string(),
            Contender::Search { depth, nodes, fork_squares, weights, learned, refit } => {
                let mut name = format!("search:{depth}");
                if *nodes != SEARCH_NODES {
                    name += &format!(":nodes={nodes}");
                }
                if *fork_squares {
                    name += ":+fork_squares";
                }
                for field in Weights::NAMES {
                    if weights.get(field) != WEIGHTS.get(field) {
                        name += &format!(":{field}={}", weights.get(field).expect("a named weight"));
                    }
                }
                match refit {
                    Some(refit) => name += &format!(":learned={}", refit.path),
                    None if *learned => name += ":learned",
                    None => {}
                }
                name
            }
            Contender::Temperate { depth, temperature, guarded } => {
                format!("temperate:{depth}:{temperature}{}", if *guarded { ":guarded" } else { "" })
            }
            Contender::Otep(command) => format!("otep:{command}"),
        }
    }

    /// For people: the level's name, or the search's changes.
    pub fn label(&self) -> String {
        match self {
            Contender::Level(level) => level.name(zabel_core::text::Language::English).to_owned(),
            Contender::Search { depth, .. } => {
                let name = self.name();
                let changes = name.splitn(3, ':').nth(2).unwrap_or("shipped weights").replace(':', ", ");
                format!("depth {depth}, {changes}")
            }
            Contender::Temperate { depth, temperature, guarded } => {
                format!("depth {depth} at temperature {temperature}{}", if *guarded { ", guarded" } else { "" })
            }
            Contender::Otep(command) => format!("outside engine: {command}"),
        }
    }

    pub fn level(&self) -> Option<&'static Level> {
        match self {
            Contender::Level(level) => Some(level),
            Contender::Search { .. } | Contender::Temperate { .. } | Contender::Otep(_) => None,
        }
    }

    /// Seats the contender for one game; an outside engine that does not
    /// start or greet within `timeout` is an error (the game is forfeit).
    pub fn player(&self, seed: u64, timeout: Duration) -> Result<Player, String> {
        Ok(match self {
            // By its nodes alone: the level's clock is the phone's safety
            // cap, and on a busy machine it would cut moves and change games.
            Contender::Level(level) => {
                Player::Local { engine: level.engine(seed), budget: Budget::nodes(level.budget.nodes) }
            }
            Contender::Search { depth, nodes, fork_squares, weights, learned, refit } => Player::Local {
                engine: Box::new(
                    AlphaBeta::new(*depth)
                        .with_evaluation(match refit {
                            Some(refit) => Evaluation::Refit(refit.weights),
                            None if *learned => Evaluation::Learned,
                            None => Evaluation::HandSet(*weights),
                        })
                        .with_fork_squares(*fork_squares),
                ),
                budget: Budget::nodes(*nodes),
            },
            Contender::Temperate { depth, temperature, guarded } => Player::Local {
                engine: Box::new(Temperate::new(*depth, *temperature, *guarded, seed)),
                budget: Budget::nodes(SEARCH_NODES),
            },
            Contender::Otep(command) => Player::Outside(OtepEngine::start(command, timeout)?),
        })
    }
}

/// `DEPTH:TEMPERATURE[:guarded]`.
fn parse_temperate(text: &str) -> Option<Contender> {
    let mut parts = text.split(':');
    let depth = parts.next()?.parse().ok().filter(|d| (1..=MAX_DEPTH).contains(d))?;
    let temperature = parts.next()?.parse().ok()?;
    let guarded = match parts.next() {
        None => false,
        Some("guarded") => true,
        Some(_) => return None,
    };
    parts.next().is_none().then_some(Contender::Temperate { depth, temperature, guarded })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_levels_searches_without_their_clock_are_spelled_as_searches() {
        // The attack's measure (docs/ai.md, "The attack measured") plays
        // levels 7 and 8 by nodes alone, so a busy machine plays the same
        // games: the same engine as the level, its node budget, no clock.
        for (number, spelling) in [(7, "search:64:nodes=250000:+fork_squares"), (8, "search:64:nodes=1500000:learned")]
        {
            let level = tafl::by_number(number).unwrap();
            assert!(level.budget.time.is_some(), "level {number} also stops at the clock");
            let Ok(Contender::Search { depth, nodes, fork_squares, weights, learned, refit: None }) = spelling.parse()
            else {
                panic!("{spelling} is a search")
            };
            let evaluation = if learned { Evaluation::Learned } else { Evaluation::HandSet(weights) };
            assert_eq!(level.engine, tafl::EngineKind::Search { depth, evaluation, fork_squares }, "level {number}");
            assert_eq!(level.budget.nodes, nodes, "level {number}");
        }
    }

    #[test]
    fn a_level_plays_by_its_nodes_alone_without_its_clock() {
        for level in tafl::LEVELS.iter() {
            let contender = Contender::Level(level);
            let Ok(Player::Local { budget, .. }) = contender.player(1, Duration::from_secs(1)) else {
                panic!("level {} is local", level.number)
            };
            assert_eq!((budget.nodes, budget.time), (level.budget.nodes, None), "level {}", level.number);
        }
    }

    #[test]
    fn levels_and_searches_read_and_name_themselves() {
        let level: Contender = "3".parse().unwrap();
        assert_eq!(level.name(), "3");
        assert_eq!(level.level().map(|l| l.number), Some(3));
        let search: Contender = "search:2:king_pressed=30:corner_guard=70".parse().unwrap();
        // One name per weight set, whatever order the changes were given in.
        assert_eq!(search.name(), "search:2:corner_guard=70:king_pressed=30");
        assert_eq!(search.name().parse::<Contender>().unwrap(), search);
        assert_eq!(search.label(), "depth 2, corner_guard=70, king_pressed=30");
        // A change to the shipped value is no change.
        let shipped = format!("search:3:corner_guard={}", WEIGHTS.corner_guard);
        assert_eq!(shipped.parse::<Contender>().unwrap().name(), "search:3");
        // Node budgets and techniques, named in one order too.
        let tuned: Contender = "search:64:+fork_squares:nodes=100000".parse().unwrap();
        assert_eq!(tuned.name(), "search:64:nodes=100000:+fork_squares");
        assert_eq!(tuned.name().parse::<Contender>().unwrap(), tuned);
        assert_eq!("search:4:-fork_squares".parse::<Contender>().unwrap().name(), "search:4", "the plain search");
        let deleted = "search:4:+null_move".parse::<Contender>().unwrap_err().to_string();
        assert!(deleted.contains("no technique 'null_move'"), "{deleted}");
        let person: Contender = "temperate:2:40:guarded".parse().unwrap();
        assert_eq!(person.name().parse::<Contender>().unwrap(), person);
        assert_eq!(person.label(), "depth 2 at temperature 40, guarded");
        // The learned evaluation, named last.
        let learned: Contender = "search:64:learned:+fork_squares:nodes=100000".parse().unwrap();
        assert_eq!(learned.name(), "search:64:nodes=100000:+fork_squares:learned");
        assert_eq!(learned.name().parse::<Contender>().unwrap(), learned);
        assert_ne!(learned, "search:64:+fork_squares:nodes=100000".parse::<Contender>().unwrap());
        // Weights from a file: named by it, read once, refused with the file's fault.
        let file = std::env::temp_dir().join(format!("zabel-contender-refit-{}.tsv", std::process::id()));
        std::fs::write(&file, zabel_core::ai::tafl::learned::SHIPPED).unwrap();
        let refit: Contender = format!("search:64:nodes=1000:learned={}", file.display()).parse().unwrap();
        assert_eq!(refit.name(), format!("search:64:nodes=1000:learned={}", file.display()));
        assert_eq!(refit.name().parse::<Contender>().unwrap(), refit);
        let game = zabel_core::tafl::Game::new(zabel_core::tafl::Rules::default());
        let mv = |contender: &Contender| contender.player(1, Duration::from_secs(1)).unwrap().choose(&game).unwrap();
        assert_eq!(mv(&refit), mv(&"search:64:nodes=1000:learned".parse().unwrap()), "the shipped weights, read");
        std::fs::write(&file, "defenders_edge\t1\n").unwrap();
        let refused = format!("search:2:learned={}", file.display()).parse::<Contender>().unwrap_err().to_string();
        assert!(refused.contains("no weight for"), "{refused}");
        std::fs::remove_file(&file).unwrap();
        let deleted = "search:64:+route_extension".parse::<Contender>().unwrap_err().to_string();
        assert!(deleted.contains("no technique 'route_extension'"), "{deleted}");
        let outside: Contender = "otep:zabel engine otep".parse().unwrap();
        assert_eq!(outside.name(), "otep:zabel engine otep");
        assert_eq!(outside.level(), None);
        let past_the_top = (tafl::LEVELS.len() + 1).to_string();
        for bad in [
            "0",
            past_the_top.as_str(),
            "search",
            "search:0",
            "search:65",
            "search:2:nothing=1",
            "search:2:corner_guard",
            "search:2:+nothing",
            "search:2:nodes=0",
            "search:2:nodes=many",
            "temperate:2",
            "temperate:0:40",
            "temperate:2:hot",
            "temperate:2:40:careful",
            "temperate:2:40:guarded:again",
            "search:2:learned:corner_guard=70",
            "otep",
        ] {
            assert!(bad.parse::<Contender>().is_err(), "{bad}");
        }
    }
}
