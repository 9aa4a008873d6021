// The app imports ZabelKit alone and sees the core's API through it.
@_exported import ZabelCore
