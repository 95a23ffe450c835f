import Foundation
import UICore
import ScrollEngine
import JSONReading

/// The engine behind `cookbook scroll-debug`: evaluates one release scenario with the same
/// behaviours the scroll views use and explains the result (docs/interfaces.md contract).
///
/// Rules: target i occupies [s, s + length) of the content (`lazy`: s = i·(length + spacing));
/// the content length is leading margin + the targets' extent (the furthest target end, or
/// `contentLength` when given) + trailing margin; offsets range over 0…max(0, content −
/// container); offset s puts target i at the leading margin. `free`: natural clamped.
/// `paging`: page = container; |velocity| < 50 → nearest boundary to the release offset, else
/// the next boundary past it in the velocity's direction; clamped. `viewAligned`: the target
/// start nearest `natural` (ties toward the velocity, the earlier one at rest); clamped.
/// `position`: the first target whose midpoint is at or past `target` (the last target when
/// none is). The input is strict JSON, plus `//` and `/* */` comments as in the contract's sample.
public enum ScrollDebugger {
    /// Evaluates a scenario given as JSON and returns the contract's one-line JSON answer.
    public static func evaluate(scenarioJSON data: Data) throws(ScrollDebugError) -> String {
        try evaluate(scenario(fromJSON: data)).json
    }

