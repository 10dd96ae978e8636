import Cairn
import CairnCairo
import Foundation
import Testing
import CairnTestSupport

/// Engine bugs found against iOS-recorded snapshots (issue 26), each with iOS's number.
@MainActor @Suite(.designEra(.iOS17)) struct FidelityBugTests {
    struct Big: ViewModifier {
        func body(content: Content) -> some View {
            content.font(.system(size: 20)).foregroundColor(.red)
        }
    }

    /// Bug 1: the environment a modifier's body sets reaches its content. A clock's "XII"
    /// through `Big` is as tall as `Text("XII").font(.system(size: 20))`, not the 17-point body.
    @Test func environmentSetInAModifierBodyReachesTheContent() throws {
        let big = layOut(Text("XII").modifier(Big()).fixedSize().id("t"), 300, 100).frame(of: "t")!.size
        let twenty = layOut(Text("XII").font(.system(size: 20)).fixedSize().id("t"), 300, 100).frame(of: "t")!.size
        let body = layOut(Text("XII").fixedSize().id("t"), 300, 100).frame(of: "t")!.size
        #expect(close(big, twenty))
        #expect(big.height > body.height + 2)
        // And red: the darkest-covered pixel is system red (255, 59, 48).
        let bitmap = try ImageRenderer(content: Text("XII").modifier(Big()).fixedSize()).bitmap()
        var reddest = [0, 0, 0, 0]
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where rgba(bitmap, x, y)[3] > reddest[3] { reddest = rgba(bitmap, x, y) } }
        #expect(reddest == [255, 59, 48, 255])
    }

    /// Bug 4: `Text(…).foregroundColor(.primary)` is white in dark mode (label: 255, 255, 255),
    /// as `.foregroundStyle(.primary)` is.
    @Test func primaryForegroundColorAdaptsToDarkMode() throws {
        for view in [AnyView(Text("28").foregroundColor(.primary)), AnyView(Text("28").foregroundStyle(.primary)),
                     AnyView(Text("28").foregroundColor(Color(.label)))] {
            let bitmap = try ImageRenderer(content: view.environment(\.colorScheme, .dark)).bitmap()
            var brightest = 0
            for y in 0..<bitmap.height { for x in 0..<bitmap.width { brightest = max(brightest, rgba(bitmap, x, y)[0]) } }
            #expect(brightest == 255)
        }
    }

    /// Bug 2: `.local` is the reader's own bounds whatever its ancestors' effects; `.global`
    /// is the bounds carried through them (their bounding box).
    @Test func localFrameIgnoresAncestorEffects() {
        let local = Recorder(CGRect.null), global = Recorder(CGRect.null)
        func reader() -> some View {
            GeometryReader { proxy in
                let _ = { local.value = proxy.frame(in: .local); global.value = proxy.frame(in: .global) }()
                Color.clear
            }
            .frame(width: 200, height: 200)
        }
        _ = layOut(reader().rotationEffect(.degrees(5)), 400, 400)
        #expect(close(local.value, rect(0, 0, 200, 200)))
        // The 200-point square turned 5°: its box is 200 (cos 5° + sin 5°) = 216.66 wide.
        let turned: CGFloat = 200 * (cos(CGFloat.pi / 36) + sin(CGFloat.pi / 36))
        #expect(close(global.value.width, turned, 0.01))
        _ = layOut(reader().scaleEffect(3 / 19), 400, 400)
        #expect(close(local.value, rect(0, 0, 200, 200)))
        let scaled: CGFloat = 600 / 19
        #expect(close(global.value.width, scaled, 0.01))
    }

    /// A named space moved by an effect outside it moves with the reader: the effect cancels.
    @Test func namedSpaceCancelsEffectsOutsideIt() {
        let named = Recorder(CGRect.null)
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 50)
            GeometryReader { proxy in
                let _ = { named.value = proxy.frame(in: .named("card")) }()
                Color.clear
            }
            .frame(width: 100, height: 50)
        }
        .coordinateSpace(name: "card")
        _ = layOut(view.scaleEffect(2), 400, 400)
        #expect(close(named.value, rect(0, 50, 100, 50)))
        // An effect inside the space counts: the reader scaled 2× about its centre.
        let inner = VStack(spacing: 0) {
            Color.clear.frame(width: 100, height: 50)
            GeometryReader { proxy in
                let _ = { named.value = proxy.frame(in: .named("card")) }()
                Color.clear
            }
            .frame(width: 100, height: 50)
            .scaleEffect(2)
        }
        .coordinateSpace(name: "card")
        _ = layOut(inner, 400, 400)
        #expect(close(named.value, rect(-50, 25, 200, 100)))
    }
}
