import UICore
@testable import UIRuntime

extension ViewHost {
    /// The string of the first text inside the view with `id` in the last built tree: what a
    /// test reads a view to show.
    func text(of id: ViewID) -> String? {
        var found: String?
        root?.find(id: id)?.visit { n in
            if case .text(let t) = n.kind { found = t.string; return false }
            return true
        }
        return found
    }
}
