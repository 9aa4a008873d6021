//! `zabel play`: a game of EinStein or Königszabel in the terminal, driven
//! through the core's session exactly as the apps drive it: the terminal
//! only draws the `GameView` and turns typed answers into taps.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use zabel_core::app::App;
use zabel_core::einstein::{Setup, Side, triangle};
use zabel_core::game::{AnyGame, EndReason, Mark, PieceKind, Score, Seat, Variant};
use zabel_core::game::{PlayerKind, TurnError};
use zabel_core::session::{
    DieView, FirstMover, GameConfig, GameView, Ignored, Interrupted, Options, Phase, Session, SessionError, TapOutcome,
};
use zabel_core::store::StoreError;
use zabel_core::text::{Arg, Language, shortened, text, text_with};

use crate::board::{Style, game_title, render};
use crate::{and_list, language, or_list, say};
use zabel_core::einstein::quattro::{self, Seating};

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Game {
    /// EinStein würfelt nicht! (5×5, dice).
    Einstein,
    /// Königszabel, 13×13 Hnefatafl.
    Tafl,
    /// EinStein for four on 6×6, partners in opposite corners (Q3).
    Quattro,
    /// EinStein for four, partners side by side (Q3).
    QuattroLongline,
    /// EinStein for three: top-left alone against a team of two (Q4).
    Trio,
}

impl Game {
    pub fn variant(self) -> Variant {
        match self {
            Game::Einstein => Variant::Einstein,
            Game::Tafl => Variant::Koenigszabel,
            Game::Quattro => Variant::QuattroDiagonal,
            Game::QuattroLongline => Variant::QuattroLongline,
            Game::Trio => Variant::Trio,
        }
    }
}

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

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    Red,
    Blue,
    Attackers,
    Defenders,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Opponent {
    Computer,
    /// Another person at the same keyboard.
    Human,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum ColorMode {
    Auto,
    Always,
    Never,
}

#[derive(clap::Args)]
pub struct Args {
    /// The game: EinStein (default) or Königszabel.
    #[arg(value_enum, default_value_t = Game::Einstein)]
    game: Game,
    /// EinStein only: who moves first (E3); random by default.
    #[arg(long, value_enum)]
    first: Option<First>,
    /// EinStein only: how your stones are arranged on your corner (E3);
    /// random by default.
    #[arg(long, value_enum)]
    setup: Option<SetupMode>,
    /// EinStein and Königszabel: your side, red (heading for e5) or blue
    /// (heading for a1) in EinStein, your corner drawn at the bottom;
    /// attackers (move first) or defenders (the king) in Königszabel. The
    /// games of three and four take --seat.
    #[arg(long, value_enum)]
    side: Option<SideArg>,
    /// The computer's level: 1..8 in EinStein and Königszabel (default 4),
    /// 1..5 in the games of three and four (default 3). `zabel levels`,
    /// `zabel levels tafl` and `zabel levels quattro` list them.
    #[arg(long)]
    level: Option<u8>,
    /// EinStein and Königszabel: play the computer, or another person at
    /// this keyboard.
    #[arg(long, value_enum, default_value_t = Opponent::Computer)]
    opponent: Opponent,
    /// Quattro and Trio only: who sits where, by corner letter:
    /// `t=human,u=3,v=human,w=1` (a level number is the computer; default:
    /// you at t, the computer at --level elsewhere).
    #[arg(long, value_delimiter = ',')]
    seat: Vec<String>,
    /// Königszabel only: the optional shieldwall rule (K7).
    #[arg(long)]
    shieldwall: bool,
    /// Seed for the dice and the computer, to replay the same game.
    #[arg(long)]
    seed: Option<u64>,
    /// Also write the game record (E7 or K9) to this file at the end.
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

struct Terminal<I, O> {
    input: I,
    out: O,
    style: Style,
    /// A line has been read (a byte order mark is dropped only before the first).
    read_any: bool,
    /// The game being played, once there is one: `help` explains its moves.
    variant: Option<Variant>,
}

/// What the player typed at a prompt.
enum Answer {
    Line(String),
    Resign,
    InputClosed,
}

impl<I: BufRead, O: Write> Terminal<I, O> {
    fn ask(&mut self, prompt: &str) -> io::Result<Answer> {
        let line = loop {
            write!(self.out, "{prompt} > ")?;
            self.out.flush()?;
            let first = !std::mem::replace(&mut self.read_any, true);
            match crate::lines::read_line(&mut self.input, first)? {
                None => {
                    writeln!(self.out)?;
                    return Ok(Answer::InputClosed);
                }
                Some(Ok(line)) if matches!(line.trim(), "help" | "h") => {
                    let game = self.variant.map_or("other", Variant::name);
                    writeln!(self.out, "{}", text_with(language(), "cli-help", &[("game", Arg::Text(game))]))?
                }
                Some(Ok(line)) => break line.trim().to_owned(),
                // Bytes that are no text (a stray key, a wrong encoding): ask again.
                Some(Err(_)) => writeln!(self.out, "{}", text(language(), "cli-not-text"))?,
            }
        };
        Ok(if matches!(line.as_str(), "q" | "quit" | "resign") { Answer::Resign } else { Answer::Line(line) })
    }

    fn show(&mut self, view: &GameView) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(view.variant, &view.board, &self.style))
    }
}

