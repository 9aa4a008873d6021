import SwiftUI
import ZabelKit
import ZabelUI

/// The iOS shell: the app's data directory and the root view, nothing more.
/// The screens are ZabelUI's and their models ZabelKit's (ios/ZabelKit), so
/// both are built and checked with the package.
@main
struct ZabelIOSApp: App {
    @State private var model: AppModel?

    init() {
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        _model = State(initialValue: try? AppModel(dataDirectory: support.appendingPathComponent("zabel")))
    }

    var body: some Scene {
        WindowGroup {
            if let model {
                RootView(model: model)
            } else {
                // No settings without data: the system's language, in the core's words.
                Text(coreText(language: Locale.preferredLanguages.first ?? "en", key: "error-data-directory"))
            }
        }
    }
}
