//! `zabel-lab arena`, the arena's part for EinStein for two: its players,
//! round-robin deals with duplicate dice (and duplicate setups for engines
//! that choose them alike), maximum-likelihood ratings anchored at the
//! random mover = 1000 (R1), and the level table. With `--judge` the
//! analyst judges every move, and what the decisions gave away predicts the
//! score without the dice's luck.

use std::collections::HashSet;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};
use zabel_core::einstein::DicePosition;

use crate::arena::{self, Match, Run, Sprt};
use crate::rating::fit::{self, Fit};
use crate::rating::mean::mean_and_margin;
use rand::SeedableRng;
use rand::rngs::StdRng;
use zabel_core::ai::Engine;
use zabel_core::ai::einstein::Decision;
use zabel_core::ai::einstein::analysis;
use zabel_core::ai::einstein::expectimax::Expectimax;
use zabel_core::ai::einstein::leaves::{Evaluation, Leaves};
use zabel_core::ai::einstein::levels::{self, Level};
use zabel_core::ai::einstein::ntuple::Network;
use zabel_core::ai::einstein::setups::{self, SetupPolicy};
use zabel_core::ai::{Budget, Cancel};
use zabel_core::einstein::Einstein;

use crate::duplicate_dice;
use zabel_core::einstein::{Game, PlayError, Position, Roll, Setup, Side};

use crate::mcts::{Leaf, Mcts};
use crate::results::{self, Played};
use crate::tcg_client::TcgEngine;

#[derive(clap::Args)]
pub struct Args {
    /// Who plays: L1..L8 (levels), uct:N (plain UCT, N iterations), mcts:N
    /// (MCTS valuing leaves by evaluation, with exact endgames, measured
    /// setups and the levels' cap; `:learned`, `:race` or `:ntuple` as for ex:D),
    /// ex:D (plain expectimax to depth D; `ex:D:endgame` with exact endgames
    /// and the measured setups, as the top level plays; `ex:D:full` the same
    /// without the levels' time cap, to see what depth D is worth when every
    /// search completes, not for a phone; `:learned` after it
    /// values leaves by the learned evaluation, `:race` by the exactly solved
    /// race without captures, `:ntuple` by the n-tuple network, `:ntuple=FILE`
    /// by the network whose table FILE holds), deep:N
    /// (`ex:D:endgame` without a depth: it deepens while N nodes last, as
    /// deep as they reach; leaves as for ex:D), tcg:COMMAND (an outside
    /// engine). `ex:…~SLIP` expects the opponent to play a random move
    /// with chance SLIP (0 to 1). `PLAYER@N` (not for tcg:) plays as
    /// PLAYER but arranges its stones as one of the N best measured
    /// setups. Default: every level.
    #[arg(long, value_delimiter = ',')]
    players: Vec<String>,
    /// Deals per pairing; each deal is played twice, engines swapped.
    #[arg(long, default_value_t = 50)]
    deals: usize,
    /// Worker threads (default: all cores).
    #[arg(long)]
    threads: Option<usize>,
    /// Seed of the first deal; deals are numbered from it.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seconds an outside engine may take to answer before it forfeits.
    #[arg(long, default_value_t = 10.0)]
    engine_timeout: f64,
    /// Write the level table here (core/data/einstein-levels.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
    /// Results file: one line per game, appended as games end; a rerun of
    /// the same command plays only the games not in it yet.
    #[arg(long)]
    results: Option<PathBuf>,
    /// With two players: stop once a sequential probability ratio test
    /// decides whether the second is ELO0 or ELO1 stronger than the first
    /// (α = β = 5%, over the deals' paired scores).
    #[arg(long, value_delimiter = ',', value_name = "ELO0,ELO1")]
    sprt: Vec<f64>,
    /// Judge every move by the analyst (the engine of hints and reviews,
    /// by nodes only): each game keeps the win probability each side gave
    /// away by its decisions, and the report predicts each pairing's score
    /// from them, the dice's luck taken out.
    #[arg(long)]
    judge: bool,
}

/// How an `ex:D` player is set up around its search.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Mode {
    /// Plain expectimax: random setups, no endgame tables, no time cap.
    Plain,
    /// As a level plays: exact endgames, measured setups, the levels' cap.
    AsLevel,
    /// As a level plays, but every search runs to its depth however long it takes.
    Uncapped,
}

