import UIRuntime

/// The app's trace lines are the runtime's (docs/interfaces.md): the model emits `screen`, `value`
/// and `data` events through the same type.
public typealias TraceEvent = UIRuntime.TraceEvent
