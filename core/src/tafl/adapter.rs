//! Königszabel on the seam (DESIGN.md): the game as every screen and store
//! sees it, its turn of pick a piece and pick a target, its levels' engines
//! and its analyst.

use super::board_view::tafl_board;
use super::{Direction, Game, Move, Outcome, Position, Rules, Side, Square, WinReason};
use crate::ai::tafl::{self as levels, analysis};
use crate::game::{
    Board, Cancel, Chosen, EndReason, Ending, Finding, GameState, Ignored, Mark, MoveHint, NotatedRecord, Phase,
    PlayedMove, Refusal, ReviewedPly, RulesDiagram, Search, Seat, Sentence, Table, TapOutcome, Thought, TurnError,
    Variant, ZABEL_NOTATION,
};
use crate::text::{Arg, Language, text_with};

/// The game at its start.
pub(crate) fn start(rules: Rules) -> TaflTable {
    TaflTable::new(Game::new(rules))
}

/// The attackers are seat 0, the defenders seat 1.
fn tafl_seat(side: Side) -> Seat {
    Seat(match side {
        Side::Attackers => 0,
        Side::Defenders => 1,
    })
}

impl From<super::PlayError> for TurnError {
    fn from(error: super::PlayError) -> TurnError {
        TurnError::Refused(refusal(error))
    }
}

/// A move the rules refuse, with the sentence that names it and the rule it
/// breaks: "g2-g7: g5 is in the way (K3)".
fn refusal(error: super::PlayError) -> Refusal {
    use super::PlayError;
    let (mv, why) = match &error {
        PlayError::GameOver => return Refusal::new(error.message_key(), error),
        PlayError::NoPiece { mv } => (mv, "no-piece"),
        PlayError::NotYourPiece { mv, .. } => (mv, "not-your-piece"),
        PlayError::NotStraight { mv } => (mv, "not-straight"),
        PlayError::Blocked { mv, .. } => (mv, "blocked"),
        PlayError::Throne { mv } => (mv, "throne"),
        PlayError::Castle { mv } => (mv, "castle"),
    };
    let mut args = vec![("move", mv.to_string()), ("error", why.to_owned()), ("from", mv.from.to_string())];
    match &error {
        PlayError::NotYourPiece { piece, turn, .. } => {
            args.extend([("piece", piece_code(*piece).to_owned()), ("turn", turn.name().to_owned())])
        }
        PlayError::Blocked { blocker, .. } => args.push(("blocker", blocker.to_string())),
        _ => {}
    }
    let sentence = Sentence { key: "tafl-refused", args };
    Refusal::new(error.message_key(), error).with_sentence(sentence)
}

/// A piece as the catalog's selectors name it.
fn piece_code(piece: super::Piece) -> &'static str {
    match (piece.side, piece.kind) {
        (_, super::Kind::King) => "king",
        (Side::Attackers, super::Kind::Man) => "attacker",
        (Side::Defenders, super::Kind::Man) => "defender",
    }
}

/// Why a piece cannot be picked: another side's, or hemmed in on every side.
#[derive(Debug, thiserror::Error)]
enum PickError {
    #[error("{square} holds the other side's piece")]
    NotYours { square: Square },
    #[error("{square} has no square to move to")]
    HemmedIn { square: Square },
}

/// The game at its start as the rules picture it (K2), without the
/// optional shieldwall, which changes no square.
pub(crate) fn pictured_start() -> Game {
    Game::new(Rules::default())
}

/// The rules in pictures (K4, K5, K8.1), each a position of K10 and a move
/// the rules play: a defender caught between two attackers, one caught
/// against a castle, the king surrounded on four sides, the king reaching
/// a castle. Each shows the corner of the board it happens in.
pub(crate) fn rules_diagrams(language: Language) -> Vec<RulesDiagram> {
    DIAGRAMS.iter().filter_map(|&(position, from, to)| diagram(position, from, to, language)).collect()
}

