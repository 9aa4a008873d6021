//! `zabel-lab tafl arena`, the arena's part for Königszabel: its players
//! (levels and candidate searches), each opening played from both sides,
//! maximum-likelihood ratings with draws as ½ and the attackers' advantage
//! (R1), and each level's lean.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use zabel_core::ai::tafl;

use crate::arena::{self, Match, Run, Sprt};
use crate::contender::{Contender, Player};
use crate::rating::fit::{self, Fit};
use crate::rating::mean::mean_and_margin;
use crate::rating::score::Tally;
use crate::results::{self, Game as Results, Played, Times};
use zabel_core::tafl::{Game, Move, Outcome, Position, Rules, Side};

#[derive(clap::Args)]
pub struct ArenaArgs {
    /// Who plays, e.g. `1,2,3` (default: every level); besides levels,
    /// the search at a fixed depth with changed evaluation weights,
    /// `search:2:corner_guard=70`, to measure a change before it ships.
    #[arg(long, value_delimiter = ',')]
    levels: Vec<String>,
    /// Games per pairing and side: each pairing plays this many with either level attacking.
    #[arg(long, default_value_t = 20)]
    games: usize,
    /// Which pairings: neighbours and next-but-one (`near`), every pair
    /// (`all`), or each level against itself (`self`: the balance of the sides).
    #[arg(long, default_value = "near")]
    pairings: String,
    /// Play with the shieldwall rule (K7).
    #[arg(long)]
    shieldwall: bool,
    /// The attackers think this many times as long (nodes) as their
    /// contender's budget says: odds that even out a side's advantage, so
    /// that a pair of games can tell two contenders apart.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    attackers_odds: u64,
    /// Random plies at the start of each game, for variety.
    #[arg(long, default_value_t = 2)]
    opening: usize,
    /// Start game N of each pairing from the file's position N instead
    /// (`zabel-lab tafl openings` writes one); keep its games in a results
    /// file of their own, as the file's lines do not say where games began.
    #[arg(long)]
    openings: Option<PathBuf>,
    /// Results file: one line per game, appended as games end; a rerun skips the games in it.
    #[arg(long)]
    results: PathBuf,
    /// Seconds an outside engine may take to start or to answer; later, it
    /// loses the game.
    #[arg(long, default_value_t = 10.0)]
    engine_timeout: f64,
    /// Worker threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Only fit and print what the results file holds.
    #[arg(long)]
    fit_only: bool,
    /// Write the level table here (core/data/koenigszabel-levels.tsv ships it).
    #[arg(long)]
    write: Option<PathBuf>,
    /// Write each level's lean towards attacking or defending here
    /// (core/data/koenigszabel-sides.tsv ships it): the attackers'
    /// advantage against each level, fitted with the ratings held.
    #[arg(long)]
    write_sides: Option<PathBuf>,
    /// Which sides the contenders play: `both` (every opening with either
    /// contender attacking, for the rating fit), or `attackers`: the first
    /// contender attacks every opening against each of the others (against
    /// itself when it is the only one) and never defends, a measure of the
    /// attack alone, reported as the attackers' wins, draws and losses and
    /// their score with its 95% interval; `--pairings` is then not read.
    #[arg(long, value_enum, default_value_t = Sides::Both)]
    sides: Sides,
    /// With `--sides attackers`: the results file of another attack on the
    /// same defenders from the same openings (the measure before a change).
    /// Each opening both files hold is compared, and the report adds the
    /// mean difference of the attackers' score with its 95% margin: both
    /// searches play by nodes, so an opening that went otherwise went so
    /// because of the change, and a change shows in far fewer games than two
    /// separate scores need. A file of the same attackers against another
    /// defender compares the defences (the difference is still the
    /// attackers' score).
    #[arg(long)]
    paired_with: Option<PathBuf>,
    /// With two levels: stop once a sequential probability ratio test decides
    /// whether the second is ELO0 or ELO1 stronger than the first (α = β = 5%),
    /// scoring each opening's pair of games (one from either side) as one.
    #[arg(long, value_delimiter = ',', value_name = "ELO0,ELO1")]
    sprt: Vec<f64>,
}

/// Which sides of each opening a run plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Sides {
    /// Each contender attacks and defends it.
    Both,
    /// The first contender attacks it, and only that.
    Attackers,
}

/// Opening by opening, the first of `players` contenders attacking each of
/// the others, or itself when it is alone.
fn attacks(players: usize, openings: usize) -> Vec<arena::Fixture> {
    let defenders: Vec<usize> = if players > 1 { (1..players).collect() } else { vec![0] };
    (0..openings as u64).flat_map(|deal| defenders.iter().map(move |&defender| (0, defender, deal))).collect()
}

/// One game a player played against itself from a numbered start.
pub struct SelfGame {
    pub player: String,
    pub index: usize,
    pub attackers_score: f64,
}

