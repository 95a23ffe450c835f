/// A grocery name cut to what a name can be: at most ``UserDataLimits/groceryNameLength``
/// characters, ``UserDataLimits/groceryNameBytes`` UTF-8 bytes and
/// ``UserDataLimits/groceryNameScalars`` Unicode scalars, with at most
/// ``UserDataLimits/extendingScalarsInARow`` combining marks (or other extending scalars) on one
/// character. Counting characters alone let "e" and 300,000 combining marks (600 KB) pass as one
/// character, and laying it out took seconds a frame.
enum BoundedName {
    /// `name` within the limits, and whether anything was cut. A character's combining marks
    /// beyond the limit are dropped (the character stays); past the byte or scalar limit the
    /// name ends; then it is cut to its first characters.
    static func clamped(_ name: String) -> (name: String, cut: Bool) {
        var out = String.UnicodeScalarView(), bytes = 0, scalars = 0, run = 0, cut = false
        // Walked a scalar at a time: forming a Character of a 600 KB cluster is what was slow.
        for scalar in name.unicodeScalars {
            run = scalar.properties.isGraphemeExtend ? run + 1 : 0
            if run > UserDataLimits.extendingScalarsInARow { cut = true; continue }
            guard bytes + scalar.utf8.count <= UserDataLimits.groceryNameBytes, scalars < UserDataLimits.groceryNameScalars else {
                cut = true
                break
            }
            out.append(scalar)
            bytes += scalar.utf8.count
            scalars += 1
        }
        var bounded = String(out)
        if bounded.count > UserDataLimits.groceryNameLength {
            bounded = String(bounded.prefix(UserDataLimits.groceryNameLength))
            cut = true
        }
        return (bounded, cut)
    }
}
