/// Between the parts of a line: glued to the part before it (a no-break
/// space), so a line never starts with the dot.
public let dot = "\u{00A0}· "