/// Who sits at `seat`, as the sentences tell players apart: `you` (the one
/// person at the keyboard), `computer`, or `person` (one of several people,
/// named by the seat).
fn who(view: &GameView, seat: Seat) -> &'static str {
    let humans = view.seats.iter().filter(|s| s.player == PlayerKind::Human).count();
    match view.seats[seat.index()].player {
        PlayerKind::Human if humans > 1 => "person",
        PlayerKind::Human => "you",
        PlayerKind::Computer { .. } => "computer",
    }
}

/// The verb's person and number for `player_name`: `you`, `one` (the
/// computer, Red), or `many` (the attackers).
fn form(view: &GameView, seat: Seat) -> &'static str {
    match who(view, seat) {
        "you" => "you",
        "person" if view.variant == Variant::Koenigszabel => "many",
        _ => "one",
    }
}

/// "You", "The computer", or with two people the seat's name.
fn player_name(view: &GameView, seat: Seat) -> String {
    say("cli-player").text("who", who(view, seat)).seat("seat", view.variant, seat.0).get()
}

/// "You (red)", "The computer (attackers)", or "The defenders"; around a
/// table of three or four "Top-left (computer)". `position`: `start` of a
/// sentence or `inside` one.
fn with_side(view: &GameView, seat: Seat, position: &str) -> String {
    say("cli-player-side")
        .text("who", who(view, seat))
        .flag("group", view.seats.len() > 2)
        .text("position", position)
        .seat("seat", view.variant, seat.0)
        .get()
}

/// The verb's form for `with_side`: around a table the seat is the subject.
fn side_form(view: &GameView, seat: Seat) -> &'static str {
    if view.seats.len() > 2 { "one" } else { form(view, seat) }
}

fn new_config(args: &Args, term: &mut Terminal<impl BufRead, impl Write>) -> io::Result<Option<GameConfig>> {
    if let Some(seating) = args.game.variant().seating() {
        return quattro_config(args, seating).map(Some);
    }
    let (variant, default_level, default_side) = match args.game {
        Game::Tafl => (Variant::Koenigszabel, 4, SideArg::Defenders),
        _ => (Variant::Einstein, 4, SideArg::Red),
    };
    let seat = match (variant, args.side.unwrap_or(default_side)) {
        (Variant::Einstein, SideArg::Red) | (Variant::Koenigszabel, SideArg::Attackers) => 0,
        (Variant::Einstein, SideArg::Blue) | (Variant::Koenigszabel, SideArg::Defenders) => 1,
        (_, _) => return Err(invalid(say("cli-option-no-side").text("game", display_name(variant)).get())),
    };
    let level = args.level.unwrap_or(default_level);
    let levels = 1..=zabel_core::rating::opponents::levels(variant, language()).len() as u8;
    if !levels.contains(&level) {
        return Err(invalid(no_such_level(variant, *levels.end())));
    }
    let opponent = match args.opponent {
        Opponent::Computer => PlayerKind::Computer { level },
        Opponent::Human => PlayerKind::Human,
    };
    let mut players = vec![opponent, opponent];
    players[seat] = PlayerKind::Human;
    let options = match variant {
        Variant::Einstein => {
            let first = match args.first.unwrap_or(First::Random) {
                First::Red => FirstMover::Red,
                First::Blue => FirstMover::Blue,
                First::Random => FirstMover::Random,
            };
            let mut setups = [None; 2];
            if let Some(SetupMode::Choose) = args.setup {
                let Some(setup) = choose_setup(term, Side::BOTH[seat])? else { return Ok(None) };
                setups[seat] = setup;
            }
            Options::Einstein { first, setups }
        }
        _ => Options::Koenigszabel { shieldwall: args.shieldwall },
    };
    Ok(Some(GameConfig { players, options, seed: args.seed }))
}

