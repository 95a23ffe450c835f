/// A setting kept as a `meta` row, not a `settings` column (it is a choice among names, not a
/// switch): its key and how the setting reads and writes its stored name. Reading, writing and
/// merging go through ``UserDataSchema/metaSettings``, as switches go through the columns.
struct MetaSetting: Sendable {
    /// The `meta` key.
    let key: String
    /// The setting's stored name in `settings`.
    let name: @Sendable (UserData.Settings) -> String
    /// Sets the setting from a stored name; false (nothing set) for a name it does not know.
    let apply: @Sendable (inout UserData.Settings, String) -> Bool
    /// Copies the setting from one settings value to another.
    let copy: @Sendable (UserData.Settings, inout UserData.Settings) -> Void

    init<V: RawRepresentable & Sendable>(key: String, field: WritableKeyPath<UserData.Settings, V> & Sendable) where V.RawValue == String {
        self.key = key
        name = { $0[keyPath: field].rawValue }
        apply = { settings, stored in
            guard let value = V(rawValue: stored) else { return false }
            settings[keyPath: field] = value
            return true
        }
        copy = { from, to in to[keyPath: field] = from[keyPath: field] }
    }
}
