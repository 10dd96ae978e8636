import Cairn

/// Seed 002 (自定义对齐标识): a round button holding a symbol scaled to fit, as the article
/// writes it (plus an `.id(symbol)` on the image for the tests).
struct CircleButton: View {
    let symbol: String
    let radius: Int
    let imageWidth: CGFloat
    init(symbol: String, radius: Int = 25, imageWidth: CGFloat = 26) {
        self.symbol = symbol
        self.radius = radius
        self.imageWidth = imageWidth
    }
    var body: some View {
        ZStack {
            Circle()
                .fill(.gray.opacity(0.4))
                .frame(width: CGFloat(radius) * 2, height: CGFloat(radius) * 2)
            Image(systemName: symbol)
                .resizable()
                .scaledToFit()
                .frame(width: imageWidth, height: imageWidth)
                .id(symbol)
        }
    }
}

struct MenuAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.width / 2
    }
}

extension HorizontalAlignment {
    static let menu = HorizontalAlignment(MenuAlignment.self)
}

/// Seed 002's menu: "Inbox" and "Sent" rows and a larger menu button. Unaligned ("当前样式")
/// the VStack centres each row; aligned, every button's centre sits on the `.menu` guide.
/// The buttons carry ids `inbox`, `sent` and `menu`.
public struct CircleButtonMenu: View {
    let aligned: Bool

    public init(aligned: Bool) { self.aligned = aligned }

    public var body: some View {
        if aligned {
            VStack(alignment: .menu) {
                HStack {
                    Text("Inbox")
                    CircleButton(symbol: "tray.and.arrow.down")
                        .alignmentGuide(.menu) {
                            $0.width / 2
                        }
                        .id("inbox")
                }
                HStack {
                    Text("Sent")
                    CircleButton(symbol: "tray.and.arrow.up")
                        .alignmentGuide(.menu) {
                            $0.width / 2
                        }
                        .id("sent")
                }
                CircleButton(symbol: "line.3.horizontal", radius: 30)
                    .id("menu")
            }
        } else {
            VStack {
                HStack {
                    Text("Inbox")
                    CircleButton(symbol: "tray.and.arrow.down").id("inbox")
                }
                HStack {
                    Text("Sent")
                    CircleButton(symbol: "tray.and.arrow.up").id("sent")
                }
                CircleButton(symbol: "line.3.horizontal", radius: 30).id("menu")
            }
        }
    }
}
