//! Alpha-beta search for Königszabel: negamax with principal variation
//! search, iterative deepening, a transposition table on Zobrist keys, moves
//! ordered by the table's move, captures, killers and history, and a
//! quiescence step that follows captures and makes the attackers answer a
//! king one move from a castle. A position met again on the way (K8.4) or
//! 200 quiet plies (K8.5) count as a draw.

use super::eval::{self, WEIGHTS, Weights};
use super::learned::{self, LearnedWeights};
use super::{Decision, Koenigszabel, zobrist};
use crate::ai::Engine;
use crate::ai::{Budget, Cancel, Limit};
use crate::tafl::{
    Bitboard, Direction, Game, Move, MoveList, PlayError, Position, QUIET_PLIES_FOR_DRAW, SQUARES, Side, Square,
};

/// A won position, less the plies it takes: nearer wins score higher.
const WIN: i32 = 1_000_000;
const INFINITE: i32 = 2 * WIN;
const MAX_PLY: usize = 96;
/// How many captures deep the quiescence step follows.
const QUIESCENCE_DEPTH: u32 = 4;
/// 2^18 entries of 16 bytes: 4 MB.
const TABLE_BITS: u32 = 18;

#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i8,
    bound: Bound,
}

/// What the search calls a position's worth.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Evaluation {
    /// `eval.rs`: nine weights set by hand (the shipped levels).
    HandSet(Weights),
    /// `learned.rs`: features weighted by the fit to self-play.
    Learned,
    /// The learned features with weights read from a file: a refit the lab
    /// measures before it ships.
    Refit(&'static LearnedWeights),
}

/// The engine: how deep it may go, its evaluation, and whether its
/// quiescence knows the king's fork squares: with the defenders to move, a
/// king that can step to an edge square from which no answer keeps it from
/// a castle has won; with the attackers to move, such a square in the
/// king's reach must be answered, not stood pat on. So a search two plies
/// deep sees the fork one move later (levels 6 and 7 lost to it, issue 62).
/// The other refinements tried (aspiration windows, null moves, late move
/// reductions, a depth-preferred table, forks followed in the quiescence,
/// a route extension for the attack) failed their measurements and were
/// deleted (docs/ai.md).
pub struct AlphaBeta {
    max_depth: u32,
    evaluation: Evaluation,
    fork_squares: bool,
}

impl AlphaBeta {
    pub fn new(max_depth: u32) -> AlphaBeta {
        AlphaBeta { max_depth, evaluation: Evaluation::HandSet(WEIGHTS), fork_squares: false }
    }

    pub fn with_weights(self, weights: Weights) -> AlphaBeta {
        self.with_evaluation(Evaluation::HandSet(weights))
    }

    pub fn with_evaluation(mut self, evaluation: Evaluation) -> AlphaBeta {
        self.evaluation = evaluation;
        self
    }

    pub fn with_fork_squares(mut self, fork_squares: bool) -> AlphaBeta {
        self.fork_squares = fork_squares;
        self
    }
}

struct Search<'a> {
    engine: &'a AlphaBeta,
    limit: Limit,
    table: Vec<Entry>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
    /// Keys of the positions since the last capture: the game's, then the search's.
    path: Vec<u64>,
}

/// Where a move would trap enemy men against a piece of the mover's, a
/// castle or the empty throne — a cheap guess at K4 captures, for ordering
/// moves and for the quiescence step. A move next to the king counts for
/// the attackers too. Worked out once per position: every move asks.
struct Threats {
    /// By direction: the squares from which a man in that direction is trapped.
    trapping: [Bitboard; 4],
    /// For the attackers, the squares next to the king.
    by_king: Bitboard,
}

impl Threats {
    fn new(position: &Position) -> Threats {
        let mover = position.turn();
        let enemies = position.men(mover.opponent());
        let king = position.king();
        let mut anvils = position.pieces_of(mover);
        for castle in Square::CASTLES {
            anvils.insert(castle);
        }
        if king != Some(Square::THRONE) {
            anvils.insert(Square::THRONE);
        }
        let trapping = Direction::ALL.map(|direction| {
            let back = direction.opposite();
            enemies.intersection(anvils.shifted(back)).shifted(back)
        });
        let by_king = match king {
            Some(king) if mover == Side::Attackers => king.neighbours().into_iter().flatten().collect(),
            _ => Bitboard::EMPTY,
        };
        Threats { trapping, by_king }
    }

