import CairnDisplayList
import CairnGeometry
import CairnLayout
import CairnTransferable
import Foundation

// Modifiers Apple declares for macOS, watchOS, tvOS or visionOS, or for input a still never
// receives (the pointer, modifier keys, the Digital Crown, hand gestures, window activation,
// drag sessions). Multiplatform SwiftUI uses them beside iOS code, often without `#if os`;
// Cairn declares them with Apple's names, labels and defaults so such files compile. Each
// changes nothing drawn: Cairn draws the iPhone's look at rest, where none of them shows
// (`toolbarItemHidden(true)` alone removes its view, as macOS does). Availability and
// descriptions are from Apple's documentation pages, named on each.

/// A view that is not there: `toolbarItemHidden(true)`.
struct RemovedView<Content: View>: View, PrimitiveView {
    let content: Content
    let removed: Bool
    var body: Never { primitiveBody(Self.self) }
    func makeNodes(_ context: ResolveContext) -> [ViewNode] { removed ? [] : context.resolve(content) }
}

extension View {
    /// Sets the severity of the alerts and confirmation dialogs this view presents (Apple:
    /// `dialogSeverity(_:)`, macOS 13 and watchOS 10; macOS adds a caution symbol to
    /// `.critical`). iOS's dialogs have no severity: nothing changes.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }

    /// Adds actions to a section (Apple: `sectionActions(content:)`, iOS 18), shown by a
    /// sidebar's section (iPadOS, macOS). Cairn draws the iPhone's compact lists and tab bars,
    /// where no section shows them: nothing is drawn (Cairn's reading of where they appear).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Adds an implicit hover-effect group (Apple: `hoverEffectGroup()`, visionOS 2). A still
    /// has no hover: nothing changes.
    public func hoverEffectGroup() -> some View { self }

    /// Adds `group` to the hover effects inside (Apple: visionOS 2). Nothing changes.
    public func hoverEffectGroup(_ group: HoverEffectGroup?) -> some View { self }

    /// Adds a hover-effect group named `id` in `namespace` (Apple: visionOS 2). Nothing changes.
    public func hoverEffectGroup(id: String? = nil, in namespace: Namespace.ID, behavior: HoverEffectGroup.Behavior = .activatesGroup) -> some View { self }

    /// Asks the containing list row to drop its hover effect (Apple: visionOS 1). Nothing
    /// changes.
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Hides this view within a control-group toolbar item (Apple: `toolbarItemHidden(_:)`,
    /// macOS 15): when `hidden`, the view is removed, taking no room, as macOS removes it.
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View { RemovedView(content: self, removed: hidden) }

    /// Suggestions offered while typing in this field (Apple: `textInputSuggestions(_:)`,
    /// macOS 15). They show only while editing: nothing is drawn at rest.
    public func textInputSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Suggestions for each element of `data` (Apple: macOS 15). Nothing is drawn at rest.
    public func textInputSuggestions<Data: RandomAccessCollection, Content: View>(
        _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) -> some View where Data.Element: Identifiable { self }

    /// Suggestions for each element of `data`, identified by `id` (Apple: macOS 15). Nothing is
    /// drawn at rest.
    public func textInputSuggestions<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) -> some View { self }

    /// The string a suggestion completes to (Apple: `textInputCompletion(_:)`, macOS 15).
    /// Nothing changes.
    public func textInputCompletion(_ completion: String) -> some View { self }

