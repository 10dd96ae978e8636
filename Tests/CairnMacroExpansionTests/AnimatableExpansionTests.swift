import CairnMacroExpansion
import Testing

/// SwiftUI's `@Animatable` (iOS 26): `animatableData` from the animatable stored properties,
/// and the conformance when missing, as Cairn's plug-in writes them.
@Suite struct AnimatableExpansionTests {
    static func members(_ declaration: String) -> MacroExpansionResult {
        AnimatableMacroExpansion.members(declaration: MacroSyntax(declaration))
    }

    /// Apple's example: `width` and `angle` are paired; `isOpaque` is ignored; the function,
    /// the computed property and the static constant are not stored instance properties.
    @Test func applesExampleTakesTheAnimatableProperties() {
        let result = Self.members("""
        @Animatable
        struct CoolShape: Shape {
            var width: CGFloat
            var angle: Angle
            @AnimatableIgnored var isOpaque: Bool
            static var count: Int = 0
            var area: CGFloat { width * width }
            let name: String = "cool"
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        """)
        #expect(result == .expanded("""
        var animatableData: AnimatablePair<CGFloat.AnimatableData, Angle.AnimatableData> {
            get { AnimatablePair(width.animatableData, angle.animatableData) }
            set {
                width.animatableData = newValue.first
                angle.animatableData = newValue.second
            }
        }
        """))
    }

    /// Three properties nest to the right; observers and initial values keep a property
    /// stored; a public type's witness is public; wrappers are left out.
    @Test func threePropertiesNestAndAccessFollowsTheType() {
        let result = Self.members("""
        @Animatable public struct Ring: Shape {
            public var start: Double = 0 { didSet { } }
            var end: Double
            {
                willSet { }
            }
            @State var tapped: Bool = false
            private(set) var thickness: CGFloat = 4; var ignoredTrailing = "x".count > 0 ? 1 : 2
            var body: some View
            {
                Text("x")
            }
        }
        """)
        // `ignoredTrailing` has no written type: reported, so the file says what to write.
        #expect(result.expandedSource == nil)
        #expect(result.diagnostics.first?.message == "'@Animatable' needs the type of 'ignoredTrailing' written ('var ignoredTrailing: Double = …'), or mark it '@AnimatableIgnored'")
        let fixed = Self.members("""
        @Animatable public struct Ring: Shape {
            public var start: Double = 0 { didSet { } }
            var end: Double
            {
                willSet { }
            }
            @State var tapped: Bool = false
            private(set) var thickness: CGFloat = 4
            var body: some View
            {
                Text("x")
            }
        }
        """)
        #expect(fixed == .expanded("""
        public var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<Double.AnimatableData, CGFloat.AnimatableData>> {
            get { AnimatablePair(start.animatableData, AnimatablePair(end.animatableData, thickness.animatableData)) }
            set {
                start.animatableData = newValue.first
                end.animatableData = newValue.second.first
                thickness.animatableData = newValue.second.second
            }
        }
        """))
    }

    /// One property is its own data; none is `EmptyAnimatableData`.
    @Test func oneOrNoProperty() {
        #expect(Self.members("@Animatable struct Dot: Shape { var r: CGFloat }") == .expanded("""
        var animatableData: CGFloat.AnimatableData {
            get { r.animatableData }
            set {
                r.animatableData = newValue
            }
        }
        """))
        #expect(Self.members("@Animatable struct Flag: Shape { @AnimatableIgnored var on: Bool }") == .expanded("""
        var animatableData: EmptyAnimatableData {
            get { EmptyAnimatableData() }
            set { }
        }
        """))
    }

    /// The conformance is added only when the compiler lists it missing (a `Shape` conforms).
    @Test func conformanceWhenMissing() {
        let declaration = MacroSyntax("@Animatable struct Gauge { var value: Double }")
        #expect(AnimatableMacroExpansion.extensions(declaration: declaration, extendedType: MacroSyntax("Gauge"),
                                                    conformances: MacroSyntax("struct Placeholder: SwiftUI.Animatable {}"))
                == .expanded("extension Gauge: SwiftUI.Animatable {\n}"))
        #expect(AnimatableMacroExpansion.extensions(declaration: declaration, extendedType: nil,
                                                    conformances: MacroSyntax("struct Placeholder {}")) == .expanded(""))
    }

    /// A protocol or a malformed declaration is reported, not expanded.
    @Test func notAType() {
        #expect(Self.members("@Animatable protocol P {}").diagnostics.first?.message == "'@Animatable' applies to a struct, class or enum declaration")
        #expect(Self.members("@Animatable struct S { var x: Double").expandedSource == nil)
    }
}
