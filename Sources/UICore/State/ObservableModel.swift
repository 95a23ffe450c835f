/// A model class whose views are re-evaluated only when a property they read changes
/// (SwiftUI's `@Observable`, without the macro).
///
/// Mark the properties views read with ``Observed``; a view holding the model (as `let model`
/// or `@Bindable var model`) is then kept from frame to frame like a view of plain values, and
/// its `body` runs again only when an ``Observed`` property it read — directly, through a
/// computed property, or in any view it returned — was written with a different value:
///
///     final class Library: ObservableModel {
///         @Observed var books: [Book] = []
///         @Observed var selection: Book.ID?
///     }
///
///     struct BookCount: View {
///         let library: Library
///         // Re-evaluated when `books` changes, not when `selection` does.
///         var body: some View { Text("\(library.books.count) books") }
///     }
///
/// Conforming is a promise: every property a view reads that can change is ``Observed`` (or
/// computed from ones that are), as with `@ObservationIgnored` in SwiftUI, a property that is not
/// observed changes unseen. A class that does not conform is never trusted that way: a view
/// holding it is evaluated every frame (``RetainedEvaluations``).
public protocol ObservableModel: AnyObject {}
