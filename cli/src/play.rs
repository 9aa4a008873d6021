//! `zabel play`: a game of EinStein or Königszabel in the terminal, driven
//! through the core's session exactly as the apps drive it: the terminal
//! only draws the `GameView` and turns typed answers into taps.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use zabel_core::app::App;
use zabel_core::einstein::{Setup, Side, triangle};
use zabel_core::game::PlayerKind;
use zabel_core::game::{AnyGame, EndReason, Mark, PieceKind, Score, Seat, Variant};
use zabel_core::rating::GameKind;
use zabel_core::session::{
    DieView, FirstMover, GameConfig, GameView, Ignored, Interrupted, Options, Phase, Session, SessionError, TapOutcome,
};
use zabel_core::store::StoreError;
use zabel_core::text::{Arg, Language, text, text_with};

use crate::board::{Style, game_title, render, seat_name};
use zabel_core::einstein::quattro::{self, Seating};
use zabel_core::rating::opponents::variant_levels;

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
    /// EinStein and Königszabel: your side, red (top left) or blue in
    /// EinStein, attackers (move first) or defenders (the king) in
    /// Königszabel. The games of three and four take --seat.
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
                    writeln!(self.out, "{}", text_with(LANGUAGE, "cli-help", &[("game", Arg::Text(game))]))?
                }
                Some(Ok(line)) => break line.trim().to_owned(),
                // Bytes that are no text (a stray key, a wrong encoding): ask again.
                Some(Err(_)) => writeln!(self.out, "{}", text(LANGUAGE, "cli-not-text"))?,
            }
        };
        Ok(if matches!(line.as_str(), "q" | "quit" | "resign") { Answer::Resign } else { Answer::Line(line) })
    }

    fn show(&mut self, view: &GameView) -> io::Result<()> {
        writeln!(self.out, "\n{}", render(view.variant, &view.board, &self.style))
    }
}

/// "You", "The computer", or with two people the seat's name.
fn player_name(view: &GameView, seat: Seat) -> String {
    let humans = view.seats.iter().filter(|s| s.player == PlayerKind::Human).count();
    match view.seats[seat.index()].player {
        PlayerKind::Human if humans > 1 => match view.variant {
            Variant::Einstein => capitalised(seat_name(view.variant, seat.0)),
            Variant::Koenigszabel => format!("The {}", seat_name(view.variant, seat.0)),
            _ => capitalised(seat_name(view.variant, seat.0)),
        },
        PlayerKind::Human => "You".to_owned(),
        PlayerKind::Computer { .. } => "The computer".to_owned(),
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// "You (red)", "The computer (attackers)", or "The defenders".
fn with_side(view: &GameView, seat: Seat) -> String {
    if view.seats.len() > 2 {
        // Around one table of three or four the corners tell the players apart.
        let who = match player_name(view, seat).as_str() {
            "You" => "you",
            "The computer" => "computer",
            _ => "person",
        };
        return format!("{} ({who})", capitalised(seat_name(view.variant, seat.0)));
    }
    let who = player_name(view, seat);
    let side = seat_name(view.variant, seat.0);
    if who.to_lowercase().ends_with(side) { who } else { format!("{who} ({side})") }
}

fn new_config(args: &Args, term: &mut Terminal<impl BufRead, impl Write>) -> io::Result<Option<GameConfig>> {
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidInput, message);
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
        (_, _) => return Err(invalid(format!("--side: {} has no such side", display_name(variant)))),
    };
    let level = args.level.unwrap_or(default_level);
    let levels = 1..=variant_levels(variant).len() as u8;
    if !levels.contains(&level) {
        let name = display_name(variant);
        return Err(invalid(format!("--level: {name} has levels {}..{}", levels.start(), levels.end())));
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
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidInput, message);
    let variant = Variant::of_seating(seating);
    let levels = variant_levels(variant).len() as u8;
    let level = args.level.unwrap_or(levels.min(3));
    if !(1..=levels).contains(&level) {
        return Err(invalid(format!("--level: {} has levels 1..{levels}", display_name(variant))));
    }
    let corners: Vec<quattro::Seat> = seating.seats().iter().collect();
    let mut players: Vec<PlayerKind> = corners.iter().map(|_| PlayerKind::Computer { level }).collect();
    players[0] = PlayerKind::Human;
    for assignment in &args.seat {
        let (letter, who) = assignment
            .split_once('=')
            .ok_or_else(|| invalid(format!("--seat '{assignment}': expected a corner and a player, like t=human")))?;
        let corner = letter.chars().next().and_then(|c| quattro::Seat::from_letter(c.to_ascii_uppercase()));
        let index = corner
            .filter(|_| letter.len() == 1)
            .and_then(|corner| corners.iter().position(|&c| c == corner))
            .ok_or_else(|| {
            invalid(format!("--seat '{assignment}': {} seats {}", display_name(variant), seat_letters(&corners)))
        })?;
        players[index] = match who {
            "human" => PlayerKind::Human,
            number => match number.parse::<u8>() {
                Ok(level) if (1..=levels).contains(&level) => PlayerKind::Computer { level },
                _ => return Err(invalid(format!("--seat '{assignment}': human or a level 1..{levels}"))),
            },
        };
    }
    Ok(GameConfig { players, options: Options::Quattro { seating, first: None }, seed: args.seed })
}

