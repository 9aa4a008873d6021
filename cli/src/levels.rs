//! `zabel levels`, and the `--level` argument shared by several commands.

use std::io::{self, Write};

use zabel_core::ai::levels::{LEVELS, by_number, first_move_advantage};

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
    if args.game == crate::play::Game::Tafl {
        return tafl();
    }
    let mut out = io::stdout().lock();
    writeln!(out, "level  rating (95% interval)   name (Deutsch)")?;
    for level in &LEVELS {
        let rating = level
            .rating()
            .map_or_else(|| "not measured".to_owned(), |r| format!("{:>5.0} ({:.0}..{:.0})", r.rating, r.low, r.high));
        writeln!(
            out,
            "{:>5}  {rating:<22}  {} ({})",
            level.number,
            level.name(zabel_core::text::Language::English),
            level.name(zabel_core::text::Language::German)
        )?;
    }
    writeln!(out, "Moving first is worth {:.0} Elo.", first_move_advantage())
}

fn tafl() -> io::Result<()> {
    use zabel_core::ai::tafl;
    let mut out = io::stdout().lock();
    writeln!(out, "level  rating (95% interval)   name (Deutsch)")?;
    for level in &tafl::LEVELS {
        let rating = tafl::ratings()
            .iter()
            .find(|row| row.level == level.number)
            .map_or_else(|| "not measured".to_owned(), |r| format!("{:>5.0} ({:.0}..{:.0})", r.rating, r.low, r.high));
        writeln!(
            out,
            "{:>5}  {rating:<22}  {} ({})",
            level.number,
            level.name(zabel_core::text::Language::English),
            level.name(zabel_core::text::Language::German)
        )?;
    }
    writeln!(out, "The attackers' side is worth {:.0} Elo.", tafl::attackers_advantage())
}
