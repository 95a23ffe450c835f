import ScrollEngine
import Testing
import UICore
@testable import UIRuntime

/// A scroll animation's frame moves the last layout's scrolled content instead of laying it out
/// again (``ScrollShift``) only when that gives what layout gives: the same frames at the new
/// offsets, and nothing at all when a lazy container would build other items or a view looks
/// different for where it sits.
@Suite struct ScrollShiftTests {
    static let canvas = Size(width: 400, height: 400)

    /// A scroll view ("outer") of rows, each a horizontal scroll view of lazy cells, laid out at
    /// `offsets`.
    static func laidOut(_ offsets: [ViewID: Double], transition: Bool = false) -> Node {
        let root = ResolveContext().resolve(ScrollView {
            LazyVStack(spacing: 10, prefetch: 50) {
                ForEach(0..<40, id: \.self) { row in
                    ScrollView(.horizontal) {
                        LazyHStack(spacing: 10, prefetch: 50) {
                            ForEach(0..<30, id: \.self) { i in
                                if transition {
                                    Color.red.frame(width: 90, height: 90).id("r\(row)-c\(i)")
                                        .scrollTransition { effects, phase in effects.opacity = 1 - abs(phase.value) }
                                } else {
                                    Color.red.frame(width: 90, height: 90).id("r\(row)-c\(i)")
                                }
                            }
                        }
                    }.id("row\(row)").frame(height: 90)
                }
            }
        }.id("outer"))
        LayoutEngine.layout(root, in: canvas, context: LayoutContext(measurer: ApproximateTextMeasurer(), windowSize: canvas, scrollOffsets: offsets))
        return root
    }

    /// Every node's frame by id, and every lazy container's materialised items, in tree order.
    static func frames(_ root: Node) -> [(String, Rect, [Int])] {
        var out: [(String, Rect, [Int])] = []
        var anonymous = 0
        root.visit { n in
            anonymous += 1
            out.append((n.id?.description ?? "#\(anonymous)", n.frame, n.lazyMaterialized))
            return true
        }
        return out
    }

