import Synchronization

/// Which view types have `@Environment`, `@State` or `@FocusState` properties, so the resolver
/// reflects over a composite view's stored properties only when its type has some.
///
/// Reflecting every composite view every frame (a `Mirror` and two dynamic casts per stored
/// property) took about a tenth of building a recipe-grid frame, and most view types have no
/// such property. A type's answer never changes: a property wrapper is stored as itself
/// (`_name: State<T>`), never behind an optional or an existential, so the first instance
/// reflected answers for every later one of its type (generic types per specialisation).
enum ViewPreparation {
    /// The answer per view type, recorded the first time one is reflected (views resolve on
    /// more than one thread: the widget archiver lays out off the main thread).
    private static let needed = Mutex<[ObjectIdentifier: Bool]>([:])

    /// Whether views of `type` need reflecting: true or unknown yet.
    static func mayNeed(_ type: ObjectIdentifier) -> Bool {
        needed.withLock { $0[type] ?? true }
    }

    /// Records whether views of `type` have properties to fill or install.
    static func record(_ type: ObjectIdentifier, needs: Bool) {
        needed.withLock { $0[type] = needs }
    }
}
