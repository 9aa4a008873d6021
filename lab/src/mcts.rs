//! Monte-Carlo tree search with chance nodes.
//!
//! A plain UCT tree over moves would mix up the dice: the same move is
//! legal only after some rolls. Here every tree node is a position before the
//! roll; an iteration samples a die face, which picks one of the node's roll
//! groups ([`chance_outcomes`](zabel_core::ai::einstein::chance_outcomes)), and UCB1 chooses among
//! that group's moves. The root is the one group of the roll actually made.
//! Leaves are valued by a playout or by the evaluation.

use std::sync::Arc;
use zabel_core::einstein::DicePosition;

use arrayvec::ArrayVec;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use zabel_core::ai::Engine;
use zabel_core::ai::einstein::endgame::{self, Endgame};
use zabel_core::ai::einstein::eval::{evaluate, win_probability};
use zabel_core::ai::einstein::leaves::Evaluation;
use zabel_core::ai::einstein::random::playout;
use zabel_core::ai::einstein::setups::SetupPolicy;
use zabel_core::ai::einstein::{Decision, MoveStat, chance_outcomes, winning_move};
use zabel_core::ai::{Budget, Cancel, Limit};
use zabel_core::einstein::Einstein;
use zabel_core::einstein::{Move, PlayError, Position, Roll, Setup, Side, StoneSet};

/// How a new leaf is valued.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Leaf {
    /// A uniformly random playout to the end (plain UCT's choice).
    RandomPlayout,
    /// The race evaluation, no playout.
    Evaluation,
}

const NO_CHILD: u32 = u32::MAX;

struct Edge {
    mv: Move,
    child: u32,
    visits: u32,
    /// Wins of the side that made this move.
    wins: f32,
}

struct Group {
    stones: StoneSet,
    faces: u8,
    /// Edges live in `Tree::edges[first..first + len]`, made on first visit.
    first: u32,
    len: u8,
    visits: u32,
}

struct Node {
    groups: ArrayVec<Group, 6>,
}

struct Tree {
    nodes: Vec<Node>,
    edges: Vec<Edge>,
}

impl Tree {
    fn add_node(&mut self, position: &Position) -> u32 {
        let groups = chance_outcomes(position)
            .into_iter()
            .map(|(stones, faces)| Group { stones, faces, first: 0, len: 0, visits: 0 })
            .collect();
        self.nodes.push(Node { groups });
        (self.nodes.len() - 1) as u32
    }

    /// Makes the edges of a group on its first visit. When a move wins at
    /// once it is the only edge: nobody declines a win.
    fn expand(&mut self, node: u32, group: usize, position: &Position) {
        let g = &self.nodes[node as usize].groups[group];
        if g.len > 0 {
            return;
        }
        let moves = position.moves_of(g.stones);
        let first = self.edges.len() as u32;
        let chosen: ArrayVec<Move, 6> = match winning_move(position, &moves) {
            Some(win) => std::iter::once(win).collect(),
            None => moves.into_iter().collect(),
        };
        let len = chosen.len() as u8;
        self.edges.extend(chosen.into_iter().map(|mv| Edge { mv, child: NO_CHILD, visits: 0, wins: 0.0 }));
        let g = &mut self.nodes[node as usize].groups[group];
        g.first = first;
        g.len = len;
    }
}

pub struct Mcts {
    exploration: f64,
    leaf: Leaf,
    endgame: Option<Endgame>,
    setups: SetupPolicy,
    rng: SmallRng,
    evaluation: Evaluation,
}

impl Mcts {
    pub fn new(leaf: Leaf, endgame: bool, setups: SetupPolicy, seed: u64) -> Mcts {
        Mcts {
            exploration: 0.7,
            leaf,
            endgame: endgame.then(|| Endgame::new(endgame::DEFAULT_MAX_STONES)),
            setups,
            rng: SmallRng::seed_from_u64(seed),
            evaluation: Arc::new(evaluate),
        }
    }

    /// Values [`Leaf::Evaluation`] leaves with `evaluation` instead of the
    /// race model (a value in [-1, 1] for the side to move).
    pub fn with_evaluation(self, evaluation: Evaluation) -> Mcts {
        Mcts { evaluation, ..self }
    }

    /// Plain UCT as the literature runs it: random playouts, exploration √2.
    pub fn plain_uct(seed: u64) -> Mcts {
        Mcts {
            exploration: std::f64::consts::SQRT_2,
            ..Mcts::new(Leaf::RandomPlayout, false, SetupPolicy::Random, seed)
        }
    }

