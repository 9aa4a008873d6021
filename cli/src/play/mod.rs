//! `zabel play`: a game of EinStein or Königszabel in the terminal, driven
//! through the core's session exactly as the apps drive it: the terminal
//! only draws the `GameView` and turns typed answers into taps.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use zabel_core::app::App;
use zabel_core::game::{Mark, Seat, Variant};
use zabel_core::learn::Course;
use zabel_core::session::{DieView, Phase, Session, SessionError};
use zabel_core::store::StoreError;
use zabel_core::text::{Arg, Language, text, text_with};

use crate::board::Style;
use crate::{language, say};

mod errors;
mod options;
mod prompts;
mod render;

use errors::told;
pub(crate) use errors::{said, sentence_said};
pub use options::{Args, ColorMode, First, Game, Opponent, SetupMode, SideArg};
use options::{check_options, fits, new_config};
use prompts::{Answer, Choice, Terminal, answer_choice, ask_about_interrupted, confirm, prompt, tell};
use render::{form, introduce, player_name, print_new_moves, report_end, tell_rating_change};

/// Before a first game of a course nothing was learnt of, the terminal
/// names the lessons once; that counts as the answer, so it is not said again.
fn offer_lessons<I: BufRead, O: Write>(
    app: &App,
    variant: Variant,
    term: &mut Terminal<I, O>,
) -> Result<(), StoreError> {
    let course = Course::of(variant);
    if app.offer_lessons(course)? {
        let command = crate::learn::learn_command(course);
        let offer = say("cli-learn-offer").text("game", display_name(variant)).text("command", command);
        let _ = writeln!(term.out, "{}", offer.get());
        app.decline_lessons(course)?;
    }
    Ok(())
}

