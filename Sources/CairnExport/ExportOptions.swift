import CairnDisplayList
import Foundation

/// How a `FrameExporter` chooses, renders and reports frames.
///
/// Every option has a default that exports all frames at scale 1, transparent, on all cores:
///
/// ```swift
/// var options = ExportOptions()
/// options.frames = FrameRange(parsing: "100-")   // frames 100 to the end
/// options.background = .white
/// options.resume = true
/// options.showsProgressBar = true
/// ```
///
/// Holds the non-Sendable `progress` closure, so it lives on the caller's thread; the
/// exporter copies the Sendable parts it hands to its workers.
public struct ExportOptions {
    /// The frames to export, by frame index; nil exports `0..<frameCount`.
    public var frames: FrameRange?
    /// Pixels per point: a frame is `ceil(size * scale)` pixels per side.
    public var scale: CGFloat
    /// Painted under every frame; nil keeps the transparent background (PNG, APNG and GIF
    /// keep the transparency; video, which has no alpha, composites onto black).
    public var background: Color?
    /// How many frames render and encode at once; nil uses every core. 1 does everything on
    /// the caller's thread, in order.
    public var concurrency: Int?
    /// For PNG sequences: skip frames whose file already exists and decodes as a valid 8-bit
    /// PNG of the sequence's colour type (RGBA, or RGB on an opaque `background`) and the
    /// right pixel size (an interrupted export continues where it stopped).
    /// `makeFrame` is not called for skipped frames.
    public var resume: Bool
    /// Exports only one shard of the frames (for splitting a long export across machines);
    /// nil exports them all. Meant for PNG sequences: each machine writes its own files.
    public var shard: Shard?
    /// For GIF: keeps every n-th frame of the range (1 keeps all); each kept frame lasts n
    /// frame durations, so the animation's total duration is unchanged.
    public var everyNthFrame: Int
    /// For GIF and APNG: how many times the animation plays; 0 plays forever.
    public var loopCount: Int
    /// For GIF: how colours outside the palette are approximated. Off by default.
    public var dithering: Dithering
    /// Compression level (0...9) of PNG frames and APNG frames. The default 4 writes files no
    /// larger than `cairo_surface_write_to_png`'s, faster; 1 is the fast setting (unfiltered
    /// rows, zlib level 1: about a third less encoding time, larger files).
    public var compressionLevel: Int
    /// Called on the caller's thread as frames finish (at most about every 50 ms, plus once
    /// at the start and once at the end of each phase).
    public var progress: ((ExportProgress) -> Void)?
    /// Draws a progress bar on standard error while exporting, only when standard error is
    /// a terminal.
    public var showsProgressBar: Bool
    /// Seams for tests: simulated write failures, another PATH.
    package var testHooks: ExportTestHooks

    /// Options with the defaults listed on each property.
    public init(
        frames: FrameRange? = nil, scale: CGFloat = 1, background: Color? = nil, concurrency: Int? = nil,
        resume: Bool = false, shard: Shard? = nil, everyNthFrame: Int = 1, loopCount: Int = 0,
        dithering: Dithering = .none, compressionLevel: Int = 4,
        progress: ((ExportProgress) -> Void)? = nil, showsProgressBar: Bool = false
    ) {
        self.frames = frames
        self.scale = scale
        self.background = background
        self.concurrency = concurrency
        self.resume = resume
        self.shard = shard
        self.everyNthFrame = everyNthFrame
        self.loopCount = loopCount
        self.dithering = dithering
        self.compressionLevel = compressionLevel
        self.progress = progress
        self.showsProgressBar = showsProgressBar
        self.testHooks = ExportTestHooks()
    }
}

/// One of `count` disjoint parts of an export: the frames `i` with `i % count == index`.
///
/// Shards `0..<count` together cover every frame exactly once, so `count` machines can each
/// run `FrameExporter.export` with their own shard into the same PNG sequence.
public struct Shard: Hashable, Sendable {
    /// This shard's number, in `0..<count`.
    public var index: Int
    /// How many shards the export is split into, at least 1.
    public var count: Int

    /// The shard `index` of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Whether frame `frame` belongs to this shard.
    public func contains(_ frame: Int) -> Bool { count > 0 && frame % count == index }
}

/// How GIF colours that are not in the palette are approximated.
public enum Dithering: Hashable, Sendable {
    /// Each pixel takes the nearest palette colour (deterministic, smallest files).
    case none
    /// A 4×4 Bayer matrix offsets each pixel before the lookup: smooth gradients without
    /// banding, still deterministic and independent per pixel.
    case ordered
}

/// Seams for tests.
package struct ExportTestHooks: Sendable {
    /// Returns true for the frame indices whose write must fail as if the disk were full.
    package var failsWrite: (@Sendable (Int) -> Bool)?
    /// Searched for ffmpeg instead of the PATH environment variable.
    package var searchPath: String?
    package init() {}
}
