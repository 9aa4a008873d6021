//! Ratings: the player's Elo (R2, R3) and the maximum-likelihood fit that
//! measures the AI levels (R1).

pub mod elo;
pub mod fit;
pub mod opponents;
