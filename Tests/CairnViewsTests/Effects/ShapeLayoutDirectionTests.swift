import Cairn
import Foundation
import Testing
import CairnTestSupport

/// `Shape.layoutDirectionBehavior` (iOS 17): a shape whose behaviour mirrors has its path
/// mirrored horizontally in that layout direction (Apple: "When mirrored, the individual
/// points of the path will be transformed"); the default is `.mirrors`. Expected points are
/// computed independently: mirrored about the frame's centre line, x becomes width − x.
@MainActor @Suite(.designEra(.iOS17)) struct ShapeLayoutDirectionTests {
    /// A wedge pointing right: (0, 0), (width, height/2), (0, height).
    struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    /// The same wedge, declared never to mirror.
    struct FixedWedge: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
        func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
    }

    /// The same wedge, mirrored in left-to-right layouts (drawn for a right-to-left design).
    struct LeftToRightMirroredWedge: Shape {
        var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors(in: .leftToRight) }
        func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
    }

    func dump<V: View>(_ view: V, _ direction: LayoutDirection) -> String {
        ImageRenderer(content: view.frame(width: 40, height: 20).environment(\.layoutDirection, direction)).displayList.dump
    }

    func pixels<V: View>(_ view: V, _ direction: LayoutDirection) throws -> (Int, Int) -> [Int] {
        let b = try ImageRenderer(content: view.frame(width: 40, height: 20).background(Color.white)
            .environment(\.layoutDirection, direction)).bitmap()
        return { rgba(b, $0, $1) }
    }

    @Test func customShapesMirrorInRightToLeftByDefault() {
        #expect(Wedge().layoutDirectionBehavior == .mirrors)
        let red = Color(red: 1, green: 0, blue: 0)
        let ltr = dump(Wedge().fill(red), .leftToRight), rtl = dump(Wedge().fill(red), .rightToLeft)
        #expect(ltr.contains("0 0 m 40 10 l 0 20 l"), "\(ltr)")
        // x → 40 − x.
        #expect(rtl.contains("40 0 m 0 10 l 40 20 l"), "\(rtl)")
        // Stroked (a native stroke of the base path), trimmed and type-erased: mirrored alike.
        #expect(dump(Wedge().stroke(red, lineWidth: 2), .rightToLeft).contains("40 0 m 0 10 l 40 20 l"))
        #expect(dump(Wedge().stroke(lineWidth: 2), .rightToLeft).contains("40 0 m 0 10 l 40 20 l"))
        #expect(dump(AnyShape(Wedge()).fill(red), .rightToLeft).contains("40 0 m 0 10 l 40 20 l"))
        #expect(dump(Wedge().trim(from: 0, to: 0.5).stroke(red), .rightToLeft).contains("40 0 m 0 10 l"))
        #expect(dump(Wedge().offset(x: 5).fill(red), .rightToLeft).contains("35 0 m -5 10 l 35 20 l"))
    }

    @Test func behavioursChooseTheirDirection() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(dump(FixedWedge().fill(red), .rightToLeft).contains("0 0 m 40 10 l 0 20 l"))
        #expect(dump(LeftToRightMirroredWedge().fill(red), .rightToLeft).contains("0 0 m 40 10 l 0 20 l"))
        #expect(dump(LeftToRightMirroredWedge().fill(red), .leftToRight).contains("40 0 m 0 10 l 40 20 l"))
    }

    /// Built-in symmetric shapes and `Path` draw the same in both directions: a trimmed
    /// circle (a progress ring) keeps its direction.
    @Test func builtInSymmetricShapesAndPathsAreFixed() {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(dump(Circle().trim(from: 0, to: 0.25).stroke(red, lineWidth: 4), .rightToLeft)
            == dump(Circle().trim(from: 0, to: 0.25).stroke(red, lineWidth: 4), .leftToRight))
        #expect(dump(Capsule().fill(red), .rightToLeft) == dump(Capsule().fill(red), .leftToRight))
        let path = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 30, y: 10)) }
        let left: LayoutDirection = .leftToRight, right: LayoutDirection = .rightToLeft
        #expect(dump(path.stroke(red), right) == dump(path.stroke(red), left))
    }

    /// `UnevenRoundedRectangle`'s leading corner is on the right in right-to-left layouts:
    /// with a 20-point top-leading radius on 40 × 20, pixel (2, 2) lies outside the quarter
    /// circle centred at (20, 20) in left-to-right (distance 24.7 > 20) and (37, 2) in
    /// right-to-left, while the opposite corner stays square.
    @Test func unevenRoundedRectangleLeadingCornerFollowsTheDirection() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20).fill(Color(red: 1, green: 0, blue: 0))
        let ltr = try pixels(shape, .leftToRight), rtl = try pixels(shape, .rightToLeft)
        #expect(ltr(2, 2) == [255, 255, 255, 255])
        #expect(ltr(37, 2) == [255, 0, 0, 255])
        #expect(rtl(37, 2) == [255, 255, 255, 255])
        #expect(rtl(2, 2) == [255, 0, 0, 255])
    }

    /// A clip shape mirrors too: the wedge's tip is at the left edge in right-to-left.
    @Test func clipShapesMirror() throws {
        let clipped = Color(red: 1, green: 0, blue: 0).clipShape(Wedge())
        let ltr = try pixels(clipped, .leftToRight), rtl = try pixels(clipped, .rightToLeft)
        // The wedge covers the left edge whole and only the middle of the right edge.
        #expect(ltr(1, 1) == [255, 0, 0, 255])
        #expect(ltr(38, 1) == [255, 255, 255, 255])
        #expect(rtl(38, 1) == [255, 0, 0, 255])
        #expect(rtl(1, 1) == [255, 255, 255, 255])
        #expect(rtl(6, 10) == [255, 0, 0, 255])   // 6.5 from the tip: 8.4…11.6 covered
    }
}