/// Each diagram's position (K10) and move.
const DIAGRAMS: [(&str, &str, &str); 4] = [
    ("13/13/13/13/13/13/13/13/4a8/13/4d1k6/4a8/13 a", "e5", "e4"),
    ("13/13/13/13/13/13/13/13/13/2a10/13/4k8/1d11 a", "c4", "c1"),
    ("13/13/13/13/13/13/13/13/3a9/2ak3a5/3a9/13/13 a", "h4", "e4"),
    ("13/13/13/13/13/13/13/13/13/13/13/5a7/3k9 d", "d1", "a1"),
];

/// `from`-`to` played in `position` by the rules, the board before it
/// marked as in play (the piece picked, where it goes) and cut to where it
/// happens, captioned by what the move did. `None` when the rules refuse
/// the position or the move, or it does nothing a caption says; the tests
/// rule that out for every diagram.
fn diagram(position: &str, from: &str, to: &str, language: Language) -> Option<RulesDiagram> {
    let position: Position = position.parse().ok()?;
    let mut game = Game::from_position(position);
    let ply = game.play(Move { from: from.parse().ok()?, to: to.parse().ok()? }).ok()?;
    let captured: Vec<Square> = ply.captured.squares().collect();
    let key = match (game.outcome(), &captured[..]) {
        (Some(Outcome::Win { reason: WinReason::KingCaptured, .. }), _) => "diagram-koenigszabel-king-captured",
        (Some(Outcome::Win { reason: WinReason::KingEscaped, .. }), _) => "diagram-koenigszabel-king-escapes",
        (None, &[captured]) if position.turn() == Side::Attackers => {
            let onwards = Direction::ALL.into_iter().find(|&d| ply.mv.to.step(d) == Some(captured))?;
            if captured.step(onwards).is_some_and(Square::is_castle) {
                "diagram-koenigszabel-castle-capture"
            } else {
                "diagram-koenigszabel-capture"
            }
        }
        _ => return None,
    };
    let captured = ply.captured_names().join(", ");
    let args = [("from", Arg::Text(from)), ("to", Arg::Text(to)), ("captured", Arg::Text(&captured))];
    let marks = [(from.to_owned(), Mark::Moving), (to.to_owned(), Mark::Target)];
    let board = tafl_board(&position).marked(&marks).cut_to_pieces().described(Variant::Koenigszabel, language);
    Some(RulesDiagram { caption: text_with(language, key, &args), board })
}

fn hint_of(mv: Move, win_probability: f64, finding: Finding) -> MoveHint {
    MoveHint { from: mv.from.to_string(), to: mv.to.to_string(), notation: mv.to_string(), win_probability, finding }
}

/// The game with the piece picked so far in the turn in progress.
#[derive(Clone, Debug)]
pub(crate) struct TaflTable {
    game: Game,
    selected: Option<Square>,
}

impl TaflTable {
    /// The turn machine of a game under way.
    pub(crate) fn new(game: Game) -> TaflTable {
        TaflTable { game, selected: None }
    }

    pub(crate) fn tafl_game(&self) -> &Game {
        &self.game
    }
}

impl Table for TaflTable {
    fn game(&self) -> &dyn GameState {
        &self.game
    }

    fn game_mut(&mut self) -> &mut dyn GameState {
        &mut self.game
    }

    fn phase(&self) -> Phase {
        match self.selected {
            None => Phase::ChoosePiece,
            Some(_) => Phase::ChooseTarget,
        }
    }

    fn mark_choices(&self, _phase: Phase, mark: &mut dyn FnMut(String, Mark)) {
        let position = self.game.position();
        match self.selected {
            None => {
                for square in position.pieces_of(position.turn()).squares() {
                    if !position.targets(square).is_empty() {
                        mark(square.to_string(), Mark::Choosable);
                    }
                }
            }
            Some(from) => {
                mark(from.to_string(), Mark::Moving);
                position.targets(from).squares().for_each(|square| mark(square.to_string(), Mark::Target));
            }
        }
    }

    fn has_square(&self, name: &str) -> bool {
        name.parse::<Square>().is_ok()
    }