pub fn run(args: &Args) -> io::Result<()> {
    let color = match args.color {
        ColorMode::Always => true,
        ColorMode::Never => false,
        ColorMode::Auto => io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    check_options(args)?;
    let app = crate::open_app(&args.data)?;
    let stdin = io::stdin();
    let mut term = Terminal {
        input: stdin.lock(),
        out: io::stdout().lock(),
        style: Style { color },
        read_any: false,
        variant: None,
    };
    crate::tell_recovery(&app, &mut term.out)?;
    play(args, &app, &mut term)
}

fn play<I: BufRead, O: Write>(args: &Args, app: &App, term: &mut Terminal<I, O>) -> io::Result<()> {
    let dir = args.data.dir();
    let interrupted = match app.interrupted_game() {
        Ok(interrupted) => interrupted,
        // A saved game this version cannot read (a newer version's): kept
        // for that one, and --new plays on. Reading it is all that failed.
        Err(SessionError::BadSavedGame(_) | SessionError::Store(StoreError::Corrupt(_))) if args.new => None,
        Err(error @ (SessionError::BadSavedGame(_) | SessionError::Store(StoreError::Corrupt(_)))) => {
            let _ = zabel_core::store::log_details(&dir, &error.to_string());
            return Err(io::Error::other(text(language(), "cli-bad-saved-game")));
        }
        Err(error) => return Err(told(&dir, error)),
    };
    let wanted = args.game.variant();
    let resume = match &interrupted {
        None => false,
        Some(game) if !args.new && game.variant == wanted && fits(args, game) => true,
        // `--new` says it of a game that does not count; one that counts is asked about.
        Some(game) if args.new && !game.counts => false,
        Some(game) => match ask_about_interrupted(term, game, wanted)? {
            Choice::Continue => true,
            Choice::Replace => {
                if let Some(view) = app.abandon_interrupted().map_err(|e| told(&dir, e))? {
                    let args = [("game", Arg::Text(display_name(game.variant)))];
                    writeln!(term.out, "{}", text_with(language(), "cli-interrupted-resigned", &args))?;
                    tell_rating_change(term, app, &view)?;
                }
                false
            }
            Choice::Stop => {
                let args = [("command", Arg::Text(command_for(game.variant)))];
                return writeln!(term.out, "{}", text_with(language(), "cli-interrupted-kept", &args));
            }
        },
    };
    let session = if resume {
        let session = app
            .resume()
            .map_err(|e| told(&dir, e))?
            .ok_or_else(|| io::Error::other(text(language(), "cli-interrupted-vanished")))?;
        let count = Arg::Number(session.view().moves.len() as f64);
        let args = [("game", Arg::Text(display_name(session.variant()))), ("count", count)];
        writeln!(term.out, "{}", text_with(language(), "cli-continuing", &args))?;
        session
    } else {
        let Some(config) = new_config(args, term)? else { return Ok(()) };
        let session = app.new_game(config.clone()).map_err(|e| told(&dir, e))?;
        writeln!(term.out, "{}", introduce(&config, session.view().board.turned))?;
        offer_lessons(app, wanted, term).map_err(|e| crate::store_error(&dir, &e))?;
        session
    };
    term.variant = Some(session.variant());
    writeln!(term.out, "{}", text(language(), "cli-resign-how"))?;
    let runtime = tokio::runtime::Builder::new_current_thread().enable_time().build()?;
    let mut printed = session.view().moves.len();
    let mut stopped = false;
    // The pieces the player could choose from this turn, by the move count
    // it was seen at: whether "another piece" exists once one is picked.
    let mut choosable: (usize, Vec<String>) = (usize::MAX, Vec::new());
    loop {
        let view = session.view();
        printed = print_new_moves(term, &view, printed)?;
        let answer = match view.phase {
            Phase::Over => break,
            Phase::ComputerTurn => {
                runtime.block_on(session.ai_turn()).map_err(|e| told(&dir, e))?;
                continue;
            }
            Phase::Roll => {
                term.show(&view)?;
                let who = player_name(&view, view.to_move().unwrap_or(Seat(0)));
                let asked = say("cli-prompt-roll").text("who", who.as_str()).get();
                let answer = loop {
                    match term.ask(&asked)? {
                        // Only Enter rolls: a stone or a square typed too early is
                        // no roll, and is told so rather than taken as one.
                        Answer::Line(line) if !line.is_empty() => tell(term, &text(language(), "cli-expected-roll"))?,
                        answer => break answer,
                    }
                };
                if let Answer::Line(_) = answer {
                    let after = session.roll().map_err(|e| told(&dir, e))?;
                    // A forced move is played at once: its roll is then the new move's.
                    let rolled = match after.die {
                        Some(DieView::Value(n)) => Some(n.to_string()),
                        _ => after.moves.get(view.moves.len()).and_then(|m| m.split(' ').next()).map(str::to_owned),
                    };
                    let form = form(&view, view.to_move().unwrap_or(Seat(0)));
                    let said = match rolled.filter(|roll| roll != "-") {
                        Some(n) => say("cli-rolled").text("roll", n),
                        None => say("cli-rolled-unknown"),
                    };
                    writeln!(term.out, "{}", said.text("who", who).text("form", form).get())?;
                    continue;
                }
                answer
            }
            Phase::ChoosePiece | Phase::ChooseTarget => {
                if view.die == Some(DieView::NoRoll) {
                    writeln!(term.out, "{}", text(language(), "cli-no-roll"))?;
                }
                if view.phase == Phase::ChoosePiece {
                    choosable = (view.moves.len(), view.marked(Mark::Choosable));
                } else if choosable.0 != view.moves.len() {
                    // Straight to the target: this turn had one piece to move.
                    choosable = (view.moves.len(), view.marked(Mark::Moving));
                }
                term.show(&view)?;
                let answer = term.ask(&prompt(&view, &choosable.1))?;
                if let Answer::Line(text) = &answer {
                    answer_choice(term, &session, &view, text, &choosable.1)?;
                    continue;
                }
                answer
            }
        };
        match answer {
            Answer::Resign => {
                if !view.rated || confirm(term, &text(language(), "cli-resign-rated"))? {
                    session.resign().map_err(|e| told(&dir, e))?;
                }
            }
            Answer::InputClosed => {
                stopped = true;
                break;
            }
            Answer::Line(_) => {}
        }
    }
    let view = session.view();
    print_new_moves(term, &view, printed)?;
    term.show(&view)?;
    if stopped {
        writeln!(term.out, "{}", say("cli-input-ended").text("command", command_for(session.variant())).get())?;
    } else {
        report_end(term, &session, app)?;
    }
    // A game interrupted with --record keeps writing there when continued
    // without it; the place is kept beside the store until the game ends.
    let kept = args.data.dir().join(RECORD_PATH);
    let path = args.record.clone().or_else(|| {
        let saved = resume.then(|| std::fs::read_to_string(&kept).ok()).flatten()?;
        Some(PathBuf::from(saved.trim_end_matches('\n')))
    });
    match (&path, stopped) {
        (Some(path), true) => {
            std::fs::write(&kept, path.to_string_lossy().as_bytes())?;
        }
        _ => {
            let _ = std::fs::remove_file(&kept);
        }
    }
    if let Some(path) = &path {
        save_record(term, &session, path)?;
    }
    Ok(())
}

/// The game's name as the player knows it: "EinStein würfelt nicht!".
pub(crate) fn display_name(variant: Variant) -> &'static str {
    static NAMES: std::sync::OnceLock<Vec<(Language, Variant, String)>> = std::sync::OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let name = |language, variant: Variant| text(language, &format!("game-{}", variant.name()));
        Language::ALL.iter().flat_map(|&l| Variant::ALL.iter().map(move |&v| (l, v, name(l, v)))).collect()
    });
    let language = language();
    names.iter().find(|(l, v, _)| *l == language && *v == variant).map_or("", |(_, _, name)| name.as_str())
}

/// The command that plays (and continues) a game of `variant`.
fn command_for(variant: Variant) -> &'static str {
    match variant {
        Variant::Einstein => "zabel play",
        Variant::Koenigszabel => "zabel play tafl",
        Variant::QuattroDiagonal => "zabel play quattro",
        Variant::QuattroLongline => "zabel play quattro-longline",
        Variant::Trio => "zabel play trio",
    }
}

/// Where the `--record` of the interrupted game is kept, in the data directory.
const RECORD_PATH: &str = "record-path";

/// Writes the game's record (a resignation included); on failure prints
/// it, so the game is never lost.
fn save_record<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, path: &PathBuf) -> io::Result<()> {
    let record = session.record();
    let written = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(path, &record));
    match written {
        Ok(()) => writeln!(term.out, "{}", say("cli-record-written").text("path", path.display().to_string()).get()),
        Err(error) => {
            let said = say("cli-record-not-written").text("path", path.display().to_string());
            writeln!(term.out, "{}\n{record}", said.text("error", error.to_string()).get())
        }
    }
}