/// One participant, as named on the command line.
#[derive(Clone)]
pub(crate) enum Player {
    Level(&'static Level),
    Uct(u64),
    Mcts {
        iterations: u64,
        leaves: LeafValues,
    },
    Expectimax {
        depth: u32,
        mode: Mode,
        leaves: LeafValues,
    },
    Deepening {
        nodes: u64,
        leaves: LeafValues,
    },
    Outside(String),
    /// A player whose setup is one of the `best` best measured, to measure
    /// what a narrower choice of setups is worth.
    BestSetups {
        player: Box<Player>,
        best: usize,
    },
}

impl Player {
    pub(crate) fn parse(text: &str) -> Result<Player, String> {
        if let Some((player, best)) = text.rsplit_once('@').filter(|_| !text.starts_with("tcg:")) {
            let best = best
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("'{best}' is not a count of setups (PLAYER@N, N from 1)"))?;
            return Ok(Player::BestSetups { player: Box::new(Player::parse(player)?), best });
        }
        if let Some(n) = text.strip_prefix('L') {
            let level = zabel_cli::levels::parse_level(n)?;
            return Ok(Player::Level(levels::by_number(level).expect("parsed")));
        }
        if let Some(n) = text.strip_prefix("uct:") {
            return n.parse().map(Player::Uct).map_err(|_| format!("'{n}' is not an iteration count"));
        }
        if let Some(spec) = text.strip_prefix("mcts:") {
            let (n, leaves) = parse_leaves(spec)?;
            let iterations =
                n.parse().map_err(|_| format!("'{n}' is not an iteration count (mcts:N, mcts:N:learned)"))?;
            return Ok(Player::Mcts { iterations, leaves });
        }
        if let Some(spec) = text.strip_prefix("ex:") {
            let (spec, leaves) = parse_leaves(spec)?;
            let (d, mode) = if let Some(d) = spec.strip_suffix(":endgame") {
                (d, Mode::AsLevel)
            } else if let Some(d) = spec.strip_suffix(":full") {
                (d, Mode::Uncapped)
            } else {
                (spec, Mode::Plain)
            };
            let depth = d.parse().map_err(|_| {
                format!(
                    "'{d}' is not a depth (ex:D, ex:D:endgame, ex:D:full, ex:D:endgame:learned, ex:D:race, ex:D:ntuple)"
                )
            })?;
            return Ok(Player::Expectimax { depth, mode, leaves });
        }
        if let Some(spec) = text.strip_prefix("deep:") {
            let (n, leaves) = parse_leaves(spec)?;
            let nodes = n.parse().map_err(|_| format!("'{n}' is not a node count (deep:N, deep:N:ntuple)"))?;
            return Ok(Player::Deepening { nodes, leaves });
        }
        if let Some(command) = text.strip_prefix("tcg:") {
            return Ok(Player::Outside(command.to_owned()));
        }
        Err(format!("'{text}' is not a player: L1..L8, uct:N, mcts:N, ex:D, deep:N or tcg:COMMAND"))
    }

    pub(crate) fn name(&self) -> String {
        match self {
            Player::Level(level) => format!("L{} {}", level.number, level.name(zabel_core::text::Language::English)),
            Player::Uct(n) => format!("UCT {n}"),
            Player::Mcts { iterations, leaves } => format!("MCTS {iterations}, endgames{}", leaves.describe()),
            Player::Expectimax { depth, mode, leaves } => {
                let mode = match mode {
                    Mode::Plain => "",
                    Mode::AsLevel => ", endgames",
                    Mode::Uncapped => ", endgames, no time cap",
                };
                format!("expectimax d{depth}{mode}{}", leaves.describe())
            }
            Player::Deepening { nodes, leaves } => {
                format!("expectimax deepening within {nodes} nodes, endgames{}", leaves.describe())
            }
            Player::Outside(command) => format!("tcg:{command}"),
            Player::BestSetups { player, best } => format!("{}, one of the {best} best setups", player.name()),
        }
    }

    fn is_anchor(&self) -> bool {
        matches!(self, Player::Level(level) if level.engine == levels::EngineKind::Random)
    }

