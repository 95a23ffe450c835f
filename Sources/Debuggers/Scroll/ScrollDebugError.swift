import UICore
import ScrollEngine

/// A scroll-debug scenario that cannot be evaluated: a problem in its file, one line naming it.
public typealias ScrollDebugError = InputFileError
