import UICore

extension Font.Weight {
    /// Whether text of this weight is drawn with the bold face (fonts ship a regular and a bold
    /// face; semibold rounds up to bold).
    package var drawsBold: Bool { self == .semibold || self == .bold }
}
