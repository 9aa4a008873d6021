//! `zabel puzzle`: rated puzzles in the terminal, one after another near
//! the player's puzzle rating, driven through the core's puzzle run as the
//! apps drive it: the terminal draws the board and turns typed moves into
//! taps.

use std::io::{self, BufRead, IsTerminal, Write};

use zabel_core::app::App;
use zabel_core::game::Variant;
use zabel_core::puzzle::{Practice, PuzzleError, PuzzleFeedback, PuzzleRun, RatingChange, puzzles, themes, words};
use zabel_core::text::text;

use crate::asking::{Asker, internal};
use crate::board::{Style, render};
use crate::play::sentence_said;
use crate::{DataDir, language, say};

#[derive(clap::Args)]
pub struct Args {
    /// The game: einstein (the default) or tafl.
    #[arg(value_enum, default_value = "einstein")]
    game: GameArg,
    /// Only puzzles of this theme.
    #[arg(long)]
    theme: Option<String>,
    #[command(flatten)]
    data: DataDir,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum GameArg {
    Einstein,
    Tafl,
}

impl GameArg {
    fn variant(self) -> Variant {
        match self {
            GameArg::Einstein => Variant::Einstein,
            GameArg::Tafl => Variant::Koenigszabel,
        }
    }
}

/// The game's name as the puzzles' own sentences say it.
fn game_name(variant: Variant) -> String {
    text(language(), &format!("game-{}", variant.name()))
}

/// A move as the player types it in the game.
fn example(variant: Variant) -> &'static str {
    match variant {
        Variant::Koenigszabel => "d4-d11",
        _ => "b2-c3",
    }
}

pub fn run(args: &Args) -> io::Result<()> {
    let app = crate::open_app(&args.data)?;
    let variant = args.game.variant();
    let theme = match &args.theme {
        Some(theme) => Some(theme_named(variant, theme)?),
        None => None,
    };
    let color = io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = io::stdout().lock();
    crate::tell_recovery(&app, &mut out)?;
    let dir = args.data.dir();
    let asker = Asker::new(io::stdin().lock());
    let mut trainer = Trainer { app: &app, variant, dir, asker, out, style: Style { color } };
    trainer.train(theme)
}

/// The theme as typed, by its code or its name in either language.
fn theme_named(variant: Variant, typed: &str) -> io::Result<&'static str> {
    let named = |theme: &&&str| {
        let key = format!("puzzle-theme-{theme}");
        [zabel_core::text::Language::English, zabel_core::text::Language::German]
            .into_iter()
            .any(|language| text(language, &key).eq_ignore_ascii_case(typed))
    };
    let known = themes(variant);
    if let Some(theme) = known.iter().find(|theme| theme.eq_ignore_ascii_case(typed)).or(known.iter().find(named)) {
        return Ok(*theme);
    }
    let listed: Vec<String> =
        known.iter().map(|theme| format!("{theme} ({})", text(language(), &format!("puzzle-theme-{theme}")))).collect();
    let said = say("puzzle-no-theme").text("theme", typed).text("game", game_name(variant));
    Err(io::Error::new(io::ErrorKind::InvalidInput, said.text("themes", listed.join(", ")).get()))
}

/// What ended a puzzle.
enum Ended {
    Next,
    Stopped,
}

struct Trainer<'a, I, O> {
    app: &'a App,
    variant: Variant,
    /// The data directory, where a store error's details are logged.
    dir: std::path::PathBuf,
    asker: Asker<I>,
    out: O,
    style: Style,
}