    pub(crate) fn engine(
        &self,
        seed: u64,
        outside_timeout: Duration,
    ) -> io::Result<(Box<dyn Engine<Einstein>>, Budget)> {
        Ok(match self {
            Player::Level(level) => (level.engine(seed), level.budget),
            Player::Uct(n) => (Box::new(Mcts::plain_uct(seed)), Budget::nodes(*n)),
            Player::Mcts { iterations, leaves } => {
                // As a level would play it: exact endgames, measured setups, the levels' cap.
                let search =
                    Mcts::new(Leaf::Evaluation, true, setups::MEASURED, seed).with_evaluation(leaves.evaluation());
                (Box::new(search), Budget::nodes(*iterations).with_time(zabel_core::ai::level_table::TIME_CAP))
            }
            Player::Expectimax { depth, mode, leaves } => {
                let (setups, budget) = match mode {
                    Mode::Plain => (SetupPolicy::Random, Budget::nodes(u64::MAX)),
                    Mode::AsLevel => {
                        (setups::MEASURED, Budget::nodes(u64::MAX).with_time(zabel_core::ai::level_table::TIME_CAP))
                    }
                    Mode::Uncapped => (setups::MEASURED, Budget::nodes(u64::MAX)),
                };
                let endgame = *mode != Mode::Plain;
                let search = Expectimax::new(*depth, endgame, setups, seed).with_evaluation(leaves.evaluation());
                (Box::new(search), budget)
            }
            Player::Deepening { nodes, leaves } => {
                // As a level would play it, but with no depth limit: it goes as
                // deep as the node budget allows.
                let search =
                    Expectimax::new(u32::MAX, true, setups::MEASURED, seed).with_evaluation(leaves.evaluation());
                (Box::new(search), Budget::nodes(*nodes).with_time(zabel_core::ai::level_table::TIME_CAP))
            }
            Player::Outside(command) => {
                (Box::new(TcgEngine::start(command, outside_timeout)?), Budget::nodes(u64::MAX))
            }
            Player::BestSetups { player, best } => {
                let (engine, budget) = player.engine(seed, outside_timeout)?;
                let setups = SetupPolicy::Best(*best);
                (Box::new(ChosenSetups { engine, setups, rng: StdRng::seed_from_u64(seed) }), budget)
            }
        })
    }
}

/// An engine that plays as another but arranges its stones by its own policy.
struct ChosenSetups {
    engine: Box<dyn Engine<Einstein>>,
    setups: SetupPolicy,
    rng: StdRng,
}

impl Engine<Einstein> for ChosenSetups {
    fn name(&self) -> String {
        self.engine.name()
    }

    fn setup(&mut self, _side: Side) -> Setup {
        self.setups.choose(&mut self.rng)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        self.engine.decide(position, roll, budget, cancel)
    }
}

/// How an arena player values its leaves: by an evaluation the levels may
/// use, or by an n-tuple network read from a file, to measure a network
/// before it ships.
#[derive(Clone)]
pub(crate) enum LeafValues {
    Shipped(Leaves),
    /// The logistic model of [`learned`](crate::learned).
    Learned,
    /// The race without captures, solved exactly ([`race`](crate::race)).
    ExactRace,
    Network {
        path: String,
        network: Arc<Network>,
    },
}

impl LeafValues {
    fn evaluation(&self) -> Evaluation {
        match self {
            LeafValues::Shipped(leaves) => leaves.evaluation(),
            LeafValues::Learned => Arc::new(crate::learned::evaluate),
            LeafValues::ExactRace => Arc::new(crate::race::evaluate),
            LeafValues::Network { network, .. } => {
                let network = Arc::clone(network);
                Arc::new(move |position| network.value(position))
            }
        }
    }

    fn describe(&self) -> String {
        match self {
            LeafValues::Shipped(leaves) => leaves.describe().to_owned(),
            LeafValues::Learned => ", learned evaluation".to_owned(),
            LeafValues::ExactRace => ", exact race".to_owned(),
            LeafValues::Network { path, .. } => format!(", n-tuple network {path}"),
        }
    }
}

/// Splits `ex:`'s, `mcts:`'s or `deep:`'s spec into what comes before the
/// leaves' suffix and the leaves; `:ntuple=FILE` reads the network's table.
fn parse_leaves(spec: &str) -> Result<(&str, LeafValues), String> {
    if let Some((rest, path)) = spec.split_once(":ntuple=") {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        let network = Network::parse(&text).map_err(|e| format!("{path}: {e}"))?;
        return Ok((rest, LeafValues::Network { path: path.to_owned(), network: Arc::new(network) }));
    }
    let named = [
        (":learned", LeafValues::Learned),
        (":race", LeafValues::ExactRace),
        (":ntuple", LeafValues::Shipped(Leaves::NTuple)),
    ];
    Ok(named
        .into_iter()
        .find_map(|(suffix, leaves)| spec.strip_suffix(suffix).map(|rest| (rest, leaves)))
        .unwrap_or((spec, LeafValues::Shipped(Leaves::RaceModel))))
}

