//! The rules of a dice game in pictures, on either board: a roll and the
//! stones it lets move, or a move played and what it did.

use super::{DicePosition, Die, Stone};
use crate::game::{Board, EndReason, Ending, Mark, RulesDiagram, Score, Seat, Variant};
use crate::text::{Arg, Language, seat_text, text_with};

/// What a diagram of a dice game shows.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Shown<'a> {
    /// The stones a roll lets the mover choose: the rolled one picked with
    /// its targets (E4.2), or the two next to it to choose from (E4.3).
    Roll(u8),
    /// One move for a roll, played: a capture (E4.5) or a win (E5.1, Q3).
    Move { roll: u8, from: &'a str, to: &'a str },
}

/// A diagram of a dice game, either board: `position` marked with what
/// `shown` is, as the rules decide it, captioned in `language`. `None` when
/// the rules refuse the roll or the move, or it shows nothing a caption
/// says (a quiet step); the tests rule that out for every diagram.
pub(crate) fn dice_diagram<P: DicePosition>(
    position: &P,
    shown: Shown,
    board: fn(&P) -> Board,
    ending: impl Fn(&P) -> Option<Ending>,
    variant: Variant,
    language: Language,
) -> Option<RulesDiagram> {
    let number = |stone: Stone| Arg::Number(stone.number().into());
    let (marks, caption) = match shown {
        Shown::Roll(value) => {
            let die = Die::new(value)?;
            let stones: Vec<Stone> = position.choosable_stones(Some(die)).ok()?.collect();
            match stones[..] {
                [stone] if stone == die.stone() => {
                    let mut marks = vec![(position.stone_square(stone)?.to_string(), Mark::Moving)];
                    marks.extend(position.targets(stone).into_iter().map(|to| (to.to_string(), Mark::Target)));
                    (marks, text_with(language, "diagram-dice-roll", &[("roll", number(stone))]))
                }
                [lower, higher] => {
                    let marks = [lower, higher]
                        .map(|stone| position.stone_square(stone).map(|s| (s.to_string(), Mark::Choosable)));
                    let args = [("roll", number(die.stone())), ("lower", number(lower)), ("higher", number(higher))];
                    (
                        marks.into_iter().collect::<Option<Vec<_>>>()?,
                        text_with(language, "diagram-dice-next-stone", &args),
                    )
                }
                _ => return None,
            }
        }
        Shown::Move { roll, from, to } => {
            let roll = Some(Die::new(roll)?);
            let mv = position.find_move(roll, from.parse().ok()?, to.parse().ok()?).ok()?;
            let mut after = *position;
            after.play(roll, &mv).ok()?;
            let args = [("stone", number(P::stone(mv.piece))), ("from", Arg::Text(from)), ("to", Arg::Text(to))];
            let caption = match ending(&after) {
                Some(ending) if ending.reason == EndReason::ReachedCorner => {
                    let winners: Vec<Seat> = (ending.scores.iter().enumerate())
                        .filter(|(_, score)| **score == Score::Win)
                        .map(|(seat, _)| Seat(seat as u8))
                        .collect();
                    seat_text(language, "diagram-dice-corner", variant, &winners, &args)
                }
                None if mv.captured.is_some() => text_with(language, "diagram-dice-capture", &args),
                _ => return None,
            };
            (vec![(from.to_owned(), Mark::Moving), (to.to_owned(), Mark::Target)], caption)
        }
    };
    Some(RulesDiagram { caption, board: board(position).marked(&marks).described(variant, language) })
}
