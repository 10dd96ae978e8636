import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
        let workerCount = min(concurrency, frames.count)
        let state = PipelineState<Input, Output>(workers: workerCount)
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
            // Wake for a batch of frames, not each one: fewer switches on busy cores.
            let batch = min(concurrency + 1, submitted - consumed)
            for (position, result) in state.takeReady(from: consumed, count: batch) {
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
/// only under `mutex`. Workers wait on `workAvailable`; the caller waits on `resultsReady`,
/// which a worker signals only when the batch the caller awaits is complete (or when it
/// stops), so busy cores are not interrupted for every frame.
private final class PipelineState<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let workAvailable = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let resultsReady = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [Job<Input>] = []
    private var queueHead = 0
    private var results: [Int: Result<Output, any Error>] = [:]
    /// The positions the caller is waiting for, if it is waiting.
    private var awaited: Range<Int>?
    private var closed = false
    private var cancelled = false
    private var liveWorkers = 0

    init(workers: Int) {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(workAvailable, nil)
        pthread_cond_init(resultsReady, nil)
        liveWorkers = workers
    }

    deinit {
        pthread_cond_destroy(resultsReady)
        pthread_cond_destroy(workAvailable)
        pthread_mutex_destroy(mutex)
        resultsReady.deallocate()
        workAvailable.deallocate()
        mutex.deallocate()
    }

    /// Queues a frame for the workers.
    func enqueue(_ job: Job<Input>) {
        pthread_mutex_lock(mutex)
        queue.append(job)
        pthread_cond_signal(workAvailable)
        pthread_mutex_unlock(mutex)
    }

    /// Waits until the results at `position..<position + count` are all ready, then removes
    /// and returns them with every consecutive ready result after them, in order.
    func takeReady(from position: Int, count: Int) -> [(Int, Result<Output, any Error>)] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        let range = position..<(position + count)
        while !range.allSatisfy({ results[$0] != nil }) {
            awaited = range
            pthread_cond_wait(resultsReady, mutex)
        }
        awaited = nil
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
        pthread_mutex_lock(mutex)
        while true {
            while queueHead == queue.count, !closed { pthread_cond_wait(workAvailable, mutex) }
            if queueHead == queue.count || cancelled { break }
            let job = queue[queueHead]
            queueHead += 1
            if queueHead > 64, queueHead * 2 > queue.count {
                queue.removeFirst(queueHead)
                queueHead = 0
            }
            pthread_mutex_unlock(mutex)
            let result = Result { try work(job.frame, job.input) }
            pthread_mutex_lock(mutex)
            results[job.position] = result
            if let awaited, awaited.contains(job.position), awaited.allSatisfy({ results[$0] != nil }) {
                pthread_cond_signal(resultsReady)
            }
        }
        liveWorkers -= 1
        pthread_cond_broadcast(resultsReady)
        pthread_mutex_unlock(mutex)
    }

    /// Closes the queue, drops frames not yet started, and waits for every worker to stop.
    func finish() {
        pthread_mutex_lock(mutex)
        closed = true
        cancelled = true
        queue.removeAll()
        queueHead = 0
        pthread_cond_broadcast(workAvailable)
        while liveWorkers > 0 { pthread_cond_wait(resultsReady, mutex) }
        pthread_mutex_unlock(mutex)
    }
}
