//! Ratings: the maximum-likelihood fit that measures the AI levels (R1).
//! The player's own Elo (R2, R3) joins this module with the store.

pub mod fit;
