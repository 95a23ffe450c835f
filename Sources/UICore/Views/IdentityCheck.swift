/// Finds views that ended up with one identity in one scope, and reports each such identity
/// once (debug builds report them on stderr: UIRuntime's `ViewHost` calls it after each layout).
///
/// Two views with one id are one view to focus and scrolling: the second can never take focus
/// and a scroll to the id finds the first. In SwiftUI that is an app's mistake too (a `ForEach`
/// over data with repeated ids, one `.id("header")` given twice); here it is said, not silent.
public final class IdentityCheck {
    /// An identity more than one view has.
    public struct Duplicate: Sendable, Equatable {
        /// The id's name (``ViewID/description``).
        public let name: String
        /// How many views have it.
        public let count: Int
        /// The types of the views that have it, as far as they are known (an `.id`'s view type
        /// in debug builds; else the kind of node).
        public let viewTypes: [String]

        /// The line reported: `views share the id "same" (Button, Button): only the first can take focus`.
        public var message: String {
            "\(count) views share the id \"\(name)\" (\(viewTypes.joined(separator: ", "))): only the first can take focus or be scrolled to; give each its own id"
        }
    }

    /// The names already reported.
    private var reported: Set<String> = []

    public init() {}

    /// Reports, through `output`, each duplicate of `root` not reported before.
    public func report(_ root: Node, to output: (String) -> Void) {
        for d in Self.duplicates(in: root) where reported.insert(d.name).inserted {
            output(d.message)
        }
    }

    /// Every identity more than one node of `root` has, in tree order of their first node.
    /// A scroll view's id on its content's stand-in and nodes the runtime placed by hand are not
    /// views of their own and are not counted twice: only nodes that can take focus, sections
    /// and scopes, scroll views and `.id`s given by the app are.
    public static func duplicates(in root: Node) -> [Duplicate] {
        var seen: [ViewID: (order: Int, types: [String])] = [:]
        var order = 0
        root.visit { n in
            guard let id = n.id, counts(n) else { return true }
            let type = n[IdentityChain.ViewTypeKey.self] ?? kindName(n)
            if seen[id] == nil { seen[id] = (order, [type]); order += 1 } else { seen[id]?.types.append(type) }
            return true
        }
        return seen.filter { $0.value.types.count > 1 }
            .sorted { $0.value.order < $1.value.order }
            .map { Duplicate(name: $0.key.description, count: $0.value.types.count, viewTypes: $0.value.types) }
    }

    /// Whether a node with an id is a view focus or scrolling can find by it.
    static func counts(_ n: Node) -> Bool {
        IdentityChain.carries(n) || n[IdentityChain.ViewTypeKey.self] != nil
    }

    /// A name for a node's kind, when its view type is not known.
    static func kindName(_ n: Node) -> String {
        if case .scroll = n.kind { return "ScrollView" }
        guard let t = n.focus else { return "view" }
        if t.isTextField { return "TextField" }
        if t.isSection { return "focus section" }
        if t.isScope { return "focus scope" }
        return n.action != nil ? "Button" : "focusable view"
    }
}
