#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (Package.swift)
import Cairn
@testable import CairnSnapshotTesting
import Foundation
import CairnTestSupport

/// A `width` × `height` image of one colour, stamped with the current versions.
func solidImage(width: Int, height: Int, _ rgba: [UInt8]) -> SnapshotImage {
    SnapshotImage(width: width, height: height, pixels: Array((0..<(width * height)).map { _ in rgba }.joined()))
}

/// `image` with pixel (x, y) set to `rgba`.
func setting(_ image: SnapshotImage, x: Int, y: Int, _ rgba: [UInt8]) -> SnapshotImage {
    var copy = image
    let i = (y * image.width + x) * 4
    copy.pixels.replaceSubrange(i..<i + 4, with: rgba)
    return copy
}

/// The paths a failure message names after `label` (e.g. `reference:`).
func path(after label: String, in message: String) -> String? {
    message.split(separator: "\n").lazy
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .first { $0.hasPrefix(label) }
        .map { String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces) }
}

/// A test view: a 40×30 blue rectangle with a red circle, at a given circle offset.
struct Badge: View {
    var offset: CGFloat = 0
    var body: some View {
        ZStack {
            Rectangle().fill(Color.blue)
            Circle().fill(Color.red).frame(width: 16, height: 16).offset(x: offset)
        }
        .frame(width: 40, height: 30)
    }
}
#endif
