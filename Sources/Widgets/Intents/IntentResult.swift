/// What an intent's `perform()` returns (App Intents' `IntentResult`).
public struct IntentResult: Sendable, Hashable {
    /// The plain result: the intent did its work (`return .result()`).
    public static func result() -> IntentResult { IntentResult() }
}