/// The seats of a game of three or four from `--seat t=human,u=3,…`.
fn quattro_config(args: &Args, seating: Seating) -> io::Result<GameConfig> {
    let variant = Variant::of_seating(seating);
    let levels = zabel_core::rating::opponents::levels(variant, language()).len() as u8;
    let level = args.level.unwrap_or(levels.min(3));
    if !(1..=levels).contains(&level) {
        return Err(invalid(no_such_level(variant, levels)));
    }
    let corners: Vec<quattro::Seat> = seating.seats().iter().collect();
    let mut players: Vec<PlayerKind> = corners.iter().map(|_| PlayerKind::Computer { level }).collect();
    players[0] = PlayerKind::Human;
    for assignment in &args.seat {
        let (letter, who) = assignment
            .split_once('=')
            .ok_or_else(|| invalid(say("cli-option-seat-form").text("assignment", assignment).get()))?;
        let corner = letter.chars().next().and_then(|c| quattro::Seat::from_letter(c.to_ascii_uppercase()));
        let index = corner
            .filter(|_| letter.len() == 1)
            .and_then(|corner| corners.iter().position(|&c| c == corner))
            .ok_or_else(|| {
            let said = say("cli-option-seat-corner").text("assignment", assignment);
            invalid(said.text("game", display_name(variant)).text("corners", seat_letters(&corners)).get())
        })?;
        players[index] = match who {
            "human" => PlayerKind::Human,
            number => match number.parse::<u8>() {
                Ok(level) if (1..=levels).contains(&level) => PlayerKind::Computer { level },
                _ => {
                    let said = say("cli-option-seat-player").text("assignment", assignment);
                    return Err(invalid(said.text("high", levels.to_string()).get()));
                }
            },
        };
    }
    Ok(GameConfig { players, options: Options::Quattro { seating, first: None }, seed: args.seed })
}

