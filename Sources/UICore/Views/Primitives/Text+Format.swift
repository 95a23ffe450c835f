import Foundation

extension Text {
    /// Text showing `input` as `format` writes it (SwiftUI's `Text(_:format:)`):
    /// `Text(video.minutes, format: .number)`, `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(progress, format: .percent)`. The style's own locale applies.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
