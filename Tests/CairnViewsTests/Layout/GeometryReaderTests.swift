import Cairn
import Testing
import CairnTestSupport

/// GeometryReader, coordinate spaces, reference §9; seeds 000, 003.
@Suite struct GeometryReaderTests {
    // §9: a reader takes the whole proposal; its content is proposed the reader's size and
    // placed at the top-leading corner (iOS 14+); proxy.size is the reader's size.
    @Test func contentAtTopLeadingAndProxySize() {
        let size = Recorder<CGSize>(.zero)
        let l = layOut(GeometryReader { proxy in
            let _ = (size.value = proxy.size)
            fixed(20, 20).id("c")
        }.frame(width: 100, height: 100).id("f"), 200, 200)
        #expect(size.value == CGSize(width: 100, height: 100), "proxy.size \(size.value)")
        expectFrame(l, "f", rect(50, 50, 100, 100))
        expectFrame(l, "c", rect(50, 50, 20, 20))
    }

    // Several views in a reader are each proposed the reader's size and put at its
    // top-leading corner (iOS 14+), not centred in an implicit ZStack: in a 200×200 reader
    // a 100×100 and a 200/3 square both start at (0, 0).
    @Test func severalChildrenEachAtTopLeading() {
        let l = layOut(GeometryReader { g in
            fixed(100, 100).id("a")
            fixed(g.size.width / 3, g.size.height / 3).id("b")
        }, 200, 200)
        expectFrame(l, "a", rect(0, 0, 100, 100))
        expectFrame(l, "b", rect(0, 0, 200.0 / 3, 200.0 / 3))
    }

    // A reader as the root takes the canvas: 200×100; a Color inside fills it.
    @Test func readerTakesTheProposal() {
        let l = layOut(GeometryReader { _ in Color.red.id("c") }, 200, 100)
        expectSize(l, CGSize(width: 200, height: 100))
        expectFrame(l, "c", rect(0, 0, 200, 100))
    }

    // Seed 000 FlowRectangle in a 100×200 frame (proxy 100×200):
    // VStack(spacing: 0) { red.frame(height: 0.3h = 60); HStack(spacing: 0) { green.frame(width:
    // 0.4w = 40); VStack(spacing: 0) { blue.frame(height: 0.4h = 80); yellow.frame(height: 0.3h
    // = 60) }.frame(width: 0.6w = 60) } }.
    // Outer VStack: red is rigid (60); the HStack's height is 140 at minimum (the inner
    // column) and unbounded at most → red first: 60, HStack the remaining 140.
    // red (0, 0, 100, 60); green (0, 60, 40, 140); blue (40, 60, 60, 80); yellow (40, 140, 60, 60).
    @Test func seed000FlowRectangle() {
        let l = layOut(FlowRectangle().frame(width: 100, height: 200), 100, 200)
        expectFrame(l, "red", rect(0, 0, 100, 60))
        expectFrame(l, "green", rect(0, 60, 40, 140))
        expectFrame(l, "blue", rect(40, 60, 60, 80))
        expectFrame(l, "yellow", rect(40, 140, 60, 60))
    }

    // The same view in 300×100 (proxy 300×100): red 30 high; HStack minimum 40 + 30 = 70;
    // red first (rigid) → 30, HStack 70. green (0, 30, 120, 70); column width 180 at x 120:
    // blue (120, 30, 180, 40); yellow (120, 70, 180, 30).
    @Test func seed000FlowRectangleAdapts() {
        let l = layOut(FlowRectangle(), 300, 100)
        expectFrame(l, "red", rect(0, 0, 300, 30))
        expectFrame(l, "green", rect(0, 30, 120, 70))
        expectFrame(l, "blue", rect(120, 30, 180, 40))
        expectFrame(l, "yellow", rect(120, 70, 180, 30))
    }

    // Seed 000 RadarView: GeometryReader { ZStack { … }.frame(width: min(w, h), height: min(w, h)) }:
    // in 200×100 the square is 100×100 at the reader's top-leading corner.
    @Test func seed000RadarSquareAtTopLeading() {
        let l = layOut(RadarView(), 200, 100)
        expectFrame(l, "square", rect(0, 0, 100, 100))
    }

