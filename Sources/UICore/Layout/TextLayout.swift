/// Line breaking and truncation of text for a width.
enum TextLayout {
    static func size(_ t: TextContent, width: Double?, measurer: TextMeasuring) -> Size {
        let ls = lines(t, width: width, measurer: measurer)
        let w = ls.map { measurer.size(of: $0, font: t.font).width }.max() ?? 0
        return Size(width: width.map { min($0, w) } ?? w, height: Double(max(1, ls.count)) * t.font.lineHeight)
    }

    /// Greedy word wrapping to `width`, then the line limit with a trailing ellipsis.
    static func lines(_ t: TextContent, width: Double?, measurer: TextMeasuring) -> [String] {
        let paragraphs = t.string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width, width.isFinite else { return limit(paragraphs, t, width: nil, measurer) }
        var out: [String] = []
        for para in paragraphs {
            var line = ""
            for word in para.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measurer.size(of: candidate, font: t.font).width <= width + 0.5 || line.isEmpty {
                    line = candidate
                } else {
                    out.append(line); line = String(word)
                }
            }
            out.append(line)
        }
        return limit(out, t, width: width, measurer)
    }

    static func limit(_ ls: [String], _ t: TextContent, width: Double?, _ measurer: TextMeasuring) -> [String] {
        var out = ls
        let limit = t.lineLimit ?? Int.max
        var truncated = false
        if out.count > limit { out = Array(out.prefix(limit)); truncated = true }
        guard var last = out.last else { return out }
        if let width, measurer.size(of: last, font: t.font).width > width + 0.5 { truncated = true }
        if truncated {
            while !last.isEmpty, let width, measurer.size(of: last + "…", font: t.font).width > width + 0.5 {
                last.removeLast()
            }
            out[out.count - 1] = last.trimmingTrailingSpaces() + "…"
        }
        return out
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
