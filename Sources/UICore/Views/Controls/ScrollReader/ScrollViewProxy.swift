/// Scrolls the scroll views inside a ``ScrollViewReader`` to one of their views (SwiftUI's
/// `ScrollViewProxy`).
///
///     ScrollViewReader { proxy in
///         ScrollView {
///             LazyVStack { ForEach(films) { film in FilmRow(film).id(film.id) } }
///         }
///         Button("Back to top") { withAnimation { proxy.scrollTo(films[0].id, anchor: .top) } }
///     }
///
/// The scroll happens once the frame after the call is laid out (the call is usually a
/// button's action, an `onAppear` or an `onChange`). Every scroll view inside the reader that
/// holds the view moves, innermost first; a lazy stack's or grid's item that was never built is
/// found by its `ForEach` identity or the id its view gives itself. Inside `withAnimation` the
/// scroll animates with the scroll views' spring (unless Reduce Motion is on); otherwise it
/// jumps. An id no view inside the reader has is ignored, with a warning in the trace.
public struct ScrollViewProxy: Equatable {
    /// The state store of the host whose views hold the proxy (nil: none, the proxy does nothing).
    private weak var store: ViewStateStore?
    /// The reader that made the proxy (its place in the tree).
    let reader: Int

    /// The proxy of the reader at `reader` in `store`'s host.
    init(store: ViewStateStore?, reader: Int) {
        self.store = store
        self.reader = reader
    }

    /// Scrolls to the view with identity `id`, so that its `anchor` point sits on the same point
    /// of the scroll view's visible region (`.top`, `.center`, `.bottom`, …), as far as the
    /// content lets the scroll view go; with no anchor, by the least that shows the whole view.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        let animated = AnimationTransaction.current?.animation != nil
        store?.requestScroll(ScrollToRequest(id: ViewID(id), anchor: anchor, animated: animated, reader: reader))
    }

    /// The same reader of the same host: a view holding the proxy is reused while it gets the same one.
    public static func == (a: ScrollViewProxy, b: ScrollViewProxy) -> Bool { a.store === b.store && a.reader == b.reader }
}
