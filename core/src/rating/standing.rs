//! What a player has done in one game, for the rating screen: the best
//! rating they reached, and how their games against each computer level
//! went.

use crate::game::{PlayerKind, Score, Variant};
use crate::store::StoredGame;

/// A person's results against one computer level.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct LevelRecord {
    pub level: u8,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct Standing {
    /// The highest rating after a rated game; none before the first.
    pub best: Option<f64>,
    /// Levels played, lowest first. Only games of one person against the
    /// computer count, rated or not (unrated games after a hint or undo
    /// were played too); a table of persons, or computers of two levels,
    /// has no one level to credit.
    pub levels: Vec<LevelRecord>,
}

impl Standing {
    pub fn of<'a>(variant: Variant, games: impl IntoIterator<Item = &'a StoredGame>) -> Standing {
        let mut standing = Standing::default();
        for stored in games.into_iter().filter(|stored| stored.game.variant == variant) {
            if let Some(change) = stored.rating_change {
                standing.best = Some(standing.best.map_or(change.after, |best: f64| best.max(change.after)));
            }
            let Some((level, score)) = against_one_level(stored) else { continue };
            let index = match standing.levels.binary_search_by_key(&level, |record| record.level) {
                Ok(index) => index,
                Err(index) => {
                    standing.levels.insert(index, LevelRecord { level, ..LevelRecord::default() });
                    index
                }
            };
            let record = &mut standing.levels[index];
            match score {
                Score::Win => record.won += 1,
                Score::Draw => record.drawn += 1,
                Score::Loss => record.lost += 1,
            }
        }
        standing
    }
}

/// The level a lone person played against, and how the person scored.
fn against_one_level(stored: &StoredGame) -> Option<(u8, Score)> {
    let score = stored.game.your_score()?;
    let mut levels = stored.game.players.iter().filter_map(|player| match player {
        PlayerKind::Computer { level } => Some(*level),
        PlayerKind::Human => None,
    });
    let level = levels.next()?;
    levels.all(|other| other == level).then_some((level, score))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{EndReason, Ending, Seat};
    use crate::rating::elo::RatingChange;
    use crate::store::NewGame;

    fn game(variant: Variant, players: Vec<PlayerKind>, winner: Option<u8>, after: Option<f64>) -> StoredGame {
        let seats = players.len();
        let ending = match winner {
            Some(seat) => Ending::win(seats, Seat(seat), EndReason::Resigned),
            None => Ending::draw(seats, EndReason::Repetition),
        };
        StoredGame {
            id: 1,
            game: NewGame { variant, finished_at: 0, record: String::new(), players, ending, rated: None },
            rating_change: after.map(|after| RatingChange {
                before: 1200.0,
                after,
                expected: 0.5,
                k: 32.0,
                games_before: 0,
            }),
        }
    }

    #[test]
    fn a_standing_counts_each_level_from_the_persons_seat_and_keeps_the_best_rating() {
        use PlayerKind::{Computer, Human};
        let games = [
            game(Variant::Koenigszabel, vec![Human, Computer { level: 3 }], Some(0), Some(1216.0)),
            game(Variant::Koenigszabel, vec![Computer { level: 3 }, Human], Some(0), Some(1201.0)),
            game(Variant::Koenigszabel, vec![Computer { level: 1 }, Human], None, None),
            // Two persons, another game, and two levels at one table: no level to credit.
            game(Variant::Koenigszabel, vec![Human, Human], Some(0), None),
            game(Variant::Einstein, vec![Human, Computer { level: 3 }], Some(0), Some(1300.0)),
            game(Variant::Trio, vec![Human, Computer { level: 2 }, Computer { level: 5 }], Some(1), None),
        ];
        let standing = Standing::of(Variant::Koenigszabel, &games);
        assert_eq!(standing.best, Some(1216.0));
        assert_eq!(
            standing.levels,
            [LevelRecord { level: 1, won: 0, drawn: 1, lost: 0 }, LevelRecord { level: 3, won: 1, drawn: 0, lost: 1 },]
        );
        let trio = Standing::of(Variant::Trio, &games);
        assert_eq!(trio, Standing::default());
        let group = game(Variant::Trio, vec![Computer { level: 2 }, Human, Computer { level: 2 }], Some(1), None);
        assert_eq!(Standing::of(Variant::Trio, [&group]).levels, [LevelRecord { level: 2, won: 1, drawn: 0, lost: 0 }]);
    }
}
