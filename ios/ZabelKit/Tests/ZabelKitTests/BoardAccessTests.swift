import Foundation
import XCTest
import ZabelKit

/// What the board view draws and says, apart from SwiftUI: marks by shape
/// and colour, colours that read in light and dark, the 13×13 board's size on
/// a phone and a tablet, and VoiceOver's announcements between two views.
@MainActor
final class BoardAccessTests: XCTestCase {
    private var dir: URL!

    override func setUp() async throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("zabel-access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: dir)
    }

    // MARK: marks

    private let marks: [Mark] = [.choosable, .moving, .target, .lastFrom, .lastTo]

    /// Issue 61: every movable man wore a dashed frame while the last move
    /// nearly vanished in the dark. Now the marks are quiet: one tint for the
    /// last move, one for the selection, a small corner dot for a movable
    /// piece, a dot or ring for a target; no frames or brackets.
    func testTheMarksAreQuietOneTintForTheLastMoveOneForTheSelection() async {
        for scheme in BoardScheme.allCases {
            XCTAssertNil(BoardStyle.style(.none, occupied: false, scheme: scheme))
            XCTAssertNil(BoardStyle.style(.none, occupied: true, scheme: scheme))
            let from = BoardStyle.style(.lastFrom, occupied: false, scheme: scheme)!
            XCTAssertEqual(from, BoardStyle.style(.lastTo, occupied: true, scheme: scheme), "one tint over both squares of the last move")
            XCTAssertEqual(from.shape, .tint)
            let selected = BoardStyle.style(.moving, occupied: true, scheme: scheme)!
            XCTAssertEqual(selected.shape, .tint)
            XCTAssertGreaterThan(abs(selected.color.hue - from.color.hue), 60, "the two tints differ in hue")
            let movable = BoardStyle.style(.choosable, occupied: true, scheme: scheme)!
            XCTAssertEqual(movable.shape, .cornerDot)
            XCTAssertLessThanOrEqual(movable.size, 0.2, "a small dot, not a frame")
            XCTAssertLessThan(abs(movable.color.hue - selected.color.hue), 15, "in the selection's hue")
            XCTAssertEqual(BoardStyle.style(.target, occupied: false, scheme: scheme)?.shape, .dot)
            XCTAssertEqual(BoardStyle.style(.target, occupied: true, scheme: scheme)?.shape, .ring, "a dot would hide under a piece")
        }
    }

    func testTheTintsShowOnTheWoodInLightAndDark() async {
        for scheme in BoardScheme.allCases {
            let ground = BoardStyle.ground(scheme)
            // The hint's arrow (issue 45) stands out, in a colour of its own.
            XCTAssertGreaterThanOrEqual(BoardStyle.hint(scheme).contrast(with: ground), 3, "hint in \(scheme)")
            for mark in [Mark.lastTo, .moving, .target] {
                let style = BoardStyle.style(mark, occupied: false, scheme: scheme)!
                let seen = style.color.over(ground, opacity: style.opacity)
                XCTAssertNotEqual(seen, ground)
                XCTAssertGreaterThan(abs(seen.hue - ground.hue) + abs(seen.luminance - ground.luminance) * 100, 5, "\(mark) shows on the \(scheme) wood")
            }
            let movable = BoardStyle.style(.choosable, occupied: true, scheme: scheme)!
            XCTAssertGreaterThanOrEqual(movable.color.contrast(with: ground), 1.5, "the movable dot shows in \(scheme)")
        }
    }

    /// Issue 45 defect 13: arrowheads lay over the stones' numbers. Every
    /// arrow keeps out of the middle of its start and end squares (where the
    /// number is), and reaches an empty target's dot.
    func testArrowsStayOffTheNumbers() async {
        let step = 40.0
        let start = BoardPoint(x: 60, y: 60)
        for (dx, dy) in [(1.0, 0.0), (0, 1), (1, 1), (-1, -1), (0, -4), (3, 0)] {
            let end = BoardPoint(x: start.x + dx * step, y: start.y + dy * step)
            for occupied in [true, false] {
                let lines = ArrowGeometry.lines(from: start, to: end, step: step, occupied: occupied)
                XCTAssertEqual(lines.count, 3, "a shaft and a head")
                let points = lines.flatMap { [$0.0, $0.1] }
                func distance(_ a: BoardPoint, _ b: BoardPoint) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
                for point in points {
                    XCTAssertGreaterThanOrEqual(distance(point, start), 0.3 * step, "off the moving stone's number")
                    if occupied { XCTAssertGreaterThanOrEqual(distance(point, end), 0.3 * step, "off the target stone's number") }
                }
                let tip = lines[0].1
                XCTAssertEqual(distance(tip, end), (occupied ? ArrowGeometry.clearance : ArrowGeometry.emptyClearance) * step, accuracy: 1e-9)
            }
        }
    }