/// The games of an arena's results file in which a player met itself
/// (`--pairings self`), without the shieldwall rule.
pub fn self_games(path: &std::path::Path) -> io::Result<Vec<SelfGame>> {
    Ok(results::read(path, Played::parse)?
        .into_iter()
        .filter(|game| game.game == Results::Koenigszabel && game.first == game.second && game.conditions == "plain")
        .map(|game| SelfGame { player: game.first, index: game.deal as usize, attackers_score: game.first_score })
        .collect())
}

/// What every game of a run is played under: the rules, and the attackers' odds.
#[derive(Clone, Copy)]
struct Conditions {
    rules: Rules,
    attackers_odds: u64,
}

impl Conditions {
    fn of(args: &ArenaArgs) -> Conditions {
        Conditions { rules: Rules { shieldwall: args.shieldwall }, attackers_odds: args.attackers_odds }
    }

    /// As a results line names them: `plain` or `shieldwall`, with `/odds=N` where the attackers had odds.
    fn label(self) -> String {
        let rules = if self.rules.shieldwall { "shieldwall" } else { "plain" };
        if self.attackers_odds == 1 { rules.to_owned() } else { format!("{rules}/odds={}", self.attackers_odds) }
    }
}

/// The attackers' score when `side` forfeits, and the reason kept.
fn forfeit(side: Side, why: &str) -> (f64, String) {
    eprintln!("the {side} forfeit a game: {why}");
    (if side == Side::Attackers { 0.0 } else { 1.0 }, "Forfeit".to_owned())
}

/// Where the games of a pairing start: the same for both sides of game N.
pub enum Openings {
    /// This many random plies, seeded by the game's index alone.
    Random(usize),
    /// The index's position of a book.
    Book(Vec<Position>),
}

impl Openings {
    /// The book's positions when there is one (it must hold a position for
    /// each of `games`), else `plies` random plies.
    pub fn new(book: Option<&Path>, plies: usize, games: usize) -> io::Result<Openings> {
        let Some(path) = book else { return Ok(Openings::Random(plies)) };
        let book = crate::tafl_openings::read(path)?;
        if book.len() < games {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{} holds {} positions, fewer than --games {games}", path.display(), book.len()),
            ));
        }
        Ok(Openings::Book(book))
    }

    pub fn start(&self, rules: Rules, index: usize) -> io::Result<Game> {
        match self {
            Openings::Random(plies) => random_opening(rules, index, *plies),
            Openings::Book(positions) => Ok(Game::from_position(positions[index].with_rules(rules))),
        }
    }
}

/// Game `index`'s start: `plies` random moves, seeded by the index alone.
pub fn random_opening(rules: Rules, index: usize, plies: usize) -> io::Result<Game> {
    let mut game = Game::new(rules);
    let mut rng = SmallRng::seed_from_u64(index as u64);
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if game.is_over() || moves.is_empty() {
            break;
        }
        game.play(moves[rng.random_range(0..moves.len())]).map_err(io::Error::other)?;
    }
    Ok(game)
}

/// A player's move and how long it thought about it, in ms: a local search
/// on this thread's CPU clock, so that a machine busy with other work does
/// not stretch it; an outside engine, which thinks in its own process, by
/// the wall clock.
fn thought(player: &mut Player, game: &Game) -> (Result<Move, String>, f64) {
    let local = matches!(player, Player::Local { .. });
    let (wall, cpu) = (Instant::now(), thread_cpu());
    let chosen = player.choose(game);
    let spent = if local { thread_cpu().saturating_sub(cpu) } else { wall.elapsed() };
    (chosen, spent.as_secs_f64() * 1000.0)
}

/// The CPU time this thread has used.
fn thread_cpu() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec for the call to fill; the thread's
    // CPU clock exists on every Linux the lab runs on.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Plays game `index` of a pairing. The index alone decides the opening
