import Cairn
import Testing
import CairnTestSupport

// Custom guides used below.

/// Seed 004: a guide a third of the way across.
private struct OneThirdWidthID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
}

/// A custom guide whose default is the leading edge.
private struct CustomLeadingID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// Seed 002's menu guide: default the horizontal centre.
private struct MenuAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

extension HorizontalAlignment {
    fileprivate static let oneThird = HorizontalAlignment(OneThirdWidthID.self)
    fileprivate static let customLeading = HorizontalAlignment(CustomLeadingID.self)
    fileprivate static let menu = HorizontalAlignment(MenuAlignment.self)
}

extension Alignment {
    /// Seed 004: a two-axis point from a custom guide.
    fileprivate static let customAlignment = Alignment(horizontal: .oneThird, vertical: .top)
}

extension VerticalAlignment {
    /// Seed 000: a hand-written `.center`.
    fileprivate struct MyCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    fileprivate static let myCenter = VerticalAlignment(MyCenter.self)

    /// Seed 000: the cross-view selection guide (default: the vertical centre).
    fileprivate struct SelectAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }
    fileprivate static let select = VerticalAlignment(SelectAlignment.self)
}

/// Alignment guides, reference §10; seeds 000, 002, 004.
@Suite struct AlignmentTests {
    // Seed 004 AlignmentGuideDemo: two 100×100 rectangles in VStack(alignment: .leading);
    // the first's leading guide is 0 + 30. Origins x −30 and 0 → the VStack spans −30…100:
    // 130 wide (30 wider than the rectangles, [V] OpenSwiftUI snapshot); shifted by 30:
    // r1 x 0, r2 x 30. Height 100 + 8 + 100 = 208.
    @Test func seed004LeadingPlus30() {
        let l = layOut(VStack(alignment: .leading) {
            Color.blue.frame(width: 100, height: 100)
                .alignmentGuide(.leading) { d in d[.leading] + 30 }.id("r1")
            Color.blue.frame(width: 100, height: 100).id("r2")
        }.id("v"), 130, 208)
        expectFrame(l, "v", rect(0, 0, 130, 208))
        expectFrame(l, "r1", rect(0, 0, 100, 100))
        expectFrame(l, "r2", rect(30, 108, 100, 100))
    }

    // Seed 004's `oneThird` guide: 100-wide and 60-wide children: guides 33.33 and 20 →
    // spans −33.33…66.67 and −20…40 → 100 wide; r2 at x 33.33 − 20 = 13.33.
    @Test func seed004OneThirdGuide() {
        let l = layOut(VStack(alignment: .oneThird, spacing: 0) {
            fixed(100, 20).id("r1")
            fixed(60, 20).id("r2")
        }, 100, 40)
        expectSize(l, CGSize(width: 100, height: 40))
        expectFrame(l, "r1", rect(0, 0, 100, 20))
        expectFrame(l, "r2", rect(100.0 / 3 - 20, 20, 60, 20))
    }

    // Seed 004: `Alignment(horizontal: .oneThird, vertical: .top)` in a ZStack: 90×30 and
    // 30×60: guides x 30 and 10, tops 0: spans −30…60 and −10…20 → 90 wide, 60 tall;
    // r2 at x 20.
    @Test func seed004CustomTwoAxisAlignment() {
        let l = layOut(ZStack(alignment: .customAlignment) { fixed(90, 30).id("r1"); fixed(30, 60).id("r2") }, 90, 60)
        expectSize(l, CGSize(width: 90, height: 60))
        expectFrame(l, "r1", rect(0, 0, 90, 30))
        expectFrame(l, "r2", rect(20, 0, 30, 60))
    }

