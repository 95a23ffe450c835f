/// The animation a batch of state changes is made under (SwiftUI's transaction animation), set
/// by ``withAnimation(_:_:)``.
///
/// A state write made inside `withAnimation` (an `@State`, a binding, an ``Observed`` model
/// property) notes the transaction; the next frame a host builds takes it
/// (``takePending()``) and plays the transitions that change starts with its animation, unless
/// a view says otherwise (``View/animation(_:)``, ``View/animation(_:value:)``). The pending
/// transaction is one for the process: the last `withAnimation` whose writes came before a frame
/// decides it, as one app's actions run between its frames.
public struct AnimationTransaction: Sendable, Equatable {
    /// The animation the changes play with; nil makes them at once.
    public var animation: Animation?

    /// A transaction playing `animation`.
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the `withAnimation` running on this task, if any.
    @TaskLocal static var current: AnimationTransaction?

    /// The transaction of the writes since a frame last took it.
    private static let pending = Locked<AnimationTransaction?>(nil)

    /// A state write happened: under `withAnimation`, its transaction is the next frame's.
    static func noteWrite() {
        guard let transaction = current else { return }
        pending.withLock { $0 = transaction }
    }

    /// The transaction of the state writes made under `withAnimation` since the last call, nil
    /// when there were none (a host calls it as it builds a frame).
    public static func takePending() -> AnimationTransaction? {
        pending.withLock { pending in
            defer { pending = nil }
            return pending
        }
    }
}