/// plies, so both sides of a pairing, and every pairing, start game `index`
/// alike (changes to the evaluation are compared on the same openings); the
/// engines' seeds follow from the pairing too, so a rerun plays the same game.
fn play(
    attackers: &Contender,
    defenders: &Contender,
    index: usize,
    conditions: Conditions,
    openings: &Openings,
    timeout: Duration,
) -> io::Result<Played> {
    let mut game = openings.start(conditions.rules, index)?;
    let pairing = format!("{}/{}/{index}", attackers.name(), defenders.name());
    let mut rng = SmallRng::seed_from_u64(
        pairing.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)),
    );
    // An outside engine that fails to start, answers late or plays an
    // illegal move loses the game; the arena goes on.
    let seated = [
        attackers.player(rng.random(), timeout).map(|player| player.with_odds(conditions.attackers_odds)),
        defenders.player(rng.random(), timeout),
    ];
    // Each seat's moves and thinking time, kept with the game: what a move
    // costs each side.
    let mut times = Times { moves: [0, 0], total_ms: [0.0, 0.0], max_ms: [0.0, 0.0] };
    let (attackers_score, reason) = match seated {
        [Err(why), _] => forfeit(Side::Attackers, &why),
        [_, Err(why)] => forfeit(Side::Defenders, &why),
        [Ok(first), Ok(second)] => {
            let mut players = [first, second];
            let mut result = None;
            while !game.is_over() && result.is_none() {
                let side = game.position().turn();
                let seat = usize::from(side == Side::Defenders);
                let (chosen, ms) = thought(&mut players[seat], &game);
                times.moves[seat] += 1;
                times.total_ms[seat] += ms;
                times.max_ms[seat] = times.max_ms[seat].max(ms);
                match chosen {
                    Ok(mv) => {
                        game.play(mv).map_err(io::Error::other)?;
                    }
                    Err(why) => result = Some(forfeit(side, &why)),
                }
            }
            let result = result.unwrap_or_else(|| match game.outcome().expect("over") {
                Outcome::Win { winner, reason } => {
                    (if winner == Side::Attackers { 1.0 } else { 0.0 }, format!("{reason:?}"))
                }
                Outcome::Draw(reason) => (0.5, format!("{reason:?}")),
            });
            players.iter_mut().for_each(|player| player.finish(result.0));
            result
        }
    };
    Ok(Played {
        game: Results::Koenigszabel,
        first: attackers.name(),
        second: defenders.name(),
        deal: index as u64,
        conditions: conditions.label(),
        first_score: attackers_score,
        plies: Some(game.plies().len()),
        end: reason,
        losses: None,
        times: Some(times),
    })
}

pub fn arena(args: &ArenaArgs) -> io::Result<()> {
    let players: Vec<Contender> = if args.levels.is_empty() {
        tafl::LEVELS.iter().map(Contender::Level).collect()
    } else {
        args.levels.iter().map(|text| text.parse()).collect::<io::Result<_>>()?
    };
    let names: Vec<String> = players.iter().map(Contender::name).collect();
    let one_sided = args.sides == Sides::Attackers;
    let mut pairs = Vec::new();
    if args.pairings == "self" {
        // Each against itself: the balance of the sides (no ratings).
        pairs.extend((0..players.len()).map(|i| (i, i)));
    }
    for i in (0..players.len()).filter(|_| args.pairings != "self" && !one_sided) {
        for j in i + 1..players.len() {
            match args.pairings.as_str() {
                "all" => pairs.push((i, j)),
                "near" if j - i <= 2 => pairs.push((i, j)),
                "near" => {}
                other => {
                    return Err(io::Error::new(
                        io::ErrorKind::InvalidInput,
                        format!("--pairings '{other}': near, all or self"),
                    ));
                }
            }
        }
    }
    if one_sided && (!args.sprt.is_empty() || args.write.is_some() || args.write_sides.is_some()) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "--sides attackers plays one side only: no rating fit to test (--sprt) or write (--write, --write-sides)",
        ));
    }
    if !one_sided && args.paired_with.is_some() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "--paired-with compares attacks opening by opening: it needs --sides attackers",
        ));
    }
    let sprt = match (args.sprt.as_slice(), players.len()) {
        ([], _) => None,
        (&[elo0, elo1], 2) => Some(Sprt { elo0, elo1, seats_differ: true }),
        _ => return Err(io::Error::new(io::ErrorKind::InvalidInput, "--sprt ELO0,ELO1 compares exactly two players")),
    };
    let openings = Openings::new(args.openings.as_deref(), args.opening, args.games)?;
    let conditions = Conditions::of(args);
    let board = Board {
        names: &names,
        players: &players,
        conditions,
        openings,
        timeout: Duration::from_secs_f64(args.engine_timeout),
    };
    let played = if args.fit_only {
        arena::earlier(Some(&args.results), Results::Koenigszabel, &conditions.label(), &names)?
    } else {
        let run = Run {
            fixtures: if one_sided {
                attacks(players.len(), args.games)
            } else {
                arena::fixtures(&pairs, 0..args.games as u64)
            },
            results: Some(&args.results),
            threads: args.threads,
            sprt,
        };
        arena::play(&board, &run)?
    };
    let mut out = io::stdout().lock();
    if let Some(test) = sprt {
        let in_pair = |g: &&Played| g.first != g.second;
        let games: Vec<&Played> = played.iter().filter(in_pair).collect();
        writeln!(out, "{}", test.report(&games, &names[0], &names[1], [&names[0], &names[1]]))?;
    }
    report(&mut out, &players, &played, args)
}

/// A run's players and how they play: the arena's part for Königszabel.
struct Board<'a> {
    names: &'a [String],
    players: &'a [Contender],
    conditions: Conditions,
    openings: Openings,
    timeout: Duration,
}

