// A stand-in for SwiftUI on Linux, where SwiftUI does not exist: just enough
// of its API, loosely typed (every modifier returns AnyV), for the type
// checker to check how ios/ZabelApp uses ZabelKit and the bindings. It proves
// nothing about layout or about SwiftUI itself; a view that uses API missing
// here needs a line added (tests/swift/run.sh builds and uses it).
@_exported import Foundation
@_exported import Observation

public protocol View { associatedtype Body: View; @ViewBuilder @MainActor var body: Body { get } }
extension Never: View { public var body: Never { return fatalError() } }
extension Optional: View where Wrapped: View { public var body: Never { return fatalError() } }
public struct AnyV: View { public init() {}; public var body: Never { return fatalError() } }
public struct EmptyView: View { public init() {}; public var body: Never { return fatalError() } }

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<each C: View>(_ c: repeat each C) -> AnyV { AnyV() }
    public static func buildExpression<V: View>(_ v: V) -> V { v }
    public static func buildIf<V: View>(_ v: V?) -> V? { v }
    public static func buildEither<T: View>(first: T) -> AnyV { AnyV() }
    public static func buildEither<T: View>(second: T) -> AnyV { AnyV() }
    public static func buildLimitedAvailability<T: View>(_ v: T) -> AnyV { AnyV() }
}

public protocol ShapeStyle {}
public struct Color: ShapeStyle, View, Hashable {
    public var body: Never { return fatalError() }
    public init(red: Double, green: Double, blue: Double) {}
    public init(white: Double) {}
    public func opacity(_ o: Double) -> Color { self }
    public static let red = Color(white: 0), blue = Color(white: 0), green = Color(white: 0), yellow = Color(white: 0),
        brown = Color(white: 0), black = Color(white: 0), white = Color(white: 0), orange = Color(white: 0), clear = Color(white: 0),
        primary = Color(white: 0), gray = Color(white: 0)
}
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }; public static var orange: Color { .orange }; public static var white: Color { .white }
}
public struct HierarchicalShapeStyle: ShapeStyle { public static let secondary = HierarchicalShapeStyle() }
extension ShapeStyle where Self == HierarchicalShapeStyle { public static var secondary: HierarchicalShapeStyle { .secondary } }
public struct TintShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }

public struct Font {
    public enum Weight { case bold, regular }
    public static let largeTitle = Font(), title = Font(), title2 = Font(), headline = Font(), caption = Font(), footnote = Font()
    public static let body = Font(), title3 = Font(), subheadline = Font()
    public enum TextStyle { case body, caption, headline, title, largeTitle }
    public static func system(size: CGFloat, weight: Weight? = nil) -> Font { Font() }
    public enum Design { case `default`, serif, rounded, monospaced }
    public func bold() -> Font { self }
}
public struct ButtonStyleKind { public static let borderedProminent = ButtonStyleKind() }
public struct PickerStyleKind { public static let segmented = PickerStyleKind(), menu = PickerStyleKind() }
public enum ButtonRole { case destructive, cancel }
public enum Edge { case bottom, top }
public enum HorizontalAlignment { case leading, center, trailing }
public enum VerticalAlignment { case top, center, bottom }
public enum Alignment { case topLeading, center, leading, top }
public enum ContentMode { case fit }
public enum AccessibilityChildBehavior { case ignore, contain, combine }
public struct AccessibilityTraits: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let isButton = AccessibilityTraits(rawValue: 1); public static let isSelected = AccessibilityTraits(rawValue: 2); public static let isHeader = AccessibilityTraits(rawValue: 4) }
public enum AccessibilityAdjustmentDirection { case increment, decrement }
public struct Animation: Equatable { public static func easeOut(duration: Double) -> Animation { Animation() }; public func delay(_ seconds: Double) -> Animation { self } }
public struct Angle { public static func degrees(_ d: Double) -> Angle { Angle() } }
public struct AnyTransition {
    public static let opacity = AnyTransition(), identity = AnyTransition()
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
}
public func withAnimation<Result>(_ animation: Animation? = nil, _ body: () throws -> Result) rethrows -> Result { try body() }
public enum ColorScheme { case dark, light }
public enum LineCap { case round }
public struct StrokeStyle { public init(lineWidth: CGFloat, lineCap: LineCap) {}; public init(lineWidth: CGFloat, dash: [CGFloat]) {} }
public enum Axis { public struct Set: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue }; public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2) } }
public struct AccessibilityActionKind { public static let `default` = AccessibilityActionKind() }
public enum AccessibilityNotification { public struct Announcement { public init(_ s: String) {}; public func post() {} } }

