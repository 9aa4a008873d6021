/// The core as a feature model reaches it, and where its refusals go (the
/// banner under every screen, `AppModel.message`); a test's own core stands
/// in for it through its protocols. One per app, handed to each feature.
@MainActor
public struct CoreAccess {
    let core: any Core
    let failed: (Error) -> Void

    public init(core: any Core, failed: @escaping (Error) -> Void) {
        self.core = core
        self.failed = failed
    }

    /// The core's answer to `body`, or nil with the refusal passed on.
    func attempt<T>(_ body: (any Core) throws -> T) -> T? {
        do {
            return try body(core)
        } catch {
            failed(error)
            return nil
        }
    }

    /// Every level of a game, weakest first, measured or not, as the core names them.
    func levels(_ variant: Variant) -> [LevelInfo] { attempt { try $0.levels(variant: variant) } ?? [] }
}
