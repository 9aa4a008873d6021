//! `zabel levels`, and the `--level` argument shared by several commands.

use std::io::{self, Write};

use zabel_core::ai::einstein::levels::{LEVELS, by_number, first_move_advantage};
use zabel_core::ai::level_table::LevelRating;
use zabel_core::text::{Language, text};

use crate::{language, say};

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
    let head = |key| text(language(), key);
    let elo = |advantage: f64| format!("{advantage:.0}");
    if args.game == crate::play::Game::Tafl {
        writeln!(
            out,
            "{:>5}  {:<22}  {}",
            head("cli-levels-level"),
            head("cli-levels-rating"),
            head("cli-levels-name")
        )?;
        for level in &tafl::LEVELS {
            let rating = tafl::ratings().iter().find(|row| row.level == level.number);
            row(&mut out, level.number, rating, |language| level.name(language))?;
            about(&mut out, zabel_core::game::Variant::Koenigszabel, level.number)?;
            sides(&mut out, level.number)?;
        }
        return writeln!(out, "{}", say("cli-levels-attackers").text("elo", elo(tafl::attackers_advantage())).get());
    }
    let variant = args.game.variant();
    if variant.seating().is_some() {
        // The games of three and four are not rated (R2): their levels carry no rating.
        writeln!(out, "{:>5}  {}", head("cli-levels-level"), head("cli-levels-name"))?;
        let other = match language() {
            Language::English => Language::German,
            Language::German => Language::English,
        };
        for level in zabel_core::rating::opponents::levels(variant, language()) {
            let also = variant.level_name(level.level, other);
            writeln!(out, "{:>5}  {} ({also})", level.level, level.name)?;
            writeln!(out, "{:>5}  {}", "", level.description)?;
        }
        return writeln!(out, "{}", head("cli-levels-group"));
    }
    writeln!(out, "{:>5}  {:<22}  {}", head("cli-levels-level"), head("cli-levels-rating"), head("cli-levels-name"))?;
    for level in &LEVELS {
        row(&mut out, level.number, level.rating().as_ref(), |language| level.name(language))?;
        about(&mut out, variant, level.number)?;
    }
    writeln!(out, "{}", say("cli-levels-first-move").text("elo", elo(first_move_advantage())).get())
}

/// What the level is like, in one line under its row, as the apps show it
/// where a level is chosen.
fn about(out: &mut impl Write, variant: zabel_core::game::Variant, number: u8) -> io::Result<()> {
    writeln!(out, "{:>5}  {}", "", variant.level_description(number, language()))
}

/// What each side scores against a Königszabel level for a player as
/// strong as it, in one line under its row: the seat is worth more against
/// some levels than others (their leans, docs/ai.md), and this is the
/// advantage every expected score the apps and `zabel rating` show uses.
fn sides(out: &mut impl Write, number: u8) -> io::Result<()> {
    use zabel_core::rating::elo::{expected_score, first_move};
    let advantage = zabel_core::rating::opponents::seat_advantage(zabel_core::game::Variant::Koenigszabel, number);
    let [attackers, defenders] = [true, false].map(|attacking| {
        // Equal ratings: the score is the seat's alone.
        zabel_core::text::percent(language(), expected_score(0.0, 0.0, first_move(attacking, advantage)))
    });
    let said = say("cli-levels-sides").text("attackers", attackers).text("defenders", defenders);
    writeln!(out, "{:>5}  {}", "", said.text("elo", format!("{advantage:.0}")).get())
}

/// A level without a rating has not been measured apart from its
/// neighbours yet (docs/ai.md), as the apps say too.
fn row(
    out: &mut impl Write,
    number: u8,
    rating: Option<&LevelRating>,
    name: impl Fn(Language) -> String,
) -> io::Result<()> {
    let rating = rating.map_or_else(
        || text(language(), "cli-levels-not-rated"),
        |r| format!("{:>5.0} ({:.0}..{:.0})", r.rating, r.low, r.high),
    );
    // The player's language first, the other in brackets.
    let other = match language() {
        Language::English => Language::German,
        Language::German => Language::English,
    };
    writeln!(out, "{number:>5}  {rating:<22}  {} ({})", name(language()), name(other))
}
