extension SymbolCatalog {
    /// Names that iOS still draws but whose drawing is stored under another name.
    ///
    /// SF Symbols 4 (iOS 16) renamed `hourglass.tophalf.filled` and
    /// `hourglass.bottomhalf.filled` to `….fill`; Apple's Scrumdinger tutorial (iOS 17,
    /// `MeetingHeaderView`) uses the new names, so both spellings draw the same hourglass.
    /// SF Symbols 5 (iOS 17) renamed `battery.100` … `battery.0` to `battery.100percent` …
    /// and `wrench` to `wrench.adjustable`; the old names, common in older code, still draw
    /// on iOS 17 and later. Newer names (below) draw with the drawing of an older name of the
    /// same meaning, where Cairn has no drawing of their own.
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
        // SF Symbols 6 (iOS 18) names for the circular arrows, with their "trianglehead"
        // arrowheads, common in code written since (the refresh, sync and retry buttons of
        // 2025–26 apps): drawn with the drawings of the older names for the same arrows.
        "arrow.trianglehead.2.clockwise": "arrow.triangle.2.circlepath",
        "arrow.trianglehead.2.clockwise.circle": "arrow.triangle.2.circlepath.circle",
        "arrow.trianglehead.2.clockwise.circle.fill": "arrow.triangle.2.circlepath.circle.fill",
        "arrow.trianglehead.2.clockwise.rotate.90": "arrow.triangle.2.circlepath",
        "arrow.trianglehead.2.clockwise.rotate.90.circle": "arrow.triangle.2.circlepath.circle",
        "arrow.trianglehead.2.clockwise.rotate.90.circle.fill": "arrow.triangle.2.circlepath.circle.fill",
        "arrow.trianglehead.clockwise": "arrow.clockwise",
        "arrow.trianglehead.clockwise.circle": "arrow.clockwise.circle",
        "arrow.trianglehead.counterclockwise": "arrow.counterclockwise",
        "arrow.trianglehead.counterclockwise.circle": "arrow.counterclockwise.circle",
        // Newer names whose meaning an existing drawing carries: a wand with sparkles (SF
        // Symbols 6), a text search, the third-generation iPhone outline.
        "wand.and.sparkles": "wand.and.stars",
        "text.magnifyingglass": "doc.text.magnifyingglass",
        "iphone.gen1": "iphone",
        "iphone.gen2": "iphone",
        "iphone.gen3": "iphone",
        // SF Symbols 2's name for the AirPods Pro, still in code (a pasted store grid drew
        // nothing for it): the drawing of `airpods.pro`.
        "airpodspro": "airpods.pro",
    ]
}