    // Seed 000 PokemonInfoPanel: HStack(spacing: 20) { AbilityList; RadarView } — without a
    // frame the two (both infinitely flexible) split the width: (320 − 20) / 2 = 150 each;
    // with `.frame(width: 100, height: 100)` the list gets 320 − 20 − 100 = 200.
    @Test func seed000RadarNeedsAFrame() {
        let split = layOut(HStack(spacing: 20) { Color.gray.id("list"); RadarView().id("radar") }, 320, 100)
        expectFrame(split, "list", rect(0, 0, 150, 100))
        expectFrame(split, "radar", rect(170, 0, 150, 100))
        let framed = layOut(HStack(spacing: 20) { Color.gray.id("list"); RadarView().frame(width: 100, height: 100).id("radar") }, 320, 100)
        expectFrame(framed, "list", rect(0, 0, 200, 100))
        expectFrame(framed, "radar", rect(220, 0, 100, 100))
    }

    // Seed 003: five readers 20 high between two Spacers in a VStack framed 300 high, named
    // "MyVStack". Gaps: Spacer↔reader 0, reader↔reader 8 (4 × 8 = 32). Spacers keep 16
    // reserved; readers 100; the spacers share 300 − 32 − 100 = 168 → 84 each. Reader minY in
    // the named space: 84, 112, 140, 168, 196. The 400×300 frame sits at y 150 in 400×600, so
    // global minY = 150 + those: 234, 262, 290, 318, 346.
    @Test func seed003NamedAndGlobalCoordinates() {
        let named = Recorder<[Int: CGFloat]>([:])
        let global = Recorder<[Int: CGFloat]>([:])
        let l = layOut(VStack {
            Spacer()
            ForEach(0..<5) { i in
                GeometryReader { geo in
                    let _ = (named.value[i] = geo.frame(in: .named("MyVStack")).minY)
                    let _ = (global.value[i] = geo.frame(in: .global).minY)
                    Color.clear
                }
                .frame(height: 20)
                .background(Color.green)
                .id(i)
            }
            Spacer()
        }
        .frame(height: 300)
        .border(Color.green)
        .coordinateSpace(name: "MyVStack"), 400, 600)
        let expectedNamed: [CGFloat] = [84, 112, 140, 168, 196]
        for i in 0..<5 {
            #expect(named.value[i].map { close($0, expectedNamed[i]) } == true, "named minY[\(i)] = \(String(describing: named.value[i]))\n\(l)")
            #expect(global.value[i].map { close($0, 150 + expectedNamed[i]) } == true, "global minY[\(i)] = \(String(describing: global.value[i]))\n\(l)")
            expectFrame(l, i, rect(0, 150 + expectedNamed[i], 400, 20))
        }
    }

    // `.local` is the reader's own bounds: origin 0, its size.
    @Test func localFrameIsTheBounds() {
        let local = Recorder<CGRect>(.null)
        _ = layOut(GeometryReader { geo in
            let _ = (local.value = geo.frame(in: .local))
            Color.clear
        }.frame(width: 80, height: 60).padding(10), 200, 200)
        #expect(local.value == rect(0, 0, 80, 60), "local \(local.value)")
    }
}

/// Seed 000's FlowRectangle, as written.
private struct FlowRectangle: View {
    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Rectangle()
                    .fill(Color.red)
                    .frame(height: 0.3 * proxy.size.height)
                    .id("red")
                HStack(spacing: 0) {
                    Rectangle()
                        .fill(Color.green)
                        .frame(width: 0.4 * proxy.size.width)
                        .id("green")
                    VStack(spacing: 0) {
                        Rectangle()
                            .fill(Color.blue)
                            .frame(height: 0.4 * proxy.size.height)
                            .id("blue")
                        Rectangle()
                            .fill(Color.yellow)
                            .frame(height: 0.3 * proxy.size.height)
                            .id("yellow")
                    }
                    .frame(width: 0.6 * proxy.size.width)
                }
            }
        }
    }
}

/// Seed 000's RadarView with the hexagons as plain shapes.
private struct RadarView: View {
    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Circle().stroke(Color.green, lineWidth: 2)
                Circle().fill(Color.green)
            }
            .frame(width: min(proxy.size.width, proxy.size.height), height: min(proxy.size.width, proxy.size.height))
            .id("square")
        }
    }
}
