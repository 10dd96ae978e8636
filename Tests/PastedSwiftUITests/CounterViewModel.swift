// A view model written for iOS 16 (Combine's ObservableObject), pasted unchanged but for the
// import (issue 22): `#if canImport(SwiftUI)` keeps the file building on Apple platforms.
#if canImport(SwiftUI)
import SwiftUI
import Combine
#else
import Cairn
#endif

final class CounterViewModel: ObservableObject {
    @Published var count = 0
    @Published var title = "Taps"
    private var cancellables = Set<AnyCancellable>()
    @Published private(set) var log: [String] = []

    init() {
        $count
            .dropFirst()
            .map { "count \($0)" }
            .sink { [weak self] line in self?.log.append(line) }
            .store(in: &cancellables)
    }

    func increment() { count += 1 }
}

struct CounterView: View {
    @StateObject private var model = CounterViewModel()

    var body: some View {
        VStack(spacing: 12) {
            Text("\(model.title): \(model.count)")
                .font(.title)
                .id("label")
            Button("Add one") { model.increment() }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct CounterRow: View {
    @ObservedObject var model: CounterViewModel
    var body: some View {
        HStack {
            Text(model.title)
            Spacer()
            Text("\(model.count)").monospacedDigit()
        }
        .frame(width: 200)
    }
}

struct SettingsSummary: View {
    @EnvironmentObject var model: CounterViewModel
    var body: some View { Text("Count is \(model.count)").id("summary") }
}

struct CounterView_Previews: PreviewProvider {
    static var previews: some View {
        CounterView()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Counter")
    }
}
