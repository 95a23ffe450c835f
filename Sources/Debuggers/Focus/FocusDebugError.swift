import UICore
import FocusEngine

/// Why the focus debugger could not run: a problem in its layout file, one line naming it
/// (exit status 2).
public typealias FocusDebugError = InputFileError