    /// The chance that the side to move in `position` wins, by the leaf rule.
    fn leaf_value(&mut self, position: &Position) -> f64 {
        if position.is_over() {
            return 0.0;
        }
        if let Some(endgame) = self.endgame.as_mut().filter(|e| e.applies(position)) {
            return endgame.win_probability(position);
        }
        let me = position.turn();
        match self.leaf {
            Leaf::Evaluation => win_probability((self.evaluation)(position)),
            Leaf::RandomPlayout => f64::from(u8::from(playout(*position, &mut self.rng).winner == me)),
        }
    }

    /// One iteration from `root`: select, expand, value, back up. Returns the
    /// value for the side to move at `position`.
    fn iterate(&mut self, tree: &mut Tree, node: u32, position: &Position, root_group: Option<usize>) -> f64 {
        if position.is_over() {
            return 0.0;
        }
        let group = root_group.unwrap_or_else(|| sample_group(&tree.nodes[node as usize], &mut self.rng));
        tree.expand(node, group, position);
        let g = &tree.nodes[node as usize].groups[group];
        let (first, len, parent_visits) = (g.first as usize, g.len as usize, g.visits);
        let log_parent = f64::from(parent_visits.max(1)).ln();
        let pick = (first..first + len)
            .max_by(|&a, &b| self.ucb(&tree.edges[a], log_parent).total_cmp(&self.ucb(&tree.edges[b], log_parent)))
            .expect("a running game has moves");
        let mv = tree.edges[pick].mv;
        let mut child = *position;
        child.play_unchecked(&mv);
        let value = if tree.edges[pick].child == NO_CHILD {
            if !child.is_over() {
                let id = tree.add_node(&child);
                tree.edges[pick].child = id;
            }
            1.0 - self.leaf_value(&child)
        } else {
            let next = tree.edges[pick].child;
            1.0 - self.iterate(tree, next, &child, None)
        };
        let edge = &mut tree.edges[pick];
        edge.visits += 1;
        edge.wins += value as f32;
        tree.nodes[node as usize].groups[group].visits += 1;
        value
    }

    fn ucb(&self, edge: &Edge, log_parent: f64) -> f64 {
        if edge.visits == 0 {
            return f64::INFINITY;
        }
        let n = f64::from(edge.visits);
        f64::from(edge.wins) / n + self.exploration * (log_parent / n).sqrt()
    }
}

/// A die face picks a group with probability faces / 6.
fn sample_group(node: &Node, rng: &mut SmallRng) -> usize {
    if node.groups.len() == 1 {
        return 0;
    }
    let mut face = rng.random_range(0..6u8);
    for (index, group) in node.groups.iter().enumerate() {
        if face < group.faces {
            return index;
        }
        face -= group.faces;
    }
    unreachable!("the faces of the groups add up to 6")
}

impl Engine<Einstein> for Mcts {
    fn name(&self) -> String {
        let leaf = match self.leaf {
            Leaf::RandomPlayout => "random",
            Leaf::Evaluation => "eval",
        };
        format!("mcts-{leaf}{}", if self.endgame.is_some() { "+eg" } else { "" })
    }

    fn setup(&mut self, _side: Side) -> Setup {
        self.setups.choose(&mut self.rng)
    }

    fn decide(
        &mut self,
        position: &Position,
        roll: Roll,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<Decision, PlayError> {
        let stones = position.choosable_stones(roll)?;
        if let Some(endgame) = self.endgame.as_mut().filter(|e| e.applies(position)) {
            let stats = position
                .moves_of(stones)
                .iter()
                .map(|mv| MoveStat { mv: *mv, win_probability: endgame.after(position, mv), visits: 0 })
                .collect();
            return Ok(Decision::from_stats(stats, endgame.known() as u64, u32::MAX).winning_first(position));
        }
        let mut tree = Tree { nodes: Vec::new(), edges: Vec::new() };
        let root = tree.add_node(position);
        // The root has exactly the group of the roll that was made; its edges
        // are all moves, a win included, so every move gets a statistic.
        tree.nodes[root as usize].groups =
            std::iter::once(Group { stones, faces: 6, first: 0, len: 0, visits: 0 }).collect();
        let moves = position.moves_of(stones);
        tree.edges.extend(moves.iter().map(|&mv| Edge { mv, child: NO_CHILD, visits: 0, wins: 0.0 }));
        tree.nodes[root as usize].groups[0].len = moves.len() as u8;
        let mut limit = Limit::new(budget, cancel);
        while !limit.tick() {
            self.iterate(&mut tree, root, position, Some(0));
        }
        if tree.edges[..moves.len()].iter().all(|e| e.visits == 0) {
            // Not even one iteration: fall back to one run.
            self.iterate(&mut tree, root, position, Some(0));
        }
        let stats = tree.edges[..moves.len()]
            .iter()
            .map(|e| MoveStat {
                mv: e.mv,
                win_probability: if e.visits == 0 { 0.0 } else { f64::from(e.wins) / f64::from(e.visits) },
                visits: u64::from(e.visits),
            })
            .collect::<Vec<_>>();
        // The most visited move is the most trusted one.
        let mut stats = stats;
        stats.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.win_probability.total_cmp(&a.win_probability)));
        Ok(Decision { mv: stats[0].mv, stats, nodes: limit.spent(), depth: 0 }.winning_first(position))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zabel_core::einstein::Die;

