import Cairn
import Foundation
import CairnTestSupport

// The second new-user trial: twenty snippets from Apple's SwiftUI tutorials (Landmarks,
// Scrumdinger), Apple's documentation examples and common iOS 17 idioms, written as people
// paste them (`import Cairn` in place of `import SwiftUI`), rendered with `ImageRenderer` and
// checked against numbers from Apple's documented behaviour or an independent computation.

// MARK: - Landmarks (Apple's "Building lists and navigation" and "Creating and combining views")

struct T2LandmarkRow: View {
    var name: String
    var isFavorite: Bool
    var body: some View {
        HStack {
            Image(systemName: "photo")
                .resizable()
                .frame(width: 50, height: 50)
            Text(name)
            Spacer()
            if isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct T2CircleImage: View {
    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .scaledToFill()
            .frame(width: 200, height: 200)
            .background(Color.green)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

// MARK: - Scrumdinger (Apple's "Creating a card view", "Managing state and life cycle")

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct T2CardView: View {
    let title = "Design"
    let attendees = 3
    let lengthInMinutes = 5
    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(attendees)", systemImage: "person.3")
                    .accessibilityLabel("\(attendees) attendees")
                Spacer()
                Label("\(lengthInMinutes)", systemImage: "clock")
                    .accessibilityLabel("\(lengthInMinutes) minute meeting")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(.black)
        .frame(width: 320, height: 100)
        .background(Color.yellow)
    }
}

struct T2MeetingHeaderView: View {
    let secondsElapsed = 300
    let secondsRemaining = 600
    private var totalSeconds: Int { secondsElapsed + secondsRemaining }
    private var progress: Double {
        guard totalSeconds > 0 else { return 1 }
        return Double(secondsElapsed) / Double(totalSeconds)
    }
    private var minutesRemaining: Int { secondsRemaining / 60 }

    var body: some View {
        VStack {
            ProgressView(value: progress)
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed")
                        .font(.caption)
                    Label("\(secondsElapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining")
                        .font(.caption)
                    Label("\(secondsRemaining)", systemImage: "hourglass.bottomhalf.fill")
                        .labelStyle(.trailingIcon)
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Time remaining")
        .accessibilityValue("\(minutesRemaining) minutes")
        .padding([.top, .horizontal])
        .frame(width: 390)
    }
}

// MARK: - Apple documentation examples

struct T2ProgressStyles: View {
    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
                .progressViewStyle(.circular)
            ProgressView(value: 0.25)
                .progressViewStyle(.linear)
            ProgressView("Loading…")
        }
        .frame(width: 200)
    }
}

struct T2GroupBoxAndDisclosure: View {
    @State private var expanded = true
    var body: some View {
        VStack(spacing: 12) {
            GroupBox("Today") {
                Text("8,421 steps")
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            DisclosureGroup("Details", isExpanded: $expanded) {
                Text("Walked 6.2 km")
            }
        }
        .padding()
        .frame(width: 300)
    }
}

struct T2ProfileForm: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }
    @State private var name = "Taylor"
    @State private var flavor = Flavor.vanilla
    @State private var notifications = true
    @State private var age = 30
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                Toggle("Notifications", isOn: $notifications)
                Stepper("Age: \(age)", value: $age, in: 0...120)
            }
        }
        .frame(width: 390, height: 400)
    }
}

struct T2MenuAndShare: View {
    var body: some View {
        HStack(spacing: 20) {
            Menu {
                Button("Rename") {}
                Button("Delete", role: .destructive) {}
            } label: {
                Label("Options", systemImage: "ellipsis.circle")
            }
            ShareLink(item: URL(string: "https://developer.apple.com")!)
        }
        .padding()
        .background(Color.white)
    }
}

struct T2ToggleStyles: View {
    @State private var bold = true
    @State private var airplane = true
    var body: some View {
        VStack {
            Toggle("Bold", systemImage: "bold", isOn: $bold)
                .toggleStyle(.button)
            Toggle("Airplane Mode", isOn: $airplane)
                .tint(.orange)
        }
        .padding()
        .frame(width: 300)
        .background(Color.white)
    }
}

struct T2HierarchicalStyles: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Primary")
            Text("Secondary").foregroundStyle(.secondary)
        }
        .foregroundStyle(.blue, .green)
        .padding()
        .background(Color.white)
    }
}

struct T2NowPlaying: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
            Text("Now Playing")
                .padding()
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
        }
        .frame(width: 240, height: 140)
        .clipShape(.rect(cornerRadius: 20))
    }
}

struct T2ConcentricCard: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(.blue)
                .padding(8)
        }
        .frame(width: 120, height: 120)
        .background(Color.yellow, in: .rect(cornerRadius: 20))
        .containerShape(.rect(cornerRadius: 20))
    }
}

struct T2Inbox: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Welcome")
                Text("Your receipt")
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .frame(width: 390, height: 300)
    }
}

struct T2AdaptiveGrid: View {
    let columns = [GridItem(.adaptive(minimum: 100))]
    var body: some View {
        LazyVGrid(columns: columns) {
            ForEach(0..<6, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 8)
                    .fill(.blue)
                    .frame(height: 80)
            }
        }
        .frame(width: 340)
    }
}

struct T2AdaptiveStack: View {
    var isCompact: Bool
    var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            Color.red.frame(width: 60, height: 40)
            Color.blue.frame(width: 60, height: 40)
        }
    }
}

struct T2FittingButtons: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Color.red.frame(width: 150, height: 30)
                Color.blue.frame(width: 150, height: 30)
            }
            VStack {
                Color.red.frame(width: 150, height: 30)
                Color.blue.frame(width: 150, height: 30)
            }
        }
        .frame(width: 200)
    }
}

/// Apple's `MyEqualWidthHStack` from the "Composing custom layouts with SwiftUI" sample.
struct MyEqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

struct T2EqualWidthButtons: View {
    var body: some View {
        MyEqualWidthHStack {
            Color.red.frame(idealWidth: 30, maxWidth: .infinity).frame(height: 20)
            Color.green.frame(idealWidth: 60, maxWidth: .infinity).frame(height: 20)
            Color.blue.frame(idealWidth: 45, maxWidth: .infinity).frame(height: 20)
        }
    }
}

struct T2MatchedAtRest: View {
    @Namespace private var namespace
    var body: some View {
        HStack {
            Circle()
                .fill(.red)
                .matchedGeometryEffect(id: "dot", in: namespace)
                .frame(width: 40, height: 40)
            Spacer()
        }
        .frame(width: 200, height: 40)
    }
}

struct T2Placeholder: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Loading article title")
                .font(.headline)
            Text("A short summary of the article")
        }
        .redacted(reason: .placeholder)
        .padding()
        .background(Color.white)
    }
}

struct T2Clock: View {
    var digits: String
    var body: some View {
        Text(digits)
            .font(.system(.title, design: .rounded))
            .monospacedDigit()
    }
}

struct T2Badges: View {
    var body: some View {
        Color.gray
            .frame(width: 100, height: 100)
            .overlay(alignment: .bottomTrailing) {
                Color.red.frame(width: 20, height: 20)
            }
            .contentShape(Rectangle())
    }
}

struct T2TopInset: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 40) }
            }
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            Color.red.frame(height: 30)
        }
        .frame(width: 200, height: 200)
    }
}