fn invalid(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// "--level: Königszabel has levels 1..8".
fn no_such_level(variant: Variant, highest: u8) -> String {
    let said = say("cli-option-levels").text("game", display_name(variant)).text("low", "1");
    said.text("high", highest.to_string()).get()
}

fn seat_letters(corners: &[quattro::Seat]) -> String {
    corners.iter().map(|corner| corner.letter().to_ascii_lowercase().to_string()).collect::<Vec<_>>().join(", ")
}

/// The first line a new game prints; `turned`: the board is drawn turned
/// half round for the person (Red then starts at the bottom right).
fn introduce(config: &GameConfig, turned: bool) -> String {
    let variant = config.variant();
    if let Some(seating) = variant.seating() {
        let seats: Vec<String> = seating
            .seats()
            .iter()
            .zip(&config.players)
            .enumerate()
            .map(|(index, (corner, player))| {
                let said = say("cli-intro-seat").text("letter", corner.letter().to_string());
                let said = said.seat("seat", variant, index as u8);
                match player {
                    PlayerKind::Human => said.text("who", "person"),
                    PlayerKind::Computer { level } => said.text("who", "computer").text("level", level.to_string()),
                }
                .get()
            })
            .collect();
        let seating = match seating {
            Seating::Diagonal => "diagonal",
            Seating::Longline => "longline",
            Seating::Trio => "trio",
        };
        let said = say("cli-intro-group").text("game", game_title(variant)).text("seating", seating);
        return said.text("seats", seats.join("; ")).get();
    }
    let human = config.players.iter().position(|p| *p == PlayerKind::Human).unwrap_or(0);
    let computer = config.players.iter().find_map(|p| match p {
        PlayerKind::Computer { level } => Some(*level),
        PlayerKind::Human => None,
    });
    let against = match (variant, computer) {
        (_, None) => text(language(), "cli-against-people"),
        (Variant::Einstein, Some(number)) => {
            let level = zabel_core::ai::einstein::levels::by_number(number).expect("checked");
            let rating = level.rating().map_or_else(|| "none".to_owned(), |r| format!("{:.0}", r.rating));
            let said = say("cli-against-computer").text("level", level.number.to_string());
            said.text("name", level.name(language())).text("rating", rating).get()
        }
        (_, Some(number)) => {
            let level = zabel_core::ai::tafl::by_number(number).expect("checked");
            let said = say("cli-against-computer").text("level", level.number.to_string());
            said.text("name", level.name(language())).text("rating", "none").get()
        }
    };
    let game = display_name(variant);
    // "EinStein würfelt nicht!" ends its own sentence.
    let stop = if game.ends_with(['!', '.', '?']) { "" } else { "." };
    let said = say("cli-intro").text("game", format!("{game}{stop}")).seat("seat", variant, human as u8);
    said.text("turned", if turned { "yes" } else { "no" }).text("against", against).get()
}

/// Options that the game asked for does not take are refused, with the
/// reason, rather than ignored.
fn check_options(args: &Args) -> io::Result<()> {
    let variant = args.game.variant();
    let name = display_name(variant);
    let group = variant.seating().is_some();
    // `why` names the option without its dashes: the catalog says why.
    let refuse = |why: &str| {
        let said = say("cli-option-not-taken").text("option", format!("--{why}")).text("game", name);
        Err(invalid(said.text("why", why).get()))
    };
    if args.first.is_some() && variant != Variant::Einstein {
        return refuse("first");
    }
    if args.setup.is_some() && variant != Variant::Einstein {
        return refuse("setup");
    }
    if args.side.is_some() && group {
        return refuse("side");
    }
    if args.opponent == Opponent::Human && group {
        return refuse("opponent");
    }
    if !args.seat.is_empty() && !group {
        return refuse("seat");
    }
    if args.shieldwall && variant != Variant::Koenigszabel {
        return refuse("shieldwall");
    }
    let mut corners = std::collections::HashSet::new();
    for assignment in &args.seat {
        let corner = assignment.split_once('=').map_or(assignment.as_str(), |(corner, _)| corner);
        if !corners.insert(corner.to_lowercase()) {
            return Err(invalid(say("cli-option-twice").text("corner", shortened(corner, 10)).get()));
        }
    }
    Ok(())
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

/// A session's error as the player reads it: the store's and the core's
/// own troubles in the catalog's plain sentence, their details in the log
/// of data directory `dir`; the rest are plain sentences already.
fn told(dir: &std::path::Path, error: SessionError) -> io::Error {
    match &error {
        SessionError::Store(error) => return crate::store_error(dir, error),
        SessionError::Turn(TurnError::Internal(_)) | SessionError::BadSavedGame(_) => {}
        _ => return io::Error::other(said(&error)),
    };
    io::Error::other(crate::with_details(dir, &text(language(), error.message_key()), &error.to_string()))
}

/// A session's error in a plain sentence of the catalog: the apps' words
/// for it (the core's key), or the terminal's where it names what was typed.
pub(crate) fn said(error: &SessionError) -> String {
    match error {
        SessionError::Turn(error) => turn_said(error),
        _ => text(language(), error.message_key()),
    }
}

/// What a game's table refused, in a plain sentence of the catalog.
fn turn_said(error: &TurnError) -> String {
    match error {
        TurnError::BadSquare(square) => say("cli-bad-square").text("square", shortened(square, 20)).get(),
        TurnError::TaflRules(error) => tafl_illegal(error),
        TurnError::NoReview(variant) => say("cli-no-review").text("game", display_name(*variant)).get(),
        _ => text(language(), error.message_key()),
    }
}

/// Why a Königszabel move is not legal: "g2-g7: g5 is in the way (K3)".
fn tafl_illegal(error: &zabel_core::tafl::PlayError) -> String {
    use zabel_core::tafl::PlayError;
    let (mv, why) = match error {
        PlayError::GameOver => return text(language(), error.message_key()),
        PlayError::NoPiece { mv } => (mv, "no-piece"),
        PlayError::NotYourPiece { mv, .. } => (mv, "not-your-piece"),
        PlayError::NotStraight { mv } => (mv, "not-straight"),
        PlayError::Blocked { mv, .. } => (mv, "blocked"),
        PlayError::Throne { mv } => (mv, "throne"),
        PlayError::Castle { mv } => (mv, "castle"),
    };
    let mut said = say("cli-tafl-illegal").text("move", mv.to_string()).text("error", why);
    said = said.text("from", mv.from.to_string());
    match error {
        PlayError::NotYourPiece { piece, turn, .. } => said.text("piece", piece_code(*piece)).text("turn", turn.name()),
        PlayError::Blocked { blocker, .. } => said.text("blocker", blocker.to_string()),
        _ => said,
    }
    .get()
}

/// `king`, `attacker` or `defender`.
fn piece_code(piece: zabel_core::tafl::Piece) -> &'static str {
    use zabel_core::tafl::{Kind, Side};
    match (piece.side, piece.kind) {
        (_, Kind::King) => "king",
        (Side::Attackers, Kind::Man) => "attacker",
        (Side::Defenders, Kind::Man) => "defender",
    }
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

/// Whether the interrupted game is the one the options given ask for;
/// options left out fit any.
fn fits(args: &Args, game: &Interrupted) -> bool {
    let levels: Vec<u8> = game
        .players
        .iter()
        .filter_map(|p| match p {
            PlayerKind::Computer { level } => Some(*level),
            PlayerKind::Human => None,
        })
        .collect();
    let seat = args.side.map(|side| match side {
        SideArg::Red | SideArg::Attackers => 0,
        SideArg::Blue | SideArg::Defenders => 1,
    });
    args.level.is_none_or(|level| !levels.is_empty() && levels.iter().all(|&l| l == level))
        && seat.is_none_or(|seat| game.players.get(seat) == Some(&PlayerKind::Human))
        && (args.opponent == Opponent::Computer || levels.is_empty())
        && args.seat.is_empty()
}

enum Choice {
    Continue,
    Replace,
    Stop,
}

/// Asks what becomes of the interrupted game before another is started.
fn ask_about_interrupted<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    game: &Interrupted,
    wanted: Variant,
) -> io::Result<Choice> {
    let name = display_name(game.variant);
    let args = [("game", Arg::Text(name)), ("count", Arg::Number(game.moves as f64))];
    writeln!(term.out, "{}", text_with(language(), "cli-interrupted", &args))?;
    if game.counts {
        writeln!(term.out, "{}", text(language(), "cli-interrupted-counts"))?;
    }
    let counts = if game.counts { "yes" } else { "no" };
    let prompt = text_with(
        language(),
        "cli-interrupted-ask",
        &[("counts", Arg::Text(counts)), ("game", Arg::Text(display_name(wanted)))],
    );
    loop {
        match term.ask(&prompt)? {
            Answer::Line(line) => match line.to_lowercase().as_str() {
                "c" | "continue" => return Ok(Choice::Continue),
                "n" | "new" => return Ok(Choice::Replace),
                "" => return Ok(Choice::Stop),
                _ => tell(term, &text(language(), "cli-expected-interrupted"))?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(Choice::Stop),
        }
    }
}

/// What to type now: the marked pieces or targets by name (EinStein stones
/// also by number).
fn prompt(view: &GameView, choosable: &[String]) -> String {
    let who = player_name(view, view.to_move().unwrap_or(Seat(0)));
    if view.phase == Phase::ChoosePiece {
        let choosable = view.marked(Mark::Choosable);
        if view.die.is_some() {
            let numbers: Vec<String> = view
                .board
                .cells
                .iter()
                .filter(|c| c.mark == Mark::Choosable)
                .filter_map(|c| c.piece.as_ref().map(|p| p.label.clone()))
                .collect();
            return say("cli-prompt-stone").text("who", who).text("stones", or_list(&numbers)).get();
        }
        let said = say("cli-prompt-piece").text("who", who).number("count", choosable.len() as f64);
        return said.text("example", example_move(view)).get();
    }
    let said = say("cli-prompt-target").text("who", who).text("targets", view.marked(Mark::Target).join(", "));
    said.flag("others", choosable.len() > 1).get()
}

/// Asks a yes-or-no question; anything but yes (or the input ending) is no.
/// German says j (ja) for yes; y is yes in every language.
fn confirm<I: BufRead, O: Write>(term: &mut Terminal<I, O>, question: &str) -> io::Result<bool> {
    loop {
        let answer = match term.ask(question)? {
            Answer::Line(line) => line.to_lowercase(),
            Answer::Resign | Answer::InputClosed => return Ok(false),
        };
        let german = language() == Language::German;
        match answer.as_str() {
            "y" | "yes" => return Ok(true),
            "j" | "ja" if german => return Ok(true),
            "" | "n" | "no" => return Ok(false),
            "nein" if german => return Ok(false),
            // Anything else is no answer: say what is, rather than take it as no.
            _ => tell(term, &text(language(), "cli-expected-yes-no"))?,
        }
    }
}

/// A stone named as in the position notation, `R4` or `T2`: its number.
/// Lower case stays a square (`b4`).
fn stone_number(text: &str) -> Option<&str> {
    let mut chars = text.chars();
    let (letter, digit) = (chars.next()?, chars.next()?);
    let stone = chars.next().is_none() && "RBTUVW".contains(letter) && ('1'..='6').contains(&digit);
    stone.then(|| &text[1..])
}

/// Why a Königszabel piece picked cannot be: not the player's, or blocked.
fn why_not_movable(session: &Session, square: &str) -> Option<String> {
    let AnyGame::Koenigszabel(game) = session.game() else { return None };
    let position = game.position();
    let at: zabel_core::tafl::Square = square.parse().ok()?;
    let piece = position.piece_at(at)?;
    if piece.side != position.turn() {
        let said = say("cli-not-your-piece").text("square", square).text("piece", piece_code(piece));
        return Some(said.text("turn", position.turn().name()).get());
    }
    position.targets(at).is_empty().then(|| say("cli-hemmed-in").text("square", square).get())
}

/// Why a typed Königszabel move is not legal, as `zabel tafl play` says it.
fn why_illegal(session: &Session, text: &str) -> Option<String> {
    let AnyGame::Koenigszabel(game) = session.game() else { return None };
    let mv: zabel_core::tafl::Move = text.split('x').next()?.trim().parse().ok()?;
    game.position().check(mv).err().map(|error| tafl_illegal(&error))
}

fn example_move(view: &GameView) -> String {
    view.marked(Mark::Choosable).first().map_or_else(|| "e1-e4".to_owned(), |from| format!("{from}-…"))
}

/// Turns a typed answer into taps: a stone's number, a square, `e1-e4`, or
/// `?` / `? e1` to list what can move.
fn answer_choice<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    session: &Session,
    view: &GameView,
    text: &str,
    choosable: &[String],
) -> io::Result<()> {
    if text.is_empty() {
        // Enter pressed once too often: ask again, as if nothing was typed.
        return Ok(());
    }
    if let Some(rest) = text.strip_prefix('?') {
        return list_moves(term, session, view, rest.trim(), choosable);
    }
    if let Some(reason) = text.contains('-').then(|| why_illegal(session, text)).flatten() {
        return tell(term, &reason);
    }
    if let Some((from, to)) = text.split_once('-').filter(|_| view.variant == Variant::Koenigszabel) {
        // A part that is no square picks nothing, and is named.
        // Captures follow the target after an `x` (`e1-e4xe5`); an `x`
        // first is a file the board does not have.
        let to_square = to.trim();
        let to_square = to_square.get(1..).and_then(|rest| rest.find('x')).map_or(to_square, |at| &to_square[..=at]);
        let no_square =
            [from.trim(), to_square].into_iter().find(|part| part.parse::<zabel_core::tafl::Square>().is_err());
        if let Some(part) = no_square {
            let said = say("cli-bad-move-part").text("move", shortened(text, 20)).text("part", shortened(part, 10));
            return tell(term, &said.get());
        }
        let picked = match session.tap(from.trim()) {
            Ok(TapOutcome::Selected(_)) => session.tap(to.trim().split('x').next().unwrap_or_default()),
            other => other,
        };
        return match picked {
            Ok(TapOutcome::Moved(_)) => Ok(()),
            Ok(_) => tell(term, &say("cli-not-legal-move").text("move", text).get()),
            Err(error) => tell(term, &said(&error)),
        };
    }
    // An EinStein stone may be named by its number; everything else is a square.
    let by_number = view
        .board
        .cells
        .iter()
        .find(|c| {
            let number = stone_number(text).unwrap_or(text);
            c.mark == Mark::Choosable
                && c.piece.as_ref().is_some_and(|p| p.kind == PieceKind::Stone && p.label == number)
        })
        .map(|c| c.name.clone());
    let square = by_number.unwrap_or_else(|| text.to_owned());
    match session.tap(&square) {
        Ok(TapOutcome::Ignored(reason)) => {
            if let Some(why) = why_not_movable(session, &square) {
                return tell(term, &why);
            }
            let choices = match reason {
                Ignored::NotATarget => view.marked(Mark::Target),
                _ => view.marked(Mark::Choosable),
            };
            let said = say("cli-not-one-of").text("answer", shortened(text, 20));
            tell(term, &said.text("choices", choices.join(", ")).get())
        }
        Ok(_) => Ok(()),
        Err(error) => tell(term, &said(&error)),
    }
}

fn tell<I: BufRead, O: Write>(term: &mut Terminal<I, O>, text: &str) -> io::Result<()> {
    writeln!(term.out, "{text}")
}

/// `?`: the pieces that can move (once one is picked, its targets and the
/// others); `? e1`: picks e1 and lists its targets.
fn list_moves<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    session: &Session,
    view: &GameView,
    square: &str,
    choosable: &[String],
) -> io::Result<()> {
    if square.is_empty() {
        if view.phase == Phase::ChooseTarget {
            let moving = view.marked(Mark::Moving).join(" ");
            let targets = view.marked(Mark::Target).join(" ");
            tell(term, &say("cli-can-move-to").text("piece", moving.as_str()).text("targets", targets).get())?;
            let others: Vec<&str> = choosable.iter().filter(|p| **p != moving).map(String::as_str).collect();
            if others.is_empty() {
                return Ok(());
            }
            return tell(term, &say("cli-other-pieces").text("pieces", others.join(" ")).get());
        }
        return tell(term, &say("cli-pieces").text("pieces", view.marked(Mark::Choosable).join(" ")).get());
    }
    match session.tap(square) {
        Ok(TapOutcome::Selected(_)) => {
            let targets = session.view().marked(Mark::Target).join(" ");
            tell(term, &say("cli-can-move-to").text("piece", square).text("targets", targets).get())
        }
        Ok(_) => tell(term, &say("cli-cannot-move-now").text("square", shortened(square, 20)).get()),
        Err(error) => tell(term, &said(&error)),
    }
}