/// A run's players and how they play: the arena's part for EinStein for two.
struct Duel<'a> {
    specs: &'a [String],
    players: &'a [Player],
    timeout: Duration,
    judge: bool,
}

impl Match for Duel<'_> {
    const GAME: results::Game = results::Game::EinStein;

    fn names(&self) -> &[String] {
        self.specs
    }

    fn conditions(&self) -> String {
        "-".to_owned()
    }

    fn play(&self, red: usize, blue: usize, deal: u64) -> io::Result<Played> {
        let (red_won, end, losses, plies) = play(self.players, red, blue, deal, self.timeout, self.judge);
        Ok(Played {
            game: Self::GAME,
            first: self.specs[red].clone(),
            second: self.specs[blue].clone(),
            deal,
            conditions: self.conditions(),
            first_score: if red_won { 1.0 } else { 0.0 },
            plies,
            end,
            losses,
            times: None,
        })
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let invalid = |why: String| io::Error::new(io::ErrorKind::InvalidInput, why);
    let specs: Vec<String> = if args.players.is_empty() {
        levels::LEVELS.iter().map(|level| format!("L{}", level.number)).collect()
    } else {
        args.players.iter().map(|p| p.trim().to_owned()).collect()
    };
    let players: Vec<Player> = specs.iter().map(|p| Player::parse(p)).collect::<Result<_, _>>().map_err(invalid)?;
    if players.len() < 2 || args.deals == 0 {
        return Err(invalid("an arena needs at least two players and one deal".to_owned()));
    }
    if specs.iter().collect::<HashSet<_>>().len() < specs.len() {
        return Err(invalid("a player is named twice".to_owned()));
    }
    let sprt = match (args.sprt.as_slice(), players.len()) {
        ([], _) => None,
        (&[elo0, elo1], 2) if elo0 < elo1 => Some(Sprt { elo0, elo1, seats_differ: false }),
        _ => return Err(invalid("--sprt ELO0,ELO1 (ELO0 < ELO1) compares exactly two players".to_owned())),
    };
    let timeout = Duration::try_from_secs_f64(args.engine_timeout).ok().filter(|t| !t.is_zero()).ok_or_else(|| {
        invalid(format!("--engine-timeout {} is not a positive number of seconds", args.engine_timeout))
    })?;
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let duel = Duel { specs: &specs, players: &players, timeout, judge: args.judge };
    let deals = (0..args.deals as u64).map(|d| args.seed + d);
    let run = Run {
        fixtures: arena::fixtures(&arena::all_pairs(players.len()), deals),
        results: args.results.as_deref(),
        threads,
        sprt,
    };
    let started = Instant::now();
    let played = arena::play(&duel, &run)?;
    let mut out = io::stdout().lock();
    if let Some(test) = sprt {
        let games: Vec<&Played> = played.iter().collect();
        let labels = [players[0].name(), players[1].name()];
        writeln!(out, "{}", test.report(&games, &specs[0], &specs[1], [&labels[0], &labels[1]]))?;
    }
    let results = arena::fit_results(&played, &specs);
    report(&mut out, &players, &results, args, started.elapsed().as_secs_f64())?;
    judged_report(&mut out, &players, &specs, &played)
}