    /// Sets the active appearance of materials inside (Apple: `materialActiveAppearance(_:)`,
    /// iOS 18). iOS's materials are always active: the drawing is unchanged; the value is in
    /// the environment.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
        environment(\.materialActiveAppearance, appearance)
    }

    /// The pointer shown over the view (Apple: `pointerStyle(_:)`, macOS 15, visionOS 2). A
    /// still has no pointer: nothing changes.
    public func pointerStyle(_ style: PointerStyle?) -> some View { self }

    /// Whether the pointer shows over the view (Apple: `pointerVisibility(_:)`, macOS 15).
    /// Nothing changes.
    public func pointerVisibility(_ visibility: Visibility) -> some View { self }

    /// What a drag from this view may do (Apple: `dragConfiguration(_:)`, macOS 26). Nothing
    /// changes at rest.
    public func dragConfiguration(_ configuration: DragConfiguration) -> some View { self }

    /// How dragged previews are composed (Apple: `dragPreviewsFormation(_:)`, macOS 26).
    /// Nothing changes at rest.
    public func dragPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View { self }

    /// How dropped previews are composed (Apple: `dropPreviewsFormation(_:)`, macOS 26).
    /// Nothing changes at rest.
    public func dropPreviewsFormation(_ formation: DragDropPreviewsFormation) -> some View { self }

    /// Marks the view's content as protected from screen capture (Apple:
    /// `contentCaptureProtected(_:)`, visionOS 26). A render is not a capture the system
    /// blocks: the view draws as it is.
    public func contentCaptureProtected(_ isActive: Bool = true) -> some View { self }

    /// Whether gestures here may handle the events that activate the window (Apple:
    /// `allowsWindowActivationEvents(_:)`, iOS 18). Nothing changes in a still.
    public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }

    /// A watchOS quick action (Apple: `accessibilityQuickAction(style:content:)`, watchOS 9).
    /// Nothing changes.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, @ViewBuilder content: () -> Content) -> some View { self }

    /// A watchOS quick action shown while `isActive` (Apple: watchOS 9). Nothing changes.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content) -> some View { self }

    /// Fills the toolbar of a container's own content (Apple: `contentToolbar(for:content:)`,
    /// iOS 18.4; `.tabViewSidebar`, a sidebar iPhone never shows): nothing is drawn.
    public func contentToolbar<Content: View>(for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content) -> some View { self }

    /// The height of wheel picker rows (Apple: `defaultWheelPickerItemHeight(_:)`, watchOS).
    /// Nothing changes on iPhone.
    public func defaultWheelPickerItemHeight(_ height: CGFloat) -> some View { self }

    /// Tracks the Digital Crown into `binding` (Apple: watchOS 6). A still has no crown.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View { self }

    /// Tracks the Digital Crown within a range (Apple: watchOS 6). Nothing changes.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true) -> some View where V.Stride: BinaryFloatingPoint { self }

    /// Tracks the Digital Crown with change and idle actions (Apple: watchOS 9). Nothing changes.
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}) -> some View { self }

    /// Places a view beside the Digital Crown (Apple: `digitalCrownAccessory(content:)`,
    /// watchOS 9). iPhone has no crown: nothing is drawn.
    public func digitalCrownAccessory<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Shows or hides the Digital Crown accessory (Apple: watchOS 9). Nothing changes.
    public func digitalCrownAccessory(_ visibility: Visibility) -> some View { self }

    /// A focus scope for default focus (Apple: `focusScope(_:)`, macOS, tvOS, watchOS). Focus
    /// does not show at rest: nothing changes.
    public func focusScope(_ namespace: Namespace.ID) -> some View { self }

    /// Guides focus movement through this view's frame (Apple: `focusSection()`, macOS 13,
    /// tvOS 15). Nothing changes.
    public func focusSection() -> some View { self }

    /// Prefers this view for default focus in `namespace` (Apple: macOS, tvOS, watchOS).
    /// Nothing changes.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }

    /// Assigns a hand gesture to this control (Apple: `handGestureShortcut(_:isEnabled:)`,
    /// iOS 18; watchOS's double tap). Nothing changes.
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> some View { self }

    /// Lays radio-group pickers out horizontally (Apple: `horizontalRadioGroupLayout()`,
    /// macOS). iOS has no radio groups: nothing changes.
    public func horizontalRadioGroupLayout() -> some View { self }

    /// The colour of a watchOS list row's platter (Apple: `listRowPlatterColor(_:)`, watchOS
    /// 6, deprecated). iPhone rows have no platter: nothing changes.
    public func listRowPlatterColor(_ color: Color?) -> some View { self }

    /// The view shown while `modifiers` are held (Apple: `modifierKeyAlternate(_:_:)`, macOS
    /// 15). No key is held in a still: the view itself is drawn.
    public func modifierKeyAlternate<V: View>(_ modifiers: EventModifiers, @ViewBuilder _ alternate: () -> V) -> some View { self }

    /// Runs `action` when hardware modifier keys change (Apple:
    /// `onModifierKeysChanged(mask:initial:_:)`, macOS 15). No key is ever pressed: with
    /// `initial` the action runs once as the view appears, with no keys old or new.
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true,
                                      _ action: @escaping (EventModifiers, EventModifiers) -> Void) -> some View {
        onAppear { if initial { action([], []) } }
    }

    /// Runs `action` on a long touch of the Siri Remote (Apple: `onLongTouchGesture`, tvOS 16).
    /// Nothing is touched in a still.
    public func onLongTouchGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onTouchingChanged: ((Bool) -> Void)? = nil) -> some View { self }

    /// The toolbar style of windows this view opens (Apple: `presentedWindowToolbarStyle(_:)`,
    /// macOS 11). Nothing changes.
    public func presentedWindowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some View { self }

    /// The Touch Bar's content (Apple: `touchBar(content:)`, macOS). Nothing is drawn.
    public func touchBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// The Touch Bar's content (Apple: `touchBar(_:)`, macOS). Nothing is drawn.
    public func touchBar<Content: View>(_ touchBar: TouchBar<Content>) -> some View { self }

    /// How this view takes part in Touch Bar customisation (Apple: macOS). Nothing changes.
    public func touchBarItemPresence(_ presence: TouchBarItemPresence) -> some View { self }

    /// The point a window resizes around when this view's size changes (Apple:
    /// `windowResizeAnchor(_:)`, macOS 26). Nothing changes.
    public func windowResizeAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// When the window toolbar shows in full screen (Apple:
    /// `windowToolbarFullScreenVisibility(_:)`, iOS 18; macOS behaviour). Nothing changes.
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> some View { self }

    /// Asks for confirmation when the view's window is dismissed (Apple:
    /// `dismissalConfirmationDialog(_:shouldPresent:actions:)`, macOS 15). No dismissal is
    /// attempted in a still: nothing is drawn.
    public func dismissalConfirmationDialog<A: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation when the window is dismissed, titled `title` (Apple: macOS 15).
    public func dismissalConfirmationDialog<S: StringProtocol, A: View>(_ title: S, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation when the window is dismissed, titled `title` (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View>(_ title: Text, shouldPresent: Bool, @ViewBuilder actions: () -> A) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, shouldPresent: Bool,
                                                              @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, shouldPresent: Bool,
                                                                                 @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Asks for confirmation with a message when the window is dismissed (Apple: macOS 15).
    public func dismissalConfirmationDialog<A: View, M: View>(_ title: Text, shouldPresent: Bool,
                                                              @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
}

extension View {
    /// The viewpoints a volume's window bar and ornaments support (Apple:
    /// `supportedVolumeViewpoints(_:)`, visionOS 2). A flat still has none: nothing changes.
    public func supportedVolumeViewpoints(_ viewpoints: SquareAzimuth.Set) -> some View { self }

    /// Runs `action` when the volume's viewpoint changes (Apple:
    /// `onVolumeViewpointChange(updateStrategy:initial:_:)`, visionOS 2). A still is seen from
    /// the front and never moves: with `initial`, the action runs once as the view appears,
    /// from the front to the front.
    public func onVolumeViewpointChange(updateStrategy: VolumeViewpointUpdateStrategy = .supported, initial: Bool = true,
                                        _ action: @escaping (Viewpoint3D, Viewpoint3D) -> Void) -> some View {
        onAppear { if initial { action(Viewpoint3D(squareAzimuth: .front), Viewpoint3D(squareAzimuth: .front)) } }
    }

    /// Runs `action` when the user recentres with the Digital Crown (Apple:
    /// `onWorldRecenter(action:)`, visionOS 26). It never happens in a still.
    public func onWorldRecenter(action: @escaping @MainActor () -> Void) -> some View { self }

    /// Presents an ornament outside the window (Apple: `ornament(visibility:attachmentAnchor:
    /// contentAlignment:ornament:)`, visionOS 1). It lies outside the window a still shows:
    /// nothing is drawn.
    public func ornament<Content: View>(visibility: Visibility = .automatic, attachmentAnchor: OrnamentAttachmentAnchor,
                                        contentAlignment: Alignment = .center, @ViewBuilder ornament: () -> Content) -> some View { self }

    /// Makes the views inside a drag container whose payload comes from the identifiers
    /// dragged (Apple: `dragContainer(for:in:_:)`, macOS 26). Nothing changes at rest.
    public func dragContainer<Item: Transferable & Identifiable, Data: Collection>(
        for itemType: Item.Type = Item.self, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([Item.ID]) -> Data) -> some View where Item == Data.Element, Item.ID: Sendable { self }

    /// A drag container identifying items by `itemID` (Apple: `dragContainer(for:itemID:in:_:)`,
    /// macOS 26). Nothing changes at rest.
    public func dragContainer<ItemID: Hashable & Sendable, Item: Transferable, Data: Collection>(
        for itemType: Item.Type = Item.self, itemID: KeyPath<Item, ItemID>, in namespace: Namespace.ID? = nil,
        _ payload: @escaping ([ItemID]) -> Data) -> some View where Item == Data.Element { self }

    /// The items selected for a drag container (Apple: `dragContainerSelection(_:containerNamespace:)`,
    /// macOS 26). Nothing changes at rest.
    public func dragContainerSelection<ItemID: Hashable & Sendable>(_ selection: @autoclosure @escaping () -> [ItemID],
                                                                    containerNamespace: Namespace.ID? = nil) -> some View { self }
}
