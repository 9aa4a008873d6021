import Foundation
import Observation

/// The squares a refused move names (the piece, what blocks it), crossed on
/// the board for `time` or until the next tap (docs/design.md §4). The
/// lesson and the puzzle screens each keep one.
@MainActor
@Observable
public final class RefusalCrosses {
    /// How long a refusal's squares stay crossed.
    public static let time: Duration = .seconds(2)

    public private(set) var squares: [String] = []
    /// The wait that ends the crosses; a later refusal or tap cancels it.
    @ObservationIgnored private(set) var ending: Task<Void, Never>?
    /// Waits the given time: the clock's in the app, a test's own in tests
    /// (which need not wait). Throws when cancelled.
    @ObservationIgnored private let pause: LearnModel.Pause

    init(pause: @escaping LearnModel.Pause) {
        self.pause = pause
    }

    /// Crosses `squares` for `time`; none: the crosses go now.
    func cross(_ squares: [String]) {
        ending?.cancel()
        ending = nil
        self.squares = squares
        guard !squares.isEmpty else { return }
        let pause = self.pause
        ending = Task { [weak self] in
            do { try await pause(Self.time) } catch { return }
            // A tap in the meantime cancelled this wait, and crossed its own squares, or none.
            guard !Task.isCancelled else { return }
            self?.squares = []
        }
    }
}
