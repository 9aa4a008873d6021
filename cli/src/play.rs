//! `zabel play`: a game of EinStein against the computer in the terminal,
//! driven through the core's session exactly as the apps drive it: the
//! terminal only draws the `GameView` and turns typed answers into taps.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use zabel_core::app::App;
use zabel_core::einstein::{Setup, Side, Square, Stone, triangle};
use zabel_core::session::{
    DieView, EndReason, FirstMover, GameConfig, GameView, Highlight, Phase, Session, TapOutcome,
};
use zabel_core::store::{GameKind, PlayerKind};

use crate::board::{Style, render};

#[derive(Clone, Copy, ValueEnum)]
pub enum First {
    Red,
    Blue,
    Random,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum SetupMode {
    /// Your stones are placed at random, as in the historic program.
    Random,
    /// You arrange your six stones yourself.
    Choose,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Colour {
    Red,
    Blue,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum ColorMode {
    Auto,
    Always,
    Never,
}

#[derive(clap::Args)]
pub struct Args {
    /// Who moves first (E3).
    #[arg(long, value_enum, default_value_t = First::Random)]
    first: First,
    /// How your stones are arranged on your corner (E3).
    #[arg(long, value_enum, default_value_t = SetupMode::Random)]
    setup: SetupMode,
    /// The side you play: Red starts top left, Blue bottom right.
    #[arg(long, value_enum, default_value_t = Colour::Red)]
    side: Colour,
    /// The computer's level, 1 (weakest) to 8; `zabel levels` lists them.
    #[arg(long, default_value_t = 4, value_parser = crate::levels::parse_level)]
    level: u8,
    /// Seed for the dice and the computer, to replay the same game.
    #[arg(long)]
    seed: Option<u64>,
    /// Also write the game record (E7) to this file at the end.
    #[arg(long)]
    record: Option<PathBuf>,
    /// Start a new game even if one was interrupted.
    #[arg(long)]
    new: bool,
    /// Colours on the board.
    #[arg(long, value_enum, default_value_t = ColorMode::Auto)]
    color: ColorMode,
    #[command(flatten)]
    data: crate::DataDir,
}

pub fn run(args: &Args) -> io::Result<()> {
    let color = match args.color {
        ColorMode::Always => true,
        ColorMode::Never => false,
        ColorMode::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let app = crate::open_app(&args.data)?;
    let stdin = io::stdin();
    let mut term = Terminal { input: stdin.lock(), out: io::stdout().lock(), style: Style { color } };
    crate::tell_recovery(&app, &mut term.out)?;
    play(args, &app, &mut term)
}

struct Terminal<I, O> {
    input: I,
    out: O,
    style: Style,
}

/// What the player typed at a prompt.
enum Answer {
    Line(String),
    Resign,
    InputClosed,
}

impl<I: BufRead, O: Write> Terminal<I, O> {
    fn ask(&mut self, prompt: &str) -> io::Result<Answer> {
        write!(self.out, "{prompt} > ")?;
        self.out.flush()?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 {
            writeln!(self.out)?;
            return Ok(Answer::InputClosed);
        }
        let line = line.trim().to_owned();
        Ok(if matches!(line.as_str(), "q" | "quit" | "resign") { Answer::Resign } else { Answer::Line(line) })
    }

    fn show(&mut self, view: &GameView) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(&view.cells, &self.style))
    }
}

fn player_name(view: &GameView, side: Side) -> String {
    let kind = if side == Side::Red { view.red } else { view.blue };
    match kind {
        PlayerKind::Human => "You".to_owned(),
        PlayerKind::Computer { .. } => "The computer".to_owned(),
    }
}

fn new_config(args: &Args, term: &mut Terminal<impl BufRead, impl Write>) -> io::Result<Option<GameConfig>> {
    let human = match args.side {
        Colour::Red => Side::Red,
        Colour::Blue => Side::Blue,
    };
    let mut config = GameConfig::against(args.level, human);
    config.seed = args.seed;
    config.first = match args.first {
        First::Red => FirstMover::Red,
        First::Blue => FirstMover::Blue,
        First::Random => FirstMover::Random,
    };
    if let SetupMode::Choose = args.setup {
        let Some(setup) = choose_setup(term, human)? else { return Ok(None) };
        match human {
            Side::Red => config.red_setup = setup,
            Side::Blue => config.blue_setup = setup,
        }
    }
    Ok(Some(config))
}

fn play<I: BufRead, O: Write>(args: &Args, app: &App, term: &mut Terminal<I, O>) -> io::Result<()> {
    let resumed = if args.new { None } else { app.resume().map_err(io::Error::other)? };
    let session = match resumed {
        Some(session) => {
            writeln!(
                term.out,
                "Continuing your interrupted game ({} moves so far; --new starts another).",
                session.view().moves.len()
            )?;
            session
        }
        None => {
            let level = zabel_core::ai::levels::by_number(args.level).expect("checked by the argument parser");
            let Some(config) = new_config(args, term)? else { return Ok(()) };
            let human = if config.red == PlayerKind::Human { Side::Red } else { Side::Blue };
            writeln!(
                term.out,
                "EinStein würfelt nicht! You play {human} ({}), the computer plays level {} ({}{}).",
                if human == Side::Red { "top left, heading for e5" } else { "bottom right, heading for a1" },
                level.number,
                level.name_en,
                level.rating().map_or_else(String::new, |r| format!(", rated {:.0}", r.rating))
            )?;
            app.new_game(config).map_err(io::Error::other)?
        }
    };
    writeln!(term.out, "Type q at any prompt to resign.")?;
    let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build()?;
    let mut printed = session.view().moves.len();
    let mut stopped = false;
    loop {
        let view = session.view();
        printed = print_new_moves(term, &view, printed)?;
        match view.phase {
            Phase::Over => break,
            Phase::ComputerTurn => {
                runtime.block_on(session.ai_turn()).map_err(io::Error::other)?;
            }
            Phase::Roll => {
                term.show(&view)?;
                match term.ask("Your turn: press Enter to roll the die")? {
                    Answer::Line(_) => {
                        let view = session.roll().map_err(io::Error::other)?;
                        match view.die {
                            DieView::Value(n) => writeln!(term.out, "You rolled {n}.")?,
                            _ => writeln!(term.out, "You rolled.")?,
                        }
                    }
                    Answer::Resign => {
                        session.resign().map_err(io::Error::other)?;
                    }
                    Answer::InputClosed => {
                        stopped = true;
                        break;
                    }
                }
            }
            Phase::ChooseStone | Phase::ChooseTarget => {
                if view.die == DieView::NoRoll {
                    writeln!(term.out, "You have one stone left: no roll (E4.1).")?;
                }
                term.show(&view)?;
                let choosing_stone = view.phase == Phase::ChooseStone;
                let wanted = if choosing_stone { Highlight::Choosable } else { Highlight::Target };
                let options: Vec<Square> =
                    view.cells.iter().filter(|c| c.highlight == wanted).map(|c| c.square).collect();
                let names: Vec<String> = if choosing_stone {
                    view.cells
                        .iter()
                        .filter(|c| c.highlight == wanted)
                        .filter_map(|c| c.piece.map(|p| p.stone.to_string()))
                        .collect()
                } else {
                    options.iter().map(Square::to_string).collect()
                };
                let prompt = if choosing_stone {
                    format!("Choose the stone to move: {} (number or square)", names.join(" or "))
                } else {
                    format!("Move to: {}", names.join(", "))
                };
                match term.ask(&prompt)? {
                    Answer::Line(text) => {
                        // A stone may be named by its number; everything else is a square.
                        let by_number = text.parse::<u8>().ok().and_then(Stone::new).and_then(|stone| {
                            view.cells
                                .iter()
                                .find(|c| {
                                    c.highlight == Highlight::Choosable && c.piece.is_some_and(|p| p.stone == stone)
                                })
                                .map(|c| c.square)
                        });
                        let square = by_number.or_else(|| text.parse::<Square>().ok());
                        let outcome = match square {
                            Some(square) => session.tap(square).map_err(io::Error::other)?,
                            None => TapOutcome::Ignored(zabel_core::session::Ignored::NotATarget),
                        };
                        if let TapOutcome::Ignored(_) = outcome {
                            writeln!(term.out, "'{text}' is not one of {}.", names.join(", "))?;
                        }
                    }
                    Answer::Resign => {
                        session.resign().map_err(io::Error::other)?;
                    }
                    Answer::InputClosed => {
                        stopped = true;
                        break;
                    }
                }
            }
        }
    }
    let view = session.view();
    print_new_moves(term, &view, printed)?;
    term.show(&view)?;
    if stopped {
        writeln!(term.out, "Input ended; the game is saved and `zabel play` continues it.")?;
    } else {
        report_end(term, &session, app)?;
    }
    if let Some(path) = &args.record {
        save_record(term, &session, path)?;
    }
    Ok(())
}

/// Prints the plies added since `printed`; returns the new count.
fn print_new_moves<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    view: &GameView,
    printed: usize,
) -> io::Result<usize> {
    for text in &view.moves[printed.min(view.moves.len())..] {
        // "4 R4 b3xc4": roll, stone, move.
        let fields: Vec<&str> = text.split(' ').collect();
        let [roll, stone, mv] = fields.as_slice() else { continue };
        let side = if stone.starts_with('R') { Side::Red } else { Side::Blue };
        let who = player_name(view, side);
        let rolled = if *roll == "-" { "has one stone left (no roll)".to_owned() } else { format!("rolled {roll}") };
        let capture = if mv.contains('x') { ", capturing" } else { "" };
        writeln!(term.out, "{who} ({side}) {rolled} and played {stone} {mv}{capture}.")?;
    }
    Ok(view.moves.len())
}

fn report_end<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, app: &App) -> io::Result<()> {
    let view = session.view();
    let Some(result) = view.result else { return Ok(()) };
    let how = match result.reason {
        EndReason::ReachedCorner => format!("{} reached the corner {}", result.winner, result.winner.goal()),
        EndReason::CapturedAll => format!("{} has no stones left", result.winner.opponent()),
        EndReason::Resigned => format!("{} resigned", result.winner.opponent()),
    };
    let winner = player_name(&view, result.winner);
    let verdict = if winner == "You" { "You win".to_owned() } else { format!("{winner} wins") };
    writeln!(term.out, "{verdict}: {how}.")?;
    match view.rating_change {
        Some(change) => {
            let rating = app.rating(GameKind::Einstein).map_err(io::Error::other)?;
            writeln!(
                term.out,
                "Your rating: {:.0} → {:.0} ({:+.0}){}.",
                change.before,
                change.after,
                change.delta(),
                if rating.is_provisional() {
                    format!(", provisional ({} of 20 games)", rating.games)
                } else {
                    String::new()
                }
            )?;
        }
        None => writeln!(term.out, "This game was not rated.")?,
    }
    Ok(())
}