impl Match for Board<'_> {
    const GAME: Results = Results::Koenigszabel;

    fn names(&self) -> &[String] {
        self.names
    }

    fn conditions(&self) -> String {
        self.conditions.label()
    }

    fn play(&self, attackers: usize, defenders: usize, index: u64) -> io::Result<Played> {
        let (attackers, defenders) = (&self.players[attackers], &self.players[defenders]);
        play(attackers, defenders, index as usize, self.conditions, &self.openings, self.timeout)
    }
}

/// Each level against itself: attackers' wins, draws, defenders' wins, and
/// the attackers' score with its 95% interval.
fn balance(out: &mut impl Write, players: &[Contender], played: &[Played], args: &ArenaArgs) -> io::Result<()> {
    let rules = Conditions::of(args).label();
    writeln!(out, "level  games  attackers won  drawn  defenders won  attackers' score (95%)   [{rules}]")?;
    for player in players {
        let name = player.name();
        let own: Vec<f64> =
            played.iter().filter(|g| g.first == name && g.second == name).map(|g| g.first_score).collect();
        if own.is_empty() {
            continue;
        }
        let count = |score: f64| own.iter().filter(|&&s| s == score).count();
        let (mean, spread) = mean_and_margin(&own).expect("some games");
        writeln!(
            out,
            "{name:>5}  {:>5}  {:>13}  {:>5}  {:>13}  {:>5.1}% ± {:.1}",
            own.len(),
            count(1.0),
            count(0.5),
            count(0.0),
            100.0 * mean,
            100.0 * spread
        )?;
    }
    Ok(())
}

/// `--sides attackers`: the first contender's games as the attackers
/// against each defender: wins, draws, losses, the score with its 95%
/// interval (normal, from the games' variance; and Wilson's), how many games
/// would bring the interval to ±5 points, and the time the games took.
fn attack(out: &mut impl Write, players: &[Contender], played: &[Played], before: Option<&[Played]>) -> io::Result<()> {
    let attackers = &players[0];
    let defenders = if players.len() > 1 { &players[1..] } else { players };
    writeln!(out, "attacking: {} ({})", attackers.name(), attackers.label())?;
    writeln!(
        out,
        "{:>5}  {:>4}  {:>5}  {:>4}  {:<15}  {:<11}  {:>12}  {:>5}  {:>6}  {:<24}  {:<17}  defenders",
        "games",
        "won",
        "drawn",
        "lost",
        "score (95%)",
        "Wilson 95%",
        "games for ±5",
        "plies",
        "s/game",
        "s/move attacking (worst)",
        "defending (worst)"
    )?;
    for defender in defenders {
        let games: Vec<&Played> =
            played.iter().filter(|g| g.first == attackers.name() && g.second == defender.name()).collect();
        let tally = Tally::of(games.iter().map(|g| g.first_score));
        let Some((score, margin)) = tally.score_and_margin() else {
            writeln!(out, "no games yet against {}", defender.name())?;
            continue;
        };
        let (low, high) = tally.wilson().expect("some games");
        let needed = tally.games_for_margin(0.05).map_or_else(|| "-".to_owned(), |n| n.to_string());
        let plies = games.iter().filter_map(|g| g.plies).sum::<usize>() as f64 / games.len() as f64;
        let timed: Vec<Times> = games.iter().filter_map(|g| g.times).collect();
        // Games kept before the arena timed them say nothing of time.
        let timing = |text: String| if timed.is_empty() { "-".to_owned() } else { text };
        let per_game = timed.iter().map(|t| t.total_ms[0] + t.total_ms[1]).sum::<f64>() / 1000.0;
        let per_game = timing(format!("{:.1}", per_game / timed.len().max(1) as f64));
        let per_move = |seat: usize| {
            let moves = timed.iter().map(|t| t.moves[seat]).sum::<usize>().max(1) as f64;
            let worst = timed.iter().map(|t| t.max_ms[seat]).fold(0.0, f64::max);
            let total = timed.iter().map(|t| t.total_ms[seat]).sum::<f64>();
            timing(format!("{:.3} ({:.3})", total / moves / 1000.0, worst / 1000.0))
        };
        writeln!(
            out,
            "{:>5}  {:>4}  {:>5}  {:>4}  {:<15}  {:<11}  {needed:>12}  {plies:>5.0}  {per_game:>6}  {:<24}  {:<17}  {} ({})",
            tally.games(),
            tally.won,
            tally.drawn,
            tally.lost,
            format!("{:.1}% ± {:.1}", 100.0 * score, 100.0 * margin),
            format!("{:.1}–{:.1}%", 100.0 * low, 100.0 * high),
            per_move(0),
            per_move(1),
            defender.name(),
            defender.label()
        )?;
        if let Some(before) = before {
            paired(out, &games, before, &attackers.name(), &defender.name())?;
        }
    }
    Ok(())
}

