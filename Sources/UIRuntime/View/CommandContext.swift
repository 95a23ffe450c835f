import FocusEngine
import UICore

/// What an app's commands (``ViewHostCommands``), its shell and its tests may read of the
/// runtime and ask of it: the focused view and the values it publishes, which views focus knows,
/// focus moves and what focus remembers, and a scroll view back at its start.
///
/// The one way anything outside the runtime changes focus or scrolling: the app's commands get
/// this, and ``ViewHost/context`` hands it to the app's shell and tests — never the focus engine
/// or the scroll coordinator. A request is a `RuntimeCommand`, applied where input's are
/// (`ViewHost.apply(_:)`). The runtime's own state (input routing, effects, the keyboard,
/// the scroll controllers) stays the runtime's.
public struct CommandContext {
    private let host: any CommandTarget

    init(_ host: any CommandTarget) { self.host = host }

    /// The focused view's id (nil when nothing is focused).
    public var focusedID: ViewID? { host.focusedID }

    /// Whether a view with this id exists (a laid-out view, or an item of a lazy container built or not).
    public func contains(id: ViewID) -> Bool { host.focusSystem.contains(id: id) }

    /// Whether a view the last frame built with this id is a node of the focus tree (it takes
    /// focus, holds focusable views, or is a focus section or scope, such as a presented sheet):
    /// one look in the tree's index, cheap enough for every frame. ``contains(id:)`` also asks
    /// the lazy containers, which may look through their data for an id they never handed out.
    public func hasFocusNode(id: ViewID) -> Bool { host.focusSystem.hasNode(id: id) }

    /// The id of the view named `name` (as traces, replay scripts and layout files write ids:
    /// `ViewID.description`), built or not; nil when no view is.
    public func id(named name: String) -> ViewID? { host.focusSystem.id(named: name) }

    /// Whether the view can take focus now: focusable, enabled and inside the front-most modal scope.
    public func canTakeFocus(_ id: ViewID) -> Bool { host.focusSystem.canTakeFocus(id) }

    /// Where a view is, in canvas points (a lazy item's frame even when it is not built).
    public func frame(of id: ViewID) -> Rect? { host.frame(of: id) }

    /// The ids of a view's ancestors focus knows (focusable views, sections, scopes), nearest first.
    public func ancestors(of id: ViewID) -> [ViewID] { host.ancestors(of: id) }

    /// The front-most modal scope holding focus (a sheet), if any.
    public var modalScopeID: ViewID? { host.modalScopeID }

    /// A value the focused view or its ancestors publish (`focusedValue(_:_:)`, F5), as SwiftUI's
    /// `@FocusedValue` reads it; nil when none does.
    public func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V? { host.focusedValue(keyPath) }

    /// Moves focus to the view with `id` (a lazy item built or not) when it can take focus;
    /// returns whether it did.
    @discardableResult
    public func focus(id: ViewID) -> Bool { host.apply(.focus(id)).took }

    /// Moves focus to the default of the container `id` (its `defaultFocus`, else its first
    /// focusable view); returns whether it did.
    @discardableResult
    public func focusDefault(in id: ViewID) -> Bool { host.apply(.focusDefault(in: id)).took }

    /// Moves focus to the screen's default (the engine's preferred focus, else the top-leading
    /// view); returns whether anything took it.
    @discardableResult
    public func focusDefault() -> Bool { host.apply(.focusDefault(in: nil)).took }

    /// The view focus was on when `scene` was last left (nil: none remembered).
    public func rememberedFocus(for scene: SceneID) -> ViewID? { host.focusSystem.rememberedFocus(for: scene) }

    /// Forgets where focus was left in `scene`, so it enters at its default next time.
    public func forgetFocus(for scene: SceneID) { host.apply(.forgetFocus(scene)) }

    /// Forgets the focus section `id`'s last focused view, so entering it lands on its default.
    public func forgetRegion(_ id: ViewID) { host.apply(.forgetRegion(id)) }

    /// Scrolls the scroll view `id` back to its start at once (its content changed wholesale).
    public func resetScroll(_ id: ViewID) { host.apply(.resetScroll(id)) }
}
