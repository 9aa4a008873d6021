/// What a player hears and feels as a game goes on: the app plays each with
/// the system's sound and haptics, when the settings allow.
public enum Cue: Equatable, Sendable {
    case move, capture, roll, end
}

extension Announcement {
    /// The cue for what changed: the end over a capture over a move; a die that fell.
    public var cue: Cue? {
        var cue: Cue?
        for event in events {
            switch event {
            case .over: return .end
            case .moved(_, _, _, let captured): cue = captured.isEmpty ? .move : .capture
            case .rolled: cue = cue ?? .roll
            case .tookBack, .selected, .selectionCleared: break
            }
        }
        return cue
    }
}
