import Foundation

/// A property a view reads from and writes to an ``AppStorageStore``, kept between launches
/// (SwiftUI's `@AppStorage`).
///
///     struct SettingsScreen: View {
///         @AppStorage("autoplay") private var autoplay = true
///         @AppStorage("quality") private var quality = Quality.high   // a String- or Int-backed enum
///
///         var body: some View {
///             Form {
///                 Toggle("Autoplay", isOn: $autoplay)
///                 Picker("Quality", selection: $quality) { … }
///             }
///         }
///     }
///
/// Reading gives the kept value, or the property's default when none is kept (or the kept one
/// is of another kind); writing keeps it, and every view that read the key runs its `body`
/// again. `$name` is a binding to it. Bool, Int, Double, String, URL, `[UInt8]` bytes,
/// `RawRepresentable` values with `Int` or `String` raw values, and optionals of these (nil
/// removes the key) are kept. The store is ``AppStorageStore/standard`` unless one is given.
/// Two properties are the same input to a view when they read the same key of the same store.
@propertyWrapper
public struct AppStorage<Value>: Equatable {
    let key: String
    let defaultValue: Value
    let store: AppStorageStore
    let encode: (Value) -> AppStorageValue?
    let decode: (AppStorageValue) -> Value?

    init(key: String, defaultValue: Value, store: AppStorageStore?, encode: @escaping (Value) -> AppStorageValue?,
         decode: @escaping (AppStorageValue) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.encode = encode
        self.decode = decode
    }

    public var wrappedValue: Value {
        get { store.value(forKey: key).flatMap(decode) ?? defaultValue }
        nonmutating set { store.set(encode(newValue), forKey: key) }
    }

    /// A binding to the kept value; two bindings to one key of one store are the same input to
    /// the views given them.
    public var projectedValue: Binding<Value> {
        let me = self
        return Binding(get: { me.wrappedValue }, set: { me.wrappedValue = $0 }, source: store.entry(key))
    }

    public static func == (a: AppStorage, b: AppStorage) -> Bool { a.key == b.key && a.store === b.store }
}

extension AppStorage where Value == Bool {
    /// A Boolean kept under `key`, `wrappedValue` when none is.
    public init(wrappedValue: Bool, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .bool($0) }) {
            if case .bool(let b) = $0 { return b }
            return nil
        }
    }
}

extension AppStorage where Value == Int {
    /// An integer kept under `key`, `wrappedValue` when none is.
    public init(wrappedValue: Int, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0) }) {
            if case .int(let i) = $0 { return i }
            return nil
        }
    }
}

extension AppStorage where Value == Double {
    /// A number kept under `key`, `wrappedValue` when none is (a kept integer reads as one).
    public init(wrappedValue: Double, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .double($0) }) {
            switch $0 {
            case .double(let d): return d
            case .int(let i): return Double(i)
            default: return nil
            }
        }
    }
}

extension AppStorage where Value == String {
    /// A string kept under `key`, `wrappedValue` when none is.
    public init(wrappedValue: String, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0) }) {
            if case .string(let s) = $0 { return s }
            return nil
        }
    }
}

extension AppStorage where Value == [UInt8] {
    /// Bytes kept under `key`, `wrappedValue` when none are.
    public init(wrappedValue: [UInt8], _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .data($0) }) {
            if case .data(let d) = $0 { return d }
            return nil
        }
    }
}

extension AppStorage where Value == URL {
    /// A URL kept (as its absolute string) under `key`, `wrappedValue` when none is.
    public init(wrappedValue: URL, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.absoluteString) }) {
            if case .string(let s) = $0 { return URL(string: s) }
            return nil
        }
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value kept as its raw integer under `key`, `wrappedValue` when none is (or the kept
    /// integer is no case of it).
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .int($0.rawValue) }) {
            if case .int(let i) = $0 { return Value(rawValue: i) }
            return nil
        }
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value kept as its raw string under `key`, `wrappedValue` when none is (or the kept
    /// string is no case of it).
    public init(wrappedValue: Value, _ key: String, store: AppStorageStore? = nil) {
        self.init(key: key, defaultValue: wrappedValue, store: store, encode: { .string($0.rawValue) }) {
            if case .string(let s) = $0 { return Value(rawValue: s) }
            return nil
        }
    }
}

extension AppStorage {
    /// An optional kept under `key` (nil when none is; writing nil removes it): `wrapped` says
    /// how one value of the wrapped type is kept.
    init<Wrapped>(optional key: String, store: AppStorageStore?, wrapped: AppStorage<Wrapped>) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil, store: store, encode: { $0.flatMap(wrapped.encode) }, decode: { wrapped.decode($0) })
    }
}

extension AppStorage where Value == Bool? {
    /// An optional Boolean kept under `key`.
    public init(_ key: String, store: AppStorageStore? = nil) {
        self.init(optional: key, store: store, wrapped: AppStorage<Bool>(wrappedValue: false, key, store: store))
    }
}

extension AppStorage where Value == Int? {
    /// An optional integer kept under `key`.
    public init(_ key: String, store: AppStorageStore? = nil) {
        self.init(optional: key, store: store, wrapped: AppStorage<Int>(wrappedValue: 0, key, store: store))
    }
}

extension AppStorage where Value == Double? {
    /// An optional number kept under `key`.
    public init(_ key: String, store: AppStorageStore? = nil) {
        self.init(optional: key, store: store, wrapped: AppStorage<Double>(wrappedValue: 0, key, store: store))
    }
}

extension AppStorage where Value == String? {
    /// An optional string kept under `key`.
    public init(_ key: String, store: AppStorageStore? = nil) {
        self.init(optional: key, store: store, wrapped: AppStorage<String>(wrappedValue: "", key, store: store))
    }
}
