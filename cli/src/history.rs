//! `zabel rating`, `zabel history`, `zabel replay`: the player's Elo, games
//! and replays, read from the store through the core's `App`.

use std::io::{self, IsTerminal, Write};

use zabel_core::game::{EndReason, PlayerKind, Score, Seat};
use zabel_core::rating::opponents::{RatedSeat, sides_differ, suggested};
use zabel_core::rating::replay::replay as replay_ratings;
use zabel_core::rating::standing::Standing;
use zabel_core::store::{HistoryFilter, StoredGame};
use zabel_core::text::{Arg, text, text_with};

use crate::board::{Style, game_title, render};
use crate::play::Game;
use crate::{DataDir, and_list, language, say};

#[derive(clap::Args)]
pub struct RatingArgs {
    /// The game whose rating to show.
    #[arg(value_enum, default_value_t = Game::Einstein)]
    game: Game,
    #[command(flatten)]
    data: DataDir,
}

#[derive(clap::Args)]
pub struct HistoryArgs {
    /// How many games to list.
    #[arg(long, default_value_t = 50)]
    limit: usize,
    /// Only this game's.
    #[arg(long, value_enum)]
    game: Option<Game>,
    /// Only games that counted for the rating.
    #[arg(long)]
    rated: bool,
    #[command(flatten)]
    data: DataDir,
}

#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The game's number, as `zabel history` lists it.
    id: u64,
    #[command(flatten)]
    data: DataDir,
}

pub fn rating(args: &RatingArgs) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let variant = args.game.variant();
    if !variant.is_rated() {
        let game = crate::play::display_name(variant);
        return Err(io::Error::other(text_with(language(), "cli-not-rated", &[("game", Arg::Text(game))])));
    }
    // The games, as the store or (while a game is open in another
    // terminal) the backups hold them; the rating is replayed from them.
    let mut games: Vec<StoredGame> = match open_for_reading(&args.data, &mut out)? {
        Reading::Store(app) => app.history(usize::MAX, None, HistoryFilter::default()),
        Reading::Backups => Ok(zabel_core::store::backed_up_games(&args.data.dir())),
        Reading::Nothing => Ok(Vec::new()),
    }
    .map_err(|error| crate::store_error(&args.data.dir(), &error))?;
    let ratings = replay_ratings(&mut games);
    let rating = ratings.get(&variant).copied().unwrap_or_default();
    let said = say("cli-rating").text("game", game_title(variant)).text("rating", format!("{:.0}", rating.rating));
    let said = said.flag("provisional", rating.is_provisional()).number("games", rating.games as f64);
    writeln!(out, "{}", said.get())?;
    let history: Vec<_> =
        games.iter().filter(|game| game.game.variant == variant).filter_map(|game| game.rating_change).collect();
    let mut points: Vec<f64> = vec![history.first().map_or(rating.rating, |change| change.before)];
    points.extend(history.iter().map(|change| change.after));
    if points.len() > 1 {
        writeln!(out, "{}", chart(&points, 10))?;
    }
    let standing = Standing::of(variant, &games);
    if let Some(best) = standing.best {
        writeln!(out, "{}", say("cli-best-rating").text("rating", format!("{best:.0}")).get())?;
    }
    for record in &standing.levels {
        let said = say("cli-level-record").text("level", record.level.to_string());
        let said = said.text("name", variant.level_name(record.level, language()));
        let said = said.text("won", record.won.to_string()).text("drawn", record.drawn.to_string());
        writeln!(out, "{}", said.text("lost", record.lost.to_string()).get())?;
    }
    // Where one side has the edge, the average of both seats names a level
    // that is a fair match from neither, so each side gets its own.
    let seats: Vec<Option<RatedSeat>> =
        if sides_differ(variant) { RatedSeat::BOTH.map(Some).to_vec() } else { vec![None] };
    for seat in seats {
        let Some(opponent) = suggested(variant, rating.rating, seat, language()) else {
            let said = match seat {
                Some(seat) => say("cli-no-fair-opponent-as").seat("seat", variant, seat.index() as u8),
                None => say("cli-no-fair-opponent"),
            };
            writeln!(out, "{}", said.get())?;
            continue;
        };
        let (said, expected) = match seat {
            Some(seat) => (
                say("cli-fair-opponent-as").seat("seat", variant, seat.index() as u8),
                opponent.expected_by_seat[seat.index()],
            ),
            None => (say("cli-fair-opponent"), opponent.expected_score),
        };
        let said =
            said.text("level", opponent.level.to_string()).text("name", variant.level_name(opponent.level, language()));
        let said = said.text("rating", format!("{:.0}", opponent.rating));
        let percent = zabel_core::text::percent(language(), expected);
        writeln!(out, "{}", said.text("percent", percent).get())?;
    }
    Ok(())
}

