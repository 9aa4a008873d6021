//! `zabel levels`, and the `--level` argument shared by several commands.

use std::io::{self, Write};

use zabel_core::ai::levels::{LEVELS, LevelRating, by_number, first_move_advantage};
use zabel_core::text::Language;

pub fn parse_level(text: &str) -> Result<u8, String> {
    let numbers = || format!("{}..{}", LEVELS[0].number, LEVELS[LEVELS.len() - 1].number);
    let number: u8 = text.parse().map_err(|_| format!("'{text}' is not a level number ({})", numbers()))?;
    by_number(number).map(|l| l.number).ok_or_else(|| format!("there is no level {number} (levels are {})", numbers()))
}

#[derive(clap::Args)]
pub struct Args {
    /// The game whose levels to list.
    #[arg(value_enum, default_value_t = crate::play::Game::Einstein)]
    game: crate::play::Game,
}

pub fn run(args: &Args) -> io::Result<()> {
    use zabel_core::ai::tafl;
    let mut out = io::stdout().lock();
    if args.game == crate::play::Game::Tafl {
        writeln!(out, "level  rating (95% interval)   name (Deutsch)")?;
        for level in &tafl::LEVELS {
            let rating = tafl::ratings().iter().find(|row| row.level == level.number);
            row(&mut out, level.number, rating, |language| level.name(language))?;
        }
        return writeln!(out, "The attackers' side is worth {:.0} Elo.", tafl::attackers_advantage());
    }
    let variant = args.game.variant();
    if variant.seating().is_some() {
        // The games of three and four are not rated (R2): their levels carry no rating.
        writeln!(out, "level  name (Deutsch)")?;
        for level in zabel_core::rating::opponents::variant_levels(variant) {
            writeln!(out, "{:>5}  {} ({})", level.level, level.name_en, level.name_de)?;
        }
        return writeln!(out, "Games of three and four are not rated.");
    }
    writeln!(out, "level  rating (95% interval)   name (Deutsch)")?;
    for level in &LEVELS {
        row(&mut out, level.number, level.rating().as_ref(), |language| level.name(language))?;
    }
    writeln!(out, "Moving first is worth {:.0} Elo.", first_move_advantage())
}

/// A level without a rating has not been measured apart from its
/// neighbours yet (docs/ai.md), as the apps say too.
fn row(
    out: &mut impl Write,
    number: u8,
    rating: Option<&LevelRating>,
    name: impl Fn(Language) -> String,
) -> io::Result<()> {
    let rating = rating
        .map_or_else(|| "not rated yet".to_owned(), |r| format!("{:>5.0} ({:.0}..{:.0})", r.rating, r.low, r.high));
    writeln!(out, "{number:>5}  {rating:<22}  {} ({})", name(Language::English), name(Language::German))
}
