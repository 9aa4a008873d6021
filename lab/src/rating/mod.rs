//! The statistics of the arenas: the maximum-likelihood rating fit (R1),
//! the sequential test that stops a match once decided, and a mean with
//! its margin.

pub mod fit;
pub mod mean;
pub mod sprt;
