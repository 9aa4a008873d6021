// UIKit stand-in for the type check of ios/ZabelApp (see SwiftUI.swift): the haptics the app uses.
import Foundation
open class UIFeedbackGenerator {
    public init() {}
    public func prepare() {}
}
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType { case success, warning, error }
    public func notificationOccurred(_ type: FeedbackType) {}
}
