//! Ratings: the player's Elo (R2, R3) and the levels' measured ratings
//! as opponents, one rating per rated `Variant`. The fit that measures the
//! levels (R1) is the lab's.

pub mod elo;
pub mod opponents;
pub mod replay;
pub mod standing;
