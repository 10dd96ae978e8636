import Cairn
import Foundation

/// Issue 23's scroll- and geometry-driven effects: a column of cards whose
/// `.scrollTransition` fades and shrinks them as they leave the visible region (scrolled to
/// 140 points by a `ScrollPosition`), a carousel of `containerRelativeFrame` cards turned by
/// their transition's phase, and tiles tinted by `.visualEffect` from their position.
public struct ScrollEffectsGallery: View {
    public init() {}

    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("scrollTransition").font(.headline)
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(0..<8, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(colors[i].gradient)
                            .frame(height: 64)
                            .overlay(Text("Card \(i + 1)").font(.headline).foregroundStyle(.white))
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                    }
                }
                .padding(.horizontal, 16)
            }
            .scrollPosition(.constant(ScrollPosition(y: 140)))
            .frame(height: 260)
            .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))

            Text("containerRelativeFrame carousel").font(.headline)
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<6, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(colors[9 - i].gradient)
                            .overlay(Image(systemName: "star.fill").font(.largeTitle).foregroundStyle(.white))
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                            .scrollTransition(axis: .horizontal) { content, phase in
                                content.rotation3DEffect(.degrees(phase.value * 30), axis: (x: 0, y: 1, z: 0))
                                    .scaleEffect(1 - abs(phase.value) * 0.1)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .contentMargins(.horizontal, 16)
            .frame(height: 140)

            Text("visualEffect").font(.headline)
            HStack(spacing: 8) {
                ForEach(0..<6, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                        .frame(height: 48)
                        .visualEffect { content, proxy in
                            content.hueRotation(.degrees(proxy.frame(in: .global).minX / 2))
                                .offset(y: sin(proxy.frame(in: .global).minX / 40) * 8)
                        }
                }
            }
            .padding(.vertical, 8)
        }
        .padding(16)
    }
}

/// A column of cards with a fade-and-shrink `.scrollTransition`, scrolled by the timeline
/// through a bound `ScrollPosition` (`progress` 0...1 → 0...300 points).
struct ScrollTransitionScene: View {
    var progress: CGFloat
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple]

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<10, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(colors[i].gradient)
                        .frame(height: 44)
                        .scrollTransition { content, phase in
                            content.opacity(phase.isIdentity ? 1 : 0.15)
                                .scaleEffect(phase.isIdentity ? 1 : 0.7)
                                .rotationEffect(.degrees(phase.value * 8))
                        }
                }
            }
            .padding(.horizontal, 16)
        }
        .scrollPosition(.constant(ScrollPosition(y: progress * 300)))
        .frame(width: 200, height: 200)
        .background(Color.white)
    }
}