/// Prints the plies added since `printed`; returns the new count.
fn print_new_moves<I: BufRead, O: Write>(
    term: &mut Terminal<I, O>,
    view: &GameView,
    printed: usize,
) -> io::Result<usize> {
    let start = printed.min(view.moves.len());
    for (index, (text, &seat)) in view.moves.iter().zip(&view.movers).enumerate().skip(start) {
        let (who, form) = (with_side(view, seat, "start"), side_form(view, seat));
        let line = match view.variant {
            Variant::Einstein | Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                // "4 R4 b3xc4": roll, stone, move.
                let fields: Vec<&str> = text.split(' ').collect();
                let [roll, stone, mv] = fields.as_slice() else { continue };
                let roll = if *roll == "-" { "none" } else { roll };
                let said = say("cli-played-die").text("who", who).text("form", form).text("roll", roll);
                said.text("stone", *stone).text("move", *mv).flag("capture", mv.contains('x')).get()
            }
            Variant::Koenigszabel => {
                let captured = text.split_once('x').map_or_else(
                    || "none".to_owned(),
                    |(_, taken)| {
                        let taken: Vec<String> =
                            taken.trim_end_matches(['+', '-']).split('/').map(str::to_owned).collect();
                        and_list(&taken)
                    },
                );
                let end = if text.ends_with("++") {
                    "captured"
                } else if text.ends_with("--") {
                    "escaped"
                } else {
                    "none"
                };
                let mv = text.split('x').next().unwrap_or(text).trim_end_matches(['+', '-']);
                let said = say("cli-played-tafl").text("number", (index + 1).to_string());
                let said = said.text("who", who).text("form", form).text("move", mv);
                said.text("captured", captured).text("end", end).get()
            }
        };
        writeln!(term.out, "{line}")?;
    }
    Ok(view.moves.len())
}

