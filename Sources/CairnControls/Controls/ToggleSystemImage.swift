import Foundation
import CairnViews

extension Toggle where Label == CairnViews.Label<Text, Image> {
    /// A toggle labelled by an SF Symbol and text from a localized string key, as SwiftUI's
    /// iOS 17 `init(_:systemImage:isOn:)` ("Creates a toggle that generates its label from a
    /// localized string key and system image name", Apple's documentation): the same as
    /// `Toggle(isOn:) { Label(titleKey, systemImage:) }`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { CairnViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled by an SF Symbol and a string shown verbatim, as SwiftUI's iOS 17
    /// `init(_:systemImage:isOn:)` for a `StringProtocol` title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { CairnViews.Label(title, systemImage: systemImage) }
    }
}
