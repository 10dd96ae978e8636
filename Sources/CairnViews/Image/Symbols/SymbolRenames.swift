extension SymbolCatalog {
    /// Current SF Symbols names whose drawing is stored under the name they replaced.
    ///
    /// SF Symbols 4 (iOS 16) renamed `hourglass.tophalf.filled` and
    /// `hourglass.bottomhalf.filled` to `….fill`; Apple's Scrumdinger tutorial (iOS 17,
    /// `MeetingHeaderView`) uses the new names, so both spellings draw the same hourglass.
    static let renamedSymbols: [String: String] = [
        "hourglass.tophalf.fill": "hourglass.tophalf.filled",
        "hourglass.bottomhalf.fill": "hourglass.bottomhalf.filled",
    ]
}
