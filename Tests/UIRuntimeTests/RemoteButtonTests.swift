import Testing
@testable import UICore
@testable import UIRuntime

/// The TV remote's buttons on tvOS's terms, written from Apple's documentation of
/// `contextMenu(menuItems:)`, `onLongPressGesture(minimumDuration:perform:)` and
/// `onPlayPauseCommand(perform:)` and from what an Apple TV does with Home and a held Select.
@MainActor
@Suite struct RemoteButtonTests {
    /// The documentation's `contextMenu` example, made focusable as on tvOS: a landmark button
    /// with two menu items, beside a second button.
    final class Landmark {
        var opened = 0, favourites = 0, maps = 0
    }

    static func landmarks(_ model: Landmark) -> some View {
        HStack(spacing: 40) {
            Button("Turtle Rock") { model.opened += 1 }
                .contextMenu {
                    Button("Add to Favorites") { model.favourites += 1 }.id("favorites")
                    Button("Show in Maps") { model.maps += 1 }.id("maps")
                }
                .id("turtle-rock")
            Button("Silver Salmon Creek") {}.id("salmon")
        }
    }

    static func down(_ host: ViewHost<some View>, _ key: Key) { _ = host.handle(.key(KeyPress(key: key))) }
    static func up(_ host: ViewHost<some View>, _ key: Key) { _ = host.handle(.key(KeyPress(key: key, phase: .up))) }

    /// Advances the clock frame by frame for `seconds`.
    static func hold(_ host: ViewHost<some View>, _ clock: ManualClock, _ seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            _ = host.frame()
        }
    }

    @Test func theMenuKeyOpensTheMenuOnItsFirstItemAndBackClosesItGivingFocusBack() {
        let model = Landmark(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.landmarks(model) }
        #expect(host.context.focusedID == "turtle-rock")
        press(host, .menu, clock: clock)
        #expect(host.isContextMenuOpen)
        #expect(host.context.focusedID == "favorites")
        #expect(host.root?.find(id: ContextMenuPresenter.panelID) != nil)
        // Focus is held inside the menu, as in a sheet.
        press(host, .rightArrow, clock: clock)
        #expect(host.context.focusedID == "favorites")
        press(host, .back, clock: clock)
        #expect(!host.isContextMenuOpen)
        #expect(host.context.focusedID == "turtle-rock")
        #expect(model.favourites == 0 && model.opened == 0)
    }

    @Test func holdingSelectHalfASecondOpensTheMenuAndAShortPressRunsTheButton() {
        let model = Landmark(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.landmarks(model) }
        // A short press: the button's action, when Select comes up (tvOS acts on release).
        Self.down(host, .return)
        Self.hold(host, clock, 0.2)
        #expect(model.opened == 0)
        Self.up(host, .return)
        _ = host.frame()
        #expect(model.opened == 1)
        #expect(!host.isContextMenuOpen)
        // Held: the menu opens at half a second, still held; the release does nothing more.
        Self.down(host, .return)
        Self.hold(host, clock, 0.45)
        #expect(!host.isContextMenuOpen)
        Self.hold(host, clock, 0.1)
        #expect(host.isContextMenuOpen)
        #expect(host.context.focusedID == "favorites")
        Self.up(host, .return)
        settle(host, clock)
        #expect(model.opened == 1 && model.favourites == 0)
        #expect(host.isContextMenuOpen)
    }

    @Test func padAHeldOpensTheMenuToo() {
        let model = Landmark(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.landmarks(model) }
        _ = host.handle(.pad(.a, pressed: true))
        Self.hold(host, clock, 0.6)
        _ = host.handle(.pad(.a, pressed: false))
        _ = host.frame()
        #expect(host.isContextMenuOpen)
        #expect(model.opened == 0)
    }

    @Test func choosingAnItemRunsItAndClosesTheMenu() {
        let model = Landmark(), clock = ManualClock()
        let host = identityHost(clock: clock) { Self.landmarks(model) }
        press(host, .menu, clock: clock)
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "maps")
        press(host, .return, clock: clock)
        #expect(model.maps == 1)
        #expect(!host.isContextMenuOpen)
        #expect(host.context.focusedID == "turtle-rock")
    }

    /// A menu's items are built when it shows: a title that names the state follows it.
    final class Favourite { var on = false }

    @Test func anItemsTitleFollowsTheStateWhileTheMenuShows() throws {
        let model = Favourite(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            Button("Tiramisu") {}
                .contextMenu {
                    Button(model.on ? "Remove from Favorites" : "Add to Favorites") { model.on.toggle() }.id("toggle")
                }
                .id("tiramisu")
        }
        press(host, .menu, clock: clock)
        func title() -> String? {
            host.root?.find(id: "toggle").flatMap { AccessibilityElement(node: $0)?.label }
        }
        #expect(title() == "Add to Favorites")
        press(host, .return, clock: clock)
        #expect(model.on)
        press(host, .menu, clock: clock)
        #expect(title() == "Remove from Favorites")
    }

    /// `onLongPressGesture(minimumDuration: 2)`: nothing at one second, the action at two.
    final class Counter { var long = 0, taps = 0 }

    @Test func aLongPressGestureWaitsForItsMinimumDuration() {
        let counter = Counter(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            Button("Record") { counter.taps += 1 }
                .onLongPressGesture(minimumDuration: 2) { counter.long += 1 }
                .id("record")
        }
        Self.down(host, .return)
        Self.hold(host, clock, 1)
        #expect(counter.long == 0)
        Self.hold(host, clock, 1.05)
        #expect(counter.long == 1)
        Self.up(host, .return)
        _ = host.frame()
        #expect(counter.taps == 0)
    }

    /// `onPlayPauseCommand`: the handler nearest the focused view takes Play/Pause; Stop goes to
    /// its own handler further out.
    final class Player { var log: [String] = [] }

    @Test func playPauseGoesToTheHandlerNearestTheFocusedView() {
        let player = Player(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            VStack {
                Button("Episode") {}
                    .onPlayPauseCommand { player.log.append("episode") }
                    .id("episode")
                Button("Trailer") {}.id("trailer")
            }
            .onPlayPauseCommand { player.log.append("season") }
            .onRemoteCommand(.stop) { player.log.append("stop") }
        }
        press(host, .playPause, clock: clock)
        press(host, .downArrow, clock: clock)
        press(host, .playPause, clock: clock)
        press(host, .stop, clock: clock)
        press(host, .rewind, clock: clock) // nobody takes it
        #expect(player.log == ["episode", "season", "stop"])
    }

    /// Home: a pushed screen is popped to the stack's root and focus goes to the default (a
    /// program without an app Home of its own).
    final class Stack { var path: [String] = ["detail"] }

    @Test func homeEmptiesTheNavigationStackAndFocusesTheDefault() {
        let stack = Stack(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            NavigationStack(path: Binding(get: { stack.path }, set: { stack.path = $0 })) {
                VStack {
                    Button("First") {}.id("first")
                    Button("Second") {}.id("second")
                }
            } destination: { (name: String) in
                VStack {
                    Button("A \(name)") {}.id("a")
                    Button("B \(name)") {}.id("b")
                }
            }
        }
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "b")
        press(host, .homeButton, clock: clock)
        settle(host, clock)
        #expect(stack.path.isEmpty)
        #expect(host.context.focusedID == "first")
    }

    /// Page Down moves focus by the visible height of the scroll view holding it: rows of 100 pt
    /// (and 20 pt between) in a 600-pt window move 5 at a time.
    @Test func pageDownMovesFocusOnePageOfTheScrollView() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 800, height: 600), clock: clock) {
            ScrollView {
                VStack(spacing: 20) {
                    ForEach(0..<40) { i in Button("Row \(i)") {}.frame(height: 100).id("row-\(i)") }
                }
            }
        }
        #expect(host.context.focusedID == "row-0")
        press(host, .pageDown, clock: clock)
        #expect(host.context.focusedID == "row-5")
        press(host, .pageDown, clock: clock)
        #expect(host.context.focusedID == "row-10")
        press(host, .pageUp, clock: clock)
        #expect(host.context.focusedID == "row-5")
        let row = host.root?.find(id: "row-5")
        #expect(row.map { $0.frame.minY >= 0 && $0.frame.maxY <= 600 } == true, "the page scrolled with focus: \(String(describing: row?.frame))")
    }

    /// Info with spoken feedback off: a toast shows the focused item and its hint.
    @Test func infoShowsTheFocusedItemAndItsHint() {
        let clock = ManualClock()
        let host = identityHost(clock: clock) {
            Button("Tiramisu") {}.accessibilityHint("Opens the recipe").id("tiramisu")
        }
        press(host, .info, clock: clock)
        #expect(host.toasts.messages.contains("Tiramisu, button. Opens the recipe"), "\(host.toasts.messages)")
    }
}

