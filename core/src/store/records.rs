//! What the store keeps: finished games, rating history points, settings.

use serde::{Deserialize, Serialize};

use crate::einstein;
use crate::game::{EndReason, Ending, PlayerKind, Score, Seat, Variant};
use crate::games::AnyGame;
use crate::rating::elo::{RatingChange, first_move};

/// Everything a rated game needs to update (and later recompute) the rating.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct Rated {
    pub opponent_level: u8,
    /// The level's rating when the game was played.
    pub opponent_rating: f64,
    /// The Elo the player's seat was worth against the opponent's (moving
    /// first, or the side), as measured when the game was played (R3).
    pub advantage: f64,
    /// The player's score.
    pub score: Score,
}

/// A finished game of any variant, before the store gives it an id.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(try_from = "GameWire")]
pub struct NewGame {
    pub variant: Variant,
    /// Unix seconds.
    pub finished_at: u64,
    /// The full record (E7, K9).
    pub record: String,
    /// Who sat at each seat.
    pub players: Vec<PlayerKind>,
    /// By resignation, or as the record ends.
    pub ending: Ending,
    pub rated: Option<Rated>,
}

impl NewGame {
    /// The rating the game counts for, when its variant is rated at all.
    pub fn rating_variant(&self) -> Option<Variant> {
        self.variant.is_rated().then_some(self.variant)
    }

    /// How the game ended for the one person who played the computer
    /// (the history's badge); `None` when no one person did.
    pub fn your_score(&self) -> Option<Score> {
        PlayerKind::lone_person(&self.players).and_then(|you| self.ending.scores.get(you.index()).copied())
    }

    /// Every seat of one side (a team, or a single seat) won and every
    /// other seat lost.
    fn one_side_won(&self) -> bool {
        let seats = (0..self.ending.scores.len() as u8).map(Seat);
        let team_of = |score: Score| -> Vec<u8> {
            seats
                .clone()
                .filter(|&seat| self.ending.scores[seat.index()] == score)
                .map(|s| self.variant.team(s))
                .collect()
        };
        let (won, lost) = (team_of(Score::Win), team_of(Score::Loss));
        !won.is_empty()
            && !lost.is_empty()
            && won.len() + lost.len() == self.ending.scores.len()
            && won.iter().all(|&team| team == won[0] && !lost.contains(&team))
    }

    /// The record must replay, its end must agree with the stated ending, and
    /// a rated game must be a person against the level it names, scoring
    /// what the ending gives the person.
    pub fn validate(&self) -> Result<(), String> {
        let seats = self.variant.seats();
        if self.players.len() != seats || self.ending.scores.len() != seats {
            return Err(format!(
                "{} has {seats} seats, not {} players and {} scores",
                self.variant,
                self.players.len(),
                self.ending.scores.len()
            ));
        }
        let game = AnyGame::from_record(self.variant, &self.record).map_err(|e| format!("record {e}"))?;
        // Records written before the games knew resignations leave a resigned
        // game unfinished; the ending says who resigned.
        match (game.state().ending(), self.ending.reason) {
            (Some(ending), _) if ending != self.ending => {
                return Err(format!("the record ends {}, not {}", describe(&ending), describe(&self.ending)));
            }
            (Some(_), _) => {}
            (None, EndReason::Resigned) if !self.one_side_won() => {
                return Err("a resigned game is won by one side".to_owned());
            }
            (None, EndReason::Resigned) => {}
            (None, _) => return Err("the record does not reach the end of the game".to_owned()),
        }
        if let Some(rated) = &self.rated {
            if !self.variant.is_rated() {
                return Err(format!("games of {} are not rated", self.variant));
            }
            let person = match self.players.as_slice() {
                [PlayerKind::Human, PlayerKind::Computer { level }] if *level == rated.opponent_level => Seat(0),
                [PlayerKind::Computer { level }, PlayerKind::Human] if *level == rated.opponent_level => Seat(1),
                _ => return Err(format!("a rated game is a person against level {}", rated.opponent_level)),
            };
            if self.ending.score(person) != Some(rated.score) {
                return Err(format!(
                    "the rating counts {:?} for the player, the ending {}",
                    rated.score,
                    describe(&self.ending)
                ));
            }
        }
        Ok(())
    }

