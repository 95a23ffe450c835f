/// A view evaluated in an earlier frame, kept with what it read and the node it resolved to
/// (``RetainedEvaluations``).
class RetainedEvaluation {
    /// What the evaluation read and did, its subtree's included.
    let record: EvaluationRecord
    /// What the `body` call alone read and did (the view's own state reads, the state it
    /// installed), before its result was resolved. While this is current and the inputs and
    /// context are the same, the body's result is resolved again without running the body,
    /// when only something read below it changed (``RetainedEvaluations``).
    let bodyRecord: EvaluationRecord
    /// The node the view resolved to, as resolved, before any parent, layout or runtime pass
    /// changed it: every reuse hands out a copy.
    let node: Node
    /// The context it was resolved in: what of it shapes the result.
    let environment: EnvironmentValues
    let pendingID: ViewID?
    let elementIdentity: ViewID?
    let scopeOwner: ViewID?
    let enclosingElement: ViewID?
    /// Whether nothing in the node's subtree is changed after layout
    /// (``RetainedEvaluations/keepsLayout(of:)``), worked out once when it is kept.
    let keepsLayout: Bool
    /// The node handed out last time, laid out, when the view is a lazy container's item and
    /// ``keepsLayout``: a reuse hands it out again, layout and all, rather than a copy.
    var live: Node?
    /// The copy handed out last time, as laid out, when the view is not a lazy item: the next
    /// reuse brings its layout along where it holds (``Node/retainedCopy(layoutFrom:)``).
    var laidOut: Node?

    init(record: EvaluationRecord, bodyRecord: EvaluationRecord, node: Node, context: ResolveContext) {
        self.record = record; self.bodyRecord = bodyRecord; self.node = node
        keepsLayout = RetainedEvaluations.keepsLayout(of: node)
        environment = context.environment
        pendingID = context.pendingID
        elementIdentity = context.elementIdentity
        scopeOwner = context.scopeOwner
        enclosingElement = context.enclosingElement?.identity
    }

    /// Whether `context` is the one the view was resolved in, as far as its result goes.
    func isSameContext(_ context: ResolveContext) -> Bool {
        pendingID == context.pendingID && elementIdentity == context.elementIdentity
            && scopeOwner == context.scopeOwner && enclosingElement == context.enclosingElement?.identity
            && environment.isSame(as: context.environment, comparingFocus: record.readsFocusEnvironment)
    }
}

/// A ``RetainedEvaluation`` of a view of type `V`, with the view value it evaluated and what
/// its `body` returned.
final class TypedRetainedEvaluation<V: View>: RetainedEvaluation {
    let view: V
    /// What `view.body` returned: resolved again, without running the body, when only something
    /// read below the body changed. (Boxed as soon as it is returned: resolving views recurses,
    /// and a body's value held on the stack at every level would cost a thread's stack dearly.)
    let body: any View
    /// How views of `V` compare (``ViewInputs``), kept so a reuse needs no lookup of the plan.
    let fields: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)]

    init(view: V, body: any View, fields: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)],
         record: EvaluationRecord, bodyRecord: EvaluationRecord, node: Node, context: ResolveContext) {
        self.view = view; self.body = body; self.fields = fields
        super.init(record: record, bodyRecord: bodyRecord, node: node, context: context)
    }
}