    /// How many enemy men `mv` would trap (and whether it closes on the king).
    fn of(&self, mv: Move) -> u32 {
        self.trapping.iter().map(|squares| u32::from(squares.contains(mv.to))).sum::<u32>()
            + u32::from(self.by_king.contains(mv.to))
    }
}

/// The ordering score of a killer move; quiet moves score below it.
const KILLER: i32 = 1 << 22;

fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN / 2 {
        score + ply as i32
    } else if score < -WIN / 2 {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN / 2 {
        score - ply as i32
    } else if score < -WIN / 2 {
        score + ply as i32
    } else {
        score
    }
}

impl Search<'_> {
    fn evaluate(&self, position: &Position) -> i32 {
        match &self.engine.evaluation {
            Evaluation::HandSet(weights) => eval::evaluate(position, weights),
            Evaluation::Learned => learned::evaluate(position),
            Evaluation::Refit(weights) => learned::evaluate_with(position, weights),
        }
    }

    /// Where `key` lives; a later entry replaces whatever was there.
    fn slot(key: u64) -> usize {
        (key as usize) & ((1 << TABLE_BITS) - 1)
    }

    fn probe(&self, key: u64) -> Option<Entry> {
        Some(self.table[Self::slot(key)]).filter(|entry| entry.key == key)
    }

    fn store(&mut self, entry: Entry) {
        self.table[Self::slot(entry.key)] = entry;
    }

    fn repeats(&self, key: u64) -> bool {
        let earlier = &self.path[..self.path.len().saturating_sub(1)];
        earlier.iter().rev().skip(1).step_by(2).any(|&seen| seen == key)
    }

    /// The moves, most promising first, each with its ordering score: at
    /// least [`KILLER`] for the table's move, a king's run, a capture or a killer.
    fn order(&self, position: &Position, moves: &MoveList, best: Option<Move>, ply: usize) -> Vec<(i32, Move)> {
        let king = position.king();
        let threats = Threats::new(position);
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .map(|&mv| {
                let score = if Some(mv) == best {
                    1 << 30
                } else if king == Some(mv.from) && mv.to.is_castle() {
                    1 << 29
                } else {
                    match threats.of(mv) {
                        0 if self.killers[ply].contains(&Some(mv)) => KILLER,
                        0 => self.history[mv.from.index() * SQUARES + mv.to.index()],
                        n => (1 << 24) + n as i32,
                    }
                };
                (score, mv)
            })
            .collect();
        scored.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
        scored
    }

    /// How many castles the king reaches in one move.
    fn routes(position: &Position) -> usize {
        position
            .king()
            .map_or(0, |king| position.king_reach(king).squares().filter(|square| square.is_castle()).count())
    }

    /// The position's worth to the side to move, searched `depth` plies.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        key: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        quiet: usize,
    ) -> i32 {
        if self.limit.tick() {
            return 0;
        }
        if position.is_decided() {
            return -(WIN - ply as i32);
        }
        if ply > 0 && (self.repeats(key) || quiet >= QUIET_PLIES_FOR_DRAW) {
            return 0;
        }
        if depth == 0 || ply >= MAX_PLY - 1 {
            return self.quiesce(position, key, alpha, beta, ply, 0);
        }
        let mut best_known = None;
        if let Some(entry) = self.probe(key) {
            best_known = entry.mv;
            if ply > 0 && i32::from(entry.depth) >= depth as i32 {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            // K8.3: no legal move loses.
            return -(WIN - ply as i32);
        }
        let first_alpha = alpha;
        let mut best = -INFINITE;
        let mut best_move = None;
        for (index, (_, mv)) in self.order(position, &moves, best_known, ply).into_iter().enumerate() {
            let mut child = *position;
            let played = child.play_unchecked(mv);
            let child_key = zobrist::after(position, key, &played);
            let child_quiet = if played.captured.is_empty() { quiet + 1 } else { 0 };
            self.path.push(child_key);
            let mut score;
            if index == 0 {
                score = -self.negamax(&child, child_key, depth - 1, -beta, -alpha, ply + 1, child_quiet);
            } else {
                score = -self.negamax(&child, child_key, depth - 1, -alpha - 1, -alpha, ply + 1, child_quiet);
                if score > alpha && score < beta {
                    score = -self.negamax(&child, child_key, depth - 1, -beta, -alpha, ply + 1, child_quiet);
                }
            }
            self.path.pop();
            if self.limit.stopped() {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                if played.captured.is_empty() {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                    self.history[mv.from.index() * SQUARES + mv.to.index()] += (depth * depth) as i32;
                }
                break;
            }
        }
        let bound = if best <= first_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(Entry { key, mv: best_move, score: to_table(best, ply), depth: depth.min(127) as i8, bound });
        best
    }

    /// Follows captures until the position is quiet; a king one move from a
    /// castle wins if the defenders are to move, and otherwise the attackers
    /// must answer it with any move, not stand pat.
    fn quiesce(&mut self, position: &Position, key: u64, mut alpha: i32, beta: i32, ply: usize, depth: u32) -> i32 {
        if self.limit.tick() {
            return 0;
        }
        if position.is_decided() {
            return -(WIN - ply as i32);
        }
        let routes = Self::routes(position);
        if routes > 0 && position.turn() == Side::Defenders {
            return WIN - ply as i32 - 1;
        }
        // Fork squares at the search's frontier and the answers to them
        // only, not along the captures after: that is where a shallow
        // search meets the fork a move later, and the check is costly.
        let fork_squares = self.engine.fork_squares && depth <= 1;
        if fork_squares && position.turn() == Side::Defenders && king_reaches_a_fork_square(position) {
            // The king to the square, any answer, the king to a castle.
            return WIN - ply as i32 - 3;
        }
        // The attackers facing a fork square must answer it; only answers
        // landing where they change it are searched, the others lose.
        let fork_answers = if fork_squares && routes == 0 && depth == 0 && position.turn() == Side::Attackers {
            fork_answers(&position.passed())
        } else {
            None
        };
        let threatened = routes > 0 || fork_answers.is_some();
        let stand = self.evaluate(position);
        if depth >= QUIESCENCE_DEPTH || ply >= MAX_PLY - 1 {
            return stand;
        }
        let mut best = -INFINITE;
        if !threatened {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
        }
        let mut moves = position.legal_moves();
        if moves.is_empty() {
            return -(WIN - ply as i32);
        }
        if let Some(answers) = fork_answers {
            let count = moves.len();
            moves.retain(|mv| answers.contains(mv.to));
            if moves.len() < count {
                // An answer elsewhere: the king to the square, any answer, the castle.
                best = -(WIN - ply as i32 - 4);
                alpha = alpha.max(best);
                if alpha >= beta {
                    return best;
                }
            }
        }
        let threats = Threats::new(position);
        let mut tactical: Vec<(u32, Move)> = moves
            .iter()
            .filter_map(|&mv| {
                let order = threats.of(mv);
                (threatened || order > 0).then_some((order, mv))
            })
            .collect();
        tactical.sort_by_key(|&(order, _)| std::cmp::Reverse(order));
        for (_, mv) in tactical {
            let mut child = *position;
            let played = child.play_unchecked(mv);
            if !threatened && played.captured.is_empty() && !played.king_captured {
                continue;
            }
            let child_key = zobrist::after(position, key, &played);
            let score = -self.quiesce(&child, child_key, -beta, -alpha, ply + 1, depth + 1);
            if self.limit.stopped() {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        if best == -INFINITE { stand } else { best }
    }
}

/// How many castles the king sees, each a move away.
fn castles_in_sight(position: &Position) -> usize {
    position.king().map_or(0, |king| position.king_reach(king).squares().filter(|square| square.is_castle()).count())
}

/// Whether the king, the defenders to move, can step to a fork square: one
/// from which, whatever the attackers answer, he still sees a castle and is
/// not taken. Castles are corners, so only an edge square sees one; the
/// answers are tried only for those.
pub fn king_reaches_a_fork_square(position: &Position) -> bool {
    fork_answers(position).is_some()
}

/// The squares beside `square` and beside those: where a man must land to
/// take a king there, or him and his guard (K5, K6).
fn two_steps(square: Square, into: &mut Bitboard) {
    for beside in square.neighbours().into_iter().flatten() {
        into.insert(beside);
        beside.neighbours().into_iter().flatten().for_each(|square| into.insert(square));
    }
}

/// With the king able to step to a fork square, the squares an attackers'
/// answer must land on to change that (in his way there, in his sight from
/// it, or near enough to take him); `None` without a fork square. An answer
/// elsewhere leaves every fork square as it was.
fn fork_answers(position: &Position) -> Option<Bitboard> {
    let king = position.king()?;
    let lines = position.king_lines();
    let attackers = position.men(Side::Attackers);
    // Cheap first: from the square the king must see a castle, unless his
    // move there takes a man beside it that stands in the way.
    let may_see_a_castle = |to: Square| {
        lines.reach(to).squares().any(|square| square.is_castle())
            || to.neighbours().into_iter().flatten().any(|beside| attackers.contains(beside))
    };
    let on_the_way = lines.reach(king);
    let mut answers = on_the_way;
    two_steps(king, &mut answers);
    let mut found = false;
    for to in on_the_way.squares().filter(|&to| to.is_edge() && !to.is_castle() && may_see_a_castle(to)) {
        let mut forked = *position;
        forked.play_unchecked(Move { from: king, to });
        if forked.is_decided() || castles_in_sight(&forked) == 0 {
            continue;
        }
        // Only a man landing in the king's sight blocks it, and only one
        // landing beside him or his guard can take him: the other answers
        // change neither.
        let mut reach = forked.king_reach(to);
        two_steps(to, &mut reach);
        let holds = forked.legal_moves().iter().filter(|answer| reach.contains(answer.to)).all(|&answer| {
            let mut answered = forked;
            answered.play_unchecked(answer);
            answered.outcome().and_then(|outcome| outcome.winner()) != Some(Side::Attackers)
                && castles_in_sight(&answered) > 0
        });
        if holds {
            found = true;
            answers = answers.union(reach);
        }
    }
    found.then_some(answers)
}

/// One iteration at the root: every move, best first, within `low..high`.
struct Iteration {
    /// The best move and its value, if one rose above `low`; its value is a
    /// lower bound if it reached `high`.
    best: Option<(Move, i32)>,
    /// False when the budget ran out on the way.
    finished: bool,
}

impl Search<'_> {
    fn root(&mut self, game: &Game, key: u64, root: &mut [(Move, i32)], depth: u32, low: i32, high: i32) -> Iteration {
        let position = *game.position();
        let mut alpha = low;
        let mut best = None;
        for (index, entry) in root.iter_mut().enumerate() {
            let mv = entry.0;
            let mut child = position;
            let played = child.play_unchecked(mv);
            let child_key = zobrist::after(&position, key, &played);
            let quiet = if played.captured.is_empty() { game.quiet_plies() + 1 } else { 0 };
            self.path.push(child_key);
            let mut score;
            if index == 0 {
                score = -self.negamax(&child, child_key, depth - 1, -high, -alpha, 1, quiet);
            } else {
                score = -self.negamax(&child, child_key, depth - 1, -alpha - 1, -alpha, 1, quiet);
                if score > alpha && score < high {
                    score = -self.negamax(&child, child_key, depth - 1, -high, -alpha, 1, quiet);
                }
            }
            self.path.pop();
            if self.limit.stopped() {
                return Iteration { best, finished: false };
            }
            // Moves that failed low keep their bound as their score.
            entry.1 = score;
            if score > alpha {
                alpha = alpha.max(score);
                best = Some((mv, score));
            }
            if score >= high {
                break;
            }
        }
        Iteration { best, finished: true }
    }
}

impl AlphaBeta {
    fn search<'a>(&'a self, game: &Game, budget: &Budget, cancel: &Cancel) -> Search<'a> {
        let since_capture = &game.positions()[game.positions().len() - 1 - game.quiet_plies()..];
        Search {
            engine: self,
            limit: Limit::new(budget, cancel),
            table: vec![Entry::default(); 1 << TABLE_BITS],
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; SQUARES * SQUARES],
            path: since_capture.iter().map(zobrist::key).collect(),
        }
    }

    /// Every legal move with its own full-window value (hundredths of a man
    /// for the mover) after `max_depth` plies, best first: what hints and
    /// reviews compare. Every move is searched one ply deeper at a time, the
    /// most promising first, so a budget that runs out leaves each move the
    /// value of the deepest search it finished: never the board alone, which
    /// misses a king's run two moves ahead (docs/ai.md).
    pub fn analyse(&self, game: &Game, budget: &Budget, cancel: &Cancel) -> Result<Vec<(Move, i32)>, PlayError> {
        self.analyse_counting(game, budget, cancel).map(|(scored, _)| scored)
    }

    /// [`AlphaBeta::analyse`], and the nodes it took.
    pub fn analyse_counting(
        &self,
        game: &Game,
        budget: &Budget,
        cancel: &Cancel,
    ) -> Result<(Vec<(Move, i32)>, u64), PlayError> {
        if game.is_over() {
            return Err(PlayError::GameOver);
        }
        let position = *game.position();
        let key = zobrist::key(&position);
        let mut search = self.search(game, budget, cancel);
        let mut scored: Vec<(Move, i32)> = position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = position;
                child.play_unchecked(mv);
                (mv, -search.evaluate(&child))
            })
            .collect();
        'deepening: for depth in 0..self.max_depth.max(1) {
            scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            for entry in scored.iter_mut() {
                let mut child = position;
                let played = child.play_unchecked(entry.0);
                let child_key = zobrist::after(&position, key, &played);
                let quiet = if played.captured.is_empty() { game.quiet_plies() + 1 } else { 0 };
                search.path.push(child_key);
                let score = -search.negamax(&child, child_key, depth, -INFINITE, INFINITE, 1, quiet);
                search.path.pop();
                if search.limit.stopped() {
                    break 'deepening;
                }
                entry.1 = score;
            }
        }
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        Ok((scored, search.limit.spent()))
    }
}