fn report_end<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, app: &App) -> io::Result<()> {
    let view = session.view();
    let Some(result) = &view.result else { return Ok(()) };
    let winners: Vec<Seat> =
        view.seats.iter().map(|s| s.seat).filter(|&s| result.scores[s.index()] == Score::Win).collect();
    let verdict = match result.winner() {
        _ if winners.len() > 1 || view.seats.len() > 2 => {
            let names: Vec<String> = winners
                .iter()
                .enumerate()
                .map(|(index, &seat)| with_side(&view, seat, if index == 0 { "start" } else { "inside" }))
                .collect();
            let reason = match result.reason {
                EndReason::ReachedCorner => "reached-corner",
                EndReason::CapturedAll => "captured-all",
                EndReason::Resigned => "resigned",
                _ => "decided",
            };
            let said = say("cli-won-together").text("winners", and_list(&names));
            said.number("count", winners.len() as f64).text("reason", reason).get()
        }
        Some(winner) => {
            let loser = Seat(1 - winner.0);
            let reason = match result.reason {
                EndReason::ReachedCorner => "reached-corner",
                EndReason::CapturedAll => "captured-all",
                EndReason::KingEscaped => "king-escaped",
                EndReason::KingCaptured => "king-captured",
                EndReason::NoLegalMove => "no-legal-move",
                EndReason::Resigned if who(&view, loser) == "you" => "you-resigned",
                EndReason::Resigned => "resigned",
                EndReason::Repetition | EndReason::NoCapture => "decided",
            };
            let said = say("cli-won").text("who", player_name(&view, winner)).text("form", form(&view, winner));
            let said = said.text("reason", reason).seat("winner", view.variant, winner.0);
            said.seat("loser", view.variant, loser.0).get()
        }
        None => {
            let reason = match result.reason {
                EndReason::Repetition => "repetition",
                EndReason::NoCapture => "no-capture",
                _ => "agreed",
            };
            debug_assert!(result.scores.iter().all(|s| *s == Score::Draw));
            say("cli-draw").text("reason", reason).get()
        }
    };
    writeln!(term.out, "{verdict}")?;
    tell_rating_change(term, app, &view)
}

