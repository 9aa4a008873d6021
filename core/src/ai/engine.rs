//! The one contract every computer player of every game keeps: arrange its
//! pieces if the game asks, and decide a move on what the turn brings.
//! A game enters it through [`Contest`], which names what its engines see
//! (a position, or a game with its history), what a turn brings besides (a
//! roll, or nothing), who sits at the board and how they arrange their
//! pieces; the arena in `lab/` runs every game's engines through it.

use super::{Budget, Cancel};

/// A game as its engines see it.
pub trait Contest: 'static {
    /// What an engine decides on: a position, or a game whose history the
    /// rules need (repetition in Königszabel).
    type State;
    /// What a turn brings besides the state: the roll, or nothing.
    type Turn: Copy;
    /// Who sits at the board.
    type Seat: Copy;
    /// How a seat arranges its pieces before play: six stones, or nothing
    /// where the rules place them.
    type Setup;
    /// An engine's answer: the move, with what the engine thinks of it.
    type Decision;
    type Error;
}

pub trait Engine<G: Contest>: Send {
    /// A short name for logs, the arena and the outside engine protocols.
    fn name(&self) -> String;

    /// The arrangement of `seat`'s pieces before play.
    fn setup(&mut self, seat: G::Seat) -> G::Setup;

    /// The move of the one to move in `state` on what `turn` brings. Fails
    /// only when the turn does not fit the state or the game is over; a
    /// spent budget or a cancellation still returns the best move found.
    fn decide(
        &mut self,
        state: &G::State,
        turn: G::Turn,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<G::Decision, G::Error>;
}