    pub(crate) fn into_stored(self, id: u64) -> StoredGame {
        StoredGame { id, game: self, rating_change: None }
    }
}

fn describe(ending: &Ending) -> String {
    let scores: Vec<String> = ending.scores.iter().map(|score| format!("{score:?}").to_lowercase()).collect();
    format!("{} ({:?})", scores.join("-"), ending.reason)
}

/// A stored game as written by any schema. Before schema 3 every game was
/// two-player EinStein with `red`, `blue`, `winner` and `resigned`, and a
/// rated one said who moved first and whether the player won.
#[derive(Deserialize)]
struct GameWire {
    #[serde(default)]
    variant: Option<Variant>,
    finished_at: u64,
    record: String,
    #[serde(default)]
    players: Option<Vec<PlayerKind>>,
    #[serde(default)]
    ending: Option<Ending>,
    #[serde(default)]
    rated: Option<RatedWire>,
    #[serde(default)]
    red: Option<PlayerKind>,
    #[serde(default)]
    blue: Option<PlayerKind>,
    #[serde(default)]
    winner: Option<einstein::Side>,
    #[serde(default)]
    resigned: bool,
}

#[derive(Deserialize)]
struct RatedWire {
    opponent_level: u8,
    opponent_rating: f64,
    #[serde(default)]
    advantage: Option<f64>,
    #[serde(default)]
    score: Option<Score>,
    #[serde(default)]
    player_moved_first: Option<bool>,
    #[serde(default)]
    first_move_advantage: Option<f64>,
    #[serde(default)]
    won: Option<bool>,
}

impl TryFrom<RatedWire> for Rated {
    type Error = String;

    fn try_from(wire: RatedWire) -> Result<Rated, String> {
        let advantage = match (wire.advantage, wire.player_moved_first, wire.first_move_advantage) {
            (Some(advantage), _, _) => advantage,
            (None, Some(moved_first), Some(advantage)) => first_move(moved_first, advantage),
            _ => return Err("a rated game without its advantage".to_owned()),
        };
        let score = match (wire.score, wire.won) {
            (Some(score), _) => score,
            (None, Some(true)) => Score::Win,
            (None, Some(false)) => Score::Loss,
            (None, None) => return Err("a rated game without its score".to_owned()),
        };
        Ok(Rated { opponent_level: wire.opponent_level, opponent_rating: wire.opponent_rating, advantage, score })
    }
}

impl TryFrom<GameWire> for NewGame {
    type Error = String;

    fn try_from(wire: GameWire) -> Result<NewGame, String> {
        let rated = wire.rated.map(Rated::try_from).transpose()?;
        let (variant, players, ending) = match (wire.variant, wire.players, wire.ending) {
            (Some(variant), Some(players), Some(ending)) => (variant, players, ending),
            (None, None, None) => {
                let (Some(red), Some(blue), Some(winner)) = (wire.red, wire.blue, wire.winner) else {
                    return Err("a game without its players or result".to_owned());
                };
                // Old games kept only the winner; the reason is in the record.
                let reason = if wire.resigned {
                    EndReason::Resigned
                } else {
                    let game =
                        AnyGame::from_record(Variant::Einstein, &wire.record).map_err(|e| format!("record {e}"))?;
                    game.state().ending().ok_or("the record does not reach the end of the game")?.reason
                };
                (Variant::Einstein, vec![red, blue], Ending::win(2, Seat(winner.index() as u8), reason))
            }
            _ => return Err("a game needs its variant, players and ending".to_owned()),
        };
        Ok(NewGame { variant, finished_at: wire.finished_at, record: wire.record, players, ending, rated })
    }
}

/// A finished game as stored.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    pub id: u64,
    #[serde(flatten)]
    pub game: NewGame,
    /// What the game did to the rating, when it was rated.
    pub rating_change: Option<RatingChange>,
}

/// One point of the rating chart.
#[derive(Clone, Copy, PartialEq, Debug, Serialize, Deserialize)]
pub struct RatingPoint {
    pub game_id: u64,
    /// The rated game; stored as `kind`, its name before ratings were keyed by variant.
    #[serde(rename = "kind")]
    pub variant: Variant,
    pub finished_at: u64,
    pub change: RatingChange,
}

