#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The animation a batch of state changes is made under (SwiftUI's transaction animation), set
/// by ``withAnimation(_:_:)``.
///
/// A state write made inside `withAnimation` (an `@State`, a binding, an ``Observed`` model
/// property, an `@Observable` model's property a view read) notes the transaction; the next
/// frame a host builds takes it (``takePending()``) and plays the transitions and moves that
/// change starts with its animation, unless a view says otherwise (``View/animation(_:)``,
/// ``View/animation(_:value:)``).
///
/// The pending transaction is the thread's: a host runs its actions, its main-actor jobs and
/// its frames on one thread (the live loop's, a test's), so the frame a host builds takes the
/// transaction of the writes made on its thread, and hosts on other threads (tests running side
/// by side) neither take it nor give theirs.
public struct AnimationTransaction: Sendable, Equatable {
    /// The animation the changes play with; nil makes them at once.
    public var animation: Animation?

    /// A transaction playing `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation` running on this task, if any.
    @TaskLocal static var current: AnimationTransaction?

    /// A thread's transaction of the writes since a frame last took it.
    private final class Pending { var transaction: AnimationTransaction? }

    /// The key of each thread's ``Pending`` (released with its thread).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<Pending>.fromOpaque(box).release()
        }
        return key
    }()

    /// This thread's pending transaction holder, made when `creating`.
    private static func pending(creating: Bool) -> Pending? {
        if let box = pthread_getspecific(key) { return Unmanaged<Pending>.fromOpaque(box).takeUnretainedValue() }
        guard creating else { return nil }
        let made = Pending()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// A state write happened: under `withAnimation`, its transaction is the next frame's on
    /// this thread.
    static func noteWrite() {
        guard let transaction = current else { return }
        pending(creating: true)?.transaction = transaction
    }

    /// The transaction of the state writes made on this thread under `withAnimation` since the
    /// last call, nil when there were none (a host calls it as it builds a frame).
    public static func takePending() -> AnimationTransaction? {
        guard let holder = pending(creating: false) else { return nil }
        defer { holder.transaction = nil }
        return holder.transaction
    }
}