/// Asks for the arrangement of the player's triangle (E3); `None` to stop.
fn choose_setup<I: BufRead, O: Write>(term: &mut Terminal<I, O>, side: Side) -> io::Result<Option<Option<Setup>>> {
    let squares = triangle(side).map(|s| s.to_string()).join(" ");
    writeln!(term.out, "Arrange your stones on {squares}: type six different digits 1..6 in that order,")?;
    writeln!(
        term.out,
        "e.g. 613254 puts stone 6 on {}, 1 on {}, …; or r for a random setup.",
        triangle(side)[0],
        triangle(side)[1]
    )?;
    loop {
        match term.ask("Your setup")? {
            Answer::Line(text) if text == "r" => return Ok(Some(None)),
            Answer::Line(text) => match Setup::from_digits(&text) {
                Ok(setup) => return Ok(Some(Some(setup))),
                Err(error) => writeln!(term.out, "{error}.")?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(None),
        }
    }
}

/// Writes the E7 record; on failure prints it, so the game is never lost.
fn save_record<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, path: &PathBuf) -> io::Result<()> {
    let record = session.record();
    let written = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(path, &record));
    match written {
        Ok(()) => writeln!(term.out, "The game record is in {}.", path.display()),
        Err(error) => writeln!(term.out, "Could not write {}: {error}. Here is the record:\n{record}", path.display()),
    }
}
