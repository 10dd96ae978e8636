import CairnViews
import Foundation

/// A type-erased list of the values pushed onto a `NavigationStack` (Apple:
/// `NavigationPath`, iOS 16: "A type-erased list of data representing the content of a
/// navigation stack"). A stack bound to a non-empty path shows the destination of its last
/// value, as `navigationDestination(for:destination:)` maps it, with a back button.
public struct NavigationPath: Equatable {
    /// The values, from the bottom of the stack to the top.
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root.
    public init() { elements = [] }

    /// A path of `elements`, bottom to top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values in the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` onto the top of the path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops `k` values off the top of the path. SwiftUI traps when `k` exceeds `count`; Cairn
    /// empties the path, and ignores a negative `k`.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(k, 0), elements.count))
    }
}

extension NavigationStack {
    /// A navigation stack showing `root` under the screens of `path` (Apple:
    /// `init(path:root:)`): the top value's destination (`navigationDestination(for:)`) is
    /// drawn, with a back button to the screen below.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
        self.path = path.wrappedValue.elements
    }

    /// A navigation stack showing `root` under the screens of a homogeneous `path` (Apple:
    /// `init(path:root:)` for a collection of hashable values).
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.init(root: root)
        self.path = path.wrappedValue.map { AnyHashable($0) }
    }
}

/// The key of the destinations for values of type `D` (`navigationDestination(for:)`).
enum NavigationDestinationKey<D: Hashable> {}

/// The key of a destination presented by `navigationDestination(isPresented:)` or
/// `navigationDestination(item:)`.
enum NavigationPresentedDestinationKey {}

/// A destination that `navigationDestination(isPresented:)` or `(item:)` declares: its
/// screen while presented, else nil.
struct PresentedNavigationDestination {
    let view: AnyView?
}

/// The key of `navigationBarBackButtonHidden(_:)`.
enum NavigationBackButtonHiddenKey {}

/// A registered destination: makes the screen for a value of its type.
struct NavigationDestinationValue {
    let make: (AnyHashable) -> AnyView?

    /// The key under which destinations for `value`'s type are registered.
    static func key(for value: AnyHashable) -> ObjectIdentifier? {
        guard let hashable = value.base as? any Hashable else { return nil }
        return key(of: hashable)
    }

    private static func key<T: Hashable>(of _: T) -> ObjectIdentifier { ObjectIdentifier(NavigationDestinationKey<T>.self) }
}

extension View {
    /// Maps values of type `D` on a navigation stack's path to the screens they show (Apple:
    /// `navigationDestination(for:destination:)`). A still shows the destination of the
    /// path's top value (`NavigationStack(path:)`); a `NavigationLink(value:)` draws its
    /// label and pushes nothing, as at rest.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationDestinationKey<D>.self),
                        value: NavigationDestinationValue { ($0.base as? D).map { AnyView(destination($0)) } })
    }

    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true
    /// (Apple: `navigationDestination(isPresented:destination:)`, iOS 16): a still bound to
    /// `.constant(true)` shows the destination, with a back button.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationPresentedDestinationKey.self),
                        value: PresentedNavigationDestination(view: isPresented.wrappedValue ? AnyView(destination()) : nil))
    }

    /// Pushes the destination for `item` onto the enclosing navigation stack while it is
    /// not nil (Apple: `navigationDestination(item:destination:)`, iOS 17).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationPresentedDestinationKey.self),
                        value: PresentedNavigationDestination(view: item.wrappedValue.map { AnyView(destination($0)) }))
    }

    /// Hides the back button of a pushed screen (Apple: `navigationBarBackButtonHidden(_:)`);
    /// on a root screen, which has none, it changes nothing.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        LayoutValueView(content: self, key: ObjectIdentifier(NavigationBackButtonHiddenKey.self), value: hidesBackButton)
    }
}

/// The back button of a pushed screen. iOS 17 (UINavigationBar's back item): a large
/// semibold `chevron.backward` and the title of the screen below ("Back" when it has none)
/// in the tint, 8 points from the leading edge. iOS 26: the chevron alone, on the bar's glass
/// (the previous title moved to the button's long-press menu). The chevron's weight and
/// scale are Cairn's estimate (the body font's semibold chevron at `.large` scale, as UIKit's
/// back indicator sits a little larger than the title beside it). When the bar has less room
/// than the previous title needs beside a centred title, the button reads "Back", and with
/// less still the chevron alone (UIKit's `UINavigationItem.BackButtonDisplayMode.default`:
/// the previous title, the generic "Back" title when it does not fit, else the indicator).
struct NavigationBackButton: View {
    let title: Text?
    let glass: Bool

    var body: some View {
        Button(action: {}) {
            if glass {
                Image(systemName: "chevron.backward").fontWeight(.semibold)
            } else {
                ViewThatFits(in: .horizontal) {
                    labelled(title ?? Text("Back"))
                    if title != nil { labelled(Text("Back")) }
                    chevron.padding(.leading, -8)
                }
            }
        }
    }

    private var chevron: some View {
        Image(systemName: "chevron.backward").fontWeight(.semibold).imageScale(.large)
    }

    private func labelled(_ text: Text) -> some View {
        HStack(spacing: 5) {
            chevron
            text.lineLimit(1)
        }
        .padding(.leading, -8)
    }
}

/// The screens a navigation stack shows above its root: the destinations of its path's
/// values, then any presented destination, each looked up on the screen below (and the
/// root). Returns the top screen's resolved node and the title of the screen under it.
struct NavigationPushedScreens {
    /// The top screen, resolved.
    let top: ViewNode
    /// The title of the screen under the top one.
    let previousTitle: Text?
    /// The title display mode the top screen inherits when it sets none.
    let inheritedMode: Any?

    /// At most this many screens are resolved (a path longer than this shows its top
    /// value's screen resolved over the last few).
    static let maximumDepth = 64

    static func resolve(root: ViewNode, path: [AnyHashable], context: ResolveContext) -> NavigationPushedScreens? {
        var screens = [root]
        var index = 0
        func lookup(_ value: AnyHashable) -> AnyView? {
            guard let key = NavigationDestinationValue.key(for: value) else { return nil }
            for screen in screens.reversed() {
                if let d = screen.layoutValues[key] as? NavigationDestinationValue, let view = d.make(value) { return view }
            }
            return nil
        }
        func push(_ view: AnyView) {
            var c = context.child(20 + index)
            c.environment.pendingSearchField = nil
            screens.append(c.resolveSingle(view, implicit: .vertical))
            index += 1
        }
        for value in path.suffix(maximumDepth) {
            // A value without a destination pushes nothing (SwiftUI logs a warning).
            if let view = lookup(value) { push(view) }
        }
        while index < maximumDepth, let presented = (screens.last?.layoutValues[ObjectIdentifier(NavigationPresentedDestinationKey.self)] as? PresentedNavigationDestination)?.view {
            push(presented)
        }
        guard screens.count > 1 else { return nil }
        let below = screens[screens.count - 2]
        let top = screens[screens.count - 1]
        // UIKit's `.automatic` large-title mode: the mode of the nearest screen below that set one.
        let modeKey = ObjectIdentifier(NavigationDisplayModeKey.self)
        let inherited = top.layoutValues[modeKey] == nil ? screens.dropLast().last(where: { $0.layoutValues[modeKey] != nil })?.layoutValues[modeKey] : nil
        return NavigationPushedScreens(top: top, previousTitle: below.layoutValues[ObjectIdentifier(NavigationTitleKey.self)] as? Text,
                                       inheritedMode: inherited)
    }
}