    fn why_not_pick(&self, square: &str) -> Option<Refusal> {
        let position = self.game.position();
        let at: Square = square.parse().ok()?;
        let piece = position.piece_at(at)?;
        if piece.side != position.turn() {
            let args = vec![
                ("square", square.to_owned()),
                ("piece", piece_code(piece).to_owned()),
                ("turn", position.turn().name().to_owned()),
            ];
            let error = PickError::NotYours { square: at };
            return Some(
                Refusal::new("error-illegal-move", error).with_sentence(Sentence { key: "tafl-not-your-piece", args }),
            );
        }
        position.targets(at).is_empty().then(|| {
            let sentence = Sentence { key: "tafl-hemmed-in", args: vec![("square", square.to_owned())] };
            Refusal::new("error-illegal-move", PickError::HemmedIn { square: at }).with_sentence(sentence)
        })
    }

    fn why_not_move(&self, text: &str) -> Option<Refusal> {
        let compact: String = text.split_whitespace().collect();
        let written: super::WrittenMove = compact.parse().ok()?;
        self.game.position().check(written.mv).err().map(refusal)
    }

    fn tap(&mut self, name: &str, _phase: Phase) -> Result<TapOutcome, TurnError> {
        let square: Square = name.parse().map_err(|_| TurnError::BadSquare(crate::text::shortened(name, 20)))?;
        let position = *self.game.position();
        if let Some(from) = self.selected
            && position.targets(from).contains(square)
        {
            let ply = self.game.play(Move { from, to: square })?;
            self.selected = None;
            return Ok(TapOutcome::Moved(ply.to_string()));
        }
        let own = position.piece_at(square).is_some_and(|piece| piece.side == position.turn());
        if own && !position.targets(square).is_empty() {
            self.selected = Some(square);
            return Ok(TapOutcome::Selected(square.to_string()));
        }
        Ok(TapOutcome::Ignored(if self.selected.is_some() { Ignored::NotATarget } else { Ignored::NotChoosable }))
    }

    fn undo_to(&mut self, plies: usize) {
        while self.game.plies().len() > plies {
            self.game.undo();
        }
        self.selected = None;
    }

    fn think(&self, number: u8, seed: u64) -> Result<Thought, TurnError> {
        let level = levels::by_number(number).ok_or(TurnError::NoSuchLevel(number))?;
        let mut engine = level.engine(seed);
        let game = self.game.clone();
        let budget = level.budget;
        Ok(Thought {
            budget,
            search: Search::new(move |cancel| Ok(Chosen::new(engine.decide(&game, (), &budget, cancel)?.mv))),
        })
    }

    fn play_chosen(&mut self, chosen: Chosen) -> Result<(), TurnError> {
        self.game.play(chosen.into_move::<Move>()?)?;
        self.selected = None;
        Ok(())
    }

    fn hint(&self) -> Result<Search<Vec<MoveHint>>, TurnError> {
        let game = self.game.clone();
        Ok(Search::new(move |cancel| {
            Ok(analysis::assess(&game, cancel)?
                .into_iter()
                .map(|assessed| hint_of(assessed.mv, assessed.chance, assessed.finding))
                .collect())
        }))
    }
}

impl GameState for Game {
    fn variant(&self) -> Variant {
        Variant::Koenigszabel
    }

    fn seat_to_move(&self) -> Seat {
        tafl_seat(self.position().turn())
    }

    fn ending(&self) -> Option<Ending> {
        if let Some(side) = self.resigned() {
            return Some(Ending::win(2, tafl_seat(side.opponent()), EndReason::Resigned));
        }
        self.outcome().map(|outcome| match outcome {
            super::Outcome::Win { winner, reason } => {
                let reason = match reason {
                    super::WinReason::KingEscaped => EndReason::KingEscaped,
                    super::WinReason::KingCaptured => EndReason::KingCaptured,
                    super::WinReason::NoLegalMove => EndReason::NoLegalMove,
                };
                Ending::win(2, tafl_seat(winner), reason)
            }
            super::Outcome::Draw(super::DrawReason::Repetition) => Ending::draw(2, EndReason::Repetition),
            super::Outcome::Draw(super::DrawReason::NoCapture) => Ending::draw(2, EndReason::NoCapture),
        })
    }

