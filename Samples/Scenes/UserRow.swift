import Cairn

/// Seed 000 (*用户体验和布局进阶*, 布局规则 and 布局优先级): the `User:` row, an HStack of
/// `person.circle`, "User:" and the user name, in the article's four versions. The views
/// carry ids (`image`, `user`, `name`) for the tests; the blue border marks the outermost
/// view's frame, as the article's screenshots do.
public struct UserRow: View {
    /// The article's versions of the row.
    public enum Variant: CaseIterable {
        /// `HStack { … }.lineLimit(1)`: no backgrounds.
        case plain
        /// With backgrounds, in `.frame(width: 200)`: the name truncates.
        case width200
        /// The name with `.layoutPriority(1)`: "User:" gives way.
        case priority
        /// `.fixedSize()` before the frame: everything shows, wider than the frame.
        case fixedSize
    }

    let variant: Variant

    public init(variant: Variant) { self.variant = variant }

    public var body: some View {
        switch variant {
        case .plain:
            HStack {
                Image(systemName: "person.circle").id("image")
                Text("User:").id("user")
                Text("onevcat | Wei Wang").id("name")
            }
            .lineLimit(1)
            .border(Color.blue)
        case .width200:
            HStack {
                Image(systemName: "person.circle").id("image")
                    .background(Color.yellow)
                Text("User:").id("user")
                    .background(Color.red)
                Text("onevcat | Wei Wang").id("name")
                    .background(Color.green)
            }
            .lineLimit(1)
            .frame(width: 200)
            .border(Color.blue)
        case .priority:
            HStack {
                Image(systemName: "person.circle").id("image")
                    .background(Color.yellow)
                Text("User:").id("user")
                    .background(Color.red)
                Text("onevcat | Wei Wang").id("name")
                    .layoutPriority(1)
                    .background(Color.green)
            }
            .lineLimit(1)
            .frame(width: 200)
            .border(Color.blue)
        case .fixedSize:
            HStack {
                Image(systemName: "person.circle").id("image")
                    .background(Color.yellow)
                Text("User:").id("user")
                    .background(Color.red)
                Text("onevcat | Wei Wang").id("name")
                    .layoutPriority(1)
                    .background(Color.green)
            }
            .lineLimit(1)
            .fixedSize()
            .frame(width: 200)
            .border(Color.blue)
        }
    }
}