/// A text chart: one column per game, `height` rows, the scale on the left.
pub fn chart(points: &[f64], height: usize) -> String {
    let low = points.iter().copied().fold(f64::INFINITY, f64::min);
    let high = points.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(1.0);
    let row_of = |value: f64| (((value - low) / span) * (height - 1) as f64).round() as usize;
    let mut text = String::new();
    // A label that rounds to the one above it is left out: each shown is
    // a different rating.
    let mut shown = None;
    for row in (0..height).rev() {
        let label = format!("{:.0}", low + span * row as f64 / (height - 1) as f64);
        if shown.as_ref() == Some(&label) {
            text += "       |";
        } else {
            text += &format!("{label:>6} |");
            shown = Some(label);
        }
        for &point in points {
            text.push(if row_of(point) == row { '*' } else { ' ' });
        }
        text.push('\n');
    }
    text += &format!("       +{}\n", "-".repeat(points.len()));
    text += &format!("        {}", zabel_core::text::text(language(), "cli-chart-games"));
    text
}

/// "against level 4", "against a friend".
fn against(game: &StoredGame) -> String {
    let said = say("cli-against");
    match game.game.players.as_slice() {
        [PlayerKind::Human, PlayerKind::Computer { level }] | [PlayerKind::Computer { level }, PlayerKind::Human] => {
            said.text("kind", "level").text("level", level.to_string())
        }
        [PlayerKind::Human, PlayerKind::Human] => said.text("kind", "friend"),
        [PlayerKind::Computer { level: a }, PlayerKind::Computer { level: b }] => {
            said.text("kind", "levels").text("level", a.to_string()).text("other", b.to_string())
        }
        players => said.text("kind", "players").number("count", players.len() as f64),
    }
    .get()
}

/// The person's seat, when one person played the computer.
fn person(game: &StoredGame) -> Option<Seat> {
    let humans: Vec<usize> =
        game.game.players.iter().enumerate().filter(|(_, p)| **p == PlayerKind::Human).map(|(i, _)| i).collect();
    match humans.as_slice() {
        [seat] => Some(Seat(*seat as u8)),
        _ => None,
    }
}

/// "you won", "you lost by resignation", "draw by repetition"; between
/// people or computers, "red won", "defenders won by resignation".
fn result(game: &StoredGame) -> String {
    let ending = &game.game.ending;
    let how = match ending.reason {
        EndReason::Resigned => "resigned",
        EndReason::Repetition => "repetition",
        EndReason::NoCapture => "no-capture",
        _ => "none",
    };
    let said = say("cli-history-result").text("how", how);
    if let Some(score) = person(game).and_then(|seat| ending.score(seat)) {
        let outcome = match score {
            Score::Win => "won",
            Score::Loss => "lost",
            Score::Draw => "draw",
        };
        return said.text("outcome", outcome).get();
    }
    if ending.scores.iter().all(|score| *score == Score::Draw) {
        return said.text("outcome", "draw").get();
    }
    let (winners, winners_the) = winners(game.game.variant, &ending.scores);
    said.text("outcome", "side").text("winners", winners).text("winners-the", winners_the).get()
}

/// The seats that won, joined: as names alone ("red", "attackers") and as a
/// sentence names them inside ("die Angreifer").
pub(crate) fn winners(variant: zabel_core::game::Variant, scores: &[Score]) -> (String, String) {
    let won: Vec<u8> = (0..scores.len() as u8).filter(|&seat| scores[seat as usize] == Score::Win).collect();
    let form = |key: &str| -> Vec<String> {
        let code = |seat: u8| crate::board::seat_name(variant, seat);
        won.iter().map(|&seat| text_with(language(), key, &[("code", Arg::Text(code(seat)))])).collect()
    };
    (and_list(&form("cli-seat")), and_list(&form("cli-seat-the")))
}

/// Where a command that only reads finds the games.
enum Reading {
    Store(Box<zabel_core::app::App>),
    /// Another process has the store open (a game in another terminal):
    /// the backups are read instead.
    Backups,
    /// No store and no backups: no games, and no store is made for them.
    Nothing,
}

/// Opens the store for a command that only reads. A `--data-dir` that
/// holds no data is an error, and the default one without data is read as
/// empty: neither becomes a new empty store.
fn open_for_reading(data: &DataDir, out: &mut impl Write) -> io::Result<Reading> {
    let dir = data.dir();
    if !dir.join("db").exists() && !dir.join("backups").exists() {
        if data.is_given() {
            let shown = dir.display().to_string();
            let message = text_with(language(), "cli-no-data", &[("path", Arg::Text(&shown))]);
            return Err(io::Error::new(io::ErrorKind::NotFound, message));
        }
        return Ok(Reading::Nothing);
    }
    match zabel_core::app::App::open(&dir) {
        Ok(app) => {
            crate::tell_recovery(&app, out)?;
            Ok(Reading::Store(Box::new(app)))
        }
        Err(zabel_core::store::StoreError::Locked(_)) => {
            writeln!(out, "{}", text(language(), "cli-read-backups"))?;
            Ok(Reading::Backups)
        }
        Err(error) => Err(crate::store_error(&dir, &error)),
    }
}