extension RemoteButtonTests {
    /// Found live: Channel up from the second page climbed past the list's first row into the
    /// tab bar above it. A page stops at the scroll view's first row.
    @Test func pagingUpStopsAtTheScrollViewsFirstRow() {
        let clock = ManualClock()
        let host = tabAboveScrolledRows(clock: clock)
        press(host, .downArrow, clock: clock, times: 3)
        #expect(host.context.focusedID == "row-2")
        press(host, .pageUp, clock: clock)
        #expect(host.context.focusedID == "row-0")
        press(host, .pageUp, clock: clock)
        #expect(host.context.focusedID == "row-0")
    }
}

extension RemoteButtonTests {
    /// A remote whose OK sends Return (most IR and CEC remotes) has no letters: its Menu key on a
    /// text field opens the on-screen keyboard, whose keys OK then presses; Return still submits
    /// at once, as a typist expects.
    final class Field { var text = "", submits = 0 }

    @Test func theMenuKeyOnATextFieldOpensTheOnScreenKeyboard() {
        let field = Field(), clock = ManualClock()
        let host = identityHost(clock: clock) {
            TextField("Item", text: Binding(get: { field.text }, set: { field.text = $0 }))
                .onSubmit { field.submits += 1 }
                .id("item")
        }
        #expect(host.context.focusedID == "item")
        Self.down(host, .return)
        _ = host.frame()
        #expect(field.submits == 1)
        Self.up(host, .return)
        #expect(!host.isKeyboardOpen)
        press(host, .menu, clock: clock)
        #expect(host.isKeyboardOpen)
        // OK presses the focused key ("a" the first time; a new entry starts with a capital).
        press(host, .return, clock: clock)
        #expect(field.text == "A")
        press(host, .back, clock: clock)
        #expect(!host.isKeyboardOpen)
        #expect(field.text == "A")
    }
}