    /// Issue 45 defect 13: before a roll the die was an empty box. Now it
    /// is a die icon that says so in the core's words, and that a tap rolls
    /// on the player's turn.
    func testTheDieBeforeARollIsADieToTap() async {
        for language in ["en", "de"] {
            let strings = Strings.for(language)
            XCTAssertNil(DieLabel.face(.notRolled), "an icon, not a blank")
            XCTAssertEqual(DieLabel.spoken(.notRolled, canRoll: true, strings: strings), coreText(language: language, key: "die-tap-to-roll"))
            XCTAssertEqual(DieLabel.spoken(.notRolled, canRoll: false, strings: strings), coreText(language: language, key: "die-not-rolled"))
            XCTAssertNotEqual(coreText(language: language, key: "die-tap-to-roll"), "die-tap-to-roll", "in the catalog")
            XCTAssertEqual(DieLabel.face(.value(value: 4)), "4")
            XCTAssertEqual(DieLabel.spoken(.value(value: 4), canRoll: false, strings: strings), strings.dieValue(4), "pips on the face, the value in words")
            XCTAssertTrue(strings.dieValue(4).contains("4"))
        }
        XCTAssertEqual(coreText(language: "de", key: "die-not-rolled"), "Noch nicht gewürfelt")
    }

    func testEveryPieceStandsOutInLightAndDarkWhateverItsSeat() async {
        for scheme in BoardScheme.allCases {
            let ground = BoardStyle.ground(scheme)
            let outline = BoardStyle.pieceOutline(scheme)
            XCTAssertGreaterThanOrEqual(outline.contrast(with: ground), 3, "\(scheme)")
            for seat in UInt8(0)..<4 {
                // The seat's colour, or its outline where the colour alone is faint.
                let best = max(SeatPalette.color(seat, scheme).contrast(with: ground), outline.contrast(with: ground))
                XCTAssertGreaterThanOrEqual(best, 3, "seat \(seat) in \(scheme)")
                XCTAssertGreaterThanOrEqual(SeatPalette.color(seat, scheme).contrast(with: SeatPalette.label(seat, scheme)), 3)
            }
            XCTAssertNotEqual(BoardStyle.specialGround(scheme), ground, "throne and castles differ from plain ground")
        }
    }

    func testTheBoardViewGetsTheStyleOfTheCoresCells() async throws {
        let zabel = try Zabel.open(dataDir: dir.path)
        let session = try zabel.newGame(config: GameConfig(players: [.human, .human], options: .koenigszabel(shieldwall: false), seed: 1))
        var view = try session.view()
        let choosable = try XCTUnwrap(view.board.cells.first { $0.mark == .choosable })
        XCTAssertEqual(BoardStyle.style(choosable, scheme: .light)?.shape, .cornerDot)
        _ = try session.tap(square: choosable.name)
        view = try session.view()
        let moving = try XCTUnwrap(view.board.cells.first { $0.mark == .moving })
        XCTAssertEqual(BoardStyle.style(moving, scheme: .dark)?.shape, .tint)
        let target = try XCTUnwrap(view.board.cells.first { $0.mark == .target })
        XCTAssertEqual(BoardStyle.style(target, scheme: .dark)?.shape, .dot, "Königszabel's targets are empty")
        _ = try session.tap(square: target.name)
        view = try session.view()
        let from = try XCTUnwrap(view.board.cells.first { $0.name == view.lastMove?.from })
        let to = try XCTUnwrap(view.board.cells.first { $0.name == view.lastMove?.to })
        XCTAssertEqual(BoardStyle.style(from, scheme: .light), BoardStyle.style(to, scheme: .light), "one tint for the last move")
        XCTAssertEqual(BoardStyle.style(to, scheme: .light)?.shape, .tint)
    }

    // MARK: layout