/// Whether a value is a win (or, negated, a loss) the search has found.
pub(super) fn is_found_win(score: i32) -> bool {
    score > WIN / 2
}

/// In how many plies the mover wins, if the value is a win the search has found.
pub fn plies_to_win(score: i32) -> Option<u32> {
    is_found_win(score).then(|| (WIN - score) as u32)
}

impl Engine<Koenigszabel> for AlphaBeta {
    fn name(&self) -> String {
        format!("alpha-beta d{}", self.max_depth)
    }

    fn setup(&mut self, _side: Side) {}

    fn decide(&mut self, game: &Game, _turn: (), budget: &Budget, cancel: &Cancel) -> Result<Decision, PlayError> {
        if game.is_over() {
            return Err(PlayError::GameOver);
        }
        let position = *game.position();
        let key = zobrist::key(&position);
        let mut search = self.search(game, budget, cancel);
        let mut root: Vec<(Move, i32)> =
            search.order(&position, &position.legal_moves(), None, 0).into_iter().map(|(_, mv)| (mv, 0)).collect();
        let mut best = root[0];
        for depth in 1..=self.max_depth.max(1) {
            let iteration = search.root(game, key, &mut root, depth, -INFINITE, INFINITE);
            if let Some(found) = iteration.best.filter(|&(_, score)| score > -INFINITE && score < INFINITE) {
                best = found;
            }
            if !iteration.finished {
                break;
            }
            root.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            if best.1.abs() > WIN / 2 {
                break;
            }
        }
        let mut scores: Vec<(Move, f64)> = root.iter().map(|&(mv, score)| (mv, f64::from(score) / 100.0)).collect();
        if let Some(at) = scores.iter().position(|&(mv, _)| mv == best.0) {
            let chosen = scores.remove(at);
            scores.insert(0, (chosen.0, f64::from(best.1) / 100.0));
        }
        Ok(Decision { mv: best.0, scores, nodes: search.limit.spent() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tafl::Rules;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The threats as first written, square by square: what `Threats` must agree with.
    fn threats_one_by_one(position: &Position, mv: Move) -> u32 {
        let mover = position.turn();
        let enemies = position.men(mover.opponent());
        let friends = position.pieces_of(mover);
        let king = position.king();
        let mut count = 0;
        for direction in Direction::ALL {
            let Some(next) = mv.to.step(direction) else { continue };
            if mover == Side::Attackers && king == Some(next) {
                count += 1;
                continue;
            }
            if !enemies.contains(next) {
                continue;
            }
            let Some(beyond) = next.step(direction) else { continue };
            let anvil = beyond != mv.from
                && (friends.contains(beyond) || beyond.is_castle() || (beyond.is_throne() && king != Some(beyond)));
            count += u32::from(anvil);
        }
        count
    }

    proptest::proptest! {
        #[test]
        fn the_threat_map_counts_what_the_squares_one_by_one_count(seed in 0u64..1_000_000, plies in 0usize..120) {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut position = Position::start(Rules::default());
            for _ in 0..plies {
                let moves = position.legal_moves();
                if position.is_decided() || moves.is_empty() {
                    break;
                }
                let threats = Threats::new(&position);
                for &mv in &moves {
                    proptest::prop_assert_eq!(threats.of(mv), threats_one_by_one(&position, mv), "{} in {}", mv, position);
                }
                position.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
    }

    /// [`king_reaches_a_fork_square`] trying every answer.
    fn fork_square_every_answer_tried(position: &Position) -> bool {
        let Some(king) = position.king() else { return false };
        position.king_reach(king).squares().filter(|to| to.is_edge() && !to.is_castle()).any(|to| {
            let mut forked = *position;
            forked.play_unchecked(Move { from: king, to });
            !forked.is_decided()
                && castles_in_sight(&forked) > 0
                && forked.legal_moves().iter().all(|&answer| {
                    let mut answered = forked;
                    answered.play_unchecked(answer);
                    answered.outcome().and_then(|outcome| outcome.winner()) != Some(Side::Attackers)
                        && castles_in_sight(&answered) > 0
                })
        })
    }

    #[test]
    fn the_fork_square_check_skips_only_answers_that_change_nothing() {
        // Games where the king runs half the time, so that forks come up.
        let mut forks = 0;
        for seed in 0..150 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut position = Position::start(Rules::default());
            for _ in 0..160 {
                let moves = position.legal_moves();
                if position.is_decided() || moves.is_empty() {
                    break;
                }
                if position.turn() == Side::Defenders {
                    let fast = king_reaches_a_fork_square(&position);
                    assert_eq!(fast, fork_square_every_answer_tried(&position), "{position}");
                    forks += usize::from(fast);
                }
                let king_moves: Vec<Move> =
                    moves.iter().copied().filter(|mv| Some(mv.from) == position.king()).collect();
                let pool: &[Move] = if !king_moves.is_empty() && rng.random_bool(0.5) { &king_moves } else { &moves };
                position.play_unchecked(pool[rng.random_range(0..pool.len())]);
            }
        }
        assert!(forks > 20, "{forks} positions with a fork square in the king's reach");
    }

    /// The move chosen by the plain search; with the fork squares known,
    /// and with the learned evaluation (the top level's), it must find the
    /// same tactics.
    fn decide(position: &str, depth: u32) -> Move {
        let game = Game::from_position(position.parse().unwrap());
        let engines = [
            AlphaBeta::new(depth),
            AlphaBeta::new(depth).with_fork_squares(true),
            AlphaBeta::new(depth).with_evaluation(Evaluation::Learned),
        ];
        let [plain, fork_squares, learned] =
            engines.map(|mut engine| engine.decide(&game, (), &Budget::nodes(2_000_000), &Cancel::new()).unwrap().mv);
        assert_eq!(plain, fork_squares, "{position}");
        assert_eq!(plain, learned, "{position}");
        plain
    }

    #[test]
    fn the_fork_square_search_plays_legal_moves_through_random_games() {
        // A budget running out inside the fork squares' answers still answers.
        let mut rng = SmallRng::seed_from_u64(7);
        let mut game = Game::new(Rules::default());
        for _ in 0..40 {
            if game.is_over() {
                break;
            }
            let moves = game.position().legal_moves();
            game.play(moves[rng.random_range(0..moves.len())]).unwrap();
            let decision = AlphaBeta::new(64)
                .with_fork_squares(true)
                .decide(&game, (), &Budget::nodes(30_000), &Cancel::new())
                .unwrap();
            assert!(game.position().legal_moves().contains(&decision.mv));
        }
    }

    #[test]
    fn takes_the_escape_when_there_is_one() {
        assert_eq!(decide("13/a12/13/13/13/13/13/13/13/k12/13/13/4a8 d", 3).to_string(), "a4-a1");
    }

    #[test]
    fn takes_the_king_when_it_can() {
        assert_eq!(decide("13/13/13/13/13/13/12a/11ak/7a5/13/13/13/13 a", 3).to_string(), "h5-m5");
    }

    #[test]
    fn blocks_the_only_route_to_a_castle() {
        // The king on a4 would run down to a1; only c2-a2 closes the a-file.
        assert_eq!(decide("13/a12/13/13/13/13/13/13/13/k12/13/2a10/4a8 a", 3).to_string(), "c2-a2");
    }

    #[test]
    fn sees_an_escape_two_moves_ahead() {
        // c3-c1 opens c1-a1 and c1-m1 at once: two routes, the attackers close one.
        let mv = decide("13/13/13/13/13/13/13/13/13/13/2k10/13/6a6 d", 4);
        assert!(["c3-c1", "c3-a3"].contains(&mv.to_string().as_str()), "{mv}");
    }

    fn learned(fork_squares: bool) -> AlphaBeta {
        AlphaBeta::new(64).with_evaluation(Evaluation::Learned).with_fork_squares(fork_squares)
    }

    #[test]
    fn the_quiescence_with_fork_squares_sees_the_king_reach_one_and_makes_the_attackers_answer() {
        // The king on i2 runs to m2, beside the castle m1: no answer stops
        // him there (the king-run script's win over level 6).
        let text = "4aaaaa4/6a6/13/a11a/6d6/a4ddd4a/aa2dd3ddaa/a4dd3d1a/6d6/a11a/13/3a4k4/4aaaaa4";
        let defenders: Position = format!("{text} d").parse().unwrap();
        assert!(king_reaches_a_fork_square(&defenders));
        let mut blocked = defenders;
        blocked.play_unchecked("m4-m3".parse().unwrap());
        blocked = blocked.passed();
        assert!(!king_reaches_a_fork_square(&blocked), "a man on m3 guards m2");
        let quiesce = |game: &Game, fork_squares| {
            let engine = learned(fork_squares);
            let mut search = engine.search(game, &Budget::nodes(1_000_000), &Cancel::new());
            search.quiesce(game.position(), zobrist::key(game.position()), -INFINITE, INFINITE, 0, 0)
        };
        let to_move = Game::from_position(defenders);
        assert!(is_found_win(quiesce(&to_move, true)));
        assert!(!is_found_win(quiesce(&to_move, false)));
        // The attackers to move must answer: one ply then sees which
        // moves lose and which stop him.
        let attackers = Game::from_position(format!("{text} a").parse().unwrap());
        let lost = |fork_squares, mv: &str| {
            let engine = AlphaBeta::new(1).with_evaluation(Evaluation::Learned).with_fork_squares(fork_squares);
            let scored = engine.analyse(&attackers, &Budget::nodes(5_000_000), &Cancel::new()).unwrap();
            scored.iter().any(|&(m, score)| m.to_string() == mv && is_found_win(-score))
        };
        assert!(lost(true, "i13-i3") && !lost(true, "m4-m3"));
        assert!(!lost(false, "i13-i3"), "without them one ply does not see it");
    }

    #[test]
    fn a_cancelled_search_still_answers_with_a_legal_move() {
        let game = Game::new(Rules::default());
        let cancel = Cancel::new();
        cancel.cancel();
        let decision = AlphaBeta::new(6).decide(&game, (), &Budget::nodes(u64::MAX), &cancel).unwrap();
        assert!(game.position().legal_moves().contains(&decision.mv));
    }
}
