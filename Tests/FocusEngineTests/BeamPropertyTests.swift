import FocusEngine
import PropertyBased
import TestSupport
import Testing
import UICore

/// Property tests (x-sheep/swift-property-based, with shrinking) of the focus engine over random
/// layouts and move sequences. `PROPERTY_CASES` sets the number of cases.
@Suite struct BeamPropertyTests {
    /// One generated node: where it hangs, its frame and what it is.
    struct Spec: Sendable, CustomStringConvertible {
        var parent: Int
        var frame: Rect
        var kind: Int

        /// Kinds 0–4 and 8 are focusable (8 only activates), 5 a disabled focusable, 6 a focus
        /// section, 7 a plain container, 9 a text field.
        var isContainer: Bool { kind == 6 || kind == 7 }
        var description: String { "(\(parent) \(kind) \(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))x\(Int(frame.height)))" }
    }

    /// A generated layout: the tree, each node's frame and parent, and the moves to make.
    struct Layout {
        var root: FocusNode
        var frames: [ViewID: Rect] = [:]
        var parents: [ViewID: ViewID] = [:]
        var sections: Set<ViewID> = []
        var focusable: [ViewID] = []

        init(_ specs: [Spec]) {
            // Node i hangs under an earlier container (spec.parent picks which) or the root.
            var children: [[Int]] = Array(repeating: [], count: specs.count)
            var top: [Int] = []
            for (i, s) in specs.enumerated() {
                let containers = (0..<i).filter { specs[$0].isContainer }
                if s.parent >= 0, !containers.isEmpty { children[containers[s.parent % containers.count]].append(i) } else { top.append(i) }
            }
            var frames: [ViewID: Rect] = [:], parents: [ViewID: ViewID] = [:], sections: Set<ViewID> = [], focusable: [ViewID] = []
            func build(_ i: Int, parent: ViewID?) -> FocusNode {
                let s = specs[i], id: ViewID = "n\(i)"
                frames[id] = s.frame
                parents[id] = parent
                let role: FocusNode.Role
                switch s.kind {
                case 6: role = .section; sections.insert(id)
                case 7: role = .container
                case 8: role = .focusable(.activate)
                case 9: role = .focusable(.edit)
                default: role = .focusable(.automatic)
                }
                if !s.isContainer && s.kind != 5 { focusable.append(id) }
                return FocusNode(id: id, frame: s.frame, role: role, isDisabled: s.kind == 5, isTextField: s.kind == 9,
                                 children: children[i].map { build($0, parent: id) })
            }
            let nodes = top.map { build($0, parent: nil) }
            root = FocusNode(id: "", frame: Rect(x: 0, y: 0, width: 2000, height: 1300), children: nodes)
            self.frames = frames; self.parents = parents; self.sections = sections; self.focusable = focusable
        }

        func ancestors(of id: ViewID) -> [ViewID] {
            var out: [ViewID] = []
            var p = parents[id] ?? nil
            while let a = p { out.append(a); p = parents[a] ?? nil }
            return out
        }
    }

    // The beam rules of the tvOS engine, restated: `dest` lies in the direction (it may overlap
    // the origin but must extend further and start no earlier) and overlaps the origin's beam.
    static func inDirection(_ src: Rect, _ dest: Rect, _ d: MoveDirection) -> Bool {
        switch d {
        case .left: (src.maxX > dest.maxX || src.minX >= dest.maxX) && src.minX > dest.minX
        case .right: (src.minX < dest.minX || src.maxX <= dest.minX) && src.maxX < dest.maxX
        case .up: (src.maxY > dest.maxY || src.minY >= dest.maxY) && src.minY > dest.minY
        case .down: (src.minY < dest.minY || src.maxY <= dest.minY) && src.maxY < dest.maxY
        }
    }

    static func beamsOverlap(_ src: Rect, _ dest: Rect, _ d: MoveDirection) -> Bool {
        switch d {
        case .left, .right: dest.minY < src.maxY && dest.maxY > src.minY
        case .up, .down: dest.minX < src.maxX && dest.maxX > src.minX
        }
    }

    /// "In the beam", with sections: the target itself qualifies, or a focus section holding it
    /// (and not the origin) qualifies by its full frame and handed focus to its content.
    static func landsInBeam(layout: Layout, from: ViewID, to: ViewID, _ d: MoveDirection) -> Bool {
        let src = layout.frames[from]!
        let originAncestors = Set(layout.ancestors(of: from))
        let qualifying = [to] + layout.ancestors(of: to).filter { layout.sections.contains($0) && !originAncestors.contains($0) }
        return qualifying.contains { inDirection(src, layout.frames[$0]!, d) && beamsOverlap(src, layout.frames[$0]!, d) }
    }

    static let spec = zip(Gen.int(in: -1...20), Gen.int(in: 0...1500), Gen.int(in: 0...1000), Gen.int(in: 1...400),
                          Gen.int(in: 1...300), Gen.int(in: 0...9))
        .map { p, x, y, w, h, k in Spec(parent: p, frame: Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)), kind: k) }
    static let directions = Gen.int(in: 0...3).map { [MoveDirection.up, .down, .left, .right][$0] }

    @Test func everyDirectionalMoveLandsInTheBeamOrStays() async {
        await propertyCheck(count: PropertyCases.count, input: Self.spec.array(of: 1...24), Self.directions.array(of: 1...16),
                            Gen.bool) { specs, moves, rtl in
            let layout = Layout(specs)
            let system = FocusSystem(layoutDirection: rtl ? .rightToLeft : .leftToRight, keyboardNavigation: true)
            system.update(tree: layout.root)
            for d in moves {
                let before = system.focusedID
                let result = system.move(d)
                guard let from = before else { continue }   // the first move only takes default focus
                if result.moved, let to = system.focusedID {
                    #expect(Self.landsInBeam(layout: layout, from: from, to: to, d), "\(d) from \(from) to \(to) (\(result.reason))")
                    #expect(layout.focusable.contains(to))
                } else {
                    #expect(system.focusedID == from, "\(d) did not move but focus changed")
                }
            }
        }
    }

    @Test func tabVisitsEveryFocusableOnceACycle() async {
        await propertyCheck(count: PropertyCases.count, input: Self.spec.array(of: 1...24), Gen.bool) { specs, rtl in
            let layout = Layout(specs)
            let system = FocusSystem(layoutDirection: rtl ? .rightToLeft : .leftToRight, keyboardNavigation: true)
            system.update(tree: layout.root)
            guard let start = layout.focusable.first, system.focus(id: start) else {
                #expect(layout.focusable.isEmpty)
                return
            }
            for move in [FocusMove.next, .previous] {
                var seen: [ViewID] = []
                for _ in layout.focusable {
                    _ = system.perform(move, explain: false)
                    seen.append(system.focusedID ?? "nothing")
                }
                // One cycle: every focusable once, ending where it began.
                #expect(Set(seen) == Set(layout.focusable) && seen.count == Set(seen).count, "\(move): \(seen)")
                #expect(system.focusedID == start)
            }
        }
    }
}
