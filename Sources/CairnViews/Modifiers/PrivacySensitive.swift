extension View {
    /// Marks this view as showing private data, as SwiftUI's `privacySensitive(_:)` ("SwiftUI
    /// redacts views marked with this modifier when you apply the privacy redaction reason",
    /// Apple's documentation): under `.redacted(reason: .privacy)` its text is drawn as the
    /// placeholder bars of `.redacted(reason: .placeholder)`; otherwise nothing changes.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive && reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }
}