/// "Your rating: 1200 → 1180 (-20), provisional (1 of 20 games)." or
/// "This game was not rated."
fn tell_rating_change<I: BufRead, O: Write>(term: &mut Terminal<I, O>, app: &App, view: &GameView) -> io::Result<()> {
    match view.rating_change {
        Some(change) => {
            let rating =
                app.rating(view.variant).map_err(|error| io::Error::other(text(language(), error.message_key())))?;
            let said = say("cli-your-rating").text("change", crate::rating_change_text(&change));
            let said = said.flag("provisional", rating.is_provisional()).text("games", rating.games.to_string());
            writeln!(term.out, "{}", said.get())?;
        }
        None => writeln!(term.out, "{}", text(language(), "cli-game-not-rated"))?,
    }
    Ok(())
}

/// Asks for the arrangement of the player's triangle (E3); `None` to stop.
fn choose_setup<I: BufRead, O: Write>(term: &mut Terminal<I, O>, side: Side) -> io::Result<Option<Option<Setup>>> {
    let squares = triangle(side).map(|s| s.to_string()).join(" ");
    writeln!(term.out, "{}", say("cli-setup-ask").text("squares", squares).get())?;
    let [first, second, ..] = triangle(side).map(|s| s.to_string());
    writeln!(term.out, "{}", say("cli-setup-example").text("first", first).text("second", second).get())?;
    loop {
        match term.ask(&text(language(), "cli-setup-prompt"))? {
            Answer::Line(text) if text == "r" => return Ok(Some(None)),
            Answer::Line(typed) => match Setup::from_digits(&typed) {
                Ok(setup) => return Ok(Some(Some(setup))),
                Err(zabel_core::einstein::SetupError::BadDigits(digits)) => {
                    writeln!(term.out, "{}", say("cli-setup-bad").text("digits", digits).get())?
                }
                Err(error) => writeln!(term.out, "{}", text(language(), error.message_key()))?,
            },
            Answer::Resign | Answer::InputClosed => return Ok(None),
        }
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

#[cfg(test)]
mod tests {
    use super::stone_number;

    #[test]
    fn a_stone_is_named_by_its_number_or_as_the_notation_writes_it() {
        assert_eq!(stone_number("R4"), Some("4"));
        assert_eq!(stone_number("T6"), Some("6"));
        assert_eq!(stone_number("b4"), None, "a square");
        assert_eq!(stone_number("R7"), None);
        assert_eq!(stone_number("R44"), None);
        assert_eq!(stone_number("4"), None);
    }
}
