/// An action a widget's Button or Toggle carries: App Intents' `AppIntent`.
///
/// Intents are values (their parameters are stored properties) that cross the process boundary:
/// the host archives them with the widget's controls, and when the user taps a control the host
/// sends the intent to the widget extension, whose ``perform()`` does the work there — never in
/// the host. Afterwards the host always reloads the widget's timeline.
public protocol AppIntent: Codable, Sendable {
    /// A short title for the action ("Log Espresso").
    static var title: String { get }
    /// A name that identifies the intent type across processes (default: the type's name).
    static var typeIdentifier: String { get }
    /// Does the intent's work, in the widget extension's process.
    func perform() async throws -> IntentResult
    /// What the host's trace says was saved (`data` event) once `perform()` has returned, nil
    /// for intents whose change is not user data worth reporting (default nil).
    var savedChange: String? { get }
}

extension AppIntent {
    public static var typeIdentifier: String { String(describing: Self.self) }
    public var savedChange: String? { nil }
}