/// The attack's games against one defender beside another attack's on the
/// same openings (`--paired-with`): how many went better, worse or alike,
/// and the mean difference of the score with its 95% margin. When the other
/// file has no games against this defender, it is the defence that changed:
/// its games of the same attackers against one other defender are paired.
fn paired(
    out: &mut impl Write,
    games: &[&Played],
    before: &[Played],
    attacker: &str,
    defender: &str,
) -> io::Result<()> {
    let same_defender: Vec<&Played> = before.iter().filter(|g| g.second == defender).collect();
    let (before, changed, fixed): (Vec<&Played>, fn(&Played) -> &str, &str) = if same_defender.is_empty() {
        (before.iter().filter(|g| g.first == attacker).collect(), |g| &g.second, attacker)
    } else {
        (same_defender, |g| &g.first, defender)
    };
    let others: std::collections::BTreeSet<&str> = before.iter().map(|g| changed(g)).collect();
    if others.len() > 1 {
        let names: Vec<&str> = others.into_iter().collect();
        let role = if fixed == defender { "attacking" } else { "defending against" };
        return writeln!(out, "  paired: the other file has {} {role} {fixed}; it must hold one", names.join(", "));
    }
    let differences: Vec<f64> = games
        .iter()
        .filter_map(|g| before.iter().find(|b| b.deal == g.deal).map(|b| g.first_score - b.first_score))
        .collect();
    let Some((mean, margin)) = mean_and_margin(&differences) else {
        return writeln!(out, "  paired: no opening of these games is in the other file with {attacker} or {defender}");
    };
    let count = |keep: fn(f64) -> bool| differences.iter().filter(|&&d| keep(d)).count();
    writeln!(
        out,
        "  paired with {}: {} openings, {} better, {} worse, {} alike; difference {:+.1} ± {:.1} points",
        others.first().expect("a contender in the other file"),
        differences.len(),
        count(|d| d > 0.0),
        count(|d| d < 0.0),
        count(|d| d == 0.0),
        100.0 * mean,
        100.0 * margin
    )
}

fn report(out: &mut impl Write, players: &[Contender], played: &[Played], args: &ArenaArgs) -> io::Result<()> {
    if args.sides == Sides::Attackers {
        let before = match &args.paired_with {
            Some(path) => Some(
                results::read(path, Played::parse)?
                    .into_iter()
                    .filter(|g| g.game == Results::Koenigszabel && g.conditions == Conditions::of(args).label())
                    .collect::<Vec<_>>(),
            ),
            None => None,
        };
        return attack(out, players, played, before.as_deref());
    }
    if args.pairings == "self" {
        return balance(out, players, played, args);
    }
    let names: Vec<String> = players.iter().map(Contender::name).collect();
    let index_of = |name: &str| names.iter().position(|n| n == name);
    let results = arena::fit_results(played, &names);
    if results.is_empty() {
        return writeln!(out, "no games yet");
    }
    // The random mover is 1000 by definition (R1); without it, the first player is.
    let anchor = index_of("1").unwrap_or(0);
    let fit = fit::fit(players.len(), anchor, 1000.0, &results);
    let (wins, draws) = results
        .iter()
        .fold((0, 0), |(w, d), g| (w + usize::from(g.first_score == 1.0), d + usize::from(g.first_score == 0.5)));
    writeln!(
        out,
        "{} games ({}): attackers won {wins}, drawn {draws}, defenders won {}",
        results.len(),
        Conditions::of(args).label(),
        results.len() - wins - draws
    )?;
    writeln!(out, "attackers' advantage: {:.1} ± {:.1} Elo", fit.first_move_advantage, fit.first_move_margin)?;
    writeln!(out, "level  rating (95% interval)   step over the line above   games  name")?;
    for (i, player) in players.iter().enumerate() {
        let (r, m) = (fit.ratings[i], fit.margins[i]);
        let number = player.level().map_or_else(|| "-".to_owned(), |level| level.number.to_string());
        let step = match i.checked_sub(1) {
            Some(below) => {
                let (step, margin) = fit.step(below, i);
                format!("{step:>+5.0} ({:>+5.0}..{:<+5.0})", step - margin, step + margin)
            }
            None => String::new(),
        };
        writeln!(
            out,
            "{number:>5}  {r:>6.0} ({:>6.0}..{:<6.0})  {step:<25}  {:>6}  {}",
            r - m,
            r + m,
            fit.games[i],
            player.label()
        )?;
    }
    let leans = fit::leans(&fit, &results);
    sides_by_player(out, players, &results, &fit, &leans)?;
    if let Some(path) = &args.write_sides {
        let levels: Vec<(usize, u8)> =
            players.iter().enumerate().filter_map(|(i, p)| p.level().map(|level| (i, level.number))).collect();
        std::fs::write(path, sides_table(&levels, &fit, &leans, results.len(), args))?;
        writeln!(out, "wrote {}", path.display())?;
    }
    if let Some(path) = &args.write {
        // Other players link levels in the fit (a former level, say) but
        // get no row: the table ships levels only.
        let levels: Vec<(usize, u8)> =
            players.iter().enumerate().filter_map(|(i, p)| p.level().map(|level| (i, level.number))).collect();
        if levels.is_empty() {
            return Err(io::Error::new(io::ErrorKind::InvalidInput, "--write ships a level table: no level played"));
        }
        let others: Vec<String> = players.iter().filter(|p| p.level().is_none()).map(Contender::name).collect();
        std::fs::write(path, level_table(&levels, &others, &fit, results.len(), args))?;
        writeln!(out, "wrote {}", path.display())?;
    }
    Ok(())
}

