//! The statistics of the arenas: the maximum-likelihood rating fit (R1),
//! the sequential test that stops a match once decided, a mean with its
//! margin, and one side's score with its interval.

pub mod fit;
pub mod mean;
pub mod score;
pub mod sprt;