    /// Evaluates a parsed scenario.
    public static func evaluate(_ s: ScrollScenario) -> ScrollDebugResult {
        let axis = Axis.vertical
        let set: ScrollTargetSet? = s.targets.map { targets in
            switch targets {
            case .explicit(let spans):
                return ScrollTargetSet(spans: spans.map { (start: $0.start, length: $0.length) }, axis: axis)
            case .lazy(let count, let length, let spacing):
                return ScrollTargetSet(layout: LazyStackGeometry(axis: axis, count: count, itemLength: length,
                                                                 spacing: spacing, crossLength: 0), axis: axis)
            }
        }
        let extent = s.contentLength ?? set?.extent ?? 0
        let insets = EdgeInsets(top: s.leadingMargin, bottom: s.trailingMargin)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: Point(x: 0, y: s.offset), size: Size(width: 0, height: s.container)),
            velocity: Point(x: 0, y: s.velocity),
            contentSize: Size(width: 0, height: extent), containerSize: Size(width: 0, height: s.container),
            axes: .vertical, contentInsets: insets, targets: set, trigger: .scrollEnded)
        let maxOffset = context.maxOffset(along: axis)
        let natural = s.deceleration.projectedEnd(from: s.offset, velocity: s.velocity)

        let behavior: any ScrollTargetBehavior
        switch s.behavior {
        case .free: behavior = FreeScrollTargetBehavior()
        case .paging: behavior = PagingScrollTargetBehavior()
        case .viewAligned: behavior = ViewAlignedScrollTargetBehavior()
        }
        var target = ScrollTarget(offset: Point(x: 0, y: natural), size: context.containerSize)
        behavior.updateTarget(&target, context: context)
        let unclamped = target.offset.y
        // Clamped as the engine clamps (NaN rests at 0).
        let resting = unclamped.isNaN ? 0 : max(0, min(maxOffset, unclamped))

        var reason: String
        switch s.behavior {
        case .free:
            reason = "free deceleration"
        case .paging:
            let choice = PagingScrollTargetBehavior.pageBoundary(offset: s.offset, velocity: s.velocity, page: s.container)
            // Page numbers print as integers while they fit one (huge scenarios print the number).
            let pageNumber = (choice.offset / s.container).rounded()
            let page = Swift.abs(pageNumber) < 1e15 ? String(Int(pageNumber)) : format(pageNumber)
            switch choice.choice {
            case .nearest: reason = "paging: slow release (|velocity| < 50), nearest page \(page)"
            case .forward: reason = "paging forward to page \(page)"
            case .backward: reason = "paging back to page \(page)"
            case .keptPage: reason = "paging: page \(page)"
            }
            if choice.offset != resting { reason += clampNote(choice.offset, maxOffset) }
        case .viewAligned:
            if let set, let aligned = ViewAlignedScrollTargetBehavior.alignedTarget(
                proposed: natural, velocity: s.velocity, targets: set, maxOffset: maxOffset) {
                reason = "view-aligned to target \(aligned.index)"
                let start = set.start(at: aligned.index)
                if start != resting { reason += clampNote(start, maxOffset) }
            } else {
                reason = "no scroll targets"
            }
        }
        if s.behavior == .free && natural != resting { reason += clampNote(natural, maxOffset) }
        return ScrollDebugResult(natural: natural, target: resting,
                                 position: set?.firstTarget(withMidpointAtOrPast: resting), reason: reason)
    }

    private static func clampNote(_ value: Double, _ maxOffset: Double) -> String {
        value < 0 ? ", clamped to the start (0.0)" : ", clamped to the end (\(format(maxOffset)))"
    }

    // MARK: Parsing

    /// Parses and validates a scenario; every problem is a ``ScrollDebugError`` naming it (and
    /// its line). Strict JSON (`JSONReader`): no JSON5, no duplicate keys.
    public static func scenario(fromJSON data: Data) throws(ScrollDebugError) -> ScrollScenario {
        if String(decoding: data, as: UTF8.self).allSatisfy(\.isWhitespace) { throw ScrollDebugError("scenario is empty") }
        let root: JSONValue
        do { root = try JSONReader.read(data, allowsComments: true) } catch {
            throw ScrollDebugError("scenario is not valid JSON: \(error.problem)", line: error.line)
        }
        guard root.members != nil else {
            throw ScrollDebugError("scenario must be a JSON object, not \(root.kindName)", line: root.line)
        }
        let o = root

        guard let containerValue = o["container"], containerValue.isPresent else {
            throw ScrollDebugError("missing \"container\" (the scroll view's visible length in points)")
        }
        let container = try number(containerValue, "container")
        guard container > 0 else { throw ScrollDebugError("\"container\" must be positive (got \(format(container)))", line: containerValue.line) }

        var leading = 0.0, trailing = 0.0
        if let m = o["contentMargins"], m.isPresent {
            guard case .array(let items) = m.kind, items.count == 2 else {
                throw ScrollDebugError("\"contentMargins\" must be [leading, trailing], two numbers", line: m.line)
            }
            leading = try number(items[0], "contentMargins[0]")
            trailing = try number(items[1], "contentMargins[1]")
            guard leading >= 0, trailing >= 0 else { throw ScrollDebugError("\"contentMargins\" must not be negative", line: m.line) }
        }

        var targets: ScrollScenario.Targets?
        let hasTargets = o["targets"]?.isPresent ?? false, hasLazy = o["lazy"]?.isPresent ?? false
        if hasTargets && hasLazy { throw ScrollDebugError("give either \"targets\" or \"lazy\", not both") }
        if hasTargets, let t = o["targets"] {
            guard case .array(let items) = t.kind else {
                throw ScrollDebugError("\"targets\" must be an array of [start, length] pairs, not \(t.kindName)", line: t.line)
            }
            guard !items.isEmpty else { throw ScrollDebugError("\"targets\" is empty (omit it, or give [start, length] pairs)", line: t.line) }
            var spans: [ScrollScenario.Span] = []
            spans.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                guard case .array(let pair) = item.kind, pair.count == 2 else {
                    throw ScrollDebugError("\"targets\"[\(i)] must be a [start, length] pair", line: item.line)
                }
                let start = try number(pair[0], "targets[\(i)] start")
                let length = try number(pair[1], "targets[\(i)] length")
                guard length >= 0 else { throw ScrollDebugError("\"targets\"[\(i)] has a negative length (\(format(length)))", line: item.line) }
                spans.append(.init(start: start, length: length))
            }
            targets = .explicit(spans)
        }
        if hasLazy, let l = o["lazy"] {
            guard l.members != nil else {
                throw ScrollDebugError("\"lazy\" must be an object {count, length, spacing}, not \(l.kindName)", line: l.line)
            }
            let lazy = l
            guard let c = lazy["count"], c.isPresent else { throw ScrollDebugError("missing \"lazy.count\"", line: l.line) }
            let count = try number(c, "lazy.count")
            // 10^12 items: beyond it item starts lose sub-point precision in a Double (numerical limit).
            guard count >= 1, count == count.rounded(), count <= 1e12 else {
                throw ScrollDebugError("\"lazy.count\" must be a whole number from 1 to 10^12 (got \(format(count)))", line: c.line)
            }
            guard let len = lazy["length"], len.isPresent else { throw ScrollDebugError("missing \"lazy.length\"", line: l.line) }
            let length = try number(len, "lazy.length")
            guard length > 0 else { throw ScrollDebugError("\"lazy.length\" must be positive (got \(format(length)))", line: len.line) }
            var spacing = 0.0
            if let sp = lazy["spacing"], sp.isPresent {
                spacing = try number(sp, "lazy.spacing")
                guard spacing >= 0 else { throw ScrollDebugError("\"lazy.spacing\" must not be negative (got \(format(spacing)))", line: sp.line) }
            }
            targets = .lazy(count: Int(count), length: length, spacing: spacing)
        }

        var contentLength: Double?
        if let c = o["contentLength"], c.isPresent {
            let value = try number(c, "contentLength")
            guard value >= 0 else { throw ScrollDebugError("\"contentLength\" must not be negative (got \(format(value)))", line: c.line) }
            contentLength = value
        }
        if targets == nil && contentLength == nil {
            throw ScrollDebugError("missing content: give \"targets\", \"lazy\" or \"contentLength\"")
        }

        var behavior = ScrollScenario.Behavior.free
        if let b = o["behavior"], b.isPresent {
            guard case .string(let name) = b.kind else { throw ScrollDebugError("\"behavior\" must be a string, not \(b.kindName)", line: b.line) }
            guard let known = ScrollScenario.Behavior(rawValue: name) else {
                throw ScrollDebugError("unknown behavior \(JSONText.shown(name)) (expected free, paging or viewAligned)", line: b.line)
            }
            behavior = known
        }
        if behavior == .viewAligned && targets == nil {
            throw ScrollDebugError("behavior viewAligned needs \"targets\" or \"lazy\"")
        }

        var rate = DecelerationRate.normal
        if let d = o["deceleration"], d.isPresent {
            guard case .string(let name) = d.kind else { throw ScrollDebugError("\"deceleration\" must be a string, not \(d.kindName)", line: d.line) }
            switch name {
            case "normal": rate = .normal
            case "fast": rate = .fast
            default: throw ScrollDebugError("unknown deceleration \(JSONText.shown(name)) (expected normal or fast)", line: d.line)
            }
        }

        var offset = 0.0, velocity = 0.0
        if let value = o["offset"], value.isPresent { offset = try number(value, "offset", limit: pointLimit, unit: "points") }
        if let value = o["velocity"], value.isPresent {
            velocity = try number(value, "velocity", limit: velocityLimit, unit: "points per second")
        }
        return ScrollScenario(container: container, leadingMargin: leading, trailingMargin: trailing, targets: targets,
                              contentLength: contentLength, behavior: behavior, deceleration: rate,
                              offset: offset, velocity: velocity)
    }

    /// The largest offset a scenario may start from (points): the end of 10^12 items of ~460
    /// points, below where a Double loses sub-point precision (2^52 ≈ 4.5 × 10^15). Larger ones
    /// made the natural end overflow to infinity, printed as `null`.
    static let pointLimit = 1e15
    /// The fastest release a scenario may give (points per second): a hard flick is ~10^4; this
    /// keeps the projected end (about 500 × the velocity at the normal rate) within `pointLimit`.
    static let velocityLimit = 1e12

    /// A finite number of at most `limit` in size, or an error naming the key.
    private static func number(_ value: JSONValue, _ key: String, limit: Double, unit: String) throws(ScrollDebugError) -> Double {
        let n = try number(value, key)
        guard Swift.abs(n) <= limit else {
            throw ScrollDebugError("\"\(key)\" is out of range: \(format(n)) (at most ±\(String(format: "%g", limit)) \(unit))", line: value.line)
        }
        return n
    }

    /// A finite number, or an error naming the key.
    private static func number(_ value: JSONValue, _ key: String) throws(ScrollDebugError) -> Double {
        guard case .number(let n) = value.kind else {
            if case .string(let s) = value.kind, let parsed = Double(s), !parsed.isFinite {
                throw ScrollDebugError(parsed.isNaN ? "\"\(key)\" is NaN" : "\"\(key)\" must be a finite number", line: value.line)
            }
            throw ScrollDebugError("\"\(key)\" must be a number, not \(value.kindName)", line: value.line)
        }
        if n.isNaN { throw ScrollDebugError("\"\(key)\" is NaN", line: value.line) }
        if !n.isFinite { throw ScrollDebugError("\"\(key)\" must be a finite number", line: value.line) }
        return n
    }

    // MARK: Output

    /// A number as the contract prints it: 12 significant digits (hiding binary noise such as
    /// 748.4999999999993 while keeping tiny values), always with a decimal point or an exponent
    /// (`960.0`, `748.5`, `4.99e-07`); non-finite values are `null`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let v = value == 0 ? 0 : value
        var text = String(format: "%.12g", v)
        // Large values print in full below 10^21 (`100000000000000000.0`, as JavaScript does); tiny
        // and astronomically large ones keep an exponent.
        if text.contains("e"), Swift.abs(v) >= 1, Swift.abs(v) < 1e21 { text = String(format: "%.1f", v) }
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }

    /// A JSON string literal.
    static func quote(_ s: String) -> String { JSONText.quote(s) }
}

