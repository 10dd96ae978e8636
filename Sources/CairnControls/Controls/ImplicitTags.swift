import Foundation
import CairnViews

/// Content that tags its views without `.tag(_:)`: a `ForEach` directly inside a `Picker`
/// or `TabView` tags each element's views with the element's id.
///
/// Apple (`Picker`): "ForEach automatically assigns a tag to the selection views using each
/// option's id" — so `Picker("Flavor", selection: $flavor) { ForEach(Flavor.allCases) {
/// Text($0.rawValue) } }` selects by id. As in SwiftUI, the implicit tag only matches a
/// selection of the id's type, and an explicit `.tag(_:)` wins.
protocol ImplicitlyTaggedContent {
    /// The content's views, each carrying its element's id as its tag unless it has one.
    func resolveTagged(_ context: ResolveContext) -> [ViewNode]
}

extension ForEach: ImplicitlyTaggedContent where Content: View {
    func resolveTagged(_ context: ResolveContext) -> [ViewNode] {
        // The same identities as `makeNodes`, so a tagged option is the view ForEach makes.
        var nodes: [ViewNode] = []
        for element in data.prefix(ForEachLimit.maximumCount) {
            let id = AnyHashable(idOf(element))
            let made = context.child(id: id).resolve(content(element))
            for node in made where node.tagValue == nil { node.layoutValues[ObjectIdentifier(TagValueKey.self)] = id }
            nodes.append(contentsOf: made)
        }
        return nodes
    }
}

extension ResolveContext {
    /// Resolves a picker's or tab view's content, with a `ForEach`'s implicit tags.
    func resolveOptions<V: View>(_ content: V) -> [ViewNode] {
        if let tagged = content as? any ImplicitlyTaggedContent { return tagged.resolveTagged(self) }
        return resolve(content)
    }
}