    func testThirteenByThirteenGetsTwentyFourPointSquaresOnA360PointPhone() async {
        // The board's width on a 360-point phone, with 16-point margins.
        let phone = BoardLayout(columns: 13, rows: 13, width: 328, height: 560)
        XCTAssertGreaterThanOrEqual(phone.square, 24)
        XCTAssertFalse(phone.scrolls)
        XCTAssertLessThanOrEqual(phone.width, 328 + 1e-9)
        XCTAssertGreaterThanOrEqual(phone.labelSize, 9)
        let edge = BoardLayout(columns: 13, rows: 13, width: 360, height: 700)
        XCTAssertGreaterThanOrEqual(edge.square, 26)
    }

    func testTabletsAndLandscapeGetLargerSquaresAndTooLittleRoomScrolls() async {
        let phone = BoardLayout(columns: 13, rows: 13, width: 328, height: 560)
        let tablet = BoardLayout(columns: 13, rows: 13, width: 800, height: 900)
        XCTAssertGreaterThan(tablet.square, 2 * phone.square)
        let landscape = BoardLayout(columns: 13, rows: 13, width: 500, height: 390)
        XCTAssertGreaterThan(landscape.square, phone.square)
        XCTAssertLessThanOrEqual(landscape.height, 390 + 1e-9)
        // A landscape phone with the controls beside the board: too little
        // height, so the board keeps 24-point squares and scrolls.
        let cramped = BoardLayout(columns: 13, rows: 13, width: 400, height: 250)
        XCTAssertEqual(cramped.square, 24)
        XCTAssertTrue(cramped.scrolls)
        XCTAssertGreaterThan(cramped.height, 250)
        // A 5×5 board on a tablet does not grow without end.
        XCTAssertEqual(BoardLayout(columns: 5, rows: 5, width: 1000, height: 1000).square, BoardLayout.maximumSquare)
        XCTAssertEqual(BoardLayout(columns: 5, rows: 5, width: 328, height: 560).square, 328 / 5.6, accuracy: 1e-9)
    }

    /// Issue 45: without coordinates the board takes the labels' room.
    func testABoardWithoutCoordinatesHasNoLabelStripAndLargerSquares() async {
        let labelled = BoardLayout(columns: 13, rows: 13, width: 328, height: 560)
        let bare = BoardLayout(columns: 13, rows: 13, width: 328, height: 560, coordinates: false)
        XCTAssertEqual(labelled.gutter, BoardLayout.labelStrip)
        XCTAssertEqual(bare.gutter, 0)
        XCTAssertEqual(bare.square, 328 / 13, accuracy: 1e-9)
        XCTAssertGreaterThan(bare.square, labelled.square)
        XCTAssertEqual(bare.width, 328, accuracy: 1e-9, "the squares alone fill the width")
    }

    func testPinchZoomEnlargesTheSquaresWithinLimitsAndThenTheBoardScrolls() async {
        let fit = BoardLayout(columns: 13, rows: 13, width: 328, height: 560)
        let zoomed = BoardLayout(columns: 13, rows: 13, width: 328, height: 560, zoom: 2)
        XCTAssertEqual(zoomed.square, 2 * fit.square, accuracy: 1e-9)
        XCTAssertTrue(zoomed.scrolls, "a zoomed board is larger than the room: it scrolls")
        XCTAssertEqual(BoardLayout(columns: 13, rows: 13, width: 328, height: 560, zoom: 0.3), fit, "no smaller than it fits")
        XCTAssertEqual(BoardLayout(columns: 13, rows: 13, width: 328, height: 560, zoom: 50).square, fit.square * BoardLayout.maximumZoom, accuracy: 1e-9)
        XCTAssertEqual(BoardLayout.zoom(.nan), 1)
    }