extension View {
    public func environment<V>(_ key: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> AnyV { AnyV() }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> AnyV { AnyV() }
    public func font(_ f: Font?) -> AnyV { AnyV() }
    public func bold() -> AnyV { AnyV() }
    public func fontWeight(_ w: Font.Weight?) -> AnyV { AnyV() }
    public func fontDesign(_ d: Font.Design?) -> AnyV { AnyV() }
    public func tint(_ c: Color?) -> AnyV { AnyV() }
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> AnyV { AnyV() }
    public func padding(_ length: CGFloat? = nil) -> AnyV { AnyV() }
    public func padding(_ edge: Edge) -> AnyV { AnyV() }
    public func buttonStyle(_ s: ButtonStyleKind) -> AnyV { AnyV() }
    public func pickerStyle(_ s: PickerStyleKind) -> AnyV { AnyV() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment? = nil) -> AnyV { AnyV() }
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment? = nil) -> AnyV { AnyV() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyV { AnyV() }
    public func id<ID: Hashable>(_ id: ID) -> AnyV { AnyV() }
    public func onTapGesture(perform: @escaping () -> Void) -> AnyV { AnyV() }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform: @escaping (CGPoint) -> Void) -> AnyV { AnyV() }
    public func contentShape<S: Shape>(_ s: S) -> AnyV { AnyV() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> AnyV { AnyV() }
    public func accessibilityLabel(_ s: String) -> AnyV { AnyV() }
    public func accessibilityAddTraits(_ t: AccessibilityTraits) -> AnyV { AnyV() }
    public func accessibilityHidden(_ h: Bool) -> AnyV { AnyV() }
    public func accessibilitySortPriority(_ p: Double) -> AnyV { AnyV() }
    public func accessibilityAction(_ kind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> AnyV { AnyV() }
    public func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> AnyV { AnyV() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> AnyV { AnyV() }
    public func aspectRatio(_ r: CGFloat? = nil, contentMode: ContentMode) -> AnyV { AnyV() }
    public func animation<V: Equatable>(_ a: Animation?, value: V) -> AnyV { AnyV() }
    public func transition(_ t: AnyTransition) -> AnyV { AnyV() }
    public func shadow(color: Color, radius: CGFloat) -> AnyV { AnyV() }
    public func disabled(_ d: Bool) -> AnyV { AnyV() }
    public func tag<V: Hashable>(_ v: V) -> AnyV { AnyV() }
    public func listRowBackground<V: View>(_ v: V?) -> AnyV { AnyV() }
    public func overlay<V: View>(_ v: V) -> AnyV { AnyV() }
    public func overlay<V: View>(@ViewBuilder content: () -> V) -> AnyV { AnyV() }
    public func background<V: View>(_ v: V) -> AnyV { AnyV() }
    public func allowsHitTesting(_ e: Bool) -> AnyV { AnyV() }
    public func opacity(_ o: Double) -> AnyV { AnyV() }
    public func rotationEffect(_ angle: Angle) -> AnyV { AnyV() }
    public func scaleEffect(_ s: CGFloat) -> AnyV { AnyV() }
    public func accessibilityRotor<L: StringProtocol, C: AccessibilityRotorContent>(_ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> C) -> AnyV { AnyV() }
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> AnyV { AnyV() }
    public func accessibilityActions<C: View>(@ViewBuilder _ content: () -> C) -> AnyV { AnyV() }
    public func accessibilityHint(_ s: String) -> AnyV { AnyV() }
    public func accessibilityValue(_ s: String) -> AnyV { AnyV() }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> AnyV { AnyV() }
    public func gesture<G: Gesture>(_ g: G) -> AnyV { AnyV() }
    public func preference<K: PreferenceKey>(key: K.Type, value: K.Value) -> AnyV { AnyV() }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type, perform action: @escaping (K.Value) -> Void) -> AnyV where K.Value: Equatable { AnyV() }
    public func coordinateSpace(_ space: CoordinateSpace) -> AnyV { AnyV() }
    public func mask<V: View>(@ViewBuilder _ mask: () -> V) -> AnyV { AnyV() }
    public func modifier<M: ViewModifier>(_ m: M) -> AnyV { AnyV() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> AnyV { AnyV() }
    public func lineLimit(_ n: Int?) -> AnyV { AnyV() }
    public func onAppear(perform action: (() -> Void)? = nil) -> AnyV { AnyV() }
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, Error>) -> Void) -> AnyV { AnyV() }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, Error>) -> Void) -> AnyV { AnyV() }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> AnyV { AnyV() }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> AnyV { AnyV() }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> AnyV { AnyV() }
    public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> AnyV { AnyV() }
}