/// Each player's games per seat: the attackers' share observed, and what
/// the fit expects with one advantage for every game and with each
/// player's lean; how well the leans predict the games per side.
fn sides_by_player(
    out: &mut impl Write,
    players: &[Contender],
    results: &[fit::Result],
    fit: &Fit,
    leans: &fit::Leans,
) -> io::Result<()> {
    let expected = |first: usize, second: usize, advantage: f64| {
        let elo = fit.ratings[first] - fit.ratings[second] + advantage;
        1.0 / (1.0 + 10f64.powf(-elo / 400.0))
    };
    writeln!(out, "the attackers' share by seat: observed, expected with one advantage, with each level's lean")?;
    writeln!(
        out,
        "level  lean (95%)          attacking: games  observed  one  leans   defending: games  observed  one  leans"
    )?;
    let mut log_loss = [0.0, 0.0];
    for (i, player) in players.iter().enumerate() {
        let mut row = format!(
            "{:>5}  {:>+5.0} ({:>+5.0}..{:<+5.0})",
            player.name(),
            leans.leans[i],
            leans.leans[i] - leans.margins[i],
            leans.leans[i] + leans.margins[i]
        );
        for attacking in [true, false] {
            let own: Vec<&fit::Result> =
                results.iter().filter(|r| if attacking { r.first == i } else { r.second == i }).collect();
            let n = own.len().max(1) as f64;
            let observed = own.iter().map(|r| r.first_score).sum::<f64>() / n;
            let one = own.iter().map(|r| expected(r.first, r.second, fit.first_move_advantage)).sum::<f64>() / n;
            let lean =
                own.iter().map(|r| expected(r.first, r.second, leans.advantage(r.first, r.second))).sum::<f64>() / n;
            let _ = write!(
                row,
                "   {:>16}  {:>7.1}% {:>4.1}% {:>5.1}%",
                own.len(),
                100.0 * observed,
                100.0 * one,
                100.0 * lean
            );
        }
        writeln!(out, "{row}")?;
    }
    for r in results {
        for (k, advantage) in [fit.first_move_advantage, leans.advantage(r.first, r.second)].into_iter().enumerate() {
            let p = expected(r.first, r.second, advantage).clamp(1e-12, 1.0 - 1e-12);
            log_loss[k] -= r.first_score * p.ln() + (1.0 - r.first_score) * (1.0 - p).ln();
        }
    }
    let n = results.len() as f64;
    writeln!(
        out,
        "log-loss per game: one advantage {:.4}, each level's lean {:.4} ({} games)",
        log_loss[0] / n,
        log_loss[1] / n,
        results.len()
    )
}

/// The sides table the core ships: the attackers' advantage of a player
/// whose lean is unknown (the fit's one advantage), then each level's lean.
fn sides_table(levels: &[(usize, u8)], fit: &Fit, leans: &fit::Leans, games: usize, args: &ArenaArgs) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Königszabel: how each level leans towards attacking or defending, measured by: {}",
        zabel_cli::date::command_line()
    );
    let _ = writeln!(text, "# date: {}", zabel_cli::date::today());
    let _ = writeln!(
        text,
        "# games: {games}, from {}; the ratings held as the level table has them",
        args.results.display()
    );
    let _ = writeln!(
        text,
        "# a game's attackers' advantage is the mean of its two players' leans; a player of unknown lean leans as the one advantage: {:.1} Elo",
        fit.first_move_advantage
    );
    text += "# level\tlean\tlow\thigh\n";
    let mut sorted = levels.to_vec();
    sorted.sort_by_key(|&(_, number)| number);
    for (i, number) in sorted {
        let (lean, margin) = (leans.leans[i], leans.margins[i]);
        let _ = writeln!(text, "{number}\t{lean:.1}\t{:.1}\t{:.1}", lean - margin, lean + margin);
    }
    text
}

