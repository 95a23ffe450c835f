/// One value put into a localised format: what a ``LocalizedStringKey``'s interpolation held.
public enum FormatArgument: Hashable, Sendable {
    /// Text, for `%@`.
    case string(String)
    /// A whole number, for `%lld` (and `%d`, `%ld`).
    case integer(Int)
    /// A number with a fraction, for `%lf` (and `%f`, `%g`): written as Swift writes a `Double`.
    case double(Double)

    /// The argument as it appears in text.
    var text: String {
        switch self {
        case .string(let s): s
        case .integer(let i): String(i)
        case .double(let d): d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        }
    }
}
