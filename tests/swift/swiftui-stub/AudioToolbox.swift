// AudioToolbox stand-in for the type check of ios/ZabelApp (see SwiftUI.swift): the system sounds the app plays.
public typealias SystemSoundID = UInt32
public func AudioServicesPlaySystemSound(_ sound: SystemSoundID) {}
