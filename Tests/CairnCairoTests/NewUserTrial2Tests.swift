import Cairn
import Foundation
import Testing
import CairnTestSupport

// The snippets themselves are in NewUserTrial2Snippets.swift.

@MainActor
@Suite(.designEra(.iOS17)) struct NewUserTrial2Tests {
    @Test func landmarkRowIsTheImageTallWithTheStarTrailing() throws {
        // The 50 × 50 image sets the row's height; `Spacer` pushes the yellow star (system
        // yellow 255, 204, 0) to the trailing edge.
        let bitmap = try draw2(T2LandmarkRow(name: "Turtle Rock", isFavorite: true).frame(width: 300))
        #expect(bitmap.width == 300 && bitmap.height == 50)
        #expect(pixels(bitmap, x: 270..<300, y: 10..<40).contains { close($0, [255, 204, 0, 255], tolerance: 2) })
        #expect(!pixels(bitmap, x: 150..<260, y: 0..<50).contains { $0[3] > 0 })
    }

    @Test func circleImageHasAWhiteRingAndClearCorners() throws {
        // 200 × 200 clipped to a circle; the 4-point white stroke straddles the circle (radius
        // 100), so (100, 1) is white; the frame's corner is outside the circle and its shadow.
        let bitmap = try draw2(T2CircleImage())
        #expect(bitmap.width == 200 && bitmap.height == 200)
        #expect(close(rgba(bitmap, 100, 1), [255, 255, 255, 255], tolerance: 3))
        #expect(rgba(bitmap, 1, 1)[3] == 0)
        // Inside the ring the resizable symbol fills the circle (opaque); the ring is white.
        #expect(rgba(bitmap, 6, 100)[3] == 255)
        #expect(rgba(bitmap, 100, 8) != [255, 255, 255, 255])
    }

    @Test func cardViewPutsTheTrailingIconAfterItsTitle() throws {
        let bitmap = try draw2(T2CardView())
        #expect(bitmap.width == 320 && bitmap.height == 100)
        #expect(close(rgba(bitmap, 1, 1), [255, 204, 0, 255], tolerance: 1))
        // The custom label style draws "5" then the clock: the rightmost ink (the icon) ends at
        // the 16-point padding, and the title's ink is left of the icon.
        let inkColumns = (0..<320).filter { x in (50..<100).contains { y in rgba(bitmap, x, y)[0] < 120 } }
        #expect(inkColumns.last! <= 304 && inkColumns.last! >= 296)
        #expect(inkColumns.first! >= 16 && inkColumns.first! <= 20)
    }

    @Test func meetingHeaderProgressIsAThird() throws {
        // 300 of 900 seconds: the 4-point bar from x 16 to 374 is tinted (0, 122, 255) for its
        // first third (to x 135.3), the track after it.
        let bitmap = try draw2(T2MeetingHeaderView())
        #expect(bitmap.width == 390)
        let barRow = try #require((0..<40).first { close(rgba(bitmap, 70, $0), [0, 122, 255, 255], tolerance: 2) })
        #expect(barRow >= 16 && barRow <= 18)
        #expect(close(rgba(bitmap, 130, barRow + 1), [0, 122, 255, 255], tolerance: 2))
        #expect(!close(rgba(bitmap, 140, barRow + 1), [0, 122, 255, 255], tolerance: 40))
    }

    @Test func progressViewStylesStackAtTheirSizes() throws {
        // A 20-point spinner alone is 20 × 20 (UIActivityIndicatorView.Style.medium).
        let spinner = try draw2(ProgressView().progressViewStyle(.circular))
        #expect(spinner.width == 20 && spinner.height == 20)
        let bitmap = try draw2(T2ProgressStyles())
        #expect(bitmap.width == 200)
        // Linear at 0.25 of 200: tinted to x 50, the track after.
        let barRow = try #require((0..<bitmap.height).first { close(rgba(bitmap, 25, $0), [0, 122, 255, 255], tolerance: 2) })
        #expect(barRow >= 36)
        #expect(!close(rgba(bitmap, 60, barRow + 1), [0, 122, 255, 255], tolerance: 40))
    }

    @Test func groupBoxHasTheSecondaryGroupedBackground() throws {
        // GroupBox on iOS: a rounded box in secondarySystemBackground (242, 242, 247 light).
        let bitmap = try draw2(T2GroupBoxAndDisclosure())
        #expect(bitmap.width == 300)
        #expect(close(rgba(bitmap, 150, 20), [242, 242, 247, 255], tolerance: 1))
        #expect(rgba(bitmap, 16, 16)[3] < 255)  // the rounded corner
    }

    @Test func profileFormShowsTheSwitchOnAndTheChosenFlavor() throws {
        let bitmap = try draw2(T2ProfileForm())
        #expect(bitmap.width == 390 && bitmap.height == 400)
        #expect(close(rgba(bitmap, 2, 2), [242, 242, 247, 255], tolerance: 1))  // systemGroupedBackground
        #expect(pixels(bitmap, x: 300..<370, y: 0..<400).contains { close($0, [52, 199, 89, 255], tolerance: 2) })
    }

    @Test func menuAndShareLinkLabelsAreInTheAccentColour() throws {
        // Apple: ShareLink(item:) shows the system label — "Share" with the share symbol;
        // a Menu's label draws like a button's. Both are tinted with the accent colour.
        let link = try ImageRenderer(content: ShareLink(item: URL(string: "https://developer.apple.com")!)).pngData()
        #expect(link == (try ImageRenderer(content: ShareLink("Share", item: URL(string: "https://developer.apple.com")!)).pngData()))
        let bitmap = try draw2(T2MenuAndShare())
        // Both labels are in the accent colour; nothing is black.
        let ink = pixels(bitmap, x: 0..<bitmap.width, y: 0..<bitmap.height).filter { $0[0] < 200 || $0[1] < 200 }
        #expect(ink.contains { close($0, [0, 122, 255, 255], tolerance: 3) })
        #expect(!ink.contains { $0[0] < 30 && $0[1] < 30 && $0[2] < 30 })
    }

    @Test func toggleStylesDrawTheButtonAndTheTintedSwitch() throws {
        let bitmap = try draw2(T2ToggleStyles())
        #expect(bitmap.width == 300)
        // `.tint(.orange)` colours the on switch (255, 149, 0).
        #expect(pixels(bitmap, x: 230..<284, y: 0..<bitmap.height).contains { close($0, [255, 149, 0, 255], tolerance: 2) })
        // The on button-style toggle is a bordered-prominent button: an accent fill.
        #expect(pixels(bitmap, x: 0..<300, y: 0..<50).contains { close($0, [0, 122, 255, 255], tolerance: 2) })
    }

    @Test func toggleWithSystemImageIsALabelledToggle() throws {
        let a = try ImageRenderer(content: Toggle("Bold", systemImage: "bold", isOn: .constant(true)).toggleStyle(.button)).pngData()
        let b = try ImageRenderer(content: Toggle(isOn: .constant(true)) { Label("Bold", systemImage: "bold") }.toggleStyle(.button)).pngData()
        #expect(a == b)
    }

    @Test func markdownAndAttributedStringStyleTheirRuns() throws {
        // A markdown literal's `**Bold**` is the bold run; an attributed string's
        // foregroundColor colours its run.
        let md = try ImageRenderer(content: Text("**Bold** text")).pngData()
        let built = try ImageRenderer(content: Text("Bold").bold() + Text(" text")).pngData()
        #expect(md == built)
        var attributed = AttributedString("Red")
        attributed.foregroundColor = .red
        let bitmap = try draw2(Text(attributed))
        #expect(pixels(bitmap, x: 0..<bitmap.width, y: 0..<bitmap.height).contains { close($0, [255, 59, 48, 255], tolerance: 2) })
    }

    @Test func timerIntervalCountsDownFromTheReferenceDate() throws {
        // At rest the timer shows the interval left at Cairn's fixed "now": 5 minutes → "5:00".
        let now = EnvironmentValues().referenceDate
        let timer = try ImageRenderer(content: Text(timerInterval: now...now.addingTimeInterval(300), countsDown: true)).pngData()
        #expect(timer == (try ImageRenderer(content: Text("5:00")).pngData()))
    }

    @Test func secondaryTakesTheSecondLevelOfTheForegroundStyle() throws {
        // Apple: `foregroundStyle(_:_:)` sets the primary and secondary levels; `.secondary`
        // resolves to the second level, so "Secondary" is green (52, 199, 89) and "Primary" blue.
        let bitmap = try draw2(T2HierarchicalStyles())
        let h = bitmap.height
        let top = pixels(bitmap, x: 0..<bitmap.width, y: 0..<(h / 2))
        let bottom = pixels(bitmap, x: 0..<bitmap.width, y: (h / 2)..<h)
        #expect(top.contains { close($0, [0, 122, 255, 255], tolerance: 2) })
        #expect(bottom.contains { close($0, [52, 199, 89, 255], tolerance: 2) })
        #expect(!bottom.contains { close($0, [0, 122, 255, 255], tolerance: 30) })
    }

    @Test func materialLightensTheGradientAndTheCornersAreClipped() throws {
        let bitmap = try draw2(T2NowPlaying())
        #expect(bitmap.width == 240 && bitmap.height == 140)
        #expect(rgba(bitmap, 1, 1)[3] == 0)
        #expect(rgba(bitmap, 20, 70)[3] == 255)
        // Left of the text, inside the material box (x ≈ 70, y 70) vs the bare gradient at the
        // same x (y 20): ultra-thin material over a warm gradient is lighter.
        let inBox = rgba(bitmap, 70, 70), bare = rgba(bitmap, 70, 20)
        #expect(inBox[1] + inBox[2] > bare[1] + bare[2] + 20)
    }

    @Test func containerRelativeShapeIsConcentric() throws {
        // Apple: ContainerRelativeShape is "an inset version of the current container shape":
        // inset by 8 inside a 20-point rounded rect its corner radius is 12. (12, 12) is inside
        // a radius-12 corner starting at 8 but outside a radius-20 one.
        let bitmap = try draw2(T2ConcentricCard())
        #expect(bitmap.width == 120 && bitmap.height == 120)
        #expect(close(rgba(bitmap, 12, 12), [0, 122, 255, 255], tolerance: 30))
        #expect(close(rgba(bitmap, 9, 9), [255, 204, 0, 255], tolerance: 30))
    }

    @Test func inlineTitleAndToolbarItems() throws {
        let bitmap = try draw2(T2Inbox())
        #expect(bitmap.width == 390 && bitmap.height == 300)
        // The inline title is centred in the 44-point bar; the Edit button leads, the plus trails,
        // both in the accent colour.
        let bar = 0..<60
        // (Tolerance 40: the plus's 1.46-point strokes need not cover a whole pixel at scale 1.)
        let blue = { (x: Range<Int>) in pixels(bitmap, x: x, y: bar).contains { close($0, [0, 122, 255, 255], tolerance: 40) } }
        #expect(blue(0..<80) && blue(330..<390) && !blue(120..<270))
        let titleInk = (0..<390).filter { x in bar.contains { y in rgba(bitmap, x, y)[0] < 60 } }
        let centre = (Double(titleInk.first!) + Double(titleInk.last!)) / 2
        #expect(abs(centre - 195) < 3)
    }

    @Test func adaptiveGridFitsThreeColumns() throws {
        // Adaptive minimum 100 in 340 with 8-point spacing: floor((340 + 8) / 108) = 3 columns of
        // (340 − 16) / 3 = 108, at x 0, 116, 232; two rows of 80, 8 apart.
        let bitmap = try draw2(T2AdaptiveGrid())
        #expect(bitmap.width == 340 && bitmap.height == 168)
        for x in [54, 170, 286] { #expect(close(rgba(bitmap, x, 40), [0, 122, 255, 255], tolerance: 1)) }
        for x in [112, 228] { #expect(rgba(bitmap, x, 40)[3] == 0) }
        #expect(rgba(bitmap, 54, 84)[3] == 0)
        #expect(close(rgba(bitmap, 54, 128), [0, 122, 255, 255], tolerance: 1))
    }

    @Test(arguments: [(false, 130, 40), (true, 60, 90)])
    func anyLayoutSwitchesStacks(compact: Bool, width: Int, height: Int) throws {
        let bitmap = try draw2(T2AdaptiveStack(isCompact: compact))
        #expect(bitmap.width == width && bitmap.height == height)
    }

    @Test func viewThatFitsFallsBackToTheVerticalChoice() throws {
        // 150 + 8 + 150 = 308 does not fit 200: the VStack (150 × 68) is chosen, centred.
        let bitmap = try draw2(T2FittingButtons())
        #expect(bitmap.width == 200 && bitmap.height == 68)
        #expect(close(rgba(bitmap, 100, 15), [255, 59, 48, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 100, 53), [0, 122, 255, 255], tolerance: 1))
        #expect(rgba(bitmap, 10, 15)[3] == 0)
    }

    @Test func equalWidthStackGivesEveryChildTheWidest() throws {
        // Ideal widths 30, 60, 45: each is placed 60 wide, 8 apart (Color's default spacing).
        let bitmap = try draw2(T2EqualWidthButtons())
        #expect(bitmap.width == 196 && bitmap.height == 20)
        #expect(close(rgba(bitmap, 55, 10), [255, 59, 48, 255], tolerance: 1))
        #expect(rgba(bitmap, 64, 10)[3] == 0)
        #expect(close(rgba(bitmap, 70, 10), [52, 199, 89, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 190, 10), [0, 122, 255, 255], tolerance: 1))
    }

    @Test func matchedGeometryAtRestDrawsInPlace() throws {
        let bitmap = try draw2(T2MatchedAtRest())
        #expect(close(rgba(bitmap, 20, 20), [255, 59, 48, 255], tolerance: 1))
        #expect(rgba(bitmap, 100, 20)[3] == 0)
    }

    @Test func placeholderRedactionHidesTheGlyphs() throws {
        // `.redacted(reason: .placeholder)` draws rounded grey boxes in place of text: no
        // black glyph ink remains, and the boxes are there.
        let bitmap = try draw2(T2Placeholder())
        let all = pixels(bitmap, x: 0..<bitmap.width, y: 0..<bitmap.height)
        #expect(!all.contains { $0[0] < 60 })
        #expect(all.contains { $0[0] < 240 })
        let plain = try draw2(T2Placeholder().redacted(reason: []))
        #expect(plain.width == bitmap.width && plain.height == bitmap.height)
    }

    @Test func monospacedDigitsKeepTheClockWidth() throws {
        // Tabular figures: every digit has the same advance, so "11:11" is as wide as "88:88".
        let ones = try draw2(T2Clock(digits: "11:11"))
        let eights = try draw2(T2Clock(digits: "88:88"))
        #expect(ones.width == eights.width)
        let proportional = try draw2(Text("11:11").font(.system(.title, design: .rounded)))
        #expect(proportional.width < ones.width)
    }

    @Test func scrumdingerHourglassesDrawTheirSymbols() throws {
        // SF Symbols 4 renamed `hourglass.tophalf.filled` to `hourglass.tophalf.fill` (the
        // name Scrumdinger uses): both draw the same symbol, not the unknown-name placeholder.
        for half in ["tophalf", "bottomhalf"] {
            let new = try ImageRenderer(content: Image(systemName: "hourglass.\(half).fill")).pngData()
            #expect(new == (try ImageRenderer(content: Image(systemName: "hourglass.\(half).filled")).pngData()))
            #expect(new != (try ImageRenderer(content: Image(systemName: "no.such.symbol")).pngData()))
        }
    }

    @Test func iOS18SymbolNamesDrawTheirArrows() throws {
        // SF Symbols 6's "trianglehead" circular arrows draw the drawing of the older names
        // for the same arrows; an unknown name draws nothing.
        let pairs = [("arrow.trianglehead.2.clockwise", "arrow.triangle.2.circlepath"), ("arrow.trianglehead.clockwise", "arrow.clockwise"),
                     ("arrow.trianglehead.counterclockwise", "arrow.counterclockwise"), ("wand.and.sparkles", "wand.and.stars"),
                     ("airpodspro", "airpods.pro")]
        let nothing = try ImageRenderer(content: Image(systemName: "no.such.symbol").font(.system(size: 40))).pngData()
        for (new, old) in pairs {
            let drawn = try ImageRenderer(content: Image(systemName: new).font(.system(size: 40))).pngData()
            #expect(drawn == (try ImageRenderer(content: Image(systemName: old).font(.system(size: 40))).pngData()), "\(new)")
            #expect(drawn != nothing, "\(new)")
        }
    }

    @Test func sparklesRectangleStackDrawsACardWithSparkles() throws {
        // Named in issue 23: a card under two card tops, sparkles on it; the filled form
        // fills the card (more ink) with the sparkles cut out (less than a solid card).
        func ink(_ name: String) throws -> Int {
            let bitmap = try draw2(Image(systemName: name).font(.system(size: 48)).padding(4).background(Color.white))
            return pixels(bitmap, x: 0..<bitmap.width, y: 0..<bitmap.height).filter { $0[0] < 128 }.count
        }
        let outline = try ink("sparkles.rectangle.stack"), filled = try ink("sparkles.rectangle.stack.fill")
        #expect(outline > 200 && filled > outline * 13 / 10, "\(outline) \(filled)")   // 781 and 1,138 at 48 points
        #expect(SymbolCatalog.contains("sparkles.rectangle.stack.fill") && !SymbolCatalog.contains("sparkles.rectangle.stacks"))
        // Face ID's picture: its four corner brackets put ink in each corner of the symbol's
        // box, and the face ink in the middle.
        let face = try draw2(Image(systemName: "faceid").font(.system(size: 48)).background(Color.white))
        let w = face.width, h = face.height
        let inkRows = (0..<h).filter { y in (0..<w).contains { rgba(face, $0, y)[0] < 128 } }
        let inkColumns = (0..<w).filter { x in (0..<h).contains { rgba(face, x, $0)[0] < 128 } }
        #expect(inkRows.count > h / 2 && inkColumns.count > w / 2, "\(inkRows.count) of \(h), \(inkColumns.count) of \(w)")
        #expect(pixels(face, x: w / 3..<2 * w / 3, y: h / 3..<2 * h / 3).filter { $0[0] < 128 }.count > 20)
        #expect(pixels(face, x: 0..<w / 4, y: 0..<h / 4).filter { $0[0] < 128 }.count > 20)
    }

    @Test(arguments: ["square.and.arrow.up", "square.and.arrow.down"])
    func shareAndSaveSymbolsAreABoxWithAnArrow(name: String) throws {
        // iOS's share symbol: a box open at the top with an arrow through the gap. Its lowest
        // ink row is the box's flat bottom (most of the width); its highest ink is centred
        // (the arrow's tip for `.up`, the arrow's tail for `.down`), not a dot at one side.
        let bitmap = try draw2(Image(systemName: name).font(.system(size: 48)).background(Color.white))
        let inked = { (x: Int, y: Int) in rgba(bitmap, x, y)[0] < 128 }
        let rows = (0..<bitmap.height).filter { y in (0..<bitmap.width).contains { inked($0, y) } }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        let bottomInk = (0..<bitmap.width).filter { inked($0, bottom - 1) }
        #expect(Double(bottomInk.count) > 0.6 * Double(bitmap.width))
        let topInk = (0..<bitmap.width).filter { inked($0, top + 1) }
        let centre = Double(topInk.first! + topInk.last!) / 2
        #expect(abs(centre - Double(bitmap.width) / 2) < 2)
    }

    @Test func accessibilityModifiersLeaveThePictureAlone() throws {
        // VoiceOver metadata changes nothing drawn: the same bytes as without it.
        let plain = try ImageRenderer(content: Text("Design").font(.headline).padding()).pngData()
        let annotated = try ImageRenderer(content: Text("Design").font(.headline)
            .accessibilityAddTraits(.isHeader)
            .accessibilityRemoveTraits(.isImage)
            .accessibilityHint("Opens the meeting")
            .padding()
            .accessibilityElement(children: .combine)
            .accessibilityValue("10 minutes")).pngData()
        #expect(plain == annotated)
        // Bouncing needs a drag and Cairn draws no status bar: a scroll view at rest is unchanged.
        let scroll = { ScrollView { Color.red.frame(height: 300) }.frame(width: 100, height: 100) }
        let base = try ImageRenderer(content: scroll()).pngData()
        #expect(base == (try ImageRenderer(content: scroll().scrollBounceBehavior(.basedOnSize).statusBarHidden()).pngData()))
    }

    @Test(arguments: [(0, VerticalEdge.Set.all, true), (0, .top, false), (1, .top, true), (1, .bottom, false)])
    func listRowSeparatorTintColoursTheSeparator(row: Int, edges: VerticalEdge.Set, red: Bool) throws {
        // Plain list, 44-point rows: the separator between the rows is the pixel row y = 43
        // (from x = 20). Apple: the tint applies to the row's edges named by `edges` — the
        // first row's bottom, or the second row's top.
        let list = List {
            Text("One").listRowSeparatorTint(row == 0 ? .red : nil, edges: edges)
            Text("Two").listRowSeparatorTint(row == 1 ? .red : nil, edges: edges)
        }
        .listStyle(.plain)
        .frame(width: 300, height: 120)
        let bitmap = try draw2(list)
        let pixel = rgba(bitmap, 150, 43)
        #expect(close(pixel, [255, 59, 48, 255], tolerance: 1) == red)
        if !red { #expect(pixel[0] > 150 && pixel[0] < 240 && abs(pixel[0] - pixel[2]) < 8) }  // the grey hairline
    }

    @Test func privacySensitiveRedactsOnlyForThePrivacyReason() throws {
        // A balance row as in Apple's `privacySensitive` example: unredacted it draws as plain
        // text; under `.redacted(reason: .privacy)` the sensitive text becomes placeholder bars
        // and the rest is unchanged.
        let row = { (sensitive: Bool) in
            HStack { Text("Balance"); Text("$1,234.56").privacySensitive(sensitive) }.padding()
        }
        let plain = try ImageRenderer(content: row(false)).pngData()
        #expect(plain == (try ImageRenderer(content: row(true)).pngData()))
        #expect(plain == (try ImageRenderer(content: row(false).redacted(reason: .privacy)).pngData()))
        let redacted = try ImageRenderer(content: row(true).redacted(reason: .privacy)).pngData()
        let expected = try ImageRenderer(content: HStack { Text("Balance"); Text("$1,234.56").redacted(reason: .placeholder) }.padding()).pngData()
        #expect(redacted == expected)
        #expect(redacted != plain)
    }

    @Test(arguments: [0, 1, 2, 3])
    func hiddenNavigationBarLetsTheContentStartAtTheTop(variant: Int) throws {
        // A 44-point inline bar puts the content at y = 44; `.toolbar(.hidden, for:
        // .navigationBar)` (or `.navigationBarHidden(true)`, or no bars named) removes the bar,
        // its title and items: the red content fills from y = 0.
        let content = Color.red.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
            .toolbar { Button("Edit") {} }
        let hidden: AnyView = switch variant {
        case 0: AnyView(content.toolbar(.hidden, for: .navigationBar))
        case 1: AnyView(content.navigationBarHidden(true))
        case 2: AnyView(content.toolbar(.hidden))
        default: AnyView(content.toolbar(.visible, for: .navigationBar))
        }
        let bitmap = try draw2(NavigationStack { hidden }.frame(width: 200, height: 200))
        let red = [255, 59, 48, 255]
        #expect(close(rgba(bitmap, 100, 190), red, tolerance: 1))
        #expect(close(rgba(bitmap, 100, 2), red, tolerance: 1) == (variant != 3))
        #expect(close(rgba(bitmap, 5, 40), red, tolerance: 1) == (variant != 3))
    }

    @Test func defaultScrollAnchorBottomShowsTheEnd() throws {
        // A chat-style column 300 tall (red, blue, green bands of 100) in a 150-tall scroll
        // view: at the default anchor the red top shows; with `.bottom` the last 150 points
        // (blue 150…200, green 200…300) do. Content shorter than the scroll view sits at the bottom.
        let column = { VStack(spacing: 0) { Color.red.frame(height: 100); Color.blue.frame(height: 100); Color.green.frame(height: 100) } }
        let top = try draw2(ScrollView { column() }.frame(width: 100, height: 150))
        let bottom = try draw2(ScrollView { column() }.defaultScrollAnchor(.bottom).frame(width: 100, height: 150))
        let (red, blue, green) = ([255, 59, 48, 255], [0, 122, 255, 255], [52, 199, 89, 255])
        #expect(close(rgba(top, 50, 10), red, tolerance: 1) && close(rgba(top, 50, 140), blue, tolerance: 1))
        #expect(close(rgba(bottom, 50, 10), blue, tolerance: 1) && close(rgba(bottom, 50, 60), green, tolerance: 1))
        #expect(close(rgba(bottom, 50, 149), green, tolerance: 1))
        let short = try draw2(ScrollView { Color.red.frame(height: 50) }.defaultScrollAnchor(.bottom).frame(width: 100, height: 150))
        #expect(rgba(short, 50, 10)[3] == 0)
        #expect(close(rgba(short, 50, 120), red, tolerance: 1))
        // Horizontal, `.trailing`: the last 100 of a 250-wide row.
        let row = try draw2(ScrollView(.horizontal) { HStack(spacing: 0) { Color.red.frame(width: 150); Color.blue.frame(width: 100) } }
            .defaultScrollAnchor(.trailing).frame(width: 100, height: 40))
        #expect(close(rgba(row, 5, 20), blue, tolerance: 1) && close(rgba(row, 95, 20), blue, tolerance: 1))
    }

    @Test(arguments: [(0, 228.0, 229.6), (1, 233.4, 234.68), (2, 238.56, 239.76), (3, 243.88, 244.84)])
    func fillStyleLevelsAreUIKitsSystemFills(level: Int, grey: Double, blue: Double) throws {
        // `.fill` … `.fill.quaternary` over white: systemFill (120, 120, 128, 0.2),
        // secondarySystemFill (0.16), tertiarySystemFill (118, 118, 128, 0.12),
        // quaternarySystemFill (116, 116, 128, 0.08): 255 − a × (255 − c).
        let style: FillShapeStyle = [.fill, .fill.secondary, .fill.tertiary, .fill.quaternary][level]
        let bitmap = try draw2(Rectangle().fill(style).frame(width: 20, height: 20).background(Color.white))
        let p = rgba(bitmap, 10, 10)
        #expect(abs(Double(p[0]) - grey) <= 1 && abs(Double(p[1]) - grey) <= 1 && abs(Double(p[2]) - blue) <= 1)
        #expect(p[3] == 255)
    }

    @Test func interactionOnlyModifiersOfTheSecondTrialLeaveThePictureAlone() throws {
        let list = { (modified: Bool) -> AnyView in
            if modified {
                return AnyView(List {
                    ForEach(["A", "B"], id: \.self) { Text($0).textSelection(.enabled) }
                        .onDelete { _ in }
                        .onMove { _, _ in }
                }
                .scrollDismissesKeyboard(.interactively)
                .onSubmit {}
                .navigationBarBackButtonHidden(true)
                .frame(width: 200, height: 120))
            }
            return AnyView(List { ForEach(["A", "B"], id: \.self) { Text($0) } }.frame(width: 200, height: 120))
        }
        #expect(try ImageRenderer(content: list(true)).pngData() == (try ImageRenderer(content: list(false)).pngData()))
        // `.compact` and `.automatic` are the pills every DatePicker draws.
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let picker = DatePicker("Date", selection: .constant(date), displayedComponents: .date).frame(width: 300)
        let plain = try ImageRenderer(content: picker).pngData()
        #expect(plain == (try ImageRenderer(content: picker.datePickerStyle(.compact)).pngData()))
        #expect(plain == (try ImageRenderer(content: picker.datePickerStyle(.automatic)).pngData()))
    }

    @Test func iconOnlyLabelIsItsImage() throws {
        let label = try ImageRenderer(content: Label("Favorites", systemImage: "heart.fill").labelStyle(.iconOnly).symbolRenderingMode(.hierarchical)).pngData()
        let image = try ImageRenderer(content: Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical)).pngData()
        #expect(label == image)
    }

    @Test func overlayAlignsToTheBottomTrailingCorner() throws {
        let bitmap = try draw2(T2Badges())
        #expect(bitmap.width == 100 && bitmap.height == 100)
        #expect(close(rgba(bitmap, 95, 95), [255, 59, 48, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 75, 95), [142, 142, 147, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 95, 75), [142, 142, 147, 255], tolerance: 1))
    }

    @Test func topSafeAreaInsetPushesTheContentDown() throws {
        // The 30-point inset bar sits on top; the scroll content starts below it.
        let bitmap = try draw2(T2TopInset())
        #expect(bitmap.width == 200 && bitmap.height == 200)
        #expect(close(rgba(bitmap, 100, 15), [255, 59, 48, 255], tolerance: 1))
        #expect(close(rgba(bitmap, 100, 35), [0, 122, 255, 255], tolerance: 1))
    }
}
