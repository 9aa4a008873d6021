//! `zabel rating`, `zabel history`, `zabel replay`: the player's Elo, games
//! and replays, read from the store through the core's `App`.

use std::io::{self, Write};

use zabel_core::game::{EndReason, PlayerKind, Score, Seat};
use zabel_core::rating::GameKind;
use zabel_core::store::StoredGame;
use zabel_core::text::{Arg, Language, text_with};

use crate::DataDir;
use crate::board::{Style, game_title, render, seat_name};
use crate::play::Game;

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
    let app = crate::open_app(&args.data)?;
    let mut out = io::stdout().lock();
    crate::tell_recovery(&app, &mut out)?;
    let variant = args.game.variant();
    let kind = GameKind::of(variant).ok_or_else(|| {
        let game = crate::play::display_name(variant);
        io::Error::other(text_with(Language::English, "cli-not-rated", &[("game", Arg::Text(game))]))
    })?;
    let rating = app.rating(kind).map_err(io::Error::other)?;
    let provisional = if rating.is_provisional() {
        format!(" (provisional: {} of 20 rated games)", rating.games)
    } else {
        format!(" ({} rated games)", rating.games)
    };
    writeln!(out, "{} rating: {:.0}{provisional}", game_title(variant), rating.rating)?;
    let history = app.rating_history(kind).map_err(io::Error::other)?;
    let mut points: Vec<f64> = vec![history.first().map_or(rating.rating, |p| p.change.before)];
    points.extend(history.iter().map(|p| p.change.after));
    if points.len() > 1 {
        writeln!(out, "{}", chart(&points, 10))?;
    }
    if let Some(opponent) = app.suggested_opponent(kind).map_err(io::Error::other)? {
        writeln!(
            out,
            "A fair opponent: level {} ({}, rated {:.0}), your expected score {:.0}%.",
            opponent.level,
            opponent.name_en,
            opponent.rating,
            100.0 * opponent.expected_score
        )?;
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
    for row in (0..height).rev() {
        let label = low + span * row as f64 / (height - 1) as f64;
        text += &format!("{label:>6.0} |");
        for &point in points {
            text.push(if row_of(point) == row { '*' } else { ' ' });
        }
        text.push('\n');
    }
    text += &format!("       +{}\n", "-".repeat(points.len()));
    text += "        games, oldest first";
    text
}

fn opponent(game: &StoredGame) -> String {
    match game.game.players.as_slice() {
        [PlayerKind::Human, PlayerKind::Computer { level }] | [PlayerKind::Computer { level }, PlayerKind::Human] => {
            format!("level {level}")
        }
        [PlayerKind::Human, PlayerKind::Human] => "a friend".to_owned(),
        [PlayerKind::Computer { level: a }, PlayerKind::Computer { level: b }] => format!("levels {a} v {b}"),
        players => format!("{} players", players.len()),
    }
}

/// "red won", "defenders won by resignation", "draw by repetition".
fn result(game: &StoredGame) -> String {
    let ending = &game.game.ending;
    let winner = ending.winner();
    match (winner, ending.reason) {
        (Some(seat), EndReason::Resigned) => format!("{} won by resignation", seat_name(game.game.variant, seat.0)),
        (Some(seat), _) => format!("{} won", seat_name(game.game.variant, seat.0)),
        (None, EndReason::Repetition) => "draw by repetition".to_owned(),
        (None, EndReason::NoCapture) => "draw, 200 plies without a capture".to_owned(),
        (None, _) if ending.scores.iter().all(|score| *score == Score::Draw) => "draw".to_owned(),
        (None, _) => {
            let winners: Vec<&str> = (0..ending.scores.len() as u8)
                .filter(|&seat| ending.score(Seat(seat)) == Some(Score::Win))
                .map(|seat| seat_name(game.game.variant, seat))
                .collect();
            format!("{} won", winners.join(" and "))
        }
    }
}

pub fn history(args: &HistoryArgs) -> io::Result<()> {
    let app = crate::open_app(&args.data)?;
    let mut out = io::stdout().lock();
    crate::tell_recovery(&app, &mut out)?;
    let games = app.history(args.limit, None).map_err(io::Error::other)?;
    if games.is_empty() {
        writeln!(out, "No finished games yet: `zabel play` starts one.")?;
    }
    for game in games {
        let date = crate::date::date_of(game.game.finished_at);
        let rating = game
            .rating_change
            .map_or_else(|| "unrated".to_owned(), |c| c.describe(zabel_core::text::Language::English));
        writeln!(
            out,
            "{:>5}  {date}  {:<11}  against {:<14} {:<30} {rating}",
            game.id,
            game_title(game.game.variant),
            opponent(&game),
            result(&game)
        )?;
    }
    Ok(())
}

pub fn replay(args: &ReplayArgs) -> io::Result<()> {
    let app = crate::open_app(&args.data)?;
    let mut out = io::stdout().lock();
    let Some(replay) = app.replay(args.id).map_err(io::Error::other)? else {
        return Err(io::Error::new(
            io::ErrorKind::NotFound,
            format!("there is no game {} (zabel history lists them)", args.id),
        ));
    };
    let stored = replay.stored();
    writeln!(
        out,
        "Game {}: {} against {}, {}.",
        stored.id,
        game_title(stored.game.variant),
        opponent(stored),
        result(stored)
    )?;
    let style = Style { color: false };
    for ply in 0..=replay.plies() {
        let view = replay.view(ply).expect("every ply up to the end has a view");
        if let Some(last) = view.moves.last() {
            writeln!(out, "{ply}. {last}")?;
        }
        writeln!(out, "{}", render(view.variant, &view.board, &style))?;
    }
    Ok(())
}
