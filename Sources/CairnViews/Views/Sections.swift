import CairnLayout
import Foundation

// `ForEach(sections:)` and `Group(sections:)` (iOS 18): a container reads the sections of its
// content. `Section` lives in CairnControls, above this module; while a section container
// resolves its content, the resolver hands each `Section` value to a `SectionCollector`,
// which resolves its header, content and footer apart (the three stored views, read by
// reflection) and keeps them beside the node it returns.

/// Collects the sections a section container's content resolves to.
package final class SectionCollector {
    /// The parts of each section node made, by the node's object identity.
    fileprivate var parts: [ObjectIdentifier: (header: [ViewNode], content: [ViewNode], footer: [ViewNode])] = [:]
    /// What each view type seen is to the collector (looked up once per type).
    private var kinds: [ObjectIdentifier: Kind] = [:]
    private enum Kind { case section, transparent, opaque }

    /// The node of `view` when it is a `Section`: a vertical stack of its header, content and
    /// footer (what it draws where nothing reads its sections), its parts kept apart. Any
    /// other primitive view but those that only pass their content on (`Group`, `ForEach`,
    /// `if`, several views) is resolved without the collector: a `Section` inside a stack or
    /// a `List` of the content stays part of that view.
    func intercept<V: View>(_ view: V, _ context: ResolveContext) -> [ViewNode]? {
        let key = ObjectIdentifier(V.self)
        let kind = kinds[key] ?? {
            let answer: Kind = String(reflecting: V.self).hasPrefix("CairnControls.Section<") ? .section
                : V.Body.self != Never.self || V.self is any SectionTransparent.Type ? .transparent : .opaque
            kinds[key] = answer
            return answer
        }()
        switch kind {
        case .transparent: return nil
        case .opaque:
            var inner = context
            inner.sectionCollector = nil
            return inner.resolve(view)
        case .section: break
        }
        var inner = context
        inner.sectionCollector = nil
        var header: [ViewNode] = [], content: [ViewNode] = [], footer: [ViewNode] = []
        func nodes<T: View>(_ part: T, _ index: Int) -> [ViewNode] { inner.child(index).resolve(part) }
        for child in Mirror(reflecting: view).children {
            guard let part = child.value as? any View else { continue }
            switch child.label {
            case "header": header = nodes(part, 0)
            case "content": content = nodes(part, 1)
            case "footer": footer = nodes(part, 2)
            default: break
            }
        }
        let node = ViewNode.container(VStackLayout(), children: header + content + footer, context: context, name: "Section")
        parts[ObjectIdentifier(node)] = (header, content, footer)
        return [node]
    }
}

/// A primitive view that only passes its content on to its parent (a `Group`, a `ForEach`,
/// a builder's several views, `if`): a `Section` in it is still a section of the content.
package protocol SectionTransparent {}

extension TupleView: SectionTransparent {}
extension Group: SectionTransparent {}
extension ForEach: SectionTransparent {}
extension ConditionalContent: SectionTransparent {}
extension Optional: SectionTransparent {}
extension AnyView: SectionTransparent {}
extension ContainerValueView: SectionTransparent {}
extension IDView: SectionTransparent {}

/// The sections of one view's content.
struct ResolvedSections {
    var sections: [SectionConfiguration] = []

