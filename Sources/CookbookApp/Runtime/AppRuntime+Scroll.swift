import Foundation
import FocusEngine
import ScrollEngine
import UICore

extension AppRuntime {
    /// Steps scroll animations; reports each scroll that comes to rest.
    func tickScrolls() {
        for (id, c) in scrolls {
            // Bad requests (unknown scroll-position ids, non-finite input) are ignored by the engine
            // and logged here, once each.
            for w in c.warnings { FileHandle.standardError.write(Data("cookbook: scroll view \(id): \(w)\n".utf8)) }
            if !c.warnings.isEmpty { c.clearWarnings() }
            if c.tick() { writeBackPosition(id) }
            if c.isAnimating { scrollWasAnimating.insert(id) } else if scrollWasAnimating.remove(id) != nil,
                                                                         scrollReports[id] != nil {
                reportScroll(id) // only for scroll views still on screen
            }
        }
    }

    /// The id of the leading-most target at the current offset (S6), written to a `scrollPosition` binding.
    @discardableResult
    func writeBackPosition(_ id: String) -> String? {
        guard let c = scrolls[id] else { return nil }
        let index = c.scrollPositionIndex(at: c.offset)
        let positionID = index.flatMap { c.identity?.id(at: $0) }.map { "\($0.base)" }
        if let binding = root?.find(id: id)?.attributes[ScrollAttributes.position] as? Binding<String?>, let positionID,
           binding.wrappedValue != positionID {
            binding.wrappedValue = positionID
        }
        return positionID
    }

    /// A `scroll` trace event and, for views bound with `scrollPosition`, the position write-back (S6).
    func reportScroll(_ id: String) {
        guard let c = scrolls[id] else { return }
        let index = c.scrollPositionIndex(at: c.offset)
        let positionID = writeBackPosition(id)
        emit(TraceEvent("scroll", [("view", .string(id)), ("offset", .number(c.offset(along: c.primaryAxis).rounded())),
                                   ("position", positionID.map { .string($0) } ?? index.map { .number(Double($0)) } ?? .null)]))
    }

    /// Creates or updates one controller per scroll view from what layout reported.
    func syncScrollGeometry(_ reports: [String: LayoutContext.ScrollReport], tree: Node) {
        scrollReports = reports
        for (id, r) in reports {
            let controller: ScrollController
            if let c = scrolls[id] { controller = c } else {
                controller = ScrollController(axes: r.axis == .horizontal ? .horizontal : .vertical, clock: clock)
                scrolls[id] = controller
            }
            let node = tree.find(id: id)
            if let b = node?.attributes[ScrollAttributes.behavior] as? any ScrollTargetBehavior { controller.behavior = b }
            var margins = EdgeInsets.zero
            if r.axis == .horizontal { margins.leading = r.margins.leading; margins.trailing = r.margins.trailing } else {
                margins.top = r.margins.leading; margins.bottom = r.margins.trailing
            }
            controller.setContentMargins(margins, for: .scrollContent)
            controller.setContentMargins(r.indicatorMargins, for: .scrollIndicators)
            var content = r.frame.size
            content[r.axis] = max(0, r.contentLength - r.margins.leading - r.margins.trailing)
            var targets: ScrollTargetSet?
            if let lazy = r.lazy, node?.children.first?.attributes[ScrollAttributes.targetLayout] as? Bool == true {
                targets = ScrollTargetSet(layout: lazy, axis: r.axis)
                if let ids = node?.attributes[ScrollAttributes.identity] as? ScrollTargetIdentity { controller.identity = ids }
            }
            controller.setGeometry(container: r.frame.size, content: content, targets: targets)
            if let request = node?.attributes[ScrollAttributes.request] as? Binding<String?>, let want = request.wrappedValue {
                request.wrappedValue = nil
                controller.scrollTo(id: AnyHashable(want), animated: !model.settings.reduceMotion)
                scrollWasAnimating.insert(id)
            }
        }
    }

