import Foundation
import Testing
@testable import UICore

/// The transaction of writes made under `withAnimation` belongs to the thread that made them, so
/// hosts building frames on other threads at the same time neither take it nor give theirs.
/// With one transaction for the process, a whole `make test` failed once: a test's host never
/// saw its `withAnimation`, which a host of another suite, building frames on another thread,
/// had taken first.
@Suite struct AnimationTransactionTests {
    /// `body` run on a thread of its own, waited for.
    func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<T?>(nil)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test func anotherThreadDoesNotTakeThisThreadsTransaction() {
        let linear = Animation.linear(duration: 1)
        withAnimation(linear) { AnimationTransaction.noteWrite() }
        #expect(onAnotherThread { AnimationTransaction.takePending() } == nil)
        #expect(AnimationTransaction.takePending() == AnimationTransaction(animation: linear))
        #expect(AnimationTransaction.takePending() == nil, "taken once")
    }

    @Test func writesOutsideWithAnimationNoteNothing() {
        _ = AnimationTransaction.takePending()
        AnimationTransaction.noteWrite()
        #expect(AnimationTransaction.takePending() == nil)
    }
}
