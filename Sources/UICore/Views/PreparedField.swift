/// One stored `@Environment`, `@State` or `@FocusState` property of a view type: its name, its
/// byte offset in the view, and how to read it (``ViewPreparation``).
struct PreparedField: @unchecked Sendable {
    /// The stored property's name (`_name`), part of a state property's ``StateKey``.
    let label: String
    /// The property's offset in bytes from the start of the view value.
    let offset: Int
    /// The property's type when it reads the environment.
    let reader: (any EnvironmentReading.Type)?
    /// The property's type when it keeps view state.
    let installer: (any ViewStateInstalling.Type)?

    /// Fills or installs this property of the view stored at `view`.
    func prepare(in view: UnsafeRawPointer, environment: EnvironmentValues, store: ViewStateStore?, path: Int) {
        let field = view + offset
        if let reader { reader.load(from: field).fill(environment) }
        if let installer, let store { installer.load(from: field).install(in: store, key: StateKey(path: path, label: label)) }
    }
}
