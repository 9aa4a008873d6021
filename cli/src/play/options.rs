//! What `zabel play` takes on its command line, and the game it asks for:
//! options checked against the game, the seats and levels set up through
//! the seam.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use clap::ValueEnum;
use zabel_core::einstein::Side;
use zabel_core::game::PlayerKind;
use zabel_core::game::Variant;
use zabel_core::session::{FirstMover, GameConfig, Interrupted, Options};
use zabel_core::text::shortened;

use super::display_name;
use super::prompts::{Terminal, choose_setup};
use crate::{language, say};
use zabel_core::quattro::{self, Seating};

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
    pub(super) game: Game,
    /// EinStein only: who moves first (E3); random by default.
    #[arg(long, value_enum)]
    pub(super) first: Option<First>,
    /// EinStein only: how your stones are arranged on your corner (E3);
    /// random by default.
    #[arg(long, value_enum)]
    pub(super) setup: Option<SetupMode>,
    /// EinStein and Königszabel: your side, red (heading for e5) or blue
    /// (heading for a1) in EinStein, your corner drawn at the bottom;
    /// attackers (move first) or defenders (the king) in Königszabel. The
    /// games of three and four take --seat.
    #[arg(long, value_enum)]
    pub(super) side: Option<SideArg>,
    /// The computer's level: 1..8 in EinStein and Königszabel (default 4),
    /// 1..5 in the games of three and four (default 3). `zabel levels`,
    /// `zabel levels tafl` and `zabel levels quattro` list them.
    #[arg(long)]
    pub(super) level: Option<u8>,
    /// EinStein and Königszabel: play the computer, or another person at
    /// this keyboard.
    #[arg(long, value_enum, default_value_t = Opponent::Computer)]
    pub(super) opponent: Opponent,
    /// Quattro and Trio only: who sits where, by corner letter:
    /// `t=human,u=3,v=human,w=1` (a level number is the computer; default:
    /// you at t, the computer at --level elsewhere).
    #[arg(long, value_delimiter = ',')]
    pub(super) seat: Vec<String>,
    /// Königszabel only: the optional shieldwall rule (K7).
    #[arg(long)]
    pub(super) shieldwall: bool,
    /// Seed for the dice and the computer, to replay the same game.
    #[arg(long)]
    pub(super) seed: Option<u64>,
    /// Also write the game record (E7 or K9) to this file at the end.
    #[arg(long)]
    pub(super) record: Option<PathBuf>,
    /// Start a new game even if one was interrupted.
    #[arg(long)]
    pub(super) new: bool,
    /// Colours on the board.
    #[arg(long, value_enum, default_value_t = ColorMode::Auto)]
    pub(super) color: ColorMode,
    #[command(flatten)]
    pub(super) data: crate::DataDir,
}

pub(super) fn new_config(args: &Args, term: &mut Terminal<impl BufRead, impl Write>) -> io::Result<Option<GameConfig>> {
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
pub(super) fn quattro_config(args: &Args, seating: Seating) -> io::Result<GameConfig> {
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

pub(super) fn invalid(message: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, message)
}

/// "--level: Königszabel has levels 1..8".
pub(super) fn no_such_level(variant: Variant, highest: u8) -> String {
    let said = say("cli-option-levels").text("game", display_name(variant)).text("low", "1");
    said.text("high", highest.to_string()).get()
}

pub(super) fn seat_letters(corners: &[quattro::Seat]) -> String {
    corners.iter().map(|corner| corner.letter().to_ascii_lowercase().to_string()).collect::<Vec<_>>().join(", ")
}

/// Options that the game asked for does not take are refused, with the
/// reason, rather than ignored.
pub(super) fn check_options(args: &Args) -> io::Result<()> {
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

/// Whether the interrupted game is the one the options given ask for;
/// options left out fit any.
pub(super) fn fits(args: &Args, game: &Interrupted) -> bool {
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
