import Observation
import Testing
@testable import UICore
@testable import UIRuntime

/// Apple's "Managing model data in your app" with the Observation framework: a library of books,
/// each book `@Observable` too, the views holding them as plain `let` properties.
@Observable final class LoanBook: Identifiable {
    let id: Int
    var title: String
    var isAvailable = true
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable final class LendingLibrary {
    var books = [LoanBook(id: 1, title: "Dune"), LoanBook(id: 2, title: "Emma"), LoanBook(id: 3, title: "Ulysses")]
    var status = "Loading…"
    /// Read by no view.
    var unread = 0
}

/// A book's button: its title, and whether it is out, flipped by pressing it.
struct BookView: View {
    let book: LoanBook
    var body: some View {
        Button(book.isAvailable ? book.title : "\(book.title) (out)") { book.isAvailable.toggle() }
            .id(ViewID("book\(book.id)"))
    }
}

/// The library: its status line, a button per book, and the titles again as plain text, read in
/// the `ForEach` content closure (which runs as the body's result resolves, not in the body).
private struct LibraryView: View {
    let library: LendingLibrary
    var body: some View {
        VStack {
            Text(library.status).id("status")
            ForEach(library.books) { BookView(book: $0) }
            ForEach(library.books) { book in Text(book.title).id(ViewID("label\(book.id)")) }
        }
    }
}

/// A button counting its presses in its own state, titled by a book that never changes: each
/// press runs it again for its state, not for the book.
private struct Clicker: View {
    let book: LoanBook
    @State private var presses = 0
    var body: some View {
        Button("\(book.title) \(presses)") { presses += 1 }.id("clicker")
    }
}

/// Views reading models made with the Observation framework's `@Observable` (what SwiftUI apps
/// write since iOS 17) are kept from frame to frame and run again only when a property they read
/// changes, as with ``ObservableModel``; a write between frames — an async load landing — makes
/// the loop's wake build the frame that shows it.
@MainActor
@Suite struct ObservationTests {
    /// A focus move from book to book changes nothing the library's body or the books' bodies
    /// read: none of them runs (a view holding an object nothing observed ran every frame built).
    @Test func aFocusMoveRunsNoViewThatOnlyReadsTheModel() {
        let clock = ManualClock()
        let library = LendingLibrary()
        let host = countingHost(clock: clock) { LibraryView(library: library) }
        #expect(host.context.focusedID == "book1")
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "book2")
        #expect(host.evaluations.evaluationsByType["LibraryView"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["BookView"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// Pressing a book writes that book's `isAvailable`: its button runs again and shows it; the
    /// library, which read only the list and the titles, does not run.
    @Test func aWriteRunsOnlyTheViewThatReadIt() {
        let clock = ManualClock()
        let library = LendingLibrary()
        let host = countingHost(clock: clock) { LibraryView(library: library) }
        press(host, .return, clock: clock)
        #expect(host.text(of: "book1") == "Dune (out)")
        #expect(host.text(of: "book2") == "Emma")
        #expect(host.evaluations.evaluationsByType["BookView"] == 1, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.evaluationsByType["LibraryView"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// A title changed between frames shows on the button and on the label the `ForEach` closure
    /// made, though the library's body did not read it.
    @Test func aChangeReadInAContentClosureShows() {
        let clock = ManualClock()
        let library = LendingLibrary()
        let host = countingHost(clock: clock) { LibraryView(library: library) }
        library.books[1].title = "Persuasion"
        clock.advance(by: 1.0 / 60); _ = host.frame()
        #expect(host.text(of: "book2") == "Persuasion")
        #expect(host.text(of: "label2") == "Persuasion")
        #expect(host.text(of: "label1") == "Dune")
        #expect(host.evaluations.evaluationsByType["LibraryView"] == nil, "\(host.evaluations.evaluationsByType)")
    }

    /// An async load writing the model between frames (a main-actor task after its `await`) is
    /// shown when the loop wakes, with no input.
    @Test func aLoadLandingBetweenFramesIsShownWhenTheLoopWakes() {
        let library = LendingLibrary()
        let (host, backend) = runningHost { LibraryView(library: library) }
        #expect(host.app.text(of: "status") == "Loading…")
        let presented = backend.presented
        library.status = "3 books"
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.text(of: "status") == "3 books")
        #expect(backend.presented > presented)
    }

    /// A wake after a write no view read builds nothing.
    @Test func aWakeAfterAWriteNoViewReadBuildsNothing() {
        let library = LendingLibrary()
        let (host, backend) = runningHost { LibraryView(library: library) }
        let presented = backend.presented, built = host.app.framesByWork[.rebuild, default: 0]
        library.unread = 4
        backend.queued = [.wake]
        for _ in 0..<5 { host.runOnce() }
        #expect(host.app.framesByWork[.rebuild, default: 0] == built)
        #expect(backend.presented == presented)
    }

    /// Each run of a view leaves a registration with the Observation framework until a property
    /// it read changes; a view run again for its own state, reading a model that never changes,
    /// would pile them up (half a kilobyte each) for as long as the app runs. They are withdrawn
    /// once they outnumber what the kept views hold, and the view still follows the model after.
    @Test func registrationsLeftByRunsForOtherReasonsStayBounded() {
        let clock = ManualClock()
        let book = LoanBook(id: 1, title: "Dune")
        let host = identityHost(clock: clock) { Clicker(book: book) }
        let presses = 3 * ObservationScopes.spareRegistrations
        for _ in 0..<presses {
            _ = host.handle(.key(KeyPress(key: .return)))
            _ = host.handle(.key(KeyPress(key: .return, phase: .up)))
            clock.advance(by: 1.0 / 60)
            _ = host.frame()
        }
        #expect(host.text(of: "clicker") == "Dune \(presses)")
        let scopes = host.evaluations.observation
        #expect(scopes.flushCount >= 2)
        #expect(scopes.liveTokens <= 2 * host.evaluations.count + ObservationScopes.spareRegistrations)
        book.title = "Emma"
        clock.advance(by: 1.0 / 60)
        _ = host.frame()
        #expect(host.text(of: "clicker") == "Emma \(presses)")
    }
}