    /// Resolves `content` for a section container at `context`: each `Section` is one
    /// section; each run of views outside sections is an implicit section without header or
    /// footer.
    static func resolve<V: View>(_ content: V, _ context: ResolveContext) -> ResolvedSections {
        var inner = context.child(id: SubviewsIdentity.sections)
        let collector = SectionCollector()
        inner.sectionCollector = collector
        let nodes = inner.resolve(content)
        var result = ResolvedSections()
        var loose: [ViewNode] = []
        // A part drawn a second time gets nodes of their own: the content resolved again.
        func again(_ index: Int, _ part: KeyPath<SectionConfiguration, SubviewsCollection>) -> () -> [ViewNode] {
            {
                let sections = resolve(content, context).sections
                return sections.indices.contains(index) ? sections[index][keyPath: part].source.nodes : []
            }
        }
        func section(id: Int, values: ContainerValues, _ header: [ViewNode], _ body: [ViewNode], _ footer: [ViewNode]) -> SectionConfiguration {
            let index = result.sections.count
            return SectionConfiguration(id: SectionConfiguration.ID(identity: id, ordinal: index), containerValues: values,
                                        header: SubviewsCollection(source: ResolvedSubviews(nodes: header, reresolve: again(index, \.header))),
                                        footer: SubviewsCollection(source: ResolvedSubviews(nodes: footer, reresolve: again(index, \.footer))),
                                        content: SubviewsCollection(source: ResolvedSubviews(nodes: body, reresolve: again(index, \.content))))
        }
        func flushLoose() {
            guard let first = loose.first else { return }
            result.sections.append(section(id: first.identity, values: ContainerValues(), [], loose, []))
            loose = []
        }
        for node in nodes {
            if let parts = collector.parts[ObjectIdentifier(node)] {
                flushLoose()
                result.sections.append(section(id: node.identity, values: node.containerValuesForSubview, parts.header, parts.content, parts.footer))
            } else {
                loose.append(node)
            }
        }
        flushLoose()
        return result
    }
}

/// One section of a view's content, as SwiftUI's `SectionConfiguration` (iOS 18): its header,
/// content and footer as subviews collections, read by `ForEach(sections:content:)` and
/// `Group(sections:transform:)`. Views outside any `Section` form an implicit section whose
/// header and footer are empty.
public struct SectionConfiguration: Identifiable {
    /// The stable identity of a section, as SwiftUI's `SectionConfiguration.ID`.
    public struct ID: Hashable {
        let identity: Int
        let ordinal: Int
    }
    /// The section's identity.
    public let id: ID
    /// The values the section gave its container with `.containerValue(_:_:)`.
    public let containerValues: ContainerValues
    /// The section's header (empty when it has none).
    public let header: SubviewsCollection
    /// The section's footer (empty when it has none).
    public let footer: SubviewsCollection
    /// The section's content: several subviews; put it in a container to place it as one.
    public let content: SubviewsCollection
}

/// The sections of a view, as SwiftUI's `SectionCollection` (iOS 18), given to
/// `Group(sections:transform:)`.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    /// 0.
    public var startIndex: Int { 0 }
    /// The number of sections.
    public var endIndex: Int { sections.count }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The data of `ForEach(sections:content:)`, as SwiftUI's `ForEachSectionCollection`: you
/// don't use it directly; it holds no sections (they are resolved where the `ForEach` is
/// laid out).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// 0.
    public var startIndex: Int { 0 }
    /// 0: the sections are resolved where the `ForEach` is laid out.
    public var endIndex: Int { 0 }
    /// No element is stored (the collection is empty until laid out).
    public subscript(position: Int) -> SectionConfiguration { preconditionFailure("ForEachSectionCollection is empty until laid out") }
}

extension ForEach where Content: View, Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    /// One view per section of `view`, as SwiftUI's `ForEach(sections:content:)` (iOS 18):
    /// each `Section` is a section; views outside sections form an implicit section with an
    /// empty header and footer.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(data: ForEachSectionCollection(), id: \SectionConfiguration.id, content: content)
        custom = { context in
            var nodes: [ViewNode] = []
            for section in ResolvedSections.resolve(view, context).sections {
                nodes.append(contentsOf: context.child(id: section.id).resolve(content(section)))
            }
            return nodes
        }
    }
}

/// The content of `Group(sections:transform:)`, as SwiftUI's `GroupSectionsOfContent`: you
/// don't use it directly.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content
    /// Never evaluated: a primitive view.
    public var body: Never { primitiveBody(Self.self) }
    package func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let collection = SectionCollection(sections: ResolvedSections.resolve(sections, context).sections)
        return context.child(1).resolve(transform(collection))
    }
}

extension Group {
    /// A group of the view `transform` makes from the sections of `view`, as SwiftUI's
    /// `Group(sections:transform:)` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(sections: view, transform: transform)
    }
}