impl<I: BufRead, O: Write> Trainer<'_, I, O> {
    fn train(&mut self, theme: Option<&str>) -> io::Result<()> {
        let game = game_name(self.variant);
        writeln!(self.out, "{}", words::standing(&self.practice()?, self.variant, language()))?;
        writeln!(self.out, "{}", say("puzzle-keys").text("example", example(self.variant)).get())?;
        loop {
            let Some(run) = self.app.next_puzzle(self.variant, theme).map_err(|error| self.told(error))? else {
                return writeln!(self.out, "{}", say("puzzle-none").text("game", game).get());
            };
            if let Ended::Stopped = self.puzzle(run)? {
                let rating = words::whole(self.practice()?.rating().rating);
                return writeln!(self.out, "{}", say("puzzle-stopped").text("game", game).text("rating", rating).get());
            }
        }
    }

    fn puzzle(&mut self, mut run: PuzzleRun) -> io::Result<Ended> {
        let puzzle = run.puzzle();
        let number = puzzles(self.variant).iter().position(|shipped| shipped.id == puzzle.id).unwrap_or(0) + 1;
        let theme = text(language(), &puzzle.theme_key());
        let heading = say("puzzle-heading").number("number", number as f64).text("theme", theme);
        writeln!(self.out, "\n{}", heading.text("rating", words::whole(puzzle.rating)).get())?;
        self.show(&run)?;
        writeln!(self.out, "{}", words::task(&run, language()))?;
        loop {
            let Some(line) = self.asker.ask(&mut self.out)? else { return Ok(Ended::Stopped) };
            let feedback = match line.as_str() {
                "q" | "quit" => return Ok(Ended::Stopped),
                "n" | "next" => return Ok(Ended::Next),
                "h" | "hint" => {
                    let (hint, change) = run.hint().map_err(|error| self.told(error))?;
                    if let Some(hint) = hint {
                        writeln!(self.out, "{}", say("puzzle-hint").text("move", hint).get())?;
                    }
                    self.rating_change(change)?;
                    continue;
                }
                "r" | "restart" => {
                    run.restart().map_err(|error| self.told(error))?;
                    self.show(&run)?;
                    writeln!(self.out, "{}", text(language(), "puzzle-again"))?;
                    continue;
                }
                "" => {
                    self.show(&run)?;
                    continue;
                }
                typed if typed.contains('-') => run.play(typed),
                square => run.tap(square),
            }
            .map_err(|error| self.told(error))?;
            match feedback {
                PuzzleFeedback::Picked => self.show(&run)?,
                PuzzleFeedback::Refused { sentence, .. } => writeln!(self.out, "{}", sentence_said(&sentence))?,
                PuzzleFeedback::Right { reply } => {
                    self.show(&run)?;
                    writeln!(self.out, "{}", words::right(&reply, language()))?;
                }
                PuzzleFeedback::Solved { change } => {
                    self.show(&run)?;
                    writeln!(self.out, "{}", words::solved(puzzle, language()))?;
                    self.rating_change(change)?;
                    if let Some(streak) = change.and(words::streak(&self.practice()?, language())) {
                        writeln!(self.out, "{streak}")?;
                    }
                    return Ok(Ended::Next);
                }
                PuzzleFeedback::Wrong { refutation, change } => {
                    self.show(&run)?;
                    writeln!(self.out, "{}", words::wrong(puzzle, refutation.as_deref(), language()))?;
                    self.rating_change(change)?;
                }
                PuzzleFeedback::Ignored => {}
            }
        }
    }

    fn practice(&self) -> io::Result<Practice> {
        self.app.practice(self.variant).map_err(|error| crate::store_error(&self.dir, &error))
    }

    fn rating_change(&mut self, change: Option<RatingChange>) -> io::Result<()> {
        match change {
            Some(change) => writeln!(self.out, "{}", words::change(&change, language())),
            None => Ok(()),
        }
    }

    /// A puzzle's trouble: the store's in its plain sentence; a puzzle
    /// that does not play (the tests rule that out) in the internal one.
    fn told(&self, error: PuzzleError) -> io::Error {
        match error {
            PuzzleError::Store(error) => crate::store_error(&self.dir, &error),
            error => internal(&self.dir, &error.to_string()),
        }
    }

    fn show(&mut self, run: &PuzzleRun) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(self.variant, &run.board(), &self.style))
    }
}