    func testTheControlsGoBesideTheBoardInLandscapeAndUnderItInPortrait() async {
        // A 390×844 phone (portrait, margins off): controls under a full-width board.
        let portrait = BoardScreenLayout(columns: 13, rows: 13, width: 358, height: 700)
        XCTAssertFalse(portrait.beside)
        XCTAssertGreaterThanOrEqual(portrait.board.square, 24)
        // The same phone in landscape: the board takes the height, the controls the side.
        let landscape = BoardScreenLayout(columns: 13, rows: 13, width: 780, height: 340)
        XCTAssertTrue(landscape.beside)
        XCTAssertLessThanOrEqual(landscape.board.width + landscape.controls, 780 + 1e-9)
        // A tablet in landscape: beside, with squares far larger than a phone's.
        let tablet = BoardScreenLayout(columns: 13, rows: 13, width: 1150, height: 780)
        XCTAssertTrue(tablet.beside)
        XCTAssertGreaterThan(tablet.board.square, 2 * portrait.board.square)
        // A tablet in portrait keeps the board full width.
        XCTAssertFalse(BoardScreenLayout(columns: 13, rows: 13, width: 800, height: 1100).beside)
        // Larger text takes more room for the controls, never more than half the width.
        let large = BoardScreenLayout(columns: 13, rows: 13, width: 1150, height: 780, textScale: 2.5)
        XCTAssertGreaterThan(large.controls, tablet.controls)
        XCTAssertLessThanOrEqual(large.controls, 1150 / 2)
        // Pinch-zoom enlarges the board in either arrangement.
        XCTAssertEqual(BoardScreenLayout(columns: 13, rows: 13, width: 358, height: 700, zoom: 2).board.square, 2 * portrait.board.square, accuracy: 1e-9)
    }

