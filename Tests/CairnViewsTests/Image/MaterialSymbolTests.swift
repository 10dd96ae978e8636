import Cairn
import CairnCairo
import CairnSymbols
import Foundation
import Testing
import CairnTestSupport

/// SF Symbols names drawn with Material Design Icons glyphs: how many, that they are real SF
/// Symbols names, that they size by the SF Symbols rules, and pixels of a few glyphs.
@Suite struct MaterialSymbolTests {
    /// The repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func overAThousandNamesEachAnSFSymbolsName() throws {
        let names = SymbolCatalog.materialDesignNames
        #expect(names.count >= 1000)
        // 1,892 mapped, 37 of them hand-drawn: square.and.arrow.up/down, the variable symbols
        // wifi, speaker.wave.1/2/3 and their .fill forms (cellularbars is new), the layered
        // weather symbols sun.max, cloud.sun, cloud.rain, cloud.sun.rain and their .fill forms,
        // exclamationmark, exclamationmark.2 and .3, shield, lock.shield, checkmark.shield
        // and their .fill forms, hand.raised in its 8 forms, circle.lefthalf/righthalf.filled,
        // sparkles. Session 31 added 18 (thermometer, tshirt, mountain.2, beach.umbrella,
        // sun.horizon and their forms, square.on.square.fill, face.smiling.fill, apple.logo, …).
        // The seals (seal, checkmark.seal and their .fill forms) and cloud.bolt.rain(.fill)
        // are drawn by hand since; session 35 drew tray, tray.fill, paperplane, paperplane.fill
        // and archivebox by hand (the glyphs were solid, or had an arrow), 1,867 − 5; session
        // 38 drew bell.badge and bell.badge.fill (the glyph was a ringing bell), 1,862 − 2;
        // session 46 mapped four workout figures to the set's cyclist, swimmer, rower and
        // walker (figure.indoor.cycle, .open.water.swim, .rower, .walk.motion), 1,860 + 4, and
        // box.truck(.fill), mapped but missing from the name list until a pasted delivery
        // Live Activity drew nothing for it, + 2; session 50 drew waveform, waveform.circle
        // and waveform.circle.fill by hand (the glyph was an ECG pulse), 1,866 − 3; session
        // 52 mapped speedometer (mapped but not in the name list), nosign and ev.charger,
        // met in pasted home and travel screens, 1,863 + 3; session 55 drew bag, bag.fill,
        // bag.circle and bag.circle.fill by hand (the glyph was a solid bag), 1,866 − 4, and
        // doc.text and doc.text.fill (a solid page), 1,862 − 2, and the outlines trash,
        // gearshape, person.crop.circle, calendar, photo, camera, location (with
        // location.fill), drop, flame, square.grid.2x2, eye, eye.slash, phone, book (with
        // book.fill), headphones, briefcase and map (`outlineSymbols`; their other forms stay
        // mapped), 1,860 − 19; session 56 drew car, key (with key.fill), video,
        // wrench.adjustable, leaf, cpu, gamecontroller, graduationcap, cup.and.saucer and
        // desktopcomputer, and paintbrush, bed.double (with bed.double.fill), building.2,
        // list.bullet.rectangle and rectangle.grid.2x2, by hand (`moreOutlineSymbols`),
        // 1,841 − 17.
        #expect(names.count == 1824)
        // The generator only emits names from SF Symbols' name list (scripts/symbols/sf-names.txt
        // holds the ones it reached, hand-drawn names included).
        let list = try String(contentsOf: Self.root.appendingPathComponent("scripts/symbols/sf-names.txt"), encoding: .utf8)
        let sf = Set(list.split(separator: "\n").map(String.init))
        #expect(names.allSatisfy { sf.contains($0) })
        // The hand-drawn symbols stay: none of them is replaced by a glyph.
        #expect(Set(names).isDisjoint(with: SymbolCatalog.handDrawnNames))
        // 64 drawings, plus the variable symbols (wifi, speaker.wave.1/2/3(.fill), cellularbars)
        // the 8 layered weather symbols, the 3 exclamation marks, the 6 shields, the 8 raised
        // hands, the 4 half-filled circles, sparkle and sparkles, the 4 seals and the 2
        // rainy thunderstorm clouds, and the 7 everyday names (text-size letters, atom,
        // basketball, switch.2, shoeprints.fill), and the 18 of `creatureSymbols` (hare,
        // tortoise, brain, theatermasks and hand.wave with their .fill forms, airpods,
        // figure.mind.and.body, swift, tray(.fill), paperplane(.fill), archivebox), and the
        // 2 badged bells, the 6 skip arrows of media players (gobackward/goforward .10,
        // .15, .30) and the 4 waves (wave.3.right, .left, .forward, .backward), and the 9
        // workout figures of `figureSymbols` (hiking, yoga, strength training, …), and the 204
        // numbered symbols of `numberSymbols` (0 to 50 in a ring, a disc, a square, a solid square),
        // and faceid and sparkles.rectangle.stack with its .fill (the renamed iOS 18 names are
        // not drawings of their own), and waveform in its plain, ring and disc forms, and the
        // 18 names of 2024–26 code in `modernSymbols` (translate, suitcase.rolling, …), and the
        // 28 home, party and health names of `homeSymbols` (microwave … dog, with .fill forms),
        // and shoe and backpack with their .fill forms, infinity and infinity.circle, and bag
        // in its four forms, doc.text and doc.text.fill (`everydaySymbols`), and the 11
        // names of `outlineSymbols`, and its eye, eye.slash, phone, book, book.fill,
        // headphones, briefcase and map, and the 18 of `moreOutlineSymbols` (car, key,
        // key.fill, video, wrench — until now drawn through its rename — wrench.adjustable,
        // leaf, cpu, gamecontroller, graduationcap, cup.and.saucer, desktopcomputer,
        // paintbrush, bed.double, bed.double.fill, building.2, list.bullet.rectangle,
        // rectangle.grid.2x2).
        #expect(SymbolCatalog.handDrawnNames.count == 460)
        // Plus the badged names composed from a base and a mark (`photo.badge.plus`, …) that
        // neither source draws itself.
        let composed = SymbolCatalog.names.filter { !names.contains($0) && !SymbolCatalog.handDrawnNames.contains($0) }
        #expect(composed.allSatisfy { $0.contains(".badge.") })
        #expect(composed.count == 24)
        #expect(SymbolCatalog.names.count == names.count + SymbolCatalog.handDrawnNames.count + composed.count)
        #expect(SymbolCatalog.names.count == 2_308)  // the count Text.md and README state
        for name in ["house", "gearshape.fill", "trash", "envelope", "calendar", "bookmark.fill", "bell.slash", "wifi", "lock.fill", "cart"] {
            #expect(SymbolCatalog.contains(name), "\(name)")
        }
    }

    /// A composed badge: the base drawn, the mark at the lower right, and the base cut
    /// around the mark (a white gap where the plain photo has ink).
    @Test func composedBadgesCutTheBaseAroundTheMark() throws {
        let plain = try symbolBitmap("photo")
        let badged = try symbolBitmap("photo.badge.plus")
        // Each bitmap stretches its drawing's ink over 100 × 100 pixels, and the mark reaches
        // past the photo's ink (to 23.2 units across and down): a badged pixel shows the
        // plain drawing's point at the same grid unit, found through both drawings' bounds.
        let base = try #require(SymbolCatalog.resolve("photo", variants: .none)?.drawing.bounds)
        let whole = try #require(SymbolCatalog.resolve("photo.badge.plus", variants: .none)?.drawing.bounds)
        func plainPixel(_ x: Int, _ y: Int) -> (Int, Int) {
            let u = whole.minX + (CGFloat(x) + 0.5) / 100 * whole.width, v = whole.minY + (CGFloat(y) + 0.5) / 100 * whole.height
            return (Int(((u - base.minX) / base.width * 100).rounded(.down)), Int(((v - base.minY) / base.height * 100).rounded(.down)))
        }
        // The lower right quarter: the gap turns some of the photo's ink white, and the mark
        // adds ink where the plain photo has none; the upper left quarter is the same where
        // the plain photo is clearly ink or clearly white (its 3 × 3 neighbours agree).
        var cut = 0, added = 0, upperLeftChanges = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let (px, py) = plainPixel(x, y)
                guard (1..<99).contains(px), (1..<99).contains(py) else { continue }
                let a = isDark(plain, px, py), b = isDark(badged, x, y)
                if x >= 60, y >= 60 {
                    if a && isLight(badged, x, y) { cut += 1 }
                    if !a && b { added += 1 }
                } else if x < 50, y < 50, a != b {
                    let settled = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in isDark(plain, px + dx, py + dy) == a } }
                    if settled { upperLeftChanges += 1 }
                }
            }
        }
        #expect(cut > 100 && added > 50)
        #expect(upperLeftChanges == 0)
        #expect(SymbolCatalog.contains("mic.fill.badge.xmark"))
        #expect(!SymbolCatalog.contains("heart.badge.plus"))  // not an SF Symbols name
    }

    /// `waveform` is level bars, not the icon set's pulse line: nine bars 2.4 units apart
    /// over ink 20.8 × 20.6 units (1.6 … 22.4 across, 1.7 … 22.3 down) resized to 100 × 100.
    /// The tallest, middle bar (x 12 → pixel 50) is ink near the top (y 10) and at the
    /// middle; the gap after it (x 13.2 → pixel 56) is white; the short first bar (x 2.4 →
    /// pixel 4) is ink at the middle only.
    @Test func waveformIsLevelBars() throws {
        let b = try symbolBitmap("waveform")
        #expect(isDark(b, 50, 10) && isDark(b, 50, 50))
        #expect(isLight(b, 56, 50))
        #expect(isDark(b, 4, 50) && isLight(b, 4, 10))
    }

    @Test func everyNameLaysOutInsideTheGridWithoutDiagnostics() {
        // Fixed metrics: 0.7635833 points per unit at .body, so a full 24-unit grid is 18.326
        // wide; the box is the 20.4-point line, or up to 12 units above the cap height's
        // middle plus the line's 12.75 below it where the ink reaches higher.
        let fixed = FixedMetricTextMeasurer()
        let u = 1.54 * 11.9 / 24
        for name in SymbolCatalog.materialDesignNames {
            let layout = ViewLayout(of: Image(systemName: name), in: CGSize(width: 100, height: 100), textMeasurer: fixed)
            #expect(layout.diagnostics.isEmpty, "\(name)")
            let s = layout.size
            // (air.conditioner fills the whole em: 24.0007 units after rounding to 1/100.)
            // (Frames round up to the pixel, a point at 1×.)
            #expect(s.width > 1 && s.width <= pixelCeil(24.01 * u) && s.height >= 20.4 - 1e-9 && s.height <= pixelCeil(12.01 * u + 12.75), "\(name) \(s)")
        }
    }

    @Test func glyphSizeAndBaselineFollowSFSymbolsRules() {
        // MDI's bookmark (font units: x 106.67…405.33, y 0…384 of a 512-unit em with ascent
        // 448) is 14 × 18 grid units, from (5, 3). Fixed metrics: 0.7635833 points a unit;
        // its ink (9 units, 6.872 points each side of the grid's middle) fits in the box, the
        // line: 13.6 − 5.95 = 7.65 above the cap height's middle, 6.8 + 5.95 below, so the
        // baseline is the text's, 13.6 below the top.
        let u = 1.54 * 11.9 / 24
        let fixed = FixedMetricTextMeasurer()
        let view = HStack(alignment: .firstTextBaseline) {
            Image(systemName: "bookmark.fill").id("i")
            Text("Saved").id("t")
        }
        let layout = ViewLayout(of: view, in: CGSize(width: 300, height: 100), textMeasurer: fixed)
        let image = layout.frame(of: "i"), text = layout.frame(of: "t")
        // On the pixel grid (1×): 11 × 21, both baselines 14 below their tops.
        #expect(close(image?.width, pixelCeil(14 * u), 0.0001) && close(image?.height, pixelCeil(20.4), 0.0001))
        let imageBaseline = (image?.minY ?? 0) + pixelRound(7.65 + 5.95)
        #expect(close(imageBaseline, (text?.minY ?? 0) + pixelRound(13.6), 0.0001))
        // equal: bars y 8…10 and 14…16, x 5…19: 14 units wide, in the line's box.
        let equal = ViewLayout(of: Image(systemName: "equal"), in: CGSize(width: 100, height: 100), textMeasurer: fixed).size
        #expect(close(equal.width, pixelCeil(14 * u), 0.0001) && close(equal.height, pixelCeil(20.4), 0.0001))
    }

    /// SF Pro at 40 points: the box reaches (1950 − 1443 / 2) / 2048 em = 23.994 points above
    /// the cap height's middle, where the grid's middle line (y = 12) sits.
    static let boxAbove40: CGFloat = (1950 - 1443.0 / 2) / 2048 * 40

    /// Whether the pixel under grid point (ux, uy) of `name` at 40 points is inked, given the
    /// drawing's ink origin in units (the image's left edge is its x).
    static func inked(_ bitmap: Bitmap, unit: CGFloat, origin: CGPoint, _ ux: CGFloat, _ uy: CGFloat) -> UInt8 {
        bitmap.pixel(x: Int(((ux - origin.x) * unit).rounded(.down)), y: Int((boxAbove40 + (uy - 12) * unit).rounded(.down))).alpha
    }

    static func render(_ name: String) throws -> (Bitmap, CGFloat) {
        let image = Image(systemName: name).font(.system(size: 40))
        // SF Pro's cap height at 40 points (1443/2048 em): 28.184; a unit is 1.54 × that / 24.
        let unit = 1.54 * 40 * 1443 / 2048 / 24
        return (try ImageRenderer(content: image).bitmap(), unit)
    }

    @Test func pixelsOfGlyphsAndCompositions() throws {
        // equal: bar, gap, bar.
        let (equal, u) = try Self.render("equal")
        // 14 units wide; the box is SF Pro's 40-point line, 2444/2048 × 40 = 47.73 tall.
        #expect(equal.width == Int((14 * u).rounded(.up)) && equal.height == 48)
        let o = CGPoint(x: 5, y: 3)
        let eo = CGPoint(x: 5, y: 8)
        #expect(Self.inked(equal, unit: u, origin: eo, 12, 9) == 255)
        #expect(Self.inked(equal, unit: u, origin: eo, 12, 12) == 0)
        #expect(Self.inked(equal, unit: u, origin: eo, 12, 15) == 255)
        // bookmark (MDI bookmark-outline, a 2-unit outline) is hollow; bookmark.fill solid.
        let (outline, _) = try Self.render("bookmark")
        let (solid, _) = try Self.render("bookmark.fill")
        #expect(Self.inked(outline, unit: u, origin: o, 12, 10) == 0)
        #expect(Self.inked(outline, unit: u, origin: o, 6, 10) == 255)
        #expect(Self.inked(solid, unit: u, origin: o, 12, 10) == 255)
        // bookmark.circle.fill (composed): a disc (radius 10.875 about (12, 12)) with the
        // bookmark, scaled 13/24 about the centre, knocked out.
        let (disc, _) = try Self.render("bookmark.circle.fill")
        let d = CGPoint(x: 12 - 10.875, y: 12 - 10.875)
        #expect(Self.inked(disc, unit: u, origin: d, 12, 12) == 0)
        #expect(Self.inked(disc, unit: u, origin: d, 12, 4) == 255)
        #expect(Self.inked(disc, unit: u, origin: d, 4, 12) == 255)
        // pause.circle.fill is MDI's own pause-circle: bars x 9…11 and 13…15, y 8…16, knocked
        // out of a disc of radius 10.
        let (pause, _) = try Self.render("pause.circle.fill")
        let p = CGPoint(x: 2, y: 2)
        #expect(pause.width == Int((20 * u).rounded(.up)))
        #expect(Self.inked(pause, unit: u, origin: p, 10, 12) == 0)
        #expect(Self.inked(pause, unit: u, origin: p, 14, 12) == 0)
        #expect(Self.inked(pause, unit: u, origin: p, 12, 12) == 255)
        #expect(Self.inked(pause, unit: u, origin: p, 17, 17) == 255)
        // bookmark.slash.fill (composed): the slash through the middle, a gap each side of it.
        let (slash, _) = try Self.render("bookmark.slash.fill")
        let s = CGPoint(x: 3.2 - 0.875, y: 3.2 - 0.875)
        #expect(Self.inked(slash, unit: u, origin: s, 12, 12) == 255)
        #expect(Self.inked(slash, unit: u, origin: s, 13.1, 10.9) == 0)
        #expect(Self.inked(slash, unit: u, origin: s, 9, 15) == 255)
    }

    @Test func boldTextThickensAGlyph() throws {
        // The top bar of equal spans grid y 8…10: with padding 4 it ends at
        // 4 + 23.994 − 2 × 1.8085 = 24.377 pixels, less 0.086 as the baseline (38.086 below
        // the top: 23.994 + half the cap height, 14.092) rounds to the pixel, 38: 24.291, so
        // pixel row 24 is 29 % covered at the regular weight. At .bold (weight factor 1.4)
        // the outline grows (1.4 − 1) × 2 / 2 = 0.4 units each side, to 25.015 pixels: row 24
        // covered, row 25 1.5 %.
        let u = 1.54 * 40 * 1443 / 2048 / 24
        let regular = try ImageRenderer(content: Image(systemName: "equal").font(.system(size: 40)).padding(4)).bitmap()
        let bold = try ImageRenderer(content: Image(systemName: "equal").font(.system(size: 40, weight: .bold)).padding(4)).bitmap()
        let x = Int(4 + 7 * u)
        #expect(abs(Int(regular.pixel(x: x, y: 24).alpha) - 74) <= 4)
        #expect(bold.pixel(x: x, y: 24).alpha >= 250)
        #expect(bold.pixel(x: x, y: 25).alpha <= 12)
        #expect(regular.pixel(x: x, y: 22).alpha == 255 && bold.pixel(x: x, y: 22).alpha == 255)
        #expect(regular.pixel(x: x, y: 26).alpha == 0 && bold.pixel(x: x, y: 26).alpha == 0)
    }

    @Test func unknownNamesDrawNothing() {
        let layout = ViewLayout(of: Image(systemName: "no.such.symbol"), in: CGSize(width: 100, height: 100))
        #expect(layout.diagnostics.count == 1)
        #expect(layout.displayList.isEmpty)
        #expect(!SymbolCatalog.contains("no.such.symbol"))
    }

    /// `exclamationmark.2` is two exclamation marks (the icon set's picture was a list glyph).
    /// Its ink is units (7, 2.8)–(17, 21) — bars centred at 8.8 and 15.2, 2.6 wide plus their
    /// 1-unit rounding, dots of radius 1.5 at y 19.5 — so stretched to 50 × 91 a unit is 5
    /// pixels: the bars' centres are pixel columns 9 and 41 at row 26 (unit y 8), the gap
    /// between them column 25, and row 70 (unit 16.8) falls between a bar and its dot.
    @Test func twoExclamationMarks() throws {
        let view = Image(systemName: "exclamationmark.2").resizable().foregroundStyle(Color.black).frame(width: 50, height: 91)
        let bitmap = try ImageRenderer(content: view).bitmap()
        #expect(rgba(bitmap, 9, 26) == [0, 0, 0, 255] && rgba(bitmap, 41, 26) == [0, 0, 0, 255])
        #expect(rgba(bitmap, 25, 26)[3] == 0 && rgba(bitmap, 9, 70)[3] == 0)
        // The dots: unit (8.8, 19.5) and (15.2, 19.5) are pixels (9, 83) and (41, 83).
        #expect(rgba(bitmap, 9, 83) == [0, 0, 0, 255] && rgba(bitmap, 41, 83) == [0, 0, 0, 255])
    }
}
