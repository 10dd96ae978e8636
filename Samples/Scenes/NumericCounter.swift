import Cairn

/// Issue 13's `.numericText` counter: a `.task` adds one every 0.75 s inside
/// `withAnimation(.easeInOut(duration: 0.4))`; the digits that change roll upwards (8 → 9,
/// 9 → 10 rolls both places, 10 → 11 keeps the leading 1).
public struct NumericCounter: View {
    @State private var count = 8

    public init() {}

    public var body: some View {
        Text("\(count)")
            .font(.system(size: 56, weight: .bold))
            .monospacedDigit()
            .contentTransition(.numericText(value: Double(count)))
            .frame(width: 140, height: 90)
            .background(Color.white)
            .task {
                for _ in 0..<4 {
                    try? await Task.sleep(for: .seconds(0.75))
                    withAnimation(.easeInOut(duration: 0.4)) { count += 1 }
                }
            }
    }
}