    func testTheGameOverBoardIsBesideTheResultInLandscapeAndLeavesTheReviewThePageUpright() async {
        // A 390×844 phone turned sideways, the room under the bar of Back, Play again and Home:
        // the 5×5 board as tall as that room (it was about 90 points), the result and review beside it.
        let landscape = GameOverLayout(columns: 5, rows: 5, width: 780, height: 280)
        XCTAssertTrue(landscape.beside)
        XCTAssertEqual(landscape.boardHeight, 280, accuracy: 1e-9)
        XCTAssertFalse(landscape.board.scrolls)
        XCTAssertGreaterThanOrEqual(landscape.side, GameOverLayout.sideWidth)
        XCTAssertLessThanOrEqual(landscape.boardWidth + GameOverLayout.spacing + landscape.side, 780 + 1e-9)
        // 13×13 there keeps its least squares and scrolls inside its frame, which stays in the room.
        let tafl = GameOverLayout(columns: 13, rows: 13, width: 780, height: 280)
        XCTAssertTrue(tafl.beside)
        XCTAssertEqual(tafl.board.square, BoardLayout.minimumSquare)
        XCTAssertLessThanOrEqual(tafl.boardHeight, 280)
        XCTAssertLessThanOrEqual(tafl.boardWidth + GameOverLayout.spacing + tafl.side, 780 + 1e-9)
        // Larger text widens the column beside a board the width limits (13×13 on a tablet), to half the width.
        let tabletTafl = GameOverLayout(columns: 13, rows: 13, width: 1150, height: 780)
        let large = GameOverLayout(columns: 13, rows: 13, width: 1150, height: 780, textScale: 2.5)
        XCTAssertGreaterThan(large.side, tabletTafl.side)
        XCTAssertGreaterThanOrEqual(large.side, 1150 / 2 - 1e-9)
        XCTAssertLessThanOrEqual(large.boardWidth + GameOverLayout.spacing + large.side, 1150 + 1e-9)
        // Upright: the small board above the review takes part of the width and at most 70% of the
        // height, the review scrolling with the page; 13×13 takes the whole width.
        let portrait = GameOverLayout(columns: 5, rows: 5, width: 358, height: 700)
        XCTAssertFalse(portrait.beside)
        XCTAssertEqual(portrait.side, 0)
        XCTAssertEqual(portrait.boardWidth, 358 * GameOverLayout.smallBoardShare, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(portrait.boardHeight, 700 * 0.7)
        let uprightTafl = GameOverLayout(columns: 13, rows: 13, width: 358, height: 700)
        XCTAssertEqual(uprightTafl.boardWidth, 358, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(uprightTafl.board.square, BoardLayout.minimumSquare)
        // A tablet in landscape: beside, the board far larger than the phone's.
        let tablet = GameOverLayout(columns: 5, rows: 5, width: 1150, height: 700)
        XCTAssertTrue(tablet.beside)
        XCTAssertGreaterThan(tablet.board.square, 1.5 * landscape.board.square)
    }

    // MARK: announcements

    func testTheComputersMoveAndItsCapturesAreSaid() async {
        let en = Strings.for("en"), de = Strings.for("de")
        XCTAssertEqual(en.moved("Computer", from: "e1", to: "e4", captured: ["e5"]), "Computer moved e1-e4 and captured e5")
        XCTAssertEqual(en.moved("You", from: "g5", to: "c5", captured: ["b5", "c4"]), "You moved g5-c5 and captured b5 and c4")
        XCTAssertEqual(en.moved("Attackers", from: "a4", to: "a2", captured: []), "Attackers moved a4-a2")
        XCTAssertEqual(de.moved("Computer", from: "e1", to: "e4", captured: ["e5"]), "Computer: e1-e4, schlägt e5")
        XCTAssertEqual(en.selected("g2", targets: ["c2", "d2"]), "Selected g2, can move to c2 and d2")
        XCTAssertEqual(en.selected("g2", targets: (1...9).map { "x\($0)" }), "Selected g2, 9 targets")
        XCTAssertEqual(de.selected("g2", targets: ["c2", "d2", "e2"]), "g2 gewählt, kann ziehen nach c2, d2 und e2")
    }

    func testAMoveSlidesFirstAndItsCapturesFadeAfterUnlessMotionIsReduced() async {
        let piece = PieceView(seat: 1, kind: .man, label: "")
        let move = MoveAnimation(from: "g5", to: "c5", captured: [.init(square: "b5", piece: piece)])
        XCTAssertEqual(move.travelled(at: 0), 0)
        XCTAssertEqual(move.travelled(at: MoveAnimation.slide / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(move.travelled(at: 5), 1)
        XCTAssertEqual(move.capturedOpacity(at: 0), 1)
        XCTAssertEqual(move.capturedOpacity(at: MoveAnimation.slide), 1, "still whole when the mover arrives")
        XCTAssertEqual(move.capturedOpacity(at: MoveAnimation.slide + MoveAnimation.fade / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(move.capturedOpacity(at: MoveAnimation.slide + MoveAnimation.fade), 0)
        XCTAssertEqual(move.duration(reduceMotion: false), MoveAnimation.slide + MoveAnimation.fade, accuracy: 1e-9)
        XCTAssertEqual(MoveAnimation(from: "a1", to: "a2", captured: []).duration(reduceMotion: false), MoveAnimation.slide)
        XCTAssertEqual(move.duration(reduceMotion: true), 0)
        XCTAssertEqual(move.travelled(at: 0, reduceMotion: true), 1)
        XCTAssertEqual(move.capturedOpacity(at: 0, reduceMotion: true), 0)
    }

    func testAKoenigszabelGameBetweenTwoPeopleIsSaidStepByStep() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.playKoenigszabel()
        let game = try XCTUnwrap(app.game)
        let en = app.strings
        XCTAssertNil(Announcement.between(nil, game.view, strings: en))
        XCTAssertNil(Announcement.between(game.view, game.view, strings: en), "nothing changed, nothing said")
        var seed: UInt64 = 7
        func pick(_ cells: [Cell]) -> String {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return cells[Int((seed >> 33) % UInt64(cells.count))].name
        }
        var captures = 0
        var plies = 0
        while !game.isOver && plies < 400 {
            let before = game.view
            let piece = pick(before.board.cells.filter { $0.mark == .choosable })
            game.tap(piece)
            let picked = game.view
            let targets = picked.board.cells.filter { $0.mark == .target }.map(\.name)
            XCTAssertEqual(Announcement.between(before, picked, strings: en), en.selected(piece, targets: targets))
            let target = pick(picked.board.cells.filter { $0.mark == .target })
            game.tap(target)
            let after = game.view
            plies += 1
            let said = try XCTUnwrap(Announcement.between(picked, after, strings: en))
            let seat = en.seat(try XCTUnwrap(before.seats.first(where: \.toMove)).seat, in: .koenigszabel)
            XCTAssertTrue(said.hasPrefix("\(seat) moved \(piece)-\(target)"), said)
            // The core names the captured squares; the record names the same ones after an x.
            let last = try XCTUnwrap(after.lastMove)
            let record = try XCTUnwrap(after.moves.last)
            let taken = record.firstIndex(of: "x").map { record[record.index(after: $0)...].split(separator: "/").map(String.init) } ?? []
            XCTAssertEqual(last.captured, taken.sorted(), record)
            if last.captured.isEmpty {
                XCTAssertFalse(said.contains("captured"), "\(said) for \(record)")
            } else {
                captures += 1
                XCTAssertTrue(said.contains(" and captured \(en.list(last.captured))"), "\(said) for \(record)")
            }
            // The board slides the mover and fades exactly the captured pieces, as they stood before.
            let move = try XCTUnwrap(MoveAnimation.between(picked, after))
            XCTAssertEqual([move.from, move.to], [piece, target])
            XCTAssertEqual(move.captured.map(\.square), last.captured, record)
            XCTAssertEqual(move.captured.map { $0.piece as PieceView? }, last.captured.map { square in picked.board.cells.first { $0.name == square }?.piece })
            let mover = try XCTUnwrap(before.seats.first(where: \.toMove)).seat
            XCTAssertTrue(move.captured.allSatisfy { $0.piece.seat != mover }, "only the other side's pieces are captured")
            XCTAssertTrue(move.captured.allSatisfy { cell in after.board.cells.first { $0.name == cell.square }?.piece == nil })
            if game.isOver {
                XCTAssertTrue(said.hasSuffix(en.result(try XCTUnwrap(after.result), in: .koenigszabel, players: after.seats.map(\.player))), said)
            }
            // Once: a piece picked and dropped again, then a move taken back.
            if !game.isOver, plies == 3 {
                let again = try XCTUnwrap(game.view.board.cells.first { $0.mark == .choosable }).name
                game.tap(again)
                let chosen = game.view
                game.tap(again)
                if game.view.phase == .choosePiece {
                    XCTAssertEqual(Announcement.between(chosen, game.view, strings: en), en.selectionCleared)
                }
                let ready = game.view
                game.undo()
                XCTAssertEqual(game.view.moves.count, ready.moves.count - 1)
                XCTAssertEqual(Announcement.between(ready, game.view, strings: en), en.tookBack)
                XCTAssertNil(MoveAnimation.between(ready, game.view), "a move taken back is redrawn, not slid")
            }
        }
        print("swift: announced \(plies) Königszabel plies, \(captures) with captures")
    }

    func testTheSelectedPieceOffersOneActionPerTargetAndRotorsJumpBetweenPiecesAndTargets() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.playKoenigszabel()
        let game = try XCTUnwrap(app.game)
        let en = app.strings, de = Strings.for("de")
        // Choosing a piece: one rotor over the pieces that can move, in board
        // order with the core's descriptions; no square needs a custom action.
        let start = game.view
        let choosable = start.board.cells.filter { $0.mark == .choosable }
        XCTAssertEqual(BoardActions.rotors(start, strings: en),
                       [.init(kind: .pieces, title: "Pieces that can move", entries: choosable.map { .init(square: $0.name, label: $0.description) })])
        XCTAssertTrue(start.board.cells.allSatisfy { BoardActions.actions(for: $0, in: start, strings: en).isEmpty })
        // A piece picked: "Move to …" once per target on it, "Move … here" on each target.
        let piece = try XCTUnwrap(choosable.last).name
        game.tap(piece)
        let picked = game.view
        let moving = try XCTUnwrap(picked.board.cells.first { $0.name == piece })
        let targets = picked.board.cells.filter { $0.mark == .target }
        XCTAssertFalse(targets.isEmpty)
        let actions = BoardActions.actions(for: moving, in: picked, strings: en)
        XCTAssertEqual(actions.map(\.name), targets.map { "Move to \($0.name)" })
        XCTAssertEqual(actions.map(\.taps), targets.map { [$0.name] })
        XCTAssertEqual(BoardActions.actions(for: moving, in: picked, strings: de).first?.name, "Nach \(targets[0].name) ziehen")
        XCTAssertEqual(BoardActions.actions(for: targets[0], in: picked, strings: en), [.init(name: "Move \(piece) here", taps: [targets[0].name])])
        let plain = try XCTUnwrap(picked.board.cells.first { $0.mark == .none && $0.piece == nil })
        XCTAssertEqual(BoardActions.actions(for: plain, in: picked, strings: en), [])
        XCTAssertEqual(BoardActions.rotors(picked, strings: de).map(\.title), ["Zielfelder"])
        XCTAssertEqual(BoardActions.rotor(.pieces, picked, strings: en).entries, [], "the pieces rotor is empty while a piece is picked")
        XCTAssertEqual(BoardActions.rotors(picked, strings: en).first?.entries.map(\.square), targets.map(\.name))
        // Performing the last action is the move it names.
        let action = try XCTUnwrap(actions.last)
        action.taps.forEach(game.tap)
        XCTAssertEqual(game.view.lastMove.map { [$0.from, $0.to] }, [piece, try XCTUnwrap(targets.last).name])
        XCTAssertEqual(game.view.moves.count, start.moves.count + 1)
        game.stopComputer()
    }

    func testTheLastAnnouncementFollowsALaterLanguageSwitch() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.playKoenigszabel()
        let game = try XCTUnwrap(app.game)
        XCTAssertNil(game.announcement, "nothing said before anything changed")
        let piece = try XCTUnwrap(game.view.board.cells.first { $0.mark == .choosable }).name
        game.tap(piece)
        let target = try XCTUnwrap(game.view.board.cells.first { $0.mark == .target }).name
        game.tap(target)
        let said = try XCTUnwrap(game.announcement)
        XCTAssertEqual(game.announcements, 2, "picked, then moved")
        XCTAssertEqual(said.events, [.moved(.seat(0), from: piece, to: target, captured: [])])
        XCTAssertEqual(said.text(app.strings), "Attackers moved \(piece)-\(target)")
        var german = app.settings
        german.language = "de"
        app.save(german)
        // The same events, now in German: nothing has to be announced again.
        XCTAssertEqual(game.announcement, said)
        XCTAssertEqual(said.text(app.strings), "Angreifer: \(piece)-\(target)")
        // A result is said in the language of the moment as well.
        let over = Announcement(variant: .koenigszabel, events: [.over(GameResult(scores: [.loss, .win], winner: 1, reason: .kingEscaped), players: [.human, .human])])
        XCTAssertEqual(over.text(app.strings), "Sieg für die Verteidiger: der König ist in eine Burg entkommen")
        XCTAssertEqual(over.text(.for("en")), "The defenders won: the king escaped to a castle")
        game.stopComputer()
    }

    func testTheComputersMoveIsSaidAsTheComputers() async throws {
        let app = try AppModel(dataDirectory: dir)
        app.newGame.koenigszabelSeat = 1
        app.newGame.playKoenigszabel(level: 1)
        let game = try XCTUnwrap(app.game)
        let start = game.view
        await game.computerFinished()
        let said = try XCTUnwrap(Announcement.between(start, game.view, strings: app.strings))
        let last = try XCTUnwrap(game.view.lastMove)
        XCTAssertTrue(said.hasPrefix("Computer moved \(last.from)-\(last.to)"), said)
        let piece = try XCTUnwrap(game.view.board.cells.first { $0.mark == .choosable }).name
        let before = game.view
        game.tap(piece)
        XCTAssertTrue(Announcement.between(before, game.view, strings: app.strings)?.hasPrefix("Selected \(piece), ") == true)
        let target = try XCTUnwrap(game.view.board.cells.first { $0.mark == .target }).name
        let picked = game.view
        game.tap(target)
        XCTAssertEqual(Announcement.between(picked, game.view, strings: app.strings), "You moved \(piece)-\(target)")
        game.stopComputer()
    }

    func testAFreshRollLandsWithOneTurnButAReplaysStepsAndReduceMotionDoNot() async {
        XCTAssertTrue(DieRoll.lands(from: .notRolled, to: .value(value: 4), reduceMotion: false))
        XCTAssertFalse(DieRoll.lands(from: .value(value: 4), to: .value(value: 2), reduceMotion: false), "a replay's next roll")
        XCTAssertFalse(DieRoll.lands(from: .notRolled, to: .value(value: 4), reduceMotion: true))
        XCTAssertFalse(DieRoll.lands(from: .value(value: 4), to: .notRolled, reduceMotion: false))
        XCTAssertEqual(DieRoll.pose(left: 1).degrees, 360)
        XCTAssertEqual(DieRoll.pose(left: 1).scale, 1, accuracy: 1e-9, "a whole turn starts where the die rests")
        XCTAssertEqual(DieRoll.pose(left: 0).degrees, 0)
        XCTAssertEqual(DieRoll.pose(left: 0.5).scale, 1.2, accuracy: 1e-9, "lifted 1.2 times halfway (docs/design.md §8)")
    }
}
