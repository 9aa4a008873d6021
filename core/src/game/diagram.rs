//! The rules in pictures, for a rules page: a few small boards per game,
//! each with one sentence. Every diagram is a position the game's own rules
//! accept and a move (or a roll) they check, so a picture cannot contradict
//! the rules it shows; each game's adapter says which.

use super::{Board, Mark};

/// One rule shown on a board: the board marked as a game in play marks it
/// (the piece picked and where it goes, or the stones a roll leaves to
/// choose), and the sentence saying what happens.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesDiagram {
    pub caption: String,
    pub board: Board,
}

/// The fewest files and ranks a cut-out board keeps, so that it still
/// reads as a piece of a board.
const SMALLEST_CUT: u8 = 5;

impl Board {
    /// The part of a large board a diagram needs: every piece and marked
    /// square with one square around, at least [`SMALLEST_CUT`] wide and
    /// high where the board allows. Cells keep their names, files and ranks
    /// their labels.
    pub(crate) fn cut_to_pieces(self) -> Board {
        let (width, height) = (self.width as usize, self.height as usize);
        let used: Vec<(usize, usize)> = (self.cells.iter().enumerate())
            .filter(|(_, cell)| cell.piece.is_some() || cell.mark != Mark::None)
            .map(|(index, _)| (index % width, index / width))
            .collect();
        let (left, right) = span(used.iter().map(|(x, _)| *x), width);
        let (top, bottom) = span(used.iter().map(|(_, y)| *y), height);
        let cells = (self.cells.into_iter().enumerate())
            .filter(|(index, _)| (left..=right).contains(&(index % width)) && (top..=bottom).contains(&(index / width)))
            .map(|(_, cell)| cell)
            .collect();
        Board {
            width: (right - left + 1) as u8,
            height: (bottom - top + 1) as u8,
            files: self.files[left..=right].to_vec(),
            ranks: self.ranks[top..=bottom].to_vec(),
            cells,
            turned: self.turned,
        }
    }
}

/// The first and last line a cut keeps: the used ones with one around,
/// widened in turn on both sides up to [`SMALLEST_CUT`].
fn span(used: impl Iterator<Item = usize> + Clone, size: usize) -> (usize, usize) {
    let want = (SMALLEST_CUT as usize).min(size);
    let (mut low, mut high) = match (used.clone().min(), used.max()) {
        (Some(low), Some(high)) => (low.saturating_sub(1), (high + 1).min(size - 1)),
        _ => (0, size - 1),
    };
    while high - low + 1 < want {
        low = low.saturating_sub(1);
        if high - low + 1 < want && high < size - 1 {
            high += 1;
        }
    }
    (low, high)
}
