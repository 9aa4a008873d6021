//! `zabel play`: a game of EinStein against the computer in the terminal.

use std::collections::HashMap;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

use clap::ValueEnum;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use zabel_core::ai::Cancel;
use zabel_core::ai::random::roll_for;
use zabel_core::einstein::{Game, Move, Piece, Position, Setup, Side, Square, Stone, WinReason, triangle};

use crate::board::{Mark, Style, render};

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
    #[arg(long, default_value_t = 5, value_parser = crate::levels::parse_level)]
    level: u8,
    /// Seed for the dice and the computer, to replay the same game.
    #[arg(long)]
    seed: Option<u64>,
    /// Where to write the game record (default: the data directory).
    #[arg(long)]
    record: Option<PathBuf>,
    /// Colours on the board.
    #[arg(long, value_enum, default_value_t = ColorMode::Auto)]
    color: ColorMode,
}

pub fn run(args: &Args) -> io::Result<()> {
    let color = match args.color {
        ColorMode::Always => true,
        ColorMode::Never => false,
        ColorMode::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let stdin = io::stdin();
    let mut terminal = Terminal { input: stdin.lock(), out: io::stdout().lock(), style: Style { color } };
    play(args, &mut terminal)
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

/// How the game loop ended.
enum Ending {
    Finished,
    Resigned,
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

    fn show(&mut self, position: &Position, marks: &HashMap<Square, Mark>) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(position, marks, &self.style))
    }
}

fn play<I: BufRead, O: Write>(args: &Args, term: &mut Terminal<I, O>) -> io::Result<()> {
    let mut rng = match args.seed {
        Some(seed) => StdRng::seed_from_u64(seed),
        None => StdRng::from_os_rng(),
    };
    let human = match args.side {
        Colour::Red => Side::Red,
        Colour::Blue => Side::Blue,
    };
    let level = zabel_core::ai::levels::by_number(args.level).expect("checked by the argument parser");
    let mut computer = level.engine(rng.random());
    writeln!(
        term.out,
        "EinStein würfelt nicht! You play {human} ({}), the computer plays {} at level {} ({}{}).",
        human_heading(human),
        human.opponent(),
        level.number,
        level.name_en,
        level.rating().map_or_else(String::new, |r| format!(", rated {:.0}", r.rating))
    )?;
    writeln!(term.out, "Type q at any prompt to resign.")?;

    let human_setup = match args.setup {
        SetupMode::Random => Setup::random(&mut rng),
        SetupMode::Choose => match choose_setup(term, human, &mut rng)? {
            Some(setup) => setup,
            None => return Ok(()),
        },
    };
    let computer_setup = computer.setup(human.opponent());
    let (red, blue) = if human == Side::Red { (human_setup, computer_setup) } else { (computer_setup, human_setup) };
    let first = match args.first {
        First::Red => Side::Red,
        First::Blue => Side::Blue,
        First::Random => {
            if rng.random() {
                Side::Red
            } else {
                Side::Blue
            }
        }
    };
    writeln!(term.out, "{}", if first == human { "You move first.".to_owned() } else { format!("The computer ({first}) moves first.") })?;
    let mut game = Game::new(red, blue, first);

    let ending = loop {
        let position = *game.position();
        if position.is_over() {
            break Ending::Finished;
        }
        let last = game.plies().last().map(|ply| ply.mv);
        let marks: HashMap<Square, Mark> = last.map(|mv| [(mv.from, Mark::LastMove), (mv.to, Mark::LastMove)].into()).unwrap_or_default();
        if position.turn() == human {
            term.show(&position, &marks)?;
            match human_turn(term, &mut game, &mut rng)? {
                None => {}
                Some(ending) => break ending,
            }
        } else {
            let roll = roll_for(&position, &mut rng);
            let mv = computer.decide(&position, roll, &level.budget, &Cancel::new()).map_err(io::Error::other)?.mv;
            game.play(roll, &mv).map_err(io::Error::other)?;
            let rolled = roll.map_or_else(|| "has one stone left (no roll)".to_owned(), |die| format!("rolls {die}"));
            writeln!(term.out, "The computer {rolled} and plays {}.", describe(&mv))?;
        }
    };

    let position = *game.position();
    term.show(&position, &HashMap::new())?;
    match ending {
        Ending::Finished => {
            let outcome = position.outcome().expect("finished");
            let how = match outcome.reason {
                WinReason::ReachedCorner => format!("{} reached {}", game.plies().last().expect("a move ended it").mv.piece, outcome.winner.goal()),
                WinReason::CapturedAll => format!("{} has no stones left", outcome.winner.opponent()),
            };
            let verdict = if outcome.winner == human { "You win" } else { "The computer wins" };
            writeln!(term.out, "{verdict}: {how}.")?;
        }
        Ending::Resigned => writeln!(term.out, "You resigned.")?,
        Ending::InputClosed => writeln!(term.out, "Input ended; the game stops here.")?,
    }
    save_record(term, &game, args.record.clone())
}

/// `R4 b3xc4, capturing its own R2`: own captures surprise newcomers (E4.5).
fn describe(mv: &Move) -> String {
    match mv.captured {
        Some(captured) if captured.side == mv.piece.side => format!("{} {mv}, capturing its own {captured}", mv.piece),
        Some(captured) => format!("{} {mv}, capturing {captured}", mv.piece),
        None => format!("{} {mv}", mv.piece),
    }
}

fn human_heading(side: Side) -> &'static str {
    match side {
        Side::Red => "top left, heading for e5",
        Side::Blue => "bottom right, heading for a1",
    }
}