    /// Scrolls every scroll view around a newly focused view just enough to show it (S8).
    func reveal(_ id: String) {
        guard let frame = focus.frame(of: id) else { return }
        for ancestor in [id] + focus.ancestors(of: id) {
            guard let c = scrolls[ancestor], let r = scrollReports[ancestor] else { continue }
            let axis = r.axis
            let offset = c.offset(along: axis)
            var rect = frame
            if axis == .horizontal, model.settings.rightToLeft {
                // Right-to-left: content runs leftward from the trailing (right) edge.
                rect.x = r.frame.maxX - r.margins.leading - frame.maxX + offset
            } else if axis == .horizontal { rect.x = frame.minX - r.frame.minX - r.margins.leading + offset } else {
                rect.y = frame.minY - r.frame.minY - r.margins.leading + offset
            }
            let before = c.restingOffset.scrollComponent(axis)
            guard c.reveal(rect: rect, animated: !model.settings.reduceMotion) else { continue }
            scrollWasAnimating.insert(ancestor)
            // In snapping scroll views, the reveal ends on the nearest target in its direction, so
            // focus-driven scrolling stays view-aligned (the item stays fully shown).
            if let targets = c.targets, !(c.behavior is FreeScrollTargetBehavior) {
                let goal = c.restingOffset.scrollComponent(axis)
                if var index = targets.nearestTarget(to: goal, direction: goal - before) {
                    // Round away from where the scroll came from, so the revealed item stays whole:
                    // forward to the first target at or past the goal, backward to the last before it.
                    if goal > before, targets.start(at: index) < goal - 0.5 { index = min(targets.count - 1, index + 1) }
                    if goal < before, targets.start(at: index) > goal + 0.5 { index = max(0, index - 1) }
                    c.scrollTo(targetIndex: index, animated: !model.settings.reduceMotion)
                }
            }
        }
    }

    /// Mouse wheel (the crown): the focused view's crown binding, else the scroll view under the
    /// pointer, else the one holding focus.
    func wheel(_ notches: Double) {
        if let id = focus.focusedID, let node = root?.find(id: id),
           let crown = node.attributes[CrownBinding.key] as? CrownBinding {
            var rotation = crownStates[id] ?? crown.makeRotation()
            if rotation.value != crown.value.wrappedValue { rotation = crown.makeRotation() }
            let value = rotation.apply(notches: notches)
            crownStates[id] = rotation
            // Always written: a binding whose unset state reads as the first value (a rating of nil
            // reads as 0) takes that value on the first notch.
            crown.value.wrappedValue = value
            emit(TraceEvent("crown", [("view", .string(id)), ("value", .number(value))]))
            return
        }
        var target: String?
        if let p = pointer, clock.now - lastPointerActivity < Self.hoverRecency, let root,
           let sv = HitTesting.scrollView(at: p, in: root) { target = sv.scrollID }
        if target == nil, let id = focus.focusedID {
            target = ([id] + focus.ancestors(of: id)).first { scrolls[$0] != nil }
        }
        if target == nil { target = scrollReports.keys.sorted().first }
        guard let target, let c = scrolls[target] else { return }
        if let targets = c.targets, !(c.behavior is FreeScrollTargetBehavior) {
            // Snapping scroll views (paging, view-aligned) move by whole targets with the wheel,
            // ending aligned as a released swipe does.
            let resting = c.restingOffset.scrollComponent(c.primaryAxis)
            let wanted = resting - notches * ScrollController.pointsPerNotch
            if var index = targets.nearestTarget(to: wanted, direction: -notches),
               let current = targets.nearestTarget(to: resting, direction: 0) {
                // A wheel turn always moves at least one target in its direction.
                if index == current { index = notches < 0 ? min(targets.count - 1, current + 1) : max(0, current - 1) }
                c.scrollTo(targetIndex: index, animated: !model.settings.reduceMotion)
            }
        } else {
            c.wheel(notches: -notches)
        }
        scrollWasAnimating.insert(target)
    }

    /// Scroll indicators (S5): shown while a mouse is in use (automatic), never for `.never`.
    func drawIndicators(into list: inout DisplayList, now: Double) {
        for (id, r) in scrollReports {
            guard let c = scrolls[id], let node = root?.find(id: id) else { continue }
            let mode = node.attributes[ScrollAttributes.indicators] as? ScrollIndicatorVisibility ?? .automatic
            let indicators = ScrollIndicators(visibility: mode, lastMouseActivity: lastPointerActivity.isFinite ? lastPointerActivity : nil)
            let alpha = indicators.opacity(at: now, lastScrollActivity: c.lastScrollActivity, isScrolling: c.isScrolling)
            guard alpha > 0, r.contentLength > r.containerLength + 1,
                  let thumb = c.indicatorThumbRect(along: r.axis, in: r.frame) else { continue }
            // Thumb colour: white at 45 %, as tvOS/macOS overlay scrollers on dark backgrounds (tuned by eye).
            list.append(.fill(.capsule, thumb, Color.white.opacity(0.45 * alpha)))
        }
    }
}

extension AppRuntime {
    /// Scroll transitions (S7): each item's visual effects from its place in the visible region.
    func applyScrollTransitions(_ tree: Node) {
        tree.visit { n in
            guard case .scroll(let spec) = n.kind else { return true }
            n.visit { d in
                if let t = d.attributes[ScrollAttributes.transition] as? ScrollTransitionSpec {
                    t.apply(to: d, visible: n.frame, axis: spec.axis)
                }
                return true
            }
            return true
        }
    }
}

extension Node {
    /// The scroll view's id when this is a scroll view.
    var scrollID: String? { if case .scroll(let s) = kind { return s.id } else { return nil } }
}
