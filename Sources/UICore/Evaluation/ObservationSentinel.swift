import Observation

/// An `@Observable` object that tracked runs of views known to read models read too, so that
/// writing it withdraws every registration those runs left with the Observation framework
/// (``ObservationScopes/flushIfCrowded(keptViews:)``).
///
/// The framework offers no other way to withdraw a registration before a property it names
/// changes: a view run again for another reason (its state, its focus, the time) leaves its
/// last registration behind, under a kilobyte, until the model changes — forever, for a
/// model that does not.
@Observable final class ObservationSentinel {
    /// Written to withdraw the registrations; its value means nothing.
    var epoch = 0
}
