import Foundation

/// A string to look up in the interface language's string catalogue (SwiftUI's
/// `LocalizedStringKey`): what `Text("Settings")`, `Button("Done")` and
/// `Text("Added \(name) to Favorites")` take.
///
/// A literal with interpolations becomes a format key — `"Added %@ to Favorites"` — and its
/// arguments, as Apple's string catalogues key them: strings are `%@`, integers `%lld`,
/// floating-point numbers `%lf`, and a `%` written in the literal is `%%`. A translation may put
/// the arguments in another order with positions (`"%2$@에 %1$@"`). A key with no entry in the
/// catalogue is shown as written (English is the development language).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key looked up: the literal with `%@`/`%lld`/`%lf` where its interpolations were.
    public var key: String
    /// The interpolated values, in the order they appear in ``key``.
    public var arguments: [FormatArgument]

    /// A key made at run time from a string (no arguments): looked up as it is.
    public init(_ key: String) { self.key = key; self.arguments = [] }

    public init(stringLiteral value: String) { self.key = Self.escaped(value); self.arguments = [] }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The key as it reads with English's arguments in place: what is shown when no catalogue
    /// has it.
    public var untranslated: String { LocalizedFormat.apply(key, arguments) }

    /// `%` written in a literal, doubled so the format does not read it as a placeholder.
    static func escaped(_ literal: String) -> String {
        // Looked for byte by byte: `contains("%")` went through Foundation's string search
        // (CFStringFind), a few microseconds for every text literal a `body` makes.
        literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
    }

    /// Builds a key and its arguments as a literal's pieces arrive.
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 4 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) { key += LocalizedStringKey.escaped(literal) }

        /// A string argument: `%@`.
        public mutating func appendInterpolation(_ value: String) { key += "%@"; arguments.append(.string(value)) }
        /// A substring argument: `%@`.
        public mutating func appendInterpolation(_ value: Substring) { appendInterpolation(String(value)) }
        /// An integer argument: `%lld`.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            key += "%lld"; arguments.append(.integer(Int(truncatingIfNeeded: value)))
        }
        /// A floating-point argument: `%lf`.
        public mutating func appendInterpolation(_ value: Double) { key += "%lf"; arguments.append(.double(value)) }
        /// Any other value, as its description: `%@`.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendInterpolation(value.description)
        }
    }
}
