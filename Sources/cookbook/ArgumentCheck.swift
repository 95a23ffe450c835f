import CookbookApp
import UICore

/// Checks made on the raw arguments before ArgumentParser sees them, where its own message
/// would mislead.
enum ArgumentCheck {
    /// `--size -5x5` reads to ArgumentParser as a missing value followed by an unknown option;
    /// say what is wrong with the size instead.
    static func check(_ arguments: [String]) throws(AppError) {
        for (i, argument) in arguments.enumerated() where argument == "--size" && i + 1 < arguments.count {
            let value = arguments[i + 1]
            if value.hasPrefix("-"), value.dropFirst().first?.isNumber == true {
                throw AppError("--size: the size must be positive WxH (such as 1280x720), got \(JSONText.shown(value, quote: "'"))")
            }
        }
    }
}
