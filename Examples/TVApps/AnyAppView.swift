import UICore

/// One of the apps, whichever its type (the first argument picks it at run time).
struct AnyAppView: View {
    let make: () -> ViewGroup
    init<V: View>(_ view: V) { make = { ViewGroup([view]) } }
    var body: some View { make() }
}