    static func close(_ a: [(String, Rect, [Int])], _ b: [(String, Rect, [Int])]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x.0 == y.0 && x.2 == y.2 && abs(x.1.minX - y.1.minX) < 1e-9 && abs(x.1.minY - y.1.minY) < 1e-9
                && x.1.size == y.1.size
        }
    }

    @Test func aSmallMoveGivesWhatLayoutGives() throws {
        // Rows stay on the same side of the window's edges (no row's lazy cells change).
        let tree = Self.laidOut(["outer": 120, "row2": 35])
        let offsets: [ViewID: Double] = ["outer": 125.7, "row2": 41.5]
        #expect(nil != ScrollShift.apply(to: tree, offsets: offsets, canvas: Self.canvas))
        #expect(Self.close(Self.frames(tree), Self.frames(Self.laidOut(offsets))))
        #expect(tree[ScrollSpec.PlacementKey.self]?.offset == 125.7)
    }

    /// Past the end, both stay at the largest offset: nothing moves.
    @Test func anOffsetPastTheEndIsClampedAsLayoutClampsIt() throws {
        let tree = Self.laidOut(["outer": 3890])
        let end = try #require(tree[ScrollSpec.PlacementKey.self]?.maxOffset)
        #expect(nil != ScrollShift.apply(to: tree, offsets: ["outer": end + 500], canvas: Self.canvas))
        #expect(Self.close(Self.frames(tree), Self.frames(Self.laidOut(["outer": end + 500]))))
    }

    @Test func aMoveThatWouldBuildOtherItemsTouchesNothing() {
        let tree = Self.laidOut(["outer": 120])
        let before = Self.frames(tree)
        // 300 pt further: rows beyond the prefetch distance come into view.
        #expect(nil == ScrollShift.apply(to: tree, offsets: ["outer": 420], canvas: Self.canvas))
        #expect(Self.close(Self.frames(tree), before))
        #expect(tree[ScrollSpec.PlacementKey.self]?.offset == 120)
    }

    @Test func aRowCrossingTheWindowsEdgeIsLaidOutAgain() {
        // Row 5's top at 410 pt, below the 400 pt window: 20 pt more brings nothing new to the
        // outer stack, but row 5 would show cells its lazy stack has not built.
        let tree = Self.laidOut(["outer": 90])
        #expect(nil == ScrollShift.apply(to: tree, offsets: ["outer": 110], canvas: Self.canvas))
        #expect(nil != ScrollShift.apply(to: tree, offsets: ["outer": 95], canvas: Self.canvas))
        // An inner row scrolled past its prefetch distance needs new cells too.
        #expect(nil == ScrollShift.apply(to: tree, offsets: ["outer": 95, "row2": 300], canvas: Self.canvas))
    }

    @Test func aScrollTransitionIsNeverMoved() {
        #expect(nil != ScrollShift.apply(to: Self.laidOut(["outer": 120]), offsets: ["outer": 121], canvas: Self.canvas))
        #expect(nil == ScrollShift.apply(to: Self.laidOut(["outer": 120], transition: true), offsets: ["outer": 121], canvas: Self.canvas))
    }

    /// Within the prefetch margin: layout would build the rows entering it and release those
    /// leaving it, but every row that shows is built, so the content moves; what shows — every
    /// node inside the window — is where layout puts it, and the margin's items wait for the next
    /// layout.
    @Test func itemsOnlyInThePrefetchMarginWaitForTheNextLayout() {
        let tree = Self.laidOut(["outer": 120])
        let offsets: [ViewID: Double] = ["outer": 160]
        let fresh = Self.laidOut(offsets)
        func rows(_ root: Node) -> [Int] {
            var found: [Int]?
            root.visit { n in
                if found == nil, case .lazy = n.kind { found = n.lazyMaterialized }
                return found == nil
            }
            return found ?? []
        }
        #expect(rows(tree) != rows(fresh), "the move should change the margin's rows")
        #expect(nil != ScrollShift.apply(to: tree, offsets: offsets, canvas: Self.canvas))
        let window = Rect(origin: .zero, size: Self.canvas)
        func showing(_ root: Node) -> [String: Rect] {
            var out: [String: Rect] = [:]
            root.visit { n in
                if let id = n.id, n.frame.intersects(window) { out[id.description] = n.frame }
                return true
            }
            return out
        }
        let moved = showing(tree), laid = showing(fresh)
        #expect(Set(moved.keys) == Set(laid.keys))
        for (id, frame) in laid {
            guard let m = moved[id] else { continue }
            #expect(abs(m.minX - frame.minX) < 1e-9 && abs(m.minY - frame.minY) < 1e-9 && m.size == frame.size, "\(id)")
        }
    }

    /// The scroll views and lazy containers walked each frame are kept while the tree keeps its
    /// shape: a scroll animation's frames walk them, not the whole tree, and still give what
    /// layout gives.
    @Test func aKeptSkeletonServesTheFramesOfOneTree() throws {
        let tree = Self.laidOut(["outer": 120])
        var skeleton: ScrollSkeleton?
        // The count of shape changes is shared by every tree in the process, and tests on other
        // threads make trees meanwhile: a frame finds its skeleton kept unless one did so between
        // two frames, which cannot happen in each of a hundred tries.
        var kept = false, offset = 120.0
        for _ in 1...100 where !kept {
            let before = skeleton
            offset += 0.125
            #expect(nil != ScrollShift.apply(to: tree, offsets: ["outer": offset], canvas: Self.canvas, skeleton: &skeleton))
            kept = before != nil && skeleton === before
        }
        #expect(kept)
        #expect(Self.close(Self.frames(tree), Self.frames(Self.laidOut(["outer": offset]))))
    }

    /// A tree that changed shape after its skeleton was kept is walked again: a view given a
    /// scroll transition, or content with one put in a scroll view's place, is never moved.
    @Test func aTreeThatChangesShapeIsWalkedAgain() throws {
        let tree = Self.laidOut(["outer": 120])
        var skeleton: ScrollSkeleton?
        #expect(nil != ScrollShift.apply(to: tree, offsets: ["outer": 121], canvas: Self.canvas, skeleton: &skeleton))
        var spec: ScrollTransitionSpec?
        Self.laidOut(["outer": 120], transition: true).visit { n in
            spec = spec ?? n[ScrollAttributes.TransitionKey.self]
            return spec == nil
        }
        let cell = try #require(tree.find(id: "r1-c1"))
        cell[ScrollAttributes.TransitionKey.self] = try #require(spec)
        #expect(nil == ScrollShift.apply(to: tree, offsets: ["outer": 122], canvas: Self.canvas, skeleton: &skeleton))

        let other = Self.laidOut(["outer": 120])
        #expect(nil != ScrollShift.apply(to: other, offsets: ["outer": 121], canvas: Self.canvas, skeleton: &skeleton))
        other.children = Self.laidOut(["outer": 121], transition: true).children
        #expect(nil == ScrollShift.apply(to: other, offsets: ["outer": 125], canvas: Self.canvas, skeleton: &skeleton))
    }
}
