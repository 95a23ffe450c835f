import FocusEngine
import Testing
import TestSupport
import UICore

/// Random layouts and moves from a seeded generator, checking the engine's invariants.
@Suite struct PropertyTests {
    /// What the test knows about a generated node, independently of the engine.
    struct Model {
        var id: ViewID
        var frame: Rect
        var interactions: FocusInteractions?
        var isTextField: Bool
        var disabled: Bool
        var ancestors: [ViewID]
        var isSection: Bool
    }

    struct Layout {
        var root: FocusNode
        var models: [ViewID: Model]
        var modal: ViewID?
        /// Every enabled modal scope, in tree order (the last present one traps focus).
        var modals: [ViewID]
        var rtl: Bool
        var keyboardNavigation: Bool

        func inScope(_ id: ViewID) -> Bool {
            guard let modal else { return true }
            return id == modal || models[id]!.ancestors.contains(modal)
        }

        var focusable: Set<ViewID> {
            Set(models.values.filter { $0.interactions != nil && !$0.disabled && inScope($0.id) }.map(\.id))
        }

        var tabStops: Set<ViewID> {
            Set(focusable.filter { id in
                let m = models[id]!
                return m.isTextField || m.interactions!.contains(.edit) || (keyboardNavigation && m.interactions!.contains(.activate))
            })
        }
    }

    static func layout(_ rng: inout SeededGenerator) -> Layout {
        var models: [ViewID: Model] = [:]
        var counter = 0
        var modal: ViewID? = nil
        var modals: [ViewID] = []
        func rect(in area: Rect) -> Rect {
            let w = Double(Int.random(in: 0...Int(Swift.max(1, area.width * 0.8)), using: &rng)) + 1
            let h = Double(Int.random(in: 0...Int(Swift.max(1, area.height * 0.8)), using: &rng)) + 1
            let x = area.minX + Double(Int.random(in: 0...Int(Swift.max(0, area.width - w)), using: &rng))
            let y = area.minY + Double(Int.random(in: 0...Int(Swift.max(0, area.height - h)), using: &rng))
            return Rect(x: x, y: y, width: Swift.min(w, 400), height: Swift.min(h, 300))
        }
        func node(in area: Rect, depth: Int, ancestors: [ViewID], disabled: Bool) -> FocusNode {
            counter += 1
            let id: ViewID = "n\(counter)"
            let frame = rect(in: area)
            let roll = Int.random(in: 0..<100, using: &rng)
            let isDisabled = Int.random(in: 0..<100, using: &rng) < 8
            let effective = disabled || isDisabled
            var n: FocusNode
            var interactions: FocusInteractions? = nil
            var textField = false
            var section = false
            let canNest = depth < 3
            if roll < 45 || !canNest {
                let kinds: [FocusInteractions] = [.automatic, .activate, .edit]
                interactions = kinds[Int.random(in: 0..<3, using: &rng)]
                n = .focusable(id, frame, interactions: interactions!, disabled: isDisabled)
                if Int.random(in: 0..<100, using: &rng) < 10 {
                    n = .textField(id, frame, disabled: isDisabled)
                    interactions = .edit
                    textField = true
                }
            } else {
                let childArea = Int.random(in: 0..<4, using: &rng) == 0 ? Layouts.window : Rect(x: frame.minX, y: frame.minY,
                    width: Swift.max(frame.width, 200), height: Swift.max(frame.height, 150))
                let count = Int.random(in: 0...5, using: &rng)
                let mine = ancestors + [id]
                let children = (0..<count).map { _ in node(in: childArea, depth: depth + 1, ancestors: mine, disabled: effective) }
                if roll < 65 {
                    n = .container(id, frame, children: children)
                } else if roll < 90 {
                    n = .section(id, frame, remembersLastFocus: Int.random(in: 0..<2, using: &rng) == 0, children: children)
                    section = true
                } else {
                    let isModal = depth == 1 && Int.random(in: 0..<3, using: &rng) == 0
                    n = .scope(id, frame, modal: isModal, children: children)
                    if isModal && !effective { modal = id; modals.append(id) }
                }
                n.isDisabled = isDisabled
            }
            if Int.random(in: 0..<100, using: &rng) < 5 { n.isDefaultFocus = true }
            models[id] = Model(id: id, frame: frame, interactions: interactions, isTextField: textField,
                               disabled: effective, ancestors: ancestors, isSection: section)
            return n
        }
        let count = Int.random(in: 1...12, using: &rng)
        let children = (0..<count).map { _ in node(in: Layouts.window, depth: 1, ancestors: ["root"], disabled: false) }
        let root = FocusNode.container("root", Layouts.window, children: children)
        return Layout(root: root, models: models, modal: modal, modals: modals, rtl: Bool.random(using: &rng),
                      keyboardNavigation: Bool.random(using: &rng))
    }