pub fn history(args: &HistoryArgs) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let filter = HistoryFilter { variant: args.game.map(Game::variant), rated_only: args.rated };
    let games = match open_for_reading(&args.data, &mut out)? {
        Reading::Store(app) => {
            app.history(args.limit, None, filter).map_err(|e| crate::store_error(&args.data.dir(), &e))?
        }
        Reading::Backups => {
            let backed_up = zabel_core::store::backed_up_games(&args.data.dir()).into_iter();
            backed_up.filter(|game| filter.admits(game)).take(args.limit).collect()
        }
        Reading::Nothing => Vec::new(),
    };
    if games.is_empty() {
        if args.limit > 0 {
            let empty = if filter == HistoryFilter::default() { "cli-no-games" } else { "cli-no-such-games" };
            writeln!(out, "{}", text(language(), empty))?;
        }
        return Ok(());
    }
    let rows: Vec<[String; 6]> = games
        .iter()
        .map(|game| {
            let rating =
                game.rating_change.map_or_else(|| text(language(), "cli-unrated"), |c| crate::rating_change_text(&c));
            [
                game.id.to_string(),
                crate::date::date_of(game.game.finished_at),
                game_title(game.game.variant).to_owned(),
                against(game),
                result(game),
                rating,
            ]
        })
        .collect();
    let width = |column: usize| rows.iter().map(|row| row[column].chars().count()).max().unwrap_or(0);
    let widths: Vec<usize> = (0..6).map(width).collect();
    for row in &rows {
        let mut line = format!("{:>w$}", row[0], w = widths[0]);
        for (column, cell) in row.iter().enumerate().skip(1) {
            line.push_str("  ");
            line.push_str(cell);
            if column < 5 {
                line.push_str(&" ".repeat(widths[column] - cell.chars().count()));
            }
        }
        writeln!(out, "{line}")?;
    }
    Ok(())
}

pub fn replay(args: &ReplayArgs) -> io::Result<()> {
    let mut out = io::stdout().lock();
    let replay = match open_for_reading(&args.data, &mut out)? {
        Reading::Store(app) => app.replay(args.id).map_err(|e| crate::store_error(&args.data.dir(), &e))?,
        Reading::Nothing => None,
        Reading::Backups => zabel_core::store::backed_up_games(&args.data.dir())
            .into_iter()
            .find(|game| game.id == args.id)
            .map(|game| {
                zabel_core::session::Replay::new(game, language()).map_err(|error| {
                    let plain = text(language(), "error-bad-game");
                    io::Error::other(crate::with_details(&args.data.dir(), &plain, &error.to_string()))
                })
            })
            .transpose()?,
    };
    let Some(replay) = replay else {
        let message = say("cli-no-such-game").text("id", args.id.to_string()).get();
        return Err(io::Error::new(io::ErrorKind::NotFound, message));
    };
    let stored = replay.stored();
    let said = say("cli-replay-head").text("id", stored.id.to_string()).text("game", game_title(stored.game.variant));
    writeln!(out, "{}", said.text("against", against(stored)).text("result", result(stored)).get())?;
    let style = Style { color: false };
    // In a terminal the game is stepped through, a move per Enter; piped,
    // it is printed whole.
    let stepping = io::stdin().is_terminal() && io::stdout().is_terminal();
    let mut input = io::stdin().lock();
    let mut first_line = true;
    for ply in 0..=replay.plies() {
        let view = replay.view(ply).expect("every ply up to the end has a view");
        if let Some(last) = view.moves.last() {
            writeln!(out, "{ply}. {last}")?;
        }
        writeln!(out, "{}", render(view.variant, &view.board, &style))?;
        if stepping && ply < replay.plies() {
            let stop = loop {
                write!(out, "{} > ", text(language(), "cli-replay-step"))?;
                out.flush()?;
                match crate::lines::read_line(&mut input, std::mem::replace(&mut first_line, false))? {
                    Some(Ok(line)) if line.trim() == "q" => break true,
                    None => break true,
                    Some(Ok(line)) if line.trim().is_empty() => break false,
                    // Anything else steps nowhere: say what does.
                    Some(_) => writeln!(out, "{}", text(language(), "cli-expected-replay-step"))?,
                }
            };
            if stop {
                break;
            }
        }
    }
    Ok(())
}