fn seat_letters(corners: &[quattro::Seat]) -> String {
    corners.iter().map(|corner| corner.letter().to_ascii_lowercase().to_string()).collect::<Vec<_>>().join(", ")
}

/// The first line a new game prints.
fn introduce(config: &GameConfig) -> String {
    let variant = config.variant();
    if let Some(seating) = variant.seating() {
        let seats: Vec<String> = seating
            .seats()
            .iter()
            .zip(&config.players)
            .map(|(corner, player)| {
                let who = match player {
                    PlayerKind::Human => "a person".to_owned(),
                    PlayerKind::Computer { level } => format!("computer level {level}"),
                };
                format!("{} ({}) {who}", corner.letter(), corner.corner())
            })
            .collect();
        let teams = match seating {
            Seating::Diagonal => "partners in opposite corners",
            Seating::Longline => "partners side by side",
            Seating::Trio => "top-left alone against top-right and bottom-left",
        };
        return format!("{}: {teams}. {}. Not rated.", game_title(variant), seats.join("; "));
    }
    let human = config.players.iter().position(|p| *p == PlayerKind::Human).unwrap_or(0);
    let computer = config.players.iter().find_map(|p| match p {
        PlayerKind::Computer { level } => Some(*level),
        PlayerKind::Human => None,
    });
    let (game, goal) = match (variant, human) {
        (Variant::Einstein, 0) => ("EinStein würfelt nicht!", "top left, heading for e5"),
        (Variant::Einstein, _) => ("EinStein würfelt nicht!", "bottom right, heading for a1"),
        (Variant::Koenigszabel, 0) => ("Königszabel", "you move first; capture the king"),
        (_, _) => ("Königszabel", "bring the king to a corner castle"),
    };
    let against = match (variant, computer) {
        (_, None) => "two players at one keyboard".to_owned(),
        (Variant::Einstein, Some(number)) => {
            let level = zabel_core::ai::levels::by_number(number).expect("checked");
            let rating = level.rating().map_or_else(String::new, |r| format!(", rated {:.0}", r.rating));
            format!(
                "the computer plays level {} ({}{rating})",
                level.number,
                level.name(zabel_core::text::Language::English)
            )
        }
        (_, Some(number)) => {
            let level = zabel_core::ai::tafl::by_number(number).expect("checked");
            format!("the computer plays level {} ({})", level.number, level.name(zabel_core::text::Language::English))
        }
    };
    let side = seat_name(variant, human as u8);
    // "EinStein würfelt nicht!" ends its own sentence.
    let stop = if game.ends_with(['!', '.', '?']) { "" } else { "." };
    format!("{game}{stop} You play {side} ({goal}); {against}.")
}