    fn resign(&mut self, seat: Seat) -> bool {
        let side = super::Side::BOTH.into_iter().find(|&side| tafl_seat(side) == seat);
        side.is_some_and(|side| Game::resign(self, side).is_ok())
    }

    fn first_to_move(&self) -> Seat {
        tafl_seat(self.positions()[0].turn())
    }

    fn plies(&self) -> usize {
        Game::plies(self).len()
    }

    fn mover(&self, index: usize) -> Option<Seat> {
        (index < GameState::plies(self)).then(|| tafl_seat(self.positions()[index].turn()))
    }

    fn move_texts(&self) -> Vec<String> {
        Game::plies(self).iter().map(|ply| ply.to_string()).collect()
    }

    fn played(&self, index: usize) -> Option<PlayedMove> {
        Game::plies(self).get(index).map(|ply| PlayedMove {
            from: ply.mv.from.to_string(),
            to: ply.mv.to.to_string(),
            captured: ply.captured_names(),
        })
    }

    fn undo(&mut self) -> bool {
        Game::undo(self).is_some()
    }

    fn board_after(&self, plies: usize) -> Option<Board> {
        self.positions().get(plies).map(tafl_board)
    }

    fn board(&self) -> Board {
        tafl_board(self.position())
    }

    fn to_record(&self) -> String {
        Game::to_record(self)
    }

    fn records(&self) -> Vec<NotatedRecord> {
        vec![
            NotatedRecord { notation: ZABEL_NOTATION, text: Game::to_record(self) },
            NotatedRecord { notation: "OpenTafl", text: self.to_otn_record() },
        ]
    }

