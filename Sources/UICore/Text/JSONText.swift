/// JSON text helpers shared by every tool that prints JSON lines (trace, focus and scroll debuggers),
/// which build their lines by hand to keep the contracts' key order.
public enum JSONText {
    /// A string as a JSON string literal (quotes, backslashes and control characters escaped).
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The longest text `shown(_:limit:)` prints before clipping with "…" (a message stays one
    /// readable line even when a file holds a megabyte-long name).
    public static let shownLimit = 60

    /// Text for a one-line error message: quoted (with `quote`), clipped to `limit` Unicode scalars, with control,
    /// format and other invisible characters (NUL, newlines, bidi marks) escaped as `\uXXXX`.
    public static func shown(_ s: String, limit: Int = shownLimit, quote: Unicode.Scalar = "\"") -> String {
        var out = String(quote)
        var count = 0
        // Counted in scalars, so a character with a thousand combining marks is clipped too.
        for scalar in s.unicodeScalars {
            if count == limit { out += "…"; break }
            count += 1
            switch scalar {
            case quote: out += "\\" + String(quote)
            case "\\": out += "\\\\"
            default:
                if isVisible(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += scalar.value <= 0xFFFF
                        ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\u{\(hex)}"
                }
            }
        }
        return out + String(quote)
    }

    /// Whether a scalar prints as something visible on a terminal line.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: false
        default: true
        }
    }
}