    // Seed 004: chained guides. The first closure sees leading 0, explicit nil, and returns
    // width / 3 = 33.33; the second sees leading 33.33 and explicit 33.33 and returns the
    // centre, 50. Against a 100-wide sibling in VStack(alignment: .leading, spacing: 0): r1
    // x −50 → 150 wide; r1 at 0, r2 at 50.
    @Test func seed004ChainedGuidesSeeEarlierExplicitValues() {
        let first = Recorder<(CGFloat, CGFloat?)>((-1, -1))
        let second = Recorder<(CGFloat, CGFloat?)>((-1, -1))
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            Color.blue.frame(width: 100, height: 100)
                .alignmentGuide(.leading) { d in
                    first.value = (d[.leading], d[explicit: .leading])
                    return d.width / 3
                }
                .alignmentGuide(.leading) { d in
                    second.value = (d[.leading], d[explicit: .leading])
                    return d[HorizontalAlignment.center]
                }.id("r1")
            Color.blue.frame(width: 100, height: 100).id("r2")
        }, 150, 200)
        #expect(first.value.0 == 0 && first.value.1 == nil, "first closure saw \(first.value)")
        #expect(close(second.value.0, 100.0 / 3) && second.value.1.map { close($0, 100.0 / 3) } == true, "second closure saw \(second.value)")
        expectFrame(l, "r1", rect(0, 0, 100, 100))
        expectFrame(l, "r2", rect(50, 100, 100, 100))
    }

    // Seed 004: returning the default still sets an explicit value: `d[.leading]` returned
    // makes explicit leading 0. Read through a second guide: explicit = Optional(0).
    @Test func returningTheDefaultMakesItExplicit() {
        let seen = Recorder<CGFloat??>(nil)
        _ = layOut(VStack(alignment: .leading) {
            fixed(100, 100)
                .alignmentGuide(.leading) { d in d[.leading] }
                .alignmentGuide(.leading) { d in
                    seen.value = .some(d[explicit: .leading])
                    return d[.leading]
                }
        }, 100, 100)
        #expect(seen.value == .some(.some(0)), "saw \(String(describing: seen.value))")
    }

    // Seed 004 / §10: a view without text has both baselines at its bottom: for 100×100,
    // d[.firstTextBaseline] = d[.lastTextBaseline] = 100; no explicit values.
    @Test func baselinesOfAViewWithoutTextAreItsHeight() {
        let seen = Recorder<[CGFloat?]>([])
        _ = layOut(HStack(alignment: .firstTextBaseline) {
            Color.orange.frame(width: 100, height: 100).alignmentGuide(.firstTextBaseline) { d in
                seen.value = [d[.firstTextBaseline], d[.lastTextBaseline], d[explicit: .firstTextBaseline], d[explicit: .lastTextBaseline]]
                return d[.firstTextBaseline]
            }
        }, 100, 100)
        #expect(seen.value == [100, 100, nil, nil], "saw \(seen.value)")
    }

    // Baseline alignment of views without text = bottom alignment: 100×100 and 50×40 in
    // HStack(alignment: .firstTextBaseline) (and .lastTextBaseline): the small one at y 60.
    @Test(arguments: [VerticalAlignment.firstTextBaseline, .lastTextBaseline])
    func baselineAlignmentWithoutTextIsBottom(alignment: VerticalAlignment) {
        let l = layOut(HStack(alignment: alignment, spacing: 0) { fixed(100, 100).id("a"); fixed(50, 40).id("b") }, 150, 100)
        expectFrame(l, "a", rect(0, 0, 100, 100))
        expectFrame(l, "b", rect(100, 60, 50, 40))
    }

    // §10 / seed 004: a container passes up the top-most explicit first baseline and the
    // bottom-most explicit last baseline. VStack(spacing: 0) { A 50×30 (first 10, last 25);
    // B 50×30 at y 30 (first 5 → 35, last 20 → 50) }: first = min(10, 35) = 10,
    // last = max(25, 50) = 50. Next to a 20×20 marker (baselines 20):
    // .firstTextBaseline: stack −10…50, marker −20…0 → 70 tall; stack y 10, marker y 0.
    // .lastTextBaseline: stack −50…10, marker −20…0 → 60 tall; stack y 0, marker y 30.
    // (Combining the last baseline with min, OpenSwiftUI's bug §15.2, gives marker y 5.)
    @Test(arguments: [
        (VerticalAlignment.firstTextBaseline, CGFloat(10), CGFloat(0), CGFloat(70)),
        (.lastTextBaseline, 0, 30, 60),
    ])
    func containersCombineBaselines(alignment: VerticalAlignment, stackY: CGFloat, markerY: CGFloat, height: CGFloat) {
        let l = layOut(HStack(alignment: alignment, spacing: 0) {
            VStack(spacing: 0) {
                fixed(50, 30).alignmentGuide(.firstTextBaseline) { _ in 10 }.alignmentGuide(.lastTextBaseline) { _ in 25 }
                fixed(50, 30).alignmentGuide(.firstTextBaseline) { _ in 5 }.alignmentGuide(.lastTextBaseline) { _ in 20 }
            }.id("stack")
            fixed(20, 20).id("marker")
        }, 70, height)
        expectSize(l, CGSize(width: 70, height: height))
        expectFrame(l, "stack", rect(0, stackY, 50, 60))
        expectFrame(l, "marker", rect(50, markerY, 20, 20))
    }

    // §11/§10: a frame forwards its child's baselines, translated by the child's offset. A
    // 50×20 child with first baseline 15 in frame(100×100): `.topLeading` → the frame's
    // baseline 15; `.center` (child at y 40) → 55. In HStack(alignment: .firstTextBaseline,
    // spacing: 0) next to a 20×20 marker (baseline 20):
    // topLeading: frame −15…85, marker −20…0 → 105 tall; frame y 5, marker y 0.
    // center:     frame −55…45, marker −20…0 → 100 tall; frame y 0, marker y 35.
    @Test(arguments: [(Alignment.topLeading, CGFloat(5), CGFloat(0), CGFloat(105)), (.center, 0, 35, 100)])
    func frameForwardsBaselinesTranslated(alignment: Alignment, frameY: CGFloat, markerY: CGFloat, height: CGFloat) {
        let l = layOut(HStack(alignment: .firstTextBaseline, spacing: 0) {
            fixed(50, 20).alignmentGuide(.firstTextBaseline) { _ in 15 }.frame(width: 100, height: 100, alignment: alignment).id("f")
            fixed(20, 20).id("m")
        }, 120, height)
        expectSize(l, CGSize(width: 120, height: height))
        expectFrame(l, "f", rect(0, frameY, 100, 100))
        expectFrame(l, "m", rect(100, markerY, 20, 20))
    }

    // §10: custom guides are averaged across a container, translated into its coordinates.
    // HStack(spacing: 0) { A 40×20 (guide 10); B 60×20 (guide 30) at x 40 → 70 }: the HStack's
    // explicit value is (10 + 70) / 2 = 40. In VStack(alignment: .customLeading, spacing: 0)
    // above a 10×10 marker (default 0): HStack −40…60, marker 0…10 → 100 wide; HStack x 0,
    // marker x 40. (Untranslated, §15.3, would give (10 + 30) / 2 = 20.)
    @Test func customGuidesAreAveragedAndTranslated() {
        let l = layOut(VStack(alignment: .customLeading, spacing: 0) {
            HStack(spacing: 0) {
                fixed(40, 20).alignmentGuide(.customLeading) { _ in 10 }
                fixed(60, 20).alignmentGuide(.customLeading) { _ in 30 }
            }.id("h")
            fixed(10, 10).id("m")
        }, 100, 30)
        expectSize(l, CGSize(width: 100, height: 30))
        expectFrame(l, "h", rect(0, 0, 100, 20))
        expectFrame(l, "m", rect(40, 20, 10, 10))
    }

    // §10: views without an explicit value do not contribute to the average: HStack(spacing:
    // 0) { A 40×20 (guide 10); B 60×20 (none) } passes up 10 alone → marker x 10, width 100.
    @Test func onlyExplicitValuesAreAveraged() {
        let l = layOut(VStack(alignment: .customLeading, spacing: 0) {
            HStack(spacing: 0) {
                fixed(40, 20).alignmentGuide(.customLeading) { _ in 10 }
                fixed(60, 20)
            }.id("h")
            fixed(10, 10).id("m")
        }, 100, 30)
        expectFrame(l, "h", rect(0, 0, 100, 20))
        expectFrame(l, "m", rect(10, 20, 10, 10))
    }

    // §4/§10: stacks never pass up built-in guides. HStack(spacing: 0) { A with leading 10; B }
    // in VStack(alignment: .leading, spacing: 0) over a marker: the HStack aligns by its
    // default leading 0 → HStack x 0, marker x 0, width 100. (Passed up: marker x 10, 110.)
    @Test func builtInGuidesAreNeverPassedUpByStacks() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                fixed(40, 20).alignmentGuide(.leading) { _ in 10 }
                fixed(60, 20)
            }.id("h")
            fixed(10, 10).id("m")
        }, 100, 30)
        expectSize(l, CGSize(width: 100, height: 30))
        expectFrame(l, "m", rect(0, 20, 10, 10))
    }

    // §10: unary modifiers pass guides up translated by the child's offset. A 50×20 with
    // leading 10 inside `.padding(.leading, 20)`: explicit leading 10 + 20 = 30. In
    // VStack(alignment: .leading, spacing: 0) over a marker: padded view −30…40 → 70 wide;
    // padded x 0 (A at 20), marker x 30.
    @Test func paddingPassesGuidesUpTranslated() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            fixed(50, 20).alignmentGuide(.leading) { _ in 10 }.id("a").padding(.leading, 20)
            fixed(10, 10).id("m")
        }, 70, 30)
        expectSize(l, CGSize(width: 70, height: 30))
        expectFrame(l, "a", rect(20, 0, 50, 20))
        expectFrame(l, "m", rect(30, 20, 10, 10))
    }

    // The same through a fixed frame: frame(width: 100) centres the 50-wide child at 25, so
    // the frame's explicit leading is 25 + 10 = 35: frame −35…65, marker x 35, width 100.
    @Test func frameTranslatesGuides() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            fixed(50, 20).alignmentGuide(.leading) { _ in 10 }.id("a").frame(width: 100).id("f")
            fixed(10, 10).id("m")
        }, 100, 30)
        expectFrame(l, "f", rect(0, 0, 100, 20))
        expectFrame(l, "a", rect(25, 0, 50, 20))
        expectFrame(l, "m", rect(35, 20, 10, 10))
    }

    // §10: a guide of another type than the container's is ignored: a `.trailing` guide in a
    // `.leading` VStack changes nothing: both at x 0.
    @Test func guidesOfOtherKindsAreIgnored() {
        let l = layOut(VStack(alignment: .leading, spacing: 0) {
            fixed(100, 20).alignmentGuide(.trailing) { _ in 0 }.id("a")
            fixed(50, 20).id("b")
        }, 100, 40)
        expectSize(l, CGSize(width: 100, height: 40))
        expectFrame(l, "b", rect(0, 20, 50, 20))
    }

    // Seed 000: a hand-written `myCenter` (height / 2) lays out exactly like `.center`:
    // 30×30, 50×10, 20×50 → heights centred on 25: y 10, 20, 0; x 0, 38, 96; 116×50.
    @Test func seed000MyCenterEqualsCenter() {
        func row(_ a: VerticalAlignment) -> some View {
            HStack(alignment: a) { fixed(30, 30).id("a"); fixed(50, 10).id("b"); fixed(20, 50).id("c") }
        }
        for l in [layOut(row(.myCenter), 116, 50), layOut(row(.center), 116, 50)] {
            expectSize(l, CGSize(width: 116, height: 50))
            expectFrame(l, "a", rect(0, 10, 30, 30))
            expectFrame(l, "b", rect(38, 20, 50, 10))
            expectFrame(l, "c", rect(96, 0, 20, 50))
        }
    }

    // Seed 000: the "User:" superscript: in HStack(alignment: .center) the label (40×16)
    // aligns its bottom with the others' centres. Label centre guide 16, image 20×20 centre
    // 10, name 100×20 centre 10: spans −16…0, −10…10, −10…10 → 26 tall; label y 0, others 6.
    @Test func seed000SuperscriptLabel() {
        let l = layOut(HStack(alignment: .center) {
            fixed(40, 16).alignmentGuide(VerticalAlignment.center) { d in d[.bottom] }.id("label")
            fixed(20, 20).id("image")
            fixed(100, 20).id("name")
        }, 176, 26)
        expectSize(l, CGSize(width: 176, height: 26))
        expectFrame(l, "label", rect(0, 0, 40, 16))
        expectFrame(l, "image", rect(48, 6, 20, 20))
        expectFrame(l, "name", rect(76, 6, 100, 20))
    }

    // Seed 000's cross-view `.select` alignment, with stand-ins: "User:" label 40×16, image
    // 20×20, rows 120×20, 100×20, 110×20 in VStack(alignment: .leading) (rows at y 0, 28, 56
    // inside it; 120×76). Label guide = bottom + index · 20.3; image guide = centre 10; the
    // selected row's guide = its centre, passed up by the VStack as (28·i + 10).
    //
    // index 0: label 16, VStack 10 → spans label −16…0, image −10…10, VStack −10…66 →
    //   height 82, shift 16: label y 0, image y 6, VStack y 6.
    // index 1: label 36.3, VStack 38 → spans −36.3…−20.3, −10…10, −38…38 → height 76,
    //   shift 38: label y 1.7, image y 28, VStack y 0.
    // index 2: label 56.6, VStack 66 → spans −56.6…−40.6, −10…10, −66…10 → height 76,
    //   shift 66: label y 9.4, image y 56, VStack y 0.
    // x: label 0, image 48, VStack 76; width 40 + 8 + 20 + 8 + 120 = 196.
    // The image's centre lands on the selected row's centre: 16, 38, 66.
    @Test(arguments: [
        (0, CGFloat(82), CGFloat(0), CGFloat(6), CGFloat(6)),
        (1, 76, 1.7, 28, 0),
        (2, 76, 9.4, 56, 0),
    ])
    func seed000SelectAlignment(selectedIndex: Int, height: CGFloat, labelY: CGFloat, imageY: CGFloat, stackY: CGFloat) {
        let widths: [CGFloat] = [120, 100, 110]
        let l = layOut(HStack(alignment: .select) {
            fixed(40, 16)
                .alignmentGuide(.select) { d in d[.bottom] + CGFloat(selectedIndex) * 20.3 }
                .id("label")
            fixed(20, 20)
                .alignmentGuide(.select) { d in d[VerticalAlignment.center] }
                .id("image")
            VStack(alignment: .leading) {
                ForEach(0..<3) { index in
                    Group {
                        if index == selectedIndex {
                            fixed(widths[index], 20)
                                .alignmentGuide(.select) { d in d[VerticalAlignment.center] }
                        } else {
                            fixed(widths[index], 20)
                        }
                    }.id("row\(index)")
                }
            }.id("list")
        }, 196, height)
        expectSize(l, CGSize(width: 196, height: height))
        expectFrame(l, "label", rect(0, labelY, 40, 16))
        expectFrame(l, "image", rect(48, imageY, 20, 20))
        expectFrame(l, "list", rect(76, stackY, 120, 76))
        for i in 0..<3 {
            expectFrame(l, "row\(i)", rect(76, stackY + 28 * CGFloat(i), widths[i], 20))
        }
        // The image's centre and the selected row's centre coincide.
        let image = l.frame(of: "image")?.midY ?? -1
        let row = l.frame(of: "row\(selectedIndex)")?.midY ?? -2
        #expect(close(image, row), "image centre \(image), row centre \(row)\n\(l)")
    }

    // Seed 002's menu: VStack(alignment: .menu) { HStack { Inbox; Button₁ }; HStack { Sent;
    // Button₂ }; Button₃ } where the row buttons set menu = width / 2 and the big button uses
    // the default (width / 2). Stand-ins: "Inbox" 40×20, "Sent" 35×20; CircleButton = ZStack
    // of a 2r circle and a 26×26 image → 50×50 (r 25), 60×60 (r 30).
    // Row 1: 40 + 8 + 50 = 98 wide, menu at 48 + 25 = 73. Row 2: 93 wide, menu 43 + 25 = 68.
    // Button₃: 30. Spans −73…25, −68…25, −30…30 → 103 wide; x 0, 5, 43. Heights 50, 50, 60
    // with 8 gaps: y 0, 58, 116; 176 tall. Every circle's centre is at x 73.
    @Test func seed002MenuAlignment() {
        struct CircleButton: View {
            let radius: Int
            let tag: String
            init(radius: Int = 25, tag: String) {
                self.radius = radius
                self.tag = tag
            }
            var body: some View {
                ZStack {
                    Circle().fill(Color.gray).frame(width: CGFloat(radius) * 2, height: CGFloat(radius) * 2).id(tag)
                    fixed(26, 26)
                }
            }
        }
        let l = layOut(VStack(alignment: .menu) {
            HStack {
                fixed(40, 20)
                CircleButton(tag: "c1").alignmentGuide(.menu) { $0.width / 2 }
            }.id("row1")
            HStack {
                fixed(35, 20)
                CircleButton(tag: "c2").alignmentGuide(.menu) { $0.width / 2 }
            }.id("row2")
            CircleButton(radius: 30, tag: "c3")
        }, 103, 176)
        expectSize(l, CGSize(width: 103, height: 176))
        expectFrame(l, "row1", rect(0, 0, 98, 50))
        expectFrame(l, "row2", rect(5, 58, 93, 50))
        expectFrame(l, "c1", rect(48, 0, 50, 50))
        expectFrame(l, "c2", rect(48, 58, 50, 50))
        expectFrame(l, "c3", rect(43, 116, 60, 60))
    }
}