    fn review(&self, cancel: &Cancel, progress: &mut dyn FnMut(usize, usize)) -> Result<Vec<ReviewedPly>, TurnError> {
        Ok(analysis::review(self, cancel, progress)?
            .into_iter()
            .map(|ply| ReviewedPly {
                number: ply.number,
                seat: GameState::mover(self, ply.number - 1).unwrap_or(Seat(0)),
                roll: None,
                luck: None,
                played: hint_of(ply.played.0, ply.played.1, ply.finding),
                best: hint_of(ply.best.0, ply.best.1, Finding::Best),
                loss: ply.loss,
                verdict: ply.verdict,
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k3_a_refused_pick_or_move_says_which_rule_in_a_sentence_with_its_squares() {
        let table = TaflTable::new(Game::new(Rules::default()));
        let sentence = |refusal: Option<Refusal>| refusal.map(|refusal| refusal.sentence());
        let args = |pairs: &[(&'static str, &str)]| pairs.iter().map(|&(k, v)| (k, v.to_owned())).collect::<Vec<_>>();
        let not_yours = [("square", "g5"), ("piece", "defender"), ("turn", "attackers")];
        assert_eq!(
            sentence(table.why_not_pick("g5")),
            Some(Sentence { key: "tafl-not-your-piece", args: args(&not_yours) })
        );
        assert_eq!(
            sentence(table.why_not_pick("g1")),
            Some(Sentence { key: "tafl-hemmed-in", args: args(&[("square", "g1")]) })
        );
        assert_eq!(sentence(table.why_not_pick("g2")), None, "an attacker that can move");
        let blocked = [("move", "g2-g7"), ("error", "blocked"), ("from", "g2"), ("blocker", "g5")];
        assert_eq!(
            sentence(table.why_not_move("g2 - g7")),
            Some(Sentence { key: "tafl-refused", args: args(&blocked) })
        );
        assert_eq!(sentence(table.why_not_move("g2-c2")), None, "a legal move");
        let refused = TurnError::from(table.tafl_game().position().check("g2-g7".parse().unwrap()).unwrap_err());
        assert_eq!(refused.message_key(), "error-illegal-move", "a tap's short sentence needs no arguments");
    }

    /// A diagram's move played again here, by the rules.
    fn played(index: usize) -> (Game, super::super::Ply) {
        let (position, from, to) = DIAGRAMS[index];
        let mut game = Game::from_position(position.parse().unwrap());
        let ply = game.play(Move { from: from.parse().unwrap(), to: to.parse().unwrap() }).unwrap();
        (game, ply)
    }

    /// The marked squares of a diagram, by name.
    fn marks(diagram: &RulesDiagram) -> Vec<(&str, Mark)> {
        let mut marks: Vec<_> =
            diagram.board.cells.iter().filter(|c| c.mark != Mark::None).map(|c| (c.name.as_str(), c.mark)).collect();
        marks.sort_by_key(|(name, _)| *name);
        marks
    }

    fn win(reason: WinReason) -> Option<Outcome> {
        let winner = if reason == WinReason::KingEscaped { Side::Defenders } else { Side::Attackers };
        Some(Outcome::Win { winner, reason })
    }

    #[test]
    fn k4_k5_k8_every_rules_diagram_shows_what_the_rules_play_and_says_it() {
        let diagrams = rules_diagrams(Language::English);
        assert_eq!(diagrams.len(), DIAGRAMS.len(), "the rules accept every diagram");
        for (diagram, (_, from, to)) in diagrams.iter().zip(DIAGRAMS) {
            let mut expected = vec![(from, Mark::Moving), (to, Mark::Target)];
            expected.sort_by_key(|(name, _)| *name);
            assert_eq!(marks(diagram), expected, "{}", diagram.caption);
        }

        // K4: e5-e4 takes the defender on e3 against the attacker on e2.
        let (game, ply) = played(0);
        assert_eq!((ply.captured_names(), game.outcome()), (vec!["e3".to_owned()], None));
        assert_eq!(
            diagrams[0].caption,
            "An attacker moves from e5 to e4: the defender on e3 stands between two attackers in a line and is captured."
        );
        // K4: the castle on a1 is the second attacker for b1.
        let (game, ply) = played(1);
        assert_eq!((ply.captured_names(), game.outcome()), (vec!["b1".to_owned()], None));
        assert!(diagrams[1].caption.contains("the defender on b1 stands between the attacker and a castle"));
        // K5: the fourth attacker closes the king in.
        let (game, ply) = played(2);
        assert!(ply.king_captured);
        assert_eq!(game.outcome(), win(WinReason::KingCaptured));
        assert!(diagrams[2].caption.contains("surrounded on all four sides"), "{}", diagrams[2].caption);
        // K8.1: the king reaches the castle on a1.
        let (game, ply) = played(3);
        assert!(ply.king_escaped);
        assert_eq!(game.outcome(), win(WinReason::KingEscaped));
        assert_eq!(diagrams[3].caption, "The king moves from d1 to the castle on a1, and the defenders win.");

        let german = rules_diagrams(Language::German);
        assert!(german[0].caption.contains("Der Verteidiger auf e3 steht zwischen zwei Angreifern"));
        assert_eq!(german[3].board.cell("a1").unwrap().description, "a1, eine leere Burg, kann hierhin ziehen");
    }

    #[test]
    fn a_diagram_shows_the_corner_of_the_board_where_it_happens() {
        let diagrams = rules_diagrams(Language::English);
        let corner = &diagrams[1].board;
        // The pieces on c4, e2, b1 and the castle's file, one square around,
        // cut at the board's edge.
        assert_eq!((corner.files.join(""), corner.ranks.join(" ")), ("abcdef".to_owned(), "5 4 3 2 1".to_owned()));
        assert_eq!(corner.cells.len(), 6 * 5);
        assert_eq!(corner.cells[0].name, "a5");
        assert_eq!(corner.cells.last().unwrap().name, "f1");
        assert_eq!(corner.cell("a1").unwrap().terrain, crate::game::Terrain::Castle);
        for diagram in &diagrams {
            let board = &diagram.board;
            assert!(board.width >= 5 && board.height >= 5 && board.width < 13 && board.height < 13, "{board:?}");
            assert_eq!(board.cells.len(), board.width as usize * board.height as usize);
            assert_eq!((board.files.len(), board.ranks.len()), (board.width as usize, board.height as usize));
        }
    }
}