/// Each pairing's games that were judged: what each side's decisions gave
/// away a game, and the score those losses predict. Against a perfect judge
/// a game's expected score is 50% plus what the other side gave away less
/// what one gave away oneself; the dice's luck is not in it.
fn judged_report(out: &mut impl Write, players: &[Player], specs: &[String], played: &[Played]) -> io::Result<()> {
    for a in 0..players.len() {
        for b in a + 1..players.len() {
            // a's view of each judged game: its score, its loss, b's loss.
            let games: Vec<[f64; 3]> = played
                .iter()
                .filter_map(|game| {
                    let [red_loss, blue_loss] = game.losses?;
                    let red_score = game.first_score;
                    if (game.first.as_str(), game.second.as_str()) == (&specs[a], &specs[b]) {
                        Some([red_score, red_loss, blue_loss])
                    } else if (game.first.as_str(), game.second.as_str()) == (&specs[b], &specs[a]) {
                        Some([1.0 - red_score, blue_loss, red_loss])
                    } else {
                        None
                    }
                })
                .collect();
            if games.is_empty() {
                continue;
            }
            let column = |value: fn(&[f64; 3]) -> f64| {
                mean_and_margin(&games.iter().map(value).collect::<Vec<_>>()).expect("some games")
            };
            let (score, _) = column(|g| g[0]);
            let (own, own_margin) = column(|g| g[1]);
            let (other, other_margin) = column(|g| g[2]);
            let (predicted, margin) = column(|g| 0.5 + g[2] - g[1]);
            let (first, second) = (players[a].name(), players[b].name());
            writeln!(out, "\njudged by the analyst, {} games:", games.len())?;
            writeln!(out, "{first}: gave away {:.2}% ± {:.2} a game to decisions", 100.0 * own, 100.0 * own_margin)?;
            writeln!(
                out,
                "{second}: gave away {:.2}% ± {:.2} a game to decisions",
                100.0 * other,
                100.0 * other_margin
            )?;
            writeln!(
                out,
                "{first} against {second}: predicted {:.1}% ± {:.1}, scored {:.1}%",
                100.0 * predicted,
                100.0 * margin,
                100.0 * score
            )?;
        }
    }
    Ok(())
}

/// Plays one game: whether Red (who moves first) won, how it ended and, if
/// asked, what each side's decisions gave away. An engine that fails loses
/// the game, and the failure is reported.
fn play(
    players: &[Player],
    red: usize,
    blue: usize,
    deal: u64,
    timeout: Duration,
    judge: bool,
) -> (bool, String, Option<[f64; 2]>, Option<usize>) {
    // The seat, not the player, picks the seed: engines that choose setups
    // alike then meet the same setups from the same seat in both games of
    // a deal, as they meet the same dice.
    let seed = deal.wrapping_mul(31);
    let forfeit = |culprit: usize, why: String| {
        eprintln!("\n{} forfeits deal {deal}: {why}", players[culprit].name());
        (culprit == blue, "forfeit".to_owned(), None, None)
    };
    let (mut red_engine, red_budget) = match players[red].engine(seed, timeout) {
        Ok(engine) => engine,
        Err(e) => return forfeit(red, e.to_string()),
    };
    let (mut blue_engine, blue_budget) = match players[blue].engine(seed + 1, timeout) {
        Ok(engine) => engine,
        Err(e) => return forfeit(blue, e.to_string()),
    };
    match duplicate_dice::play_game([red_engine.as_mut(), blue_engine.as_mut()], [&red_budget, &blue_budget], deal) {
        Ok(game) => {
            let red_won = game.outcome().expect("played to the end").winner == Side::Red;
            let judged = judge.then(|| decision_losses(&game, &mut analysis::analyst(), &JUDGE_BUDGET));
            (red_won, "end".to_owned(), judged, Some(game.plies().len()))
        }
        Err((side, error)) => forfeit(if side == Side::Red { red } else { blue }, error.to_string()),
    }
}

/// The judge searches deeper than a review (every search to depth 7): the
/// judged matches in docs/ai.md were judged so, and a results file must
/// keep one judge.
const JUDGE_BUDGET: Budget = Budget::nodes(3_000_000);

/// What Red's and Blue's decisions gave away in `game`, as `judge` sees it
/// (the analyst, by nodes only, so a busy machine judges alike).
fn decision_losses(game: &Game, judge: &mut impl Engine<Einstein>, budget: &Budget) -> [f64; 2] {
    let mut losses = [0.0; 2];
    for (ply, position) in game.plies().iter().zip(game.positions()) {
        if position.legal_moves(ply.roll).map_or(0, |moves| moves.len()) > 1 {
            let judged = analysis::judge(judge, &position, ply, budget, &Cancel::new()).expect("a played move");
            losses[position.turn().index()] += judged.loss;
        }
    }
    losses
}