/// One turn of the human: roll, choose a stone, choose a target — each only
/// when there is something to decide (E4.7). `Some` when the game stops.
fn human_turn<I: BufRead, O: Write>(term: &mut Terminal<I, O>, game: &mut Game, rng: &mut StdRng) -> io::Result<Option<Ending>> {
    let position = *game.position();
    let side = position.turn();
    let roll = if position.needs_roll() {
        match term.ask("Your turn: press Enter to roll the die")? {
            Answer::Line(_) => {}
            Answer::Resign => return Ok(Some(Ending::Resigned)),
            Answer::InputClosed => return Ok(Some(Ending::InputClosed)),
        }
        let roll = roll_for(&position, rng);
        writeln!(term.out, "You rolled {}.", roll.expect("more than one stone"))?;
        roll
    } else {
        writeln!(term.out, "You have one stone left: no roll (E4.1).")?;
        None
    };
    let choosable = position.choosable_stones(roll).map_err(io::Error::other)?;
    let stone = match choosable.single() {
        Some(stone) => stone,
        None => {
            let squares: HashMap<Square, Stone> = choosable.map(|s| (position.square_of(Piece::new(side, s)).expect("on board"), s)).collect();
            term.show(&position, &squares.keys().map(|&sq| (sq, Mark::Choosable)).collect())?;
            let names: Vec<String> = choosable.map(|s| s.to_string()).collect();
            let prompt = format!("Choose the stone to move: {} (number or square)", names.join(" or "));
            loop {
                match term.ask(&prompt)? {
                    Answer::Line(text) => {
                        let by_number = text.parse::<u8>().ok().and_then(Stone::new).filter(|&s| choosable.contains(s));
                        let by_square = text.parse::<Square>().ok().and_then(|sq| squares.get(&sq).copied());
                        match by_number.or(by_square) {
                            Some(stone) => break stone,
                            None => writeln!(term.out, "'{text}' is not one of the choosable stones {}.", names.join(", "))?,
                        }
                    }
                    Answer::Resign => return Ok(Some(Ending::Resigned)),
                    Answer::InputClosed => return Ok(Some(Ending::InputClosed)),
                }
            }
        }
    };
    let from = position.square_of(Piece::new(side, stone)).expect("choosable stone on board");
    let targets: Vec<Square> = position.targets(stone).collect();
    let to = if let [only] = targets.as_slice() {
        *only
    } else {
        let mut marks: HashMap<Square, Mark> = targets.iter().map(|&sq| (sq, Mark::Target)).collect();
        marks.insert(from, Mark::Moving);
        term.show(&position, &marks)?;
        let names: Vec<String> = targets.iter().map(Square::to_string).collect();
        let prompt = format!("Move {} from {from} to: {}", Piece::new(side, stone), names.join(", "));
        loop {
            match term.ask(&prompt)? {
                Answer::Line(text) => match text.parse::<Square>() {
                    Ok(square) if targets.contains(&square) => break square,
                    _ => writeln!(term.out, "'{text}' is not one of the targets {}.", names.join(", "))?,
                },
                Answer::Resign => return Ok(Some(Ending::Resigned)),
                Answer::InputClosed => return Ok(Some(Ending::InputClosed)),
            }
        }
    };
    let mv = position.find_move(roll, from, to).map_err(io::Error::other)?;
    game.play(roll, &mv).map_err(io::Error::other)?;
    let automatic = if choosable.single().is_some() && targets.len() == 1 { " (nothing to decide: played automatically)" } else { "" };
    writeln!(term.out, "You play {}{automatic}.", describe(&mv))?;
    Ok(None)
}

/// Asks for the arrangement of the player's triangle (E3); `None` to stop.
fn choose_setup<I: BufRead, O: Write>(term: &mut Terminal<I, O>, side: Side, rng: &mut StdRng) -> io::Result<Option<Setup>> {
    let squares = triangle(side).map(|s| s.to_string()).join(" ");
    writeln!(term.out, "Arrange your stones on {squares}: type six different digits 1..6 in that order,")?;
    writeln!(term.out, "e.g. 613254 puts stone 6 on {}, 1 on {}, …; or r for a random setup.", triangle(side)[0], triangle(side)[1])?;
    loop {
        match term.ask("Your setup")? {
            Answer::Line(text) if text == "r" => return Ok(Some(Setup::random(rng))),
            Answer::Line(text) => match Setup::from_digits(&text) {
                Ok(setup) => return Ok(Some(setup)),
                Err(error) => writeln!(term.out, "{error}.")?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(None),
        }
    }
}

/// Writes the E7 record; on failure prints it, so the game is never lost.
fn save_record<I: BufRead, O: Write>(term: &mut Terminal<I, O>, game: &Game, path: Option<PathBuf>) -> io::Result<()> {
    let record = game.to_record();
    let path = path.unwrap_or_else(|| {
        let stamp = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or_default();
        data_dir().join("games").join(format!("einstein-{stamp}.txt"))
    });
    let written = path.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::write(&path, &record));
    match written {
        Ok(()) => writeln!(term.out, "The game record is in {}.", path.display()),
        Err(error) => writeln!(term.out, "Could not write {}: {error}. Here is the record:\n{record}", path.display()),
    }
}

/// `$XDG_DATA_HOME/zabel`, else `~/.local/share/zabel`, else `./zabel-data`.
pub fn data_dir() -> PathBuf {
    let from_env = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    from_env("XDG_DATA_HOME")
        .or_else(|| from_env("HOME").map(|home| home.join(".local/share")))
        .map_or_else(|| PathBuf::from("zabel-data"), |dir| dir.join("zabel"))
}