    static func inDirectionAndBeam(_ src: Rect, _ dst: Rect, _ d: MoveDirection) -> Bool {
        let inDirection: Bool
        switch d {
        case .left: inDirection = dst.minX < src.minX && (dst.maxX < src.maxX || dst.maxX <= src.minX)
        case .right: inDirection = dst.maxX > src.maxX && (dst.minX > src.minX || dst.minX >= src.maxX)
        case .up: inDirection = dst.minY < src.minY && (dst.maxY < src.maxY || dst.maxY <= src.minY)
        case .down: inDirection = dst.maxY > src.maxY && (dst.minY > src.minY || dst.minY >= src.maxY)
        }
        let beam = d.axis == .horizontal ? (dst.minY < src.maxY && dst.maxY > src.minY)
                                         : (dst.minX < src.maxX && dst.maxX > src.minX)
        return inDirection && beam
    }

    @Test func invariantsHoldOnRandomLayouts() {
        var rng = SeededGenerator(seed: 0xF0C05)
        var moves = 0
        for round in 0..<2_000 {
            let layout = Self.layout(&rng)
            let direction: LayoutDirection = layout.rtl ? .rightToLeft : .leftToRight
            let fast = FocusSystem(layoutDirection: direction, keyboardNavigation: layout.keyboardNavigation)
            let explained = FocusSystem(layoutDirection: direction, keyboardNavigation: layout.keyboardNavigation)
            fast.update(tree: layout.root)
            explained.update(tree: layout.root)
            let focusable = layout.focusable
            func checkFocus(_ context: String) -> Bool {
                if focusable.isEmpty {
                    #expect(fast.focusedID == nil, "round \(round) \(context)")
                    return false
                }
                #expect(fast.focusedID.map { focusable.contains($0) } == true,
                        "round \(round) \(context): focus \(fast.focusedID ?? "nil") is not an enabled focusable view")
                #expect(fast.focusedID == explained.focusedID, "round \(round) \(context): indexed and linear searches disagree")
                return true
            }
            guard checkFocus("initial") else { continue }
            for step in 0..<8 {
                let d = MoveDirection.allCases[Int.random(in: 0..<4, using: &rng)]
                let from = fast.focusedID!
                let result = fast.move(d)
                let check = explained.move(d, explain: true)
                moves += 1
                #expect(result.to == check.to, "round \(round) step \(step): \(d) from \(from)")
                if result.moved, let to = result.to {
                    let src = layout.models[from]!.frame
                    if let section = result.enteredSection {
                        #expect(fast.ancestors(of: to).contains(section))
                        let sectionFrame = layout.models[section]!.frame
                        let best = check.candidates.first.flatMap { layout.models[$0.id]?.frame }
                        #expect(Self.inDirectionAndBeam(src, sectionFrame, d)
                                || best.map { Self.inDirectionAndBeam(src, $0, d) } == true,
                                "round \(round) step \(step): section \(section) is not in the beam")
                    } else {
                        #expect(Self.inDirectionAndBeam(src, layout.models[to]!.frame, d),
                                "round \(round) step \(step): \(d) from \(from) to \(to) left the beam")
                    }
                } else {
                    #expect(result.to == from)
                }
                guard checkFocus("step \(step)") else { break }
            }
            // Tab: one full cycle visits every Tab stop exactly once.
            let stops = layout.tabStops
            #expect(Set(fast.tabOrder) == stops, "round \(round): tab order")
            #expect(fast.tabOrder.count == stops.count)
            if !stops.isEmpty {
                var visited: [ViewID] = []
                for _ in 0..<stops.count { visited.append(fast.moveSequential(forward: true).to!) }
                #expect(Set(visited) == stops, "round \(round): a Tab cycle missed or repeated stops")
                #expect(visited.count == Set(visited).count || stops.count == 1)
                let start = visited.last!
                var back: [ViewID] = []
                for _ in 0..<stops.count { back.append(fast.moveSequential(forward: false).to!) }
                #expect(Set(back) == stops)
                #expect(fast.focusedID == start)
            }
            // Drop a random top-level child: focus must survive.
            var smaller = layout.root
            if !smaller.children.isEmpty {
                smaller.children.remove(at: Int.random(in: 0..<smaller.children.count, using: &rng))
                fast.update(tree: smaller)
                let remaining = Self.focusableIDs(in: smaller, layout: layout)
                if remaining.isEmpty {
                    #expect(fast.focusedID == nil)
                } else {
                    #expect(fast.focusedID.map { remaining.contains($0) } == true, "round \(round): after removal")
                }
            }
        }
        #expect(moves > 10_000)
    }

    /// Enabled focusable ids in a pruned tree, honouring the modal scope still present.
    static func focusableIDs(in root: FocusNode, layout: Layout) -> Set<ViewID> {
        var present: Set<ViewID> = []
        func walk(_ n: FocusNode) { present.insert(n.id); n.children.forEach(walk) }
        walk(root)
        var out: Set<ViewID> = []
        let modal = layout.modals.last { present.contains($0) }
        for id in present where id != "root" {
            let m = layout.models[id]!
            guard m.interactions != nil, !m.disabled else { continue }
            if let modal, !m.ancestors.contains(modal) { continue }
            out.insert(id)
        }
        return out
    }
}
