import Testing
import UICore
@testable import UIRuntime

/// A row of posters that lift when focused, as Apple's tvOS sample code writes a shelf.
private struct PosterShelf: View {
    var body: some View {
        HStack(spacing: 40) {
            ForEach(0..<4) { i in
                VStack(spacing: 12) {
                    Color.blue.frame(width: 150, height: 220)
                    Text("Poster \(i)")
                }
                .focusable()
                .hoverEffect(.lift)
                .id("p\(i)")
            }
        }
    }
}

/// A lone focus move's lift plays by patching the last display list in place, frame after
/// frame, from the frame that moved focus until both views rest: the view focus moved to is
/// raised (drawn after its siblings) from the move on, the one it left stays where it was drawn,
/// and both keep their layer and shadow at rest. Before, a lift starting and one ending each
/// put the list together again (the view moved among its siblings, with a layer and a shadow
/// more or less), which a renderer compares whole: two such frames in every move.
@MainActor
@Suite struct LiftPatchedInPlaceTests {
    /// Where `list` draws the title "Poster `i`".
    static func title(_ i: Int, in list: DisplayList?) -> Int? {
        list?.items.firstIndex { item in
            if case .text(let s, _, _, _) = item { return s == "Poster \(i)" }
            return false
        }
    }

    /// tvOS brings the focused item to the front: while the view focus left settles, the one it
    /// moved to is drawn over it whichever side it lies on, and after.
    @Test(arguments: [Key.rightArrow, Key.leftArrow])
    func theViewFocusMovedToIsDrawnOverTheOneItLeft(direction: Key) throws {
        let (_, host, backend, clock) = FramePlannerTests.window(PosterShelf())
        backend.queued = [.key(KeyPress(key: .rightArrow)), .key(KeyPress(key: .rightArrow, phase: .up))]
        FramePlannerTests.step(host, clock, frames: 60)
        backend.queued = [.key(KeyPress(key: direction)), .key(KeyPress(key: direction, phase: .up))]
        let to = direction == .rightArrow ? 2 : 0
        for frame in 1...40 {
            FramePlannerTests.step(host, clock, frames: 1)
            let focused = try #require(Self.title(to, in: backend.lastList)), left = try #require(Self.title(1, in: backend.lastList))
            #expect(focused > left, "frame \(frame): poster \(to) drawn at \(focused), poster 1 at \(left)")
        }
    }

    @Test(arguments: [Key.rightArrow, Key.leftArrow])
    func aLoneMoveIsPatchedInPlaceUntilBothViewsRest(direction: Key) {
        let (app, host, backend, clock) = FramePlannerTests.window(PosterShelf())
        // Start in the middle, so both directions have somewhere to go.
        backend.queued = [.key(KeyPress(key: .rightArrow)), .key(KeyPress(key: .rightArrow, phase: .up))]
        FramePlannerTests.step(host, clock, frames: 60)
        let start = app.context.focusedID
        #expect(start == "p1")
        let reassembled = app.displayLists.listsReassembled
        backend.queued = [.key(KeyPress(key: direction)), .key(KeyPress(key: direction, phase: .up))]
        // The move's frame is built whole (the tree is laid out again); every one after it, up
        // to rest (0.4 s), is the last list patched.
        FramePlannerTests.step(host, clock, frames: 1)
        #expect(app.context.focusedID != start)
        var lastRevision = backend.lastList?.revision?.id
        var patched = 0
        for frame in 1...40 {
            FramePlannerTests.step(host, clock, frames: 1)
            guard let revision = backend.lastList?.revision, revision.id != lastRevision else { continue }
            #expect(revision.base == lastRevision, "frame \(frame) after the move is not a patch of the one before")
            lastRevision = revision.id
            patched += 1
        }
        #expect(patched >= 10, "\(patched) frames drawn")
        #expect(app.displayLists.listsReassembled == reassembled, "lists put together again: \(app.displayLists.listsReassembled - reassembled)")
        #expect(!app.isAnimating)
    }
}
