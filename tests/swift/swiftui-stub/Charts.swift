// Charts stand-in for the type check of ios/ZabelApp (see SwiftUI.swift).
@_exported import SwiftUI
public struct PlottableValue { public static func value<T>(_ label: String, _ v: T) -> PlottableValue { PlottableValue() } }
public protocol ChartContent {}
public struct AnyChartContent: ChartContent {}
public enum AnnotationPosition { case top, bottom, leading, trailing, automatic }
extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ s: S) -> AnyChartContent { AnyChartContent() }
    public func symbolSize(_ size: CGFloat) -> AnyChartContent { AnyChartContent() }
    public func lineStyle(_ style: StrokeStyle) -> AnyChartContent { AnyChartContent() }
    public func annotation<V: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> AnyChartContent { AnyChartContent() }
}
public struct LineMark: ChartContent { public init(x: PlottableValue, y: PlottableValue) {} }
public struct PointMark: ChartContent { public init(x: PlottableValue, y: PlottableValue) {} }
public struct RuleMark: ChartContent { public init(x: PlottableValue) {}; public init(y: PlottableValue) {} }
public struct RectangleMark: ChartContent { public init(xStart: PlottableValue, xEnd: PlottableValue) {} }
@resultBuilder public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ c: C) -> AnyChartContent { AnyChartContent() }
    public static func buildBlock(_ c: AnyChartContent...) -> AnyChartContent { AnyChartContent() }
    public static func buildIf(_ c: AnyChartContent?) -> AnyChartContent { AnyChartContent() }
    public static func buildEither(first: AnyChartContent) -> AnyChartContent { AnyChartContent() }
    public static func buildEither(second: AnyChartContent) -> AnyChartContent { AnyChartContent() }
}
extension ForEach: ChartContent {
    public init<D: RandomAccessCollection, I: Hashable>(_ data: D, id: KeyPath<D.Element, I>, @ChartContentBuilder content: @escaping (D.Element) -> AnyChartContent) { self.init() }
}
public struct Chart: View {
    public var body: Never { return fatalError() }
    public init(@ChartContentBuilder content: () -> AnyChartContent) {}
    public init<D: RandomAccessCollection, I: Hashable>(_ data: D, id: KeyPath<D.Element, I>, @ChartContentBuilder content: @escaping (D.Element) -> AnyChartContent) {}
}
public struct AxisValue { public func `as`<T>(_ type: T.Type) -> T? { nil } }
public protocol AxisContent {}
public struct AnyAxisContent: AxisContent {}
public enum AxisMarkPosition { case leading, trailing, top, bottom, automatic }
@resultBuilder public enum AxisContentBuilder {
    public static func buildExpression<C: AxisContent>(_ c: C) -> AnyAxisContent { AnyAxisContent() }
    public static func buildBlock(_ c: AnyAxisContent...) -> AnyAxisContent { AnyAxisContent() }
}
public struct AxisGridLine: AxisContent { public init() {} }
public struct AxisTick: AxisContent { public init() {} }
public struct AxisValueLabel: AxisContent { public init<V: View>(@ViewBuilder content: () -> V) {} }
public struct AxisMarks: AxisContent {
    public init<T>(position: AxisMarkPosition = .automatic, values: [T], @AxisContentBuilder content: @escaping (AxisValue) -> AnyAxisContent) {}
}
public struct ScaleDomain { public static func automatic(includesZero: Bool) -> ScaleDomain { ScaleDomain() } }
extension View {
    public func chartYScale(domain: ScaleDomain) -> AnyV { AnyV() }
    public func chartXScale<B: Comparable>(domain: ClosedRange<B>) -> AnyV { AnyV() }
    public func chartYScale<B: Comparable>(domain: ClosedRange<B>) -> AnyV { AnyV() }
    public func chartXAxis(@AxisContentBuilder content: () -> AnyAxisContent) -> AnyV { AnyV() }
    public func chartYAxis(@AxisContentBuilder content: () -> AnyAxisContent) -> AnyV { AnyV() }
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> AnyV { AnyV() }
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil) -> AnyV { AnyV() }
}
