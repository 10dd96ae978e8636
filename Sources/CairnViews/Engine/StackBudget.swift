import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much of the current thread's stack the engine may use before it stops descending.
///
/// Layout, drawing and resolving recurse once per level of the view tree. They run on the
/// caller's thread; every recursive step asks the graph's budget (`ViewGraph.hasStack`)
/// whether the stack still has `margin` bytes left, and when it has not, the pass stops
/// and `ViewLayout` redoes it on one dedicated thread with a `LargeStack.stackSize` stack.
/// Only trees deeper than the caller's stack allows (measured in `StackBudgetTests`: a
/// few thousand levels on an 8 MiB main thread) pay for that thread.
package enum StackBudget {
    /// Bytes left unused below the floor for the work done between two checks (a user
    /// `Layout`, text shaping in Pango, the C libraries it calls).
    package static func margin(forStackSize size: UInt) -> UInt {
        max(48 << 10, min(256 << 10, size / 4))
    }

    /// An address inside the current frame (stacks grow down on every platform Cairn runs on).
    ///
    /// A temporary allocation of a size the compiler cannot see is a dynamic `alloca`, which
    /// stays on the thread's stack even under AddressSanitizer's use-after-return mode (on by
    /// default in current toolchains), where a plain local's address is on ASan's heap fake stack.
    @inline(never)
    package static func currentAddress() -> UInt {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: probeSize()) { UInt(bitPattern: $0.baseAddress) }
    }

    /// 1, behind a call the optimiser does not look through (so the allocation stays dynamic).
    @inline(never)
    private static func probeSize() -> Int { 1 }

    /// The lowest address the engine may reach on the current thread: the stack's low end
    /// plus the margin, or 0 (no check) where the stack cannot be queried. The main thread's
    /// is computed once: for it glibc's `pthread_getattr_np` parses `/proc/self/maps`, which
    /// cost about half a millisecond per layout or drawing pass (a tenth of a 10,000-point
    /// chart's render in ChartBench).
    package static func currentFloor() -> UInt {
        if Thread.isMainThread { return mainThreadFloor }
        return queryFloor()
    }

    /// The main thread's floor (first computed on the main thread: only read there).
    private static let mainThreadFloor: UInt = queryFloor()

    /// The current thread's floor, asked of the system.
    private static func queryFloor() -> UInt {
        #if canImport(Glibc)
        var attr = pthread_attr_t()
        guard cairn_pthread_getattr_np(pthread_self(), &attr) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attr) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &base, &size) == 0, let base, size > 0 else { return 0 }
        let low = UInt(bitPattern: base)
        // A local's address outside this stack means locals live elsewhere (AddressSanitizer's
        // fake stack for use-after-return detection, on by default in current toolchains): depth
        // cannot be measured, and a floor would refuse every tree. Leave it unchecked.
        let here = currentAddress()
        guard here >= low, here < low + UInt(size) else { return 0 }
        // The main thread's reported size can exceed what is mapped so far; the guard page
        // and the rlimit bound it, and the margin covers the difference.
        return low + margin(forStackSize: UInt(size))
        #else
        return 0
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not import).
@_silgen_name("pthread_getattr_np")
private func cairn_pthread_getattr_np(_ thread: pthread_t, _ attr: UnsafeMutablePointer<pthread_attr_t>) -> Int32
#endif

/// Carries a non-Sendable value across a thread hop the caller waits for.
package struct UncheckedBox<T>: @unchecked Sendable {
    package var value: T
    package init(_ value: T) { self.value = value }
}

/// Runs work on a thread with a large stack: the fallback for view trees deeper than the
/// caller's stack allows (see `StackBudget`). Never used for ordinary trees.
package enum LargeStack {
    /// The dedicated thread's stack (reserved address space; only touched pages cost memory).
    package static let stackSize = 1 << 30

    /// Runs `work` on a new thread with a `stackSize` stack and waits for it.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let slot = LargeStackSlot<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            slot.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return slot.value!  // set before the signal
    }

    /// Runs `work` on a new thread with a `stackSize` stack, suspending (not blocking) the
    /// calling task until it finishes.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.stackSize = stackSize
            thread.start()
        }
    }
}

private final class LargeStackSlot<T>: @unchecked Sendable {
    var value: T?
}
