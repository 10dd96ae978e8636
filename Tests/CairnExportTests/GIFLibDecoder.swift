import CGIF
import Foundation
import CairnTestSupport

/// A GIF decoded by giflib (independent of Cairn's encoder), frames composited as a viewer
/// shows them.
struct GIFLibDecoded {
    var width: Int
    var height: Int
    /// Each frame as straight RGBA after compositing onto the previous frame's disposal.
    var frames: [[UInt8]]
    /// Delays in 1/100 s.
    var delays: [Int]
    /// Disposal method of each frame.
    var disposals: [Int32]
    /// Each stored frame's image rectangle: left, top, width, height.
    var rects: [[Int]] = []
    /// The NETSCAPE2.0 repetition count, nil without the extension.
    var netscapeLoopCount: Int?
    /// Entries in the global colour map.
    var globalColorCount: Int

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Decodes `url` with DGifOpenFileName / DGifSlurp.
    init(contentsOf url: URL) throws {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(url.path, &error) else { throw Failure(description: "open: \(error)") }
        defer { DGifCloseFile(gif, &error) }
        guard DGifSlurp(gif) == GIF_OK else { throw Failure(description: "slurp: \(gif.pointee.Error)") }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        globalColorCount = Int(gif.pointee.SColorMap?.pointee.ColorCount ?? 0)
        frames = []
        delays = []
        disposals = []
        netscapeLoopCount = nil
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            // The loop extension: an application block "NETSCAPE2.0" then a data block [1, lo, hi].
            for e in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[e]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                    String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0",
                    e + 1 < Int(image.ExtensionBlockCount)
                {
                    let data = image.ExtensionBlocks[e + 1]
                    if data.ByteCount == 3, data.Bytes[0] == 1 { netscapeLoopCount = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8 }
                }
            }
            var gcb = GraphicsControlBlock()
            guard DGifSavedExtensionToGCB(gif, Int32(i), &gcb) == GIF_OK else { throw Failure(description: "no GCB for frame \(i)") }
            delays.append(Int(gcb.DelayTime))
            disposals.append(gcb.DisposalMode)
            guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { throw Failure(description: "no colour map") }
            let desc = image.ImageDesc
            rects.append([Int(desc.Left), Int(desc.Top), Int(desc.Width), Int(desc.Height)])
            for y in 0..<Int(desc.Height) {
                for x in 0..<Int(desc.Width) {
                    let index = Int(image.RasterBits[y * Int(desc.Width) + x])
                    if index == Int(gcb.TransparentColor) { continue }
                    let c = map.pointee.Colors[index]
                    let o = ((Int(desc.Top) + y) * width + Int(desc.Left) + x) * 4
                    canvas[o] = c.Red
                    canvas[o + 1] = c.Green
                    canvas[o + 2] = c.Blue
                    canvas[o + 3] = 255
                }
            }
            frames.append(canvas)
            if gcb.DisposalMode == DISPOSE_BACKGROUND {
                for y in Int(desc.Top)..<Int(desc.Top + desc.Height) {
                    for x in Int(desc.Left)..<Int(desc.Left + desc.Width) {
                        let o = (y * width + x) * 4
                        canvas[o..<(o + 4)] = [0, 0, 0, 0]
                    }
                }
            }
        }
    }
}