/// The options of the historic PC program and the app (`seeds/002` §2.2).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub show_die: bool,
    pub highlight_moves: bool,
    pub default_level: u8,
    /// `en` or `de`.
    pub language: String,
    pub theme: Theme,
    /// The files' letters and the ranks' numbers beside the board.
    pub coordinates: bool,
    /// A sound and a short vibration for a move, a capture, a roll and the end.
    pub sound: bool,
    /// How long a computer's move stays in view before the next computer moves.
    pub pace: Pace,
}

/// How the apps look: as the system does, or always light or dark.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    #[default]
    System,
    Light,
    Dark,
}

/// How long each computer's move stays in view before the next one, so a
/// person can follow three computers' moves in a row (issue 45). The apps
/// play them at once where the system asks for reduced motion.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pace {
    Instant,
    Quick,
    #[default]
    Steady,
    Slow,
}

impl Pace {
    pub fn millis(self) -> u32 {
        match self {
            Pace::Instant => 0,
            Pace::Quick => 350,
            Pace::Steady => 700,
            Pace::Slow => 1400,
        }
    }
}

/// The languages the apps speak.
pub const LANGUAGES: [&str; 2] = ["en", "de"];

impl Settings {
    pub fn validate(&self) -> Result<(), String> {
        if crate::ai::einstein::levels::by_number(self.default_level).is_none() {
            return Err(format!("there is no level {}", self.default_level));
        }
        if !LANGUAGES.contains(&self.language.as_str()) {
            return Err(format!("language '{}' is not one of {}", self.language, LANGUAGES.join(", ")));
        }
        Ok(())
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            show_die: true,
            highlight_moves: true,
            default_level: 4,
            language: "en".to_owned(),
            theme: Theme::System,
            coordinates: true,
            sound: true,
            pace: Pace::Steady,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PlayerKind::{Computer, Human};

    fn finished(players: Vec<PlayerKind>, ending: Ending) -> NewGame {
        NewGame { variant: Variant::Koenigszabel, finished_at: 0, record: String::new(), players, ending, rated: None }
    }

    #[test]
    fn settings_saved_before_the_theme_coordinates_sound_and_pace_read_with_them_on_the_systems_theme_and_a_steady_pace()
     {
        let old: Settings =
            serde_json::from_str(r#"{"show_die":false,"highlight_moves":true,"default_level":6,"language":"de"}"#)
                .unwrap();
        assert_eq!(
            old,
            Settings { show_die: false, default_level: 6, language: "de".to_owned(), ..Settings::default() }
        );
        assert_eq!((old.theme, old.coordinates, old.sound, old.pace), (Theme::System, true, true, Pace::Steady));
        let dark =
            Settings { theme: Theme::Dark, coordinates: false, sound: false, pace: Pace::Slow, ..Settings::default() };
        let text = serde_json::to_string(&dark).unwrap();
        assert!(text.contains(r#""theme":"dark""#) && text.contains(r#""pace":"slow""#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), dark);
    }

    #[test]
    fn each_pace_is_slower_than_the_one_before_and_the_steady_one_is_easy_to_follow() {
        let paces = [Pace::Instant, Pace::Quick, Pace::Steady, Pace::Slow].map(Pace::millis);
        assert!(paces.windows(2).all(|pair| pair[0] < pair[1]), "{paces:?}");
        assert_eq!(paces[0], 0, "instant is instant");
        assert_eq!(Pace::default().millis(), 700, "issue 45: about 0.7 s a move");
    }

    #[test]
    fn your_score_is_the_lone_persons_from_their_seat() {
        let won_by_second = || Ending::win(2, Seat(1), EndReason::Resigned);
        assert_eq!(finished(vec![Computer { level: 3 }, Human], won_by_second()).your_score(), Some(Score::Win));
        assert_eq!(finished(vec![Human, Computer { level: 3 }], won_by_second()).your_score(), Some(Score::Loss));
        let drawn = Ending::draw(2, EndReason::Repetition);
        assert_eq!(finished(vec![Human, Computer { level: 3 }], drawn).your_score(), Some(Score::Draw));
        assert_eq!(finished(vec![Human, Human], won_by_second()).your_score(), None, "friends get no badge");
        let alone = finished(vec![Computer { level: 2 }, Computer { level: 5 }], won_by_second());
        assert_eq!(alone.your_score(), None, "nobody to say it to");
    }
}