fn level_table(levels: &[(usize, u8)], others: &[String], fit: &Fit, games: usize, args: &ArenaArgs) -> String {
    let mut text = String::new();
    let _ = writeln!(text, "# Königszabel level ratings, measured by: {}", zabel_cli::date::command_line());
    let _ = writeln!(text, "# date: {}", zabel_cli::date::today());
    let _ =
        writeln!(text, "# games: {games}, up to {} per pairing and side, from {}", args.games, args.results.display());
    if !others.is_empty() {
        let _ = writeln!(text, "# also in the fit, not levels: {}", others.join(", "));
    }
    let _ =
        writeln!(text, "# attackers' advantage: {:.1} ± {:.1} Elo", fit.first_move_advantage, fit.first_move_margin);
    text += &crate::level_table::rows(levels, fit);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        arena: ArenaArgs,
    }

    fn parse(argv: &[&str]) -> ArenaArgs {
        <Cli as clap::Parser>::try_parse_from([&["arena"], argv].concat()).unwrap().arena
    }

    #[test]
    fn a_local_players_thinking_is_timed_by_its_threads_cpu_clock() {
        // Waiting costs the CPU clock nothing: a machine busy with other
        // work does not stretch a search's time.
        let before = thread_cpu();
        std::thread::sleep(Duration::from_millis(60));
        assert!(thread_cpu() - before < Duration::from_millis(30));
        let mut player =
            "search:2:nodes=20000".parse::<Contender>().unwrap().player(1, Duration::from_secs(1)).unwrap();
        let (chosen, ms) = thought(&mut player, &Game::new(Rules::default()));
        assert!(chosen.is_ok() && ms > 0.0, "{chosen:?} {ms}");
    }

    #[test]
    fn one_sided_the_first_contender_attacks_every_game_and_a_rerun_plays_only_whats_missing() {
        assert_eq!(attacks(3, 2), [(0, 1, 0), (0, 2, 0), (0, 1, 1), (0, 2, 1)]);
        assert_eq!(attacks(1, 2), [(0, 0, 0), (0, 0, 1)], "alone, against itself");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("attack.tsv");
        let file = path.to_str().unwrap();
        // The random mover attacks; the careless one ply and the random
        // mover defend: quick games.
        let run = |games: &str| {
            let args = parse(&["--levels", "1,2,1", "--sides", "attackers", "--games", games, "--results", file]);
            arena(&args).unwrap();
            results::read(&path, Played::parse).unwrap()
        };
        let played = run("2");
        assert_eq!(played.len(), 4, "two openings against each of two defenders");
        assert!(played.iter().all(|g| g.first == "1"), "the first contender attacks every game");
        let defenders: Vec<&str> = played.iter().map(|g| g.second.as_str()).collect();
        assert_eq!(defenders.iter().filter(|&&d| d == "2").count(), 2);
        assert!(played.iter().all(|g| g.times.is_some_and(|t| t.moves[0] > 0)), "each side's time kept");
        let again = run("3");
        assert_eq!(again.len(), 6, "the rerun played only opening 2");
        assert_eq!(again[..4], played[..], "and left the games before as they were");
        assert!(again[4..].iter().all(|g| g.first == "1" && g.deal == 2));
        let refused = parse(&["--levels", "1,2", "--sides", "attackers", "--sprt", "0,50", "--results", file]);
        assert!(arena(&refused).is_err(), "a one-sided run has no pairs for a sequential test");
        let refused = parse(&["--levels", "1,2", "--paired-with", file, "--results", file]);
        assert!(arena(&refused).is_err(), "both sides are not paired with an attack");
    }

    #[test]
    fn one_sided_the_attackers_score_and_its_interval_are_read_from_the_results_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("attack.tsv");
        let line = |first: &str, second: &str, deal: u64, conditions: &str, score: &str| {
            format!(
                "koenigszabel\t{first}\t{second}\t{deal}\t{conditions}\t{score}\t100\tKingEscaped\ttimes=50,5000,200,50,1000,50\n"
            )
        };
        let mut text = String::from("# hand-made\n");
        // Level 8 attacking level 7: won 1, drew 2, lost 5.
        for (deal, score) in ["1", "0.5", "0.5", "0", "0", "0", "0", "0"].into_iter().enumerate() {
            text += &line("8", "7", deal as u64, "plain", score);
        }
        // Not the measure: level 7 attacking, other odds, another defender.
        text += &line("7", "8", 0, "plain", "1");
        text += &line("8", "7", 0, "plain/odds=4", "1");
        text += &line("8", "6", 0, "plain", "1");
        std::fs::write(&path, text).unwrap();
        let args =
            parse(&["--levels", "8,7", "--sides", "attackers", "--fit-only", "--results", path.to_str().unwrap()]);
        let players: Vec<Contender> = ["8", "7"].iter().map(|n| n.parse().unwrap()).collect();
        let names: Vec<String> = players.iter().map(Contender::name).collect();
        let played = arena::earlier(Some(&args.results), Results::Koenigszabel, "plain", &names).unwrap();
        let mut out = Vec::new();
        report(&mut out, &players, &played, &args).unwrap();
        let out = String::from_utf8(out).unwrap();
        // 2 points of 8: 25%; margin 1.96 · √(1/7 / 8) = 26.2 points;
        // Wilson 7.1–59.1%; 220 games for ±5 points; 6 s a game, 0.1 s a
        // move attacking (worst 0.2), 0.02 defending (worst 0.05).
        let row = out.lines().nth(2).unwrap_or_default();
        let fields: Vec<&str> = row.split_whitespace().collect();
        assert_eq!(fields[..4], ["8", "1", "2", "5"], "{out}");
        assert_eq!(fields[4..7], ["25.0%", "±", "26.2"], "{out}");
        assert_eq!(fields[7], "7.1–59.1%", "{out}");
        assert_eq!(fields[8..14], ["220", "100", "6.0", "0.100", "(0.200)", "0.020"], "{out}");
        assert!(row.ends_with("7 (Jarl)"), "{out}");
        // Games kept without times: no time is made up for them.
        let untimed: Vec<Played> = played.iter().map(|g| Played { times: None, ..g.clone() }).collect();
        let mut out = Vec::new();
        report(&mut out, &players, &untimed, &args).unwrap();
        let out = String::from_utf8(out).unwrap();
        let fields: Vec<&str> = out.lines().nth(2).unwrap_or_default().split_whitespace().collect();
        assert_eq!(fields[8..13], ["220", "100", "-", "-", "-"], "{out}");

        // Beside another attack on the same openings: level 6 attacking
        // level 7 scored 0, 0, ½, 0, ½, 0, 0, 0, so level 8 did 1 and ½
        // better (openings 0, 1), ½ worse (4), alike in five: +1/8 = +12.5
        // points, margin 1.96 · √(1.375 / 7 / 8) = 30.7.
        let before = dir.path().join("before.tsv");
        let mut text = String::new();
        for (deal, score) in ["0", "0", "0.5", "0", "0.5", "0", "0", "0", "1"].into_iter().enumerate() {
            text += &line("6", "7", deal as u64, "plain", score);
        }
        text += &line("6", "5", 0, "plain", "1");
        text += &line("6", "7", 0, "plain/odds=4", "1");
        let paired_args = |file: &std::path::Path| {
            let (results, file) = (path.to_str().unwrap(), file.to_str().unwrap());
            parse(&[
                "--levels",
                "8,7",
                "--sides",
                "attackers",
                "--fit-only",
                "--paired-with",
                file,
                "--results",
                results,
            ])
        };
        let paired_report = |text: &str| {
            std::fs::write(&before, text).unwrap();
            let mut out = Vec::new();
            report(&mut out, &players, &played, &paired_args(&before)).unwrap();
            String::from_utf8(out).unwrap()
        };
        let expected = "  paired with 6: 8 openings, 2 better, 1 worse, 5 alike; difference +12.5 ± 30.7 points";
        let out = paired_report(&text);
        assert_eq!(out.lines().nth(3).unwrap_or_default(), expected, "{out}");
        // Two attacks in the other file: which to pair with is not guessed.
        text += &line("5", "7", 0, "plain", "1");
        let out = paired_report(&text);
        assert!(out.contains("the other file has 5, 6 attacking 7; it must hold one"), "{out}");

        // The same attackers against another defence, the same scores
        // opening by opening: the defence changed, and is paired.
        let mut text = String::new();
        for (deal, score) in ["0", "0", "0.5", "0", "0.5", "0", "0", "0", "1"].into_iter().enumerate() {
            text += &line("8", "6", deal as u64, "plain", score);
        }
        let out = paired_report(&text);
        assert_eq!(out.lines().nth(3).unwrap_or_default(), expected, "{out}");
        text += &line("8", "5", 0, "plain", "1");
        let out = paired_report(&text);
        assert!(out.contains("the other file has 5, 6 defending against 8; it must hold one"), "{out}");
    }

    #[test]
    fn odds_give_the_attackers_more_nodes_and_name_the_games_apart() {
        let args = |odds: &str| {
            #[derive(clap::Parser)]
            struct Cli {
                #[command(flatten)]
                arena: ArenaArgs,
            }
            let mut argv = vec!["arena", "--results", "r.tsv"];
            if !odds.is_empty() {
                argv.extend(["--attackers-odds", odds]);
            }
            <Cli as clap::Parser>::try_parse_from(argv).map(|cli| cli.arena)
        };
        assert_eq!(Conditions::of(&args("").unwrap()).label(), "plain");
        assert_eq!(Conditions::of(&args("4").unwrap()).label(), "plain/odds=4");
        assert!(args("0").is_err(), "no odds of nothing");
        let search: Contender = "search:2:nodes=1000".parse().unwrap();
        let Ok(crate::contender::Player::Local { budget, .. }) =
            search.player(1, Duration::from_secs(1)).map(|p| p.with_odds(4))
        else {
            panic!("a local search")
        };
        assert_eq!(budget.nodes, 4000);
    }
}