public protocol Shape: View {}
extension Shape {
    public var body: Never { return fatalError() }
    public func fill<S: ShapeStyle>(_ s: S) -> AnyV { AnyV() }
    public func stroke<S: ShapeStyle>(_ s: S, lineWidth: CGFloat = 1) -> AnyV { AnyV() }
    public func stroke<S: ShapeStyle>(_ s: S, style: StrokeStyle) -> AnyV { AnyV() }
    public func stroke(lineWidth: CGFloat = 1) -> AnyV { AnyV() }
}
public protocol InsettableShape: Shape {}
extension InsettableShape { public func inset(by: CGFloat) -> Self { self } }
public struct Rectangle: InsettableShape { public init() {} }
public struct Circle: InsettableShape { public init() {} }
public struct RoundedRectangle: InsettableShape { public init(cornerRadius: CGFloat) {} }
public struct Path: Shape {
    public init() {}
    public init(_ build: (inout Path) -> Void) {}
    public mutating func closeSubpath() {}
    public mutating func move(to: CGPoint) {}
    public mutating func addLine(to: CGPoint) {}
    public mutating func addEllipse(in rect: CGRect) {}
}

public struct Text: View { public var body: Never { return fatalError() }; public init(_ s: String) {} }
public struct Image: View { public var body: Never { return fatalError() }; public init(systemName: String) {} }
public struct Spacer: View { public var body: Never { return fatalError() }; public init(minLength: CGFloat? = nil) {} }
public struct Button: View {
    public var body: Never { return fatalError() }
    public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {}
    public init<L: View>(action: @escaping () -> Void, @ViewBuilder label: () -> L) {}
}
public struct HStack: View { public var body: Never { return fatalError() }; public init<C: View>(alignment: VerticalAlignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {} }
public struct VStack: View { public var body: Never { return fatalError() }; public init<C: View>(alignment: HorizontalAlignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {} }
public struct ZStack: View { public var body: Never { return fatalError() }; public init<C: View>(alignment: Alignment? = nil, @ViewBuilder content: () -> C) {} }
public enum CoordinateSpace { case local, global, named(AnyHashable) }
public struct GeometryProxy { public var size: CGSize { .zero }; public func frame(in space: CoordinateSpace) -> CGRect { .zero } }
public protocol PreferenceKey { associatedtype Value; static var defaultValue: Value { get }; static func reduce(value: inout Value, nextValue: () -> Value) }
public struct LinearGradient: View { public var body: Never { return fatalError() }; public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {} }
public struct GeometryReader: View { public var body: Never { return fatalError() }; public init<C: View>(@ViewBuilder content: @escaping (GeometryProxy) -> C) {} }
public struct ForEach: View {
    public var body: Never { return fatalError() }
    public init() {}
    public init<D: RandomAccessCollection, I: Hashable, C: View>(_ data: D, id: KeyPath<D.Element, I>, @ViewBuilder content: @escaping (D.Element) -> C) {}
    public init<D: RandomAccessCollection, I: Hashable, C: AccessibilityRotorContent>(_ data: D, id: KeyPath<D.Element, I>, @AccessibilityRotorContentBuilder content: @escaping (D.Element) -> C) {}
}
public struct UnitPoint { public static let top = UnitPoint(), bottom = UnitPoint(), center = UnitPoint(), leading = UnitPoint(), trailing = UnitPoint() }
public struct ScrollViewProxy { public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {} }
public struct ScrollViewReader: View { public var body: Never { return fatalError() }; public init<C: View>(@ViewBuilder content: @escaping (ScrollViewProxy) -> C) {} }
public struct ScrollView: View { public var body: Never { return fatalError() }; public init<C: View>(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> C) {} }
public struct List: View {
    public var body: Never { return fatalError() }
    public init<C: View>(@ViewBuilder content: () -> C) {}
    public init<D: RandomAccessCollection, I: Hashable, C: View>(_ data: D, id: KeyPath<D.Element, I>, @ViewBuilder rowContent: @escaping (D.Element) -> C) {}
}
public struct Section: View { public var body: Never { return fatalError() }; public init<C: View>(_ title: String, @ViewBuilder content: () -> C) {} }
public struct Form: View { public var body: Never { return fatalError() }; public init<C: View>(@ViewBuilder content: () -> C) {} }
public struct Toggle: View { public var body: Never { return fatalError() }; public init(_ title: String, isOn: Binding<Bool>) {} }
public struct Picker: View { public var body: Never { return fatalError() }; public init<T: Hashable, C: View>(_ title: String, selection: Binding<T>, @ViewBuilder content: () -> C) {} }
public struct TextField: View { public var body: Never { return fatalError() }; public init(_ title: String, text: Binding<String>) {} }
public struct Slider: View {
    public var body: Never { return fatalError() }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}
public struct DisclosureGroup: View {
    public var body: Never { return fatalError() }
    public init<C: View>(_ title: String, @ViewBuilder content: @escaping () -> C) {}
    public init<C: View>(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> C) {}
}
public struct ProgressView: View { public var body: Never { return fatalError() }; public init(value: Double) {}; public init(_ title: String) {} }

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember k: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}
@propertyWrapper public struct State<Value> {
    public init(initialValue: Value) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject> {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: Bindable<Value> { self }
    public subscript<T>(dynamicMember k: ReferenceWritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public enum UserInterfaceSizeClass: Hashable { case compact, regular }
public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Value { get } }
public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { K.defaultValue } set {} }
    public var colorScheme: ColorScheme { .light }; public var accessibilityReduceMotion: Bool { false }
    public var dynamicTypeSize: DynamicTypeSize { .large }
    public var horizontalSizeClass: UserInterfaceSizeClass? { nil }; public var verticalSizeClass: UserInterfaceSizeClass? { nil }
}
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint> {
    public init(wrappedValue: Value) {}
    public init(wrappedValue: Value, relativeTo: Font.TextStyle) {}
    public var wrappedValue: Value { fatalError() }
}
@propertyWrapper public struct Namespace {
    public struct ID: Hashable {}
    public init() {}
    public var wrappedValue: ID { ID() }
}
public protocol AccessibilityRotorContent {}
@resultBuilder public enum AccessibilityRotorContentBuilder {
    public static func buildBlock<C: AccessibilityRotorContent>(_ c: C) -> C { c }
    public static func buildExpression<C: AccessibilityRotorContent>(_ c: C) -> C { c }
}
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID) {}
}
extension ForEach: AccessibilityRotorContent {}
public struct GridItem {
    public enum Size { case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity), fixed(CGFloat) }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
