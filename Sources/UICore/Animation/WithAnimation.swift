/// Runs `body` and plays the view changes its state writes cause with `animation` (SwiftUI's
/// `withAnimation`): an inserted view's ``Transition`` and a text's ``ContentTransition`` start
/// with it on the next frame, and a view with an identity that only moves (the rows below the
/// inserted one) slides to its new place with it. A nil `animation` makes the changes at once.
///
///     Button("New message") {
///         withAnimation(.snappy) { messages.insert(draft, at: 0) }
///     }
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try AnimationTransaction.$current.withValue(AnimationTransaction(animation: animation)) {
        try body()
    }
}