/// Options that the game asked for does not take are refused, with the
/// reason, rather than ignored.
fn check_options(args: &Args) -> io::Result<()> {
    let variant = args.game.variant();
    let name = display_name(variant);
    let group = variant.seating().is_some();
    let refuse = |option: &str, takes: &str| {
        Err(io::Error::new(io::ErrorKind::InvalidInput, format!("{option}: {name} does not take it; {takes}")))
    };
    if args.first.is_some() && variant != Variant::Einstein {
        return refuse("--first", "only EinStein chooses who moves first this way");
    }
    if args.setup.is_some() && variant != Variant::Einstein {
        return refuse("--setup", "only EinStein's stones are arranged this way");
    }
    if args.side.is_some() && group {
        return refuse("--side", "say who sits where with --seat, like t=human");
    }
    if args.opponent == Opponent::Human && group {
        return refuse("--opponent", "say who sits where with --seat, like t=human,u=human");
    }
    if !args.seat.is_empty() && !group {
        return refuse("--seat", "choose your side with --side");
    }
    if args.shieldwall && variant != Variant::Koenigszabel {
        return refuse("--shieldwall", "the shieldwall is a rule of Königszabel");
    }
    let mut corners = std::collections::HashSet::new();
    for assignment in &args.seat {
        let corner = assignment.split_once('=').map_or(assignment.as_str(), |(corner, _)| corner);
        if !corners.insert(corner.to_lowercase()) {
            let message = format!("--seat: {} is given twice", zabel_core::text::shortened(corner, 10));
            return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
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
            return Err(io::Error::other(text(LANGUAGE, "cli-bad-saved-game")));
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
                    writeln!(term.out, "{}", text_with(LANGUAGE, "cli-interrupted-resigned", &args))?;
                    tell_rating_change(term, app, &view)?;
                }
                false
            }
            Choice::Stop => {
                let args = [("command", Arg::Text(command_for(game.variant)))];
                return writeln!(term.out, "{}", text_with(LANGUAGE, "cli-interrupted-kept", &args));
            }
        },
    };
    let session = if resume {
        let session = app
            .resume()
            .map_err(|e| told(&dir, e))?
            .ok_or_else(|| io::Error::other("the interrupted game vanished"))?;
        let count = Arg::Number(session.view().moves.len() as f64);
        let args = [("game", Arg::Text(display_name(session.variant()))), ("count", count)];
        writeln!(term.out, "{}", text_with(LANGUAGE, "cli-continuing", &args))?;
        session
    } else {
        let Some(config) = new_config(args, term)? else { return Ok(()) };
        writeln!(term.out, "{}", introduce(&config))?;
        app.new_game(config).map_err(|e| told(&dir, e))?
    };
    term.variant = Some(session.variant());
    writeln!(term.out, "Type q at any prompt to resign.")?;
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
                let answer = term.ask(&format!("{who}: press Enter to roll the die"))?;
                if let Answer::Line(_) = answer {
                    let after = session.roll().map_err(|e| told(&dir, e))?;
                    // A forced move is played at once: its roll is then the new move's.
                    let rolled = match after.die {
                        Some(DieView::Value(n)) => Some(n.to_string()),
                        _ => after.moves.get(view.moves.len()).and_then(|m| m.split(' ').next()).map(str::to_owned),
                    };
                    match rolled.filter(|roll| roll != "-") {
                        Some(n) => writeln!(term.out, "{who} rolled {n}.")?,
                        None => writeln!(term.out, "{who} rolled.")?,
                    }
                    continue;
                }
                answer
            }
            Phase::ChoosePiece | Phase::ChooseTarget => {
                if view.die == Some(DieView::NoRoll) {
                    writeln!(term.out, "One stone left: no roll (E4.1).")?;
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
                if !view.rated || confirm(term, &text(LANGUAGE, "cli-resign-rated"))? {
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
        writeln!(term.out, "Input ended; the game is saved and `zabel play` continues it.")?;
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
    let key = match &error {
        SessionError::Store(error) => return crate::store_error(dir, error),
        SessionError::Internal(_) => "error-internal",
        SessionError::BadSavedGame(_) => "error-bad-saved-game",
        _ => return io::Error::other(error.to_string()),
    };
    let plain = text(LANGUAGE, key);
    match zabel_core::store::log_details(dir, &error.to_string()) {
        Some(log) => {
            let log = log.display().to_string();
            io::Error::other(format!(
                "{plain} {}",
                text_with(LANGUAGE, "cli-store-details", &[("path", Arg::Text(&log))])
            ))
        }
        None => io::Error::other(format!("{plain} ({error})")),
    }
}

/// The language of the terminal game's sentences.
const LANGUAGE: Language = Language::English;

/// The game's name as the player knows it: "EinStein würfelt nicht!".
pub(crate) fn display_name(variant: Variant) -> &'static str {
    static NAMES: std::sync::OnceLock<Vec<(Variant, String)>> = std::sync::OnceLock::new();
    let names = NAMES
        .get_or_init(|| Variant::ALL.iter().map(|&v| (v, text(LANGUAGE, &format!("game-{}", v.name())))).collect());
    names.iter().find(|(v, _)| *v == variant).map_or("", |(_, name)| name.as_str())
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
    writeln!(term.out, "{}", text_with(LANGUAGE, "cli-interrupted", &args))?;
    if game.counts {
        writeln!(term.out, "{}", text(LANGUAGE, "cli-interrupted-counts"))?;
    }
    let counts = if game.counts { "yes" } else { "no" };
    let prompt = text_with(
        LANGUAGE,
        "cli-interrupted-ask",
        &[("counts", Arg::Text(counts)), ("game", Arg::Text(display_name(wanted)))],
    );
    loop {
        match term.ask(&prompt)? {
            Answer::Line(line) => match line.to_lowercase().as_str() {
                "c" | "continue" => return Ok(Choice::Continue),
                "n" | "new" => return Ok(Choice::Replace),
                "" => return Ok(Choice::Stop),
                _ => {}
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
            return format!("{who}: choose the stone to move: {} (number or square)", numbers.join(" or "));
        }
        return format!(
            "{who}: a piece to move ({} can move), or a move like {}; ? lists them",
            choosable.len(),
            example_move(view)
        );
    }
    let others = if choosable.len() > 1 { " (or pick another piece)" } else { "" };
    format!("{who}: move to {}{others}", view.marked(Mark::Target).join(", "))
}

/// Asks a yes-or-no question; anything but yes (or the input ending) is no.
fn confirm<I: BufRead, O: Write>(term: &mut Terminal<I, O>, question: &str) -> io::Result<bool> {
    match term.ask(question)? {
        Answer::Line(line) => Ok(matches!(line.to_lowercase().as_str(), "y" | "yes")),
        Answer::Resign | Answer::InputClosed => Ok(false),
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
        return Some(format!(
            "{square} is not your piece: {piece} stands there, and the {} are to move.",
            position.turn()
        ));
    }
    position.targets(at).is_empty().then(|| format!("{square} cannot move: it is hemmed in (K3)."))
}

/// Why a typed Königszabel move is not legal, as `zabel tafl play` says it.
fn why_illegal(session: &Session, text: &str) -> Option<String> {
    let AnyGame::Koenigszabel(game) = session.game() else { return None };
    let mv: zabel_core::tafl::Move = text.split('x').next()?.trim().parse().ok()?;
    game.position().check(mv).err().map(|error| error.to_string())
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
        let picked = session.tap(from.trim()).map_err(io::Error::other);
        let picked = match picked {
            Ok(TapOutcome::Selected(_)) => session.tap(to.trim().split('x').next().unwrap_or_default()),
            Ok(other) => Ok(other),
            Err(error) => return tell(term, &error.to_string()),
        };
        return match picked {
            Ok(TapOutcome::Moved(_)) => Ok(()),
            Ok(_) => tell(term, &format!("{text} is not a legal move here; ? lists the pieces that can move")),
            Err(error) => tell(term, &error.to_string()),
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
            let shown = zabel_core::text::shortened(text, 20);
            tell(term, &format!("'{shown}' is not one of {}.", choices.join(", ")))
        }
        Ok(_) => Ok(()),
        Err(error) => tell(term, &error.to_string()),
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
            tell(term, &format!("{moving} can move to {}.", view.marked(Mark::Target).join(" ")))?;
            let others: Vec<&str> = choosable.iter().filter(|p| **p != moving).map(String::as_str).collect();
            if others.is_empty() {
                return Ok(());
            }
            return tell(term, &format!("Other pieces that can move: {}.", others.join(" ")));
        }
        return tell(term, &format!("Pieces that can move: {}.", view.marked(Mark::Choosable).join(" ")));
    }
    match session.tap(square) {
        Ok(TapOutcome::Selected(_)) => {
            let targets = session.view().marked(Mark::Target);
            tell(term, &format!("{square} can move to {}.", targets.join(" ")))
        }
        Ok(_) => tell(term, &format!("{} cannot move now.", zabel_core::text::shortened(square, 20))),
        Err(error) => tell(term, &error.to_string()),
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
        let who = with_side(view, seat);
        let line = match view.variant {
            Variant::Einstein | Variant::QuattroDiagonal | Variant::QuattroLongline | Variant::Trio => {
                // "4 R4 b3xc4": roll, stone, move.
                let fields: Vec<&str> = text.split(' ').collect();
                let [roll, stone, mv] = fields.as_slice() else { continue };
                let rolled =
                    if *roll == "-" { "has one stone left (no roll)".to_owned() } else { format!("rolled {roll}") };
                let capture = if mv.contains('x') { ", capturing" } else { "" };
                format!("{who} {rolled} and played {stone} {mv}{capture}.")
            }
            Variant::Koenigszabel => {
                let captures = text.split_once('x').map_or_else(String::new, |(_, taken)| {
                    let taken = taken.trim_end_matches(['+', '-']);
                    format!(", capturing {}", taken.replace('/', " and "))
                });
                let end = if text.ends_with("++") {
                    ": the king is captured"
                } else if text.ends_with("--") {
                    ": the king escapes"
                } else {
                    ""
                };
                let mv = text.split('x').next().unwrap_or(text).trim_end_matches(['+', '-']);
                format!("{}. {who} played {mv}{captures}{end}.", index + 1)
            }
        };
        writeln!(term.out, "{line}")?;
    }
    Ok(view.moves.len())
}

