extension SymbolCatalog {
    /// Names that iOS still draws but whose drawing is stored under another name.
    ///
    /// SF Symbols 4 (iOS 16) renamed `hourglass.tophalf.filled` and
    /// `hourglass.bottomhalf.filled` to `….fill`; Apple's Scrumdinger tutorial (iOS 17,
    /// `MeetingHeaderView`) uses the new names, so both spellings draw the same hourglass.
    /// SF Symbols 5 (iOS 17) renamed `battery.100` … `battery.0` to `battery.100percent` …
    /// and `wrench` to `wrench.adjustable`; the old names, common in older code, still draw
    /// on iOS 17 and later.
    static let renamedSymbols: [String: String] = [
        "hourglass.tophalf.fill": "hourglass.tophalf.filled",
        "hourglass.bottomhalf.fill": "hourglass.bottomhalf.filled",
        "battery.100": "battery.100percent",
        "battery.75": "battery.75percent",
        "battery.50": "battery.50percent",
        "battery.25": "battery.25percent",
        "battery.0": "battery.0percent",
        "wrench": "wrench.adjustable",
        "wrench.fill": "wrench.adjustable.fill",
    ]
}
