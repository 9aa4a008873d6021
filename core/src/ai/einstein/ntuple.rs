//! An n-tuple network: the side to move's chance to win as a sum of table
//! weights, one for every pair of stones on the board, learnt by self-play
//! with TD(λ) (`zabel-lab ewn td`), as the Computer Olympiad's EinStein programs
//! learn theirs.
//!
//! A stone is seen as one of 300 states: whose it is (the side to move's
//! or the other's), how many die faces move it (1–6, E4.2–E4.3: this is
//! where its number matters) and its square, in the frame of the side to
//! move (Blue's board turned round, so the mover always heads for e5). The
//! network has a weight for every unordered pair of states, a state paired
//! with itself being the stone alone; a position's logit is the sum over
//! all pairs of its stones, so it learns what the logistic model of
//! [`learned`](super::learned) cannot: which stone blocks, threatens or
//! shields which. Mirroring the board in its a1–e5 diagonal keeps both
//! goals, so a pair and its mirror image share one weight.

use std::sync::OnceLock;

use super::eval::faces;
use crate::einstein::{Position, Side};

/// Stone states: 2 owners × 6 face counts × 25 squares.
pub const STATES: usize = 2 * 6 * 25;

/// Unordered pairs of states, a state with itself included.
pub const PAIRS: usize = STATES * (STATES + 1) / 2;

/// The table: the tempo (a bias) at index 0, pair `p` at index `p + 1`.
pub const WEIGHTS: usize = PAIRS + 1;

/// At most 12 stones, so 78 pairs.
const MOST_PAIRS: usize = 12 * 13 / 2;

/// The weights of a network, in logits.
#[derive(Clone, PartialEq, Debug)]
pub struct Network {
    weights: Vec<f32>,
}

impl Default for Network {
    fn default() -> Self {
        Network { weights: vec![0.0; WEIGHTS] }
    }
}

/// The table indices a position's value adds up, the tempo first.
pub struct Active {
    indices: [u32; MOST_PAIRS + 1],
    len: usize,
}

impl Active {
    pub fn of(position: &Position) -> Active {
        let me = position.turn();
        let mut states = [0usize; 12];
        let mut mirrors = [0usize; 12];
        let mut count = 0;
        for (square, piece) in position.pieces() {
            let stones = position.stones(piece.side);
            let owner = usize::from(piece.side != me);
            let faces = usize::from(faces(stones, piece.stone)).clamp(1, 6) - 1;
            let square = if me == Side::Red { square } else { square.rotated() };
            states[count] = state(owner, faces, square.index());
            mirrors[count] = mirrored(states[count]);
            count += 1;
        }
        let mut active = Active { indices: [0; MOST_PAIRS + 1], len: 1 };
        for i in 0..count {
            for j in i..count {
                // A pair and its mirror image are one weight: the lower index.
                let canonical = pair(states[i], states[j]).min(pair(mirrors[i], mirrors[j]));
                active.indices[active.len] = 1 + canonical as u32;
                active.len += 1;
            }
        }
        active
    }

    pub fn indices(&self) -> &[u32] {
        &self.indices[..self.len]
    }
}

fn state(owner: usize, faces: usize, square: usize) -> usize {
    (owner * 6 + faces) * 25 + square
}

/// The state of the same stone with the board mirrored in its a1–e5 diagonal.
fn mirrored(state: usize) -> usize {
    let (rest, square) = (state / 25, state % 25);
    rest * 25 + (square % 5) * 5 + square / 5
}

fn pair(a: usize, b: usize) -> usize {
    let (low, high) = if a <= b { (a, b) } else { (b, a) };
    high * (high + 1) / 2 + low
}

impl Network {
    /// The side to move's chance to win, in logits, of a position not over.
    pub fn logit(&self, position: &Position) -> f64 {
        self.sum(&Active::of(position))
    }

    /// The position's value for the side to move, in [-1, 1], as
    /// [`eval::evaluate`](super::eval::evaluate) gives it.
    pub fn value(&self, position: &Position) -> f64 {
        if position.is_over() {
            return -1.0;
        }
        (self.logit(position) / 2.0).tanh()
    }

    pub fn sum(&self, active: &Active) -> f64 {
        active.indices().iter().map(|&i| f64::from(self.weights[i as usize])).sum()
    }

    /// Moves each of the `active` weights by `step`.
    pub fn nudge(&mut self, active: &Active, step: f64) {
        for &i in active.indices() {
            self.weights[i as usize] += step as f32;
        }
    }