public struct LazyVGrid: View {
    public var body: Never { return fatalError() }
    public init<C: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) {}
}
public struct ViewThatFits: View { public var body: Never { return fatalError() }; public init<C: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> C) {} }
public protocol Layout {}
public struct HStackLayout: Layout { public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {} }
public struct VStackLayout: Layout { public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {} }
public struct AnyLayout {
    public init<L: Layout>(_ layout: L) {}
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> AnyV { AnyV() }
}
public protocol Gesture {}
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = AnyV
    @ViewBuilder @MainActor func body(content: Content) -> Body
}
public struct DragGesture: Gesture {
    public struct Value { public var translation: CGSize { .zero }; public var location: CGPoint { .zero }; public var startLocation: CGPoint { .zero } }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
public struct MagnifyGesture: Gesture {
    public struct Value { public var magnification: CGFloat { 1 } }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func onChanged(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> MagnifyGesture { self }
}
@propertyWrapper public struct Environment<Value> {
    public init(_ k: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public protocol Scene { associatedtype Body: Scene; @SceneBuilder @MainActor var body: Body { get } }
extension Never: Scene {}
public struct WindowGroup: Scene { public var body: Never { return fatalError() }; public init<C: View>(@ViewBuilder content: () -> C) {} }
@resultBuilder public enum SceneBuilder { public static func buildBlock<S: Scene>(_ s: S) -> S { s } }
public protocol App { associatedtype Body: Scene; @SceneBuilder @MainActor var body: Body { get }; @MainActor init() }
extension App { @MainActor public static func main() {} }

// Files: the system's exporter, importer and share sheet. UTType is
// UniformTypeIdentifiers' on Apple systems, which do not exist here.
public struct UTType: Hashable { public static let json = UTType(), plainText = UTType(), data = UTType() }
public final class FileWrapper {
    public init(regularFileWithContents: Data) {}
    public var regularFileContents: Data? { nil }
}
public struct FileDocumentReadConfiguration { public var file: FileWrapper { fatalError() } }
public struct FileDocumentWriteConfiguration {}
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    static var readableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}
public struct Menu: View {
    public var body: Never { return fatalError() }
    public init<C: View>(_ title: String, @ViewBuilder content: () -> C) {}
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) {}
}
public struct ShareLink: View { public var body: Never { return fatalError() }; public init(_ title: String, item: URL) {} }
// UIKit's pasteboard, which SwiftUI brings along on iOS.
public final class UIPasteboard {
    public static var general: UIPasteboard { UIPasteboard() }
    public var string: String?
}

// The navigation bar: one stack, its title, and the toolbar's items.
public struct NavigationStack: View { public var body: Never { return fatalError() }; public init<C: View>(@ViewBuilder root: () -> C) {} }
public struct NavigationBarItem { public enum TitleDisplayMode { case automatic, inline, large } }
public struct Label: View { public var body: Never { return fatalError() }; public init<S: StringProtocol>(_ title: S, systemImage name: String) {} }
public protocol ToolbarContent { associatedtype Body: ToolbarContent; @ToolbarContentBuilder @MainActor var body: Body { get } }
extension Never: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent { public var body: Never { return fatalError() } }
public struct AnyToolbarContent: ToolbarContent { public init() {}; public var body: Never { return fatalError() } }
public struct ToolbarItemPlacement {
    public static let automatic = ToolbarItemPlacement(), primaryAction = ToolbarItemPlacement(),
        topBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement(), principal = ToolbarItemPlacement()
}
public struct ToolbarItem: ToolbarContent {
    public var body: Never { return fatalError() }
    public init<C: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C) {}
}
@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock<each C: ToolbarContent>(_ c: repeat each C) -> AnyToolbarContent { AnyToolbarContent() }
    public static func buildIf<C: ToolbarContent>(_ c: C?) -> C? { c }
}
