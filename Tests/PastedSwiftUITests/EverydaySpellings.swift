// Interaction-only API and old spellings as pasted code has them (issue 22): each compiles and
// draws what iOS draws at rest.
#if canImport(SwiftUI)
import SwiftUI
#else
import Cairn
#endif

struct OldStyleScreen: View {
    @State private var showAlert = false
    @State private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @FocusState private var nameFocused: Bool
    @State private var name = ""
    @Environment(\.dismiss) private var dismiss
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.calendar) private var calendar

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Text(sizeClass == .compact ? "compact" : "regular").id("sizeClass")
                Text(reduceMotion ? "still" : "moving").id("motion")
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .textContentType(.name)
                    .keyboardType(.default)
                    .submitLabel(.done)
                    .onSubmit { dismiss() }
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.blue)
                    .frame(width: 100, height: 60)
                    .offset(dragOffset)
                    .gesture(
                        DragGesture()
                            .updating($isPressing) { _, state, _ in state = true }
                            .onEnded { value in dragOffset = value.translation }
                    )
                    .simultaneousGesture(MagnifyGesture().onEnded { _ in })
                    .highPriorityGesture(RotateGesture().onEnded { _ in })
                    .onLongPressGesture { showAlert = true }
                    .contextMenu { Button("Copy") {} } preview: { Text("Preview") }
                    .hoverEffect(.lift)
                    .id("card")
                Text("Weekday \(calendar.component(.weekday, from: Date(timeIntervalSinceReferenceDate: 0)))").id("weekday")
            }
            .padding()
            .navigationBarTitle("Old style")
            .edgesIgnoringSafeArea(.bottom)
            .accentColor(.purple)
            .alert(isPresented: $showAlert) {
                Alert(title: Text("Pressed"), message: Text("Long press"), dismissButton: .default(Text("OK")))
            }
        }
    }
}

struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Text("Tapped \(taps)")
            .padding()
            .onTapGesture { taps += 1 }
    }
}

struct LegacySheet: View {
    @State private var asking = true
    var body: some View {
        Color.white.frame(width: 390, height: 600)
            .actionSheet(isPresented: $asking) {
                ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .destructive(Text("Delete")), .cancel()])
            }
    }
}

/// iOS 13–16's `AnimatableModifier`, as pasted.
struct Slide: AnimatableModifier {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: amount) }
}

/// `onReceive` of a Combine publisher other than a timer.
struct Greeting: View {
    @State private var text = "…"
    var body: some View {
        Text(text).onReceive(Just("Hello")) { text = $0 }
    }
}

/// The same, with SwiftUI's `SubscriptionView` written out.
struct SpelledGreeting: View {
    @State private var text = "…"
    var body: some View {
        SubscriptionView(content: Text(text), publisher: Just("Hello")) { text = $0 }
    }
}
