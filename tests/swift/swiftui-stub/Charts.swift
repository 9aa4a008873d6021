// Charts stand-in for the type check of ios/ZabelApp (see SwiftUI.swift).
@_exported import SwiftUI
public struct PlottableValue { public static func value<T>(_ label: String, _ v: T) -> PlottableValue { PlottableValue() } }
public protocol ChartContent {}
public struct LineMark: ChartContent { public init(x: PlottableValue, y: PlottableValue) {} }
public struct PointMark: ChartContent { public init(x: PlottableValue, y: PlottableValue) {} }
@resultBuilder public enum ChartContentBuilder { public static func buildBlock(_ c: any ChartContent...) -> Int { 0 } }
public struct Chart: View {
    public var body: Never { return fatalError() }
    public init<D: RandomAccessCollection, I: Hashable>(_ data: D, id: KeyPath<D.Element, I>, @ChartContentBuilder content: @escaping (D.Element) -> Int) {}
}
public struct ScaleDomain { public static func automatic(includesZero: Bool) -> ScaleDomain { ScaleDomain() } }
extension View { public func chartYScale(domain: ScaleDomain) -> AnyV { AnyV() } }
