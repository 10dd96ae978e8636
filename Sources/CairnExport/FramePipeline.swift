import Foundation

/// The export engine: inputs made serially on the caller's thread, work done in parallel,
/// results consumed in frame order on the caller's thread.
///
/// Steps, for each frame in order:
///   1. Produce: the caller's thread calls `makeInput` (the non-Sendable `makeFrame`) while
///      fewer than `window` frames are in flight, and queues the Sendable input.
///   2. Work: `concurrency` worker threads take inputs in queue order and run `work`
///      (render, encode, maybe write a file) on them at the same time.
///   3. Consume: the caller's thread waits for the next frame in order and hands its output
///      to `consume` (append to a GIF, pipe to ffmpeg), then reports progress.
/// With `concurrency == 1` no thread is started: the three steps run in turn on the caller's
/// thread. Either way `consume` sees outputs in frame order, so the bytes written do not
/// depend on the concurrency.
///
/// When `makeInput` throws, no new frame is produced but the frames already made are
/// worked on and consumed; then its error is rethrown (an interrupted export keeps every
/// frame it was given). When `work` or `consume` throws, the export stops at once: queued
/// frames are dropped, frames being worked on finish and are discarded, and the error (the
/// first in frame order) is rethrown once every worker has stopped.
struct FramePipeline {
    /// Worker threads, at least 1.
    var concurrency: Int

    /// Frames produced but not yet consumed, at most: bounds memory to a few frames per core.
    var window: Int { 2 * concurrency + 2 }

    /// Runs the pipeline over `frames` (see the type's steps).
    ///
    /// - Parameter progress: called on the caller's thread with the number of frames
    ///   consumed so far, after each consumed frame.
    func run<Input: Sendable, Output: Sendable>(
        frames: [Int],
        makeInput: (Int) throws -> Input,
        work: @escaping @Sendable (Int, Input) throws -> Output,
        consume: (Int, Output) throws -> Void,
        progress: (Int) -> Void
    ) throws {
        guard concurrency > 1, frames.count > 1 else {
            for (position, frame) in frames.enumerated() {
                let input = try makeInput(frame)
                try consume(frame, try work(frame, input))
                progress(position + 1)
            }
            return
        }
        let state = PipelineState<Input, Output>()
        let workerCount = min(concurrency, frames.count)
        state.lock()
        state.liveWorkers = workerCount
        state.unlock()
        for _ in 0..<workerCount {
            let thread = Thread { state.workLoop(work) }
            thread.stackSize = 8 << 20
            thread.start()
        }

        var firstError: (any Error)?
        var producing = true
        var failed = false
        var submitted = 0
        var consumed = 0
        // Steps 1 to 3, interleaved: keep the window full, then consume what is ready.
        while !failed {
            while producing, submitted < frames.count, submitted - consumed < window {
                do {
                    let input = try makeInput(frames[submitted])
                    state.enqueue(Job(position: submitted, frame: frames[submitted], input: input))
                    submitted += 1
                } catch {
                    // No more frames; those already made are still finished and consumed.
                    firstError = error
                    producing = false
                }
            }
            if consumed == submitted { break }
            for (position, result) in state.takeReady(from: consumed) {
                do { try consume(frames[position], try result.get()) } catch {
                    // This frame comes before any frame `makeInput` failed on: its error wins.
                    firstError = error
                    failed = true
                    break
                }
                consumed += 1
                progress(consumed)
            }
        }
        state.finish()
        if let firstError { throw firstError }
    }
}

/// One queued frame.
private struct Job<Input: Sendable>: Sendable {
    var position: Int
    var frame: Int
    var input: Input
}

/// The state the caller's thread and the workers share; every field is read and written
/// only under the condition's lock.
private final class PipelineState<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [Job<Input>] = []
    private var queueHead = 0
    private var results: [Int: Result<Output, any Error>] = [:]
    private var closed = false
    private var cancelled = false
    var liveWorkers = 0

    func lock() { condition.lock() }
    func unlock() { condition.unlock() }

    /// Queues a frame for the workers.
    func enqueue(_ job: Job<Input>) {
        condition.lock()
        queue.append(job)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the result at `position` is ready, then removes and returns it with every
    /// consecutive result after it, in order.
    func takeReady(from position: Int) -> [(Int, Result<Output, any Error>)] {
        condition.lock()
        defer { condition.unlock() }
        while results[position] == nil { condition.wait() }
        var ready: [(Int, Result<Output, any Error>)] = []
        var next = position
        while let result = results.removeValue(forKey: next) {
            ready.append((next, result))
            next += 1
        }
        return ready
    }

    /// A worker: takes jobs until the queue is closed and empty (or cancelled).
    func workLoop(_ work: @Sendable (Int, Input) throws -> Output) {
        condition.lock()
        while true {
            while queueHead == queue.count, !closed { condition.wait() }
            if queueHead == queue.count || cancelled { break }
            let job = queue[queueHead]
            queueHead += 1
            if queueHead > 64, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            condition.unlock()
            let result = Result { try work(job.frame, job.input) }
            condition.lock()
            results[job.position] = result
            condition.broadcast()
        }
        liveWorkers -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Closes the queue, drops frames not yet started, and waits for every worker to stop.
    func finish() {
        condition.lock()
        closed = true
        cancelled = true
        queue.removeAll()
        queueHead = 0
        condition.broadcast()
        while liveWorkers > 0 { condition.wait() }
        condition.unlock()
    }
}