fn report(
    out: &mut impl Write,
    players: &[Player],
    results: &[fit::Result],
    args: &Args,
    seconds: f64,
) -> io::Result<()> {
    let anchor = players.iter().position(Player::is_anchor);
    let fit = fit::fit(players.len(), anchor.unwrap_or(0), if anchor.is_some() { 1000.0 } else { 0.0 }, results);
    if anchor.is_none() {
        writeln!(out, "(no random mover among the players: ratings are relative to {})", players[0].name())?;
    }
    // Names as long as a candidate network's path would break the columns.
    let width = players.iter().map(|p| p.name().chars().count()).max().unwrap_or(0).max(28);
    writeln!(out, "{:<width$} {:>7} {:>9} {:>6}", "player", "rating", "95%", "games")?;
    for (i, player) in players.iter().enumerate() {
        writeln!(
            out,
            "{:<width$} {:>7.0} {:>9} {:>6}",
            player.name(),
            fit.ratings[i],
            format!("±{:.0}", fit.margins[i]),
            fit.games[i]
        )?;
    }
    writeln!(out, "first-move advantage: {:.0} ± {:.0} Elo", fit.first_move_advantage, fit.first_move_margin)?;
    writeln!(out, "\npairwise score (row against column, all games):")?;
    for (i, row) in players.iter().enumerate() {
        let cells: Vec<String> = (0..players.len())
            .map(|j| match score(results, i, j) {
                Some((points, games)) => format!("{:>6.1}%", 100.0 * points / games as f64),
                None => format!("{:>7}", "-"),
            })
            .collect();
        writeln!(out, "{:<width$} {}", row.name(), cells.join(" "))?;
    }
    writeln!(out, "{:.0} s", seconds)?;
    if let Some(path) = &args.write {
        std::fs::write(path, level_table(players, &fit, args))?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(())
}

/// Points and games of `i` against `j`.
pub fn score(results: &[fit::Result], i: usize, j: usize) -> Option<(f64, u64)> {
    let mut points = 0.0;
    let mut games = 0;
    for r in results {
        if (r.first, r.second) == (i, j) {
            points += r.first_score;
            games += 1;
        } else if (r.first, r.second) == (j, i) {
            points += 1.0 - r.first_score;
            games += 1;
        }
    }
    (games > 0).then_some((points, games))
}

fn level_table(players: &[Player], fit: &Fit, args: &Args) -> String {
    let command = zabel_cli::date::command_line();
    let mut text = format!("# EinStein level ratings, measured by: {}\n", command);
    text += &format!("# date: {}\n", zabel_cli::date::today());
    text += &format!("# deals per pairing: {} (each played twice, engines swapped)\n", args.deals);
    text += &format!("# first-move advantage: {:.1} ± {:.1} Elo\n", fit.first_move_advantage, fit.first_move_margin);
    let levels: Vec<(usize, u8)> = players
        .iter()
        .enumerate()
        .filter_map(|(i, player)| match player {
            Player::Level(level) => Some((i, level.number)),
            _ => None,
        })
        .collect();
    text += &crate::level_table::rows(&levels, fit);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_full_depth_player_searches_without_the_levels_cap() {
        let budget = |spec: &str| Player::parse(spec).unwrap().engine(1, Duration::from_secs(1)).unwrap().1;
        assert_eq!(budget("ex:8:endgame:ntuple").time, Some(zabel_core::ai::level_table::TIME_CAP));
        assert_eq!(budget("ex:8:full:ntuple").time, None);
        assert_eq!(budget("ex:8:full").nodes, u64::MAX);
    }

    #[test]
    fn a_player_with_the_best_setups_arranges_its_stones_among_them_and_plays_as_the_player() {
        let best = setups::ranked_setups();
        for seed in 1..=20 {
            let (mut one, _) = Player::parse("L8@1").unwrap().engine(seed, Duration::from_secs(1)).unwrap();
            assert_eq!(one.setup(Side::Red), best[0]);
            let (mut two, _) = Player::parse("ex:1@2").unwrap().engine(seed, Duration::from_secs(1)).unwrap();
            assert!(best[..2].contains(&two.setup(Side::Blue)));
        }
        let position = *Game::new(best[0], best[1], Side::Red).position();
        let roll = zabel_core::einstein::Die::new(3);
        let decide = |spec: &str| {
            let (mut engine, budget) = Player::parse(spec).unwrap().engine(5, Duration::from_secs(1)).unwrap();
            engine.decide(&position, roll, &budget, &Cancel::new()).unwrap().stats
        };
        assert_eq!(decide("ex:2@3"), decide("ex:2"));
        assert!(Player::parse("L8@2").unwrap().name().ends_with("one of the 2 best setups"));
        for bad in ["L8@0", "L8@", "L8@x", "L9@2"] {
            assert!(Player::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn players_that_choose_alike_play_both_games_of_a_deal_alike() {
        // Same dice, and the same setups for the same seat: an engine
        // against its twin wins a deal's two games from the same seat.
        let twins = [Player::parse("ex:2:endgame").unwrap(), Player::parse("ex:2:endgame").unwrap()];
        for deal in 1..=6 {
            let first = play(&twins, 0, 1, deal, Duration::from_secs(1), false);
            let second = play(&twins, 1, 0, deal, Duration::from_secs(1), false);
            assert_eq!(first, second, "deal {deal}");
        }
    }

    #[test]
    fn a_player_judged_by_itself_gives_nothing_away_and_the_random_mover_much() {
        let mut judge = Expectimax::new(2, false, SetupPolicy::Random, 1);
        let budget = Budget::nodes(u64::MAX);
        let (mut random, random_budget) = Player::parse("L1").unwrap().engine(5, Duration::from_secs(1)).unwrap();
        let mut given_away = [0.0; 2];
        for deal in 1..=4 {
            let (mut searcher, searcher_budget) =
                Player::parse("ex:2").unwrap().engine(deal, Duration::from_secs(1)).unwrap();
            let engines: [&mut dyn Engine<Einstein>; 2] = [searcher.as_mut(), random.as_mut()];
            let game = duplicate_dice::play_game(engines, [&searcher_budget, &random_budget], deal).unwrap();
            let [searcher_loss, random_loss] = decision_losses(&game, &mut judge, &budget);
            assert_eq!(searcher_loss, 0.0, "deal {deal}");
            given_away[1] += random_loss;
        }
        assert!(given_away[1] > 0.5, "the random mover gave away only {}", given_away[1]);
    }

    #[test]
    fn judged_games_keep_their_losses_and_predict_the_score() {
        let judged = Played {
            game: results::Game::EinStein,
            first: "L1".to_owned(),
            second: "L2".to_owned(),
            deal: 3,
            conditions: "-".to_owned(),
            first_score: 0.0,
            plies: Some(30),
            end: "end".to_owned(),
            losses: Some([0.25, 0.05]),
            times: None,
        };
        // L2 gave away 0.05 and 0.15 in its two games, L1 0.25 and 0.35:
        // L1 is predicted 50% + 0.10 − 0.30 = 30%.
        let swapped = Played {
            first: "L2".to_owned(),
            second: "L1".to_owned(),
            first_score: 1.0,
            losses: Some([0.15, 0.35]),
            ..judged.clone()
        };
        let players = [Player::parse("L1").unwrap(), Player::parse("L2").unwrap()];
        let mut out = Vec::new();
        judged_report(&mut out, &players, &["L1".to_owned(), "L2".to_owned()], &[judged, swapped]).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(out.contains("judged by the analyst, 2 games"), "{out}");
        assert!(out.contains("gave away 30.00% ± 9.80 a game"), "{out}");
        assert!(out.contains("predicted 30.0% ± 0.0, scored 0.0%"), "{out}");
    }

    #[test]
    fn a_candidate_network_is_read_from_its_file() {
        let dir = tempfile::tempdir().unwrap();
        let table = dir.path().join("tempo.tsv");
        std::fs::write(&table, "# only the tempo\n0\t1.0\n").unwrap();
        let spec = format!("ex:3:endgame:ntuple={}", table.display());
        let player = Player::parse(&spec).unwrap();
        let Player::Expectimax { depth: 3, mode: Mode::AsLevel, leaves, .. } = &player else { panic!("{spec}") };
        let start: zabel_core::einstein::Position = "R1R2R32/R4R53/R64/4B6/2B1B2B3 r".parse().unwrap();
        assert_eq!((leaves.evaluation())(&start), 0.5f64.tanh());
        assert!(player.name().ends_with(&format!("n-tuple network {}", table.display())));

        let missing = dir.path().join("missing.tsv");
        let error = Player::parse(&format!("ex:3:ntuple={}", missing.display())).err().unwrap();
        assert!(error.starts_with(&missing.display().to_string()), "{error}");
        std::fs::write(&table, "0 1.0\n").unwrap();
        let error = Player::parse(&spec).err().unwrap();
        assert!(error.contains("index<TAB>weight"), "{error}");
    }
}
