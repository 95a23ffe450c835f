/// Where an ``Environment`` property holds the environment the resolver filled it with before
/// the view's `body` runs.
///
/// Not nested in the generic `Environment`: a class nested there is generic too, and every
/// `@Environment` property a view is made with would look its metadata up at run time (about
/// 600 instructions each, callgrind: five a recipe tile, twelve tiles a frame on the grid).
final class EnvironmentBox {
    var values: EnvironmentValues?
}