    fn start() -> Position {
        "R1R2R32/R5R43/R64/3B6B5/2B1B2B3 r".parse().unwrap()
    }

    #[test]
    fn mcts_takes_a_win_and_reports_every_move() {
        let position: Position = "5/5/5/3R2B1/R13B3 r".parse().unwrap();
        for mut engine in [
            Mcts::new(Leaf::RandomPlayout, false, SetupPolicy::Random, 1),
            Mcts::new(Leaf::Evaluation, true, SetupPolicy::Random, 1),
        ] {
            let decision = engine.decide(&position, Die::new(2), &Budget::nodes(2_000), &Cancel::new()).unwrap();
            assert_eq!(decision.mv.to_string(), "d4xe5", "{}", engine.name());
            assert_eq!(decision.stats.len(), 3, "{}", engine.name());
            assert!(decision.stats.iter().all(|s| (0.0..=1.0).contains(&s.win_probability)));
            assert_eq!(decision.stats[0].mv, decision.mv);
        }
    }

    #[test]
    fn mcts_spends_exactly_its_iteration_budget() {
        let mut engine = Mcts::new(Leaf::RandomPlayout, false, SetupPolicy::Random, 3);
        let decision = engine.decide(&start(), Die::new(3), &Budget::nodes(5_000), &Cancel::new()).unwrap();
        assert_eq!(decision.nodes, 5_000);
        assert_eq!(decision.stats.iter().map(|s| s.visits).sum::<u64>(), 4_999);
        // The most visited move is the one chosen.
        assert!(decision.stats.iter().all(|s| s.visits <= decision.stats[0].visits));
    }

    #[test]
    fn mcts_values_its_leaves_by_the_evaluation_it_is_given() {
        // Far from any end, every leaf is valued by the evaluation alone: one
        // that calls every position even makes every move an even chance.
        let position = start();
        let mut engine = Mcts::new(Leaf::Evaluation, false, SetupPolicy::Random, 3).with_evaluation(Arc::new(|_| 0.0));
        let decision = engine.decide(&position, Die::new(3), &Budget::nodes(500), &Cancel::new()).unwrap();
        assert!(decision.stats.iter().all(|s| (s.win_probability - 0.5).abs() < 1e-6), "{:?}", decision.stats);
        let mut engine = Mcts::new(Leaf::Evaluation, false, SetupPolicy::Random, 3);
        let decision = engine.decide(&position, Die::new(3), &Budget::nodes(500), &Cancel::new()).unwrap();
        assert!(decision.stats.iter().any(|s| (s.win_probability - 0.5).abs() > 1e-3), "{:?}", decision.stats);
    }

    #[test]
    fn uct_beats_the_random_mover() {
        use crate::duplicate_dice as arena;
        use zabel_core::ai::einstein::random::RandomMover;
        let mut wins = 0;
        for deal in 0..20 {
            let mut uct = Mcts::plain_uct(deal);
            let mut random = RandomMover::new(deal);
            let budget = Budget::nodes(300);
            let g1 = arena::play_game([&mut uct, &mut random], [&budget, &budget], deal).unwrap();
            let g2 = arena::play_game([&mut random, &mut uct], [&budget, &budget], deal).unwrap();
            wins += usize::from(g1.outcome().unwrap().winner == Side::Red)
                + usize::from(g2.outcome().unwrap().winner == Side::Blue);
        }
        assert!(wins >= 28, "UCT won {wins} of 40");
    }
}
