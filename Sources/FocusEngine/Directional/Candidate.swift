import UICore

/// One view the engine considered for a move, with its score or the reason it was rejected.
public struct Candidate: Hashable, Sendable {
    /// How a candidate fared.
    public enum Verdict: Hashable, Sendable {
        /// It qualified: `major` is the gap along the move in points (the printed score), `minor`
        /// the centre offset across it (the tie-breaker).
        case scored(major: Double, minor: Double)
        /// It did not qualify, for the reason given ("outside beam", "behind", "disabled", …).
        case rejected(String)
    }

    /// The candidate's id.
    public var id: ViewID
    /// Its verdict.
    public var verdict: Verdict

    /// A candidate with a verdict.
    public init(id: ViewID, verdict: Verdict) { self.id = id; self.verdict = verdict }

    /// The score (major-axis distance; lower is nearer), or nil when rejected.
    public var score: Double? {
        if case .scored(let major, _) = verdict { return major }
        return nil
    }

    /// The minor-axis distance, or nil when rejected.
    public var minorDistance: Double? {
        if case .scored(_, let minor) = verdict { return minor }
        return nil
    }

    /// Why the candidate was rejected, or nil when it was scored.
    public var rejection: String? {
        if case .rejected(let reason) = verdict { return reason }
        return nil
    }
}