    /// Reads the table: `#` comments, then `index<TAB>weight` for every
    /// weight that is not zero, indices rising.
    pub fn parse(text: &str) -> Result<Network, String> {
        let mut network = Network::default();
        let mut last = None;
        for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
            let (index, weight) =
                line.split_once('\t').ok_or_else(|| format!("'{line}': expected index<TAB>weight"))?;
            let index: usize = index.parse().map_err(|_| format!("'{index}' is not an index"))?;
            if index >= WEIGHTS {
                return Err(format!("index {index} is beyond the table's {WEIGHTS} weights"));
            }
            if last.is_some_and(|last| index <= last) {
                return Err(format!("index {index} is not above the one before it"));
            }
            let weight: f32 =
                weight.trim().parse().map_err(|_| format!("'{weight}' is not a number (index {index})"))?;
            if !weight.is_finite() {
                return Err(format!("the weight at index {index} is not finite"));
            }
            network.weights[index] = weight;
            last = Some(index);
        }
        Ok(network)
    }

    /// The weights, in logits, by table index.
    pub fn weights(&self) -> &[f32] {
        &self.weights
    }
}

const TABLE: &str = include_str!("../../../data/einstein-ntuple.tsv");

/// The shipped network.
pub fn shipped() -> &'static Network {
    static NETWORK: OnceLock<Network> = OnceLock::new();
    NETWORK.get_or_init(|| Network::parse(TABLE).expect("the shipped n-tuple table is valid"))
}

/// The shipped network's [`value`](Network::value) of the position.
pub fn evaluate(position: &Position) -> f64 {
    shipped().value(position)
}

/// A chance from its logit.
pub fn chance(logit: f64) -> f64 {
    1.0 / (1.0 + (-logit).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_tables_are_refused_with_the_reason() {
        assert!(Network::parse("1 0.5\n").unwrap_err().contains("index<TAB>weight"));
        assert!(Network::parse("x\t0.5\n").unwrap_err().contains("not an index"));
        assert!(Network::parse(&format!("{WEIGHTS}\t0.5\n")).unwrap_err().contains("beyond"));
        assert!(Network::parse("3\t0.5\n3\t0.1\n").unwrap_err().contains("not above"));
        assert!(Network::parse("3\tzwei\n").unwrap_err().contains("not a number"));
        assert!(Network::parse("3\tinf\n").unwrap_err().contains("not finite"));
    }

    fn sorted(position: &str) -> Vec<u32> {
        let mut indices = Active::of(&position.parse().unwrap()).indices().to_vec();
        indices.sort();
        indices
    }

    #[test]
    fn every_pair_of_stones_is_one_weight() {
        // 6 stones: 15 pairs, 6 stones alone, and the tempo.
        assert_eq!(sorted("R1R2R32/5/1B1B2B31/5/5 r").len(), 1 + 15 + 6);
        let most = "R1R2R3R4R5/R64/5/4B6/B1B2B3B4B5 r";
        let indices = sorted(most);
        assert_eq!(indices.len(), MOST_PAIRS + 1);
        assert!(indices.iter().all(|&i| (i as usize) < WEIGHTS));
    }

    #[test]
    fn the_side_to_move_sees_the_same_board_in_its_own_frame() {
        // Red to move, R1 on a1 and B1 on b3, is Blue to move with B1 on e5
        // and R1 on d3: the board turned round and the colours swapped.
        assert_eq!(sorted("R14/5/1B13/5/5 r"), sorted("5/5/3R11/5/4B1 b"));
        assert_ne!(sorted("R14/5/1B13/5/5 r"), sorted("R14/5/1B13/5/5 b"));
    }

    #[test]
    fn a_board_and_its_mirror_image_share_their_weights() {
        // Mirrored in the a1–e5 diagonal: b3 becomes c2.
        assert_eq!(sorted("R14/5/1B13/5/5 r"), sorted("R14/2B12/5/5/5 r"));
        assert_eq!(sorted("R1R23/R34/2B4B51/5/4B6 b"), sorted("R1R33/R24/2B42/2B52/4B6 b"));
        assert_ne!(sorted("R14/5/1B13/5/5 r"), sorted("R14/1B13/5/5/5 r"));
    }

    #[test]
    fn the_faces_that_move_a_stone_are_part_of_its_state() {
        // B1 alone moves on every roll; beside B2 it moves on a 1 only.
        let alone = Active::of(&"R14/5/1B13/5/5 r".parse().unwrap());
        let beside = Active::of(&"R14/5/1B13/5/4B2 r".parse().unwrap());
        assert!(!beside.indices().contains(&alone.indices()[alone.len - 1]));
    }
}