fn report_end<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, app: &App) -> io::Result<()> {
    let view = session.view();
    let Some(result) = &view.result else { return Ok(()) };
    let name = |seat: Seat| seat_name(view.variant, seat.0);
    let winners: Vec<Seat> =
        view.seats.iter().map(|s| s.seat).filter(|&s| result.scores[s.index()] == Score::Win).collect();
    let verdict = match result.winner() {
        _ if winners.len() > 1 || view.seats.len() > 2 => {
            let names: Vec<String> = winners.iter().map(|&seat| with_side(&view, seat)).collect();
            let how = match result.reason {
                EndReason::ReachedCorner => "a stone reached its opposite corner",
                EndReason::CapturedAll => "a player of the other side has no stones left",
                EndReason::Resigned => "the other side resigned",
                _ => "the game is decided",
            };
            format!("{} win: {how}.", names.join(" and "))
        }
        Some(winner) => {
            let who = player_name(&view, winner);
            let loser = Seat(1 - winner.0);
            let how = match result.reason {
                EndReason::ReachedCorner => format!("{} reached the opposite corner", name(winner)),
                EndReason::CapturedAll => format!("{} has no stones left", name(loser)),
                EndReason::KingEscaped => "the king escaped to a castle".to_owned(),
                EndReason::KingCaptured => "the king is captured".to_owned(),
                EndReason::NoLegalMove => format!("the {} cannot move", name(loser)),
                EndReason::Resigned => format!("{} resigned", name(loser)),
                EndReason::Repetition | EndReason::NoCapture => "the game is decided".to_owned(),
            };
            // "The attackers" are many; "You" take the plural verb too.
            let verb = if who == "You" || who.ends_with('s') { "win" } else { "wins" };
            format!("{who} {verb}: {how}.")
        }
        None => {
            let how = match result.reason {
                EndReason::Repetition => "the same position for the third time (K8.4)",
                EndReason::NoCapture => "200 plies without a capture (K8.5)",
                _ => "agreed",
            };
            debug_assert!(result.scores.iter().all(|s| *s == Score::Draw));
            format!("Draw: {how}.")
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
            let kind = GameKind::of(view.variant).ok_or_else(|| io::Error::other("a rated game without a rating"))?;
            let rating = app.rating(kind).map_err(io::Error::other)?;
            writeln!(
                term.out,
                "Your rating: {}{}.",
                change.describe(zabel_core::text::Language::English),
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
/// Where the `--record` of the interrupted game is kept, in the data directory.
const RECORD_PATH: &str = "record-path";

fn save_record<I: BufRead, O: Write>(term: &mut Terminal<I, O>, session: &Session, path: &PathBuf) -> io::Result<()> {
    let mut record = session.record();
    // The moves cannot tell a resignation; a comment keeps it with them.
    let view = session.view();
    if let Some(result) = view.result.as_ref().filter(|r| r.reason == EndReason::Resigned) {
        let side = |score: Score| -> Vec<&str> {
            view.seats
                .iter()
                .filter(|s| result.scores[s.seat.index()] == score)
                .map(|s| seat_name(view.variant, s.seat.0))
                .collect()
        };
        record.push_str(&format!(
            "# Result: {} resigned; {} won.\n",
            side(Score::Loss).join(" and "),
            side(Score::Win).join(" and ")
        ));
    }
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
