import UICore

extension View {
    /// How a scroll view settles after a fling (`.paging`, `.viewAligned`, or a custom behaviour).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedView<Self> {
        attribute(ScrollAttributes.BehaviorKey.self, behavior as any ScrollTargetBehavior)
    }

    /// Makes every child of this lazy stack a scroll target, including children not yet built
    /// (apply to the lazy stack inside a scroll view).
    public func scrollTargetLayout() -> ModifiedView<Self> { attribute(ScrollAttributes.TargetLayoutKey.self, true) }

    /// Binds the scroll view's position: it writes back the id of the leading-most target as the
    /// user scrolls; writing `request` scrolls (animated) to that id.
    public func scrollPosition(id position: Binding<String?>, request: Binding<String?>? = nil,
                               identity: ScrollTargetIdentity) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node[ScrollAttributes.PositionKey.self] = position
            if let request { node[ScrollAttributes.RequestKey.self] = request }
            node[ScrollAttributes.IdentityKey.self] = identity
            return node
        }
    }

    /// Shows or hides scroll indicators (`.automatic` shows them only while a mouse is in use).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility) -> ModifiedView<Self> {
        attribute(ScrollAttributes.IndicatorsKey.self, visibility)
    }

    /// Visual effects driven by where this view sits in its scroll view's visible region
    /// (phase topLeading / identity / bottomTrailing, value −1…1); never changes layout.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive,
                                 _ body: @escaping (inout VisualEffects, ScrollTransitionState) -> Void) -> ModifiedView<Self> {
        attribute(ScrollAttributes.TransitionKey.self, ScrollTransitionSpec(configuration: configuration, body: body))
    }

    /// Sizes this view along `axes` relative to its nearest container (scroll view, or the window):
    /// `count` columns with `spacing` between them, spanning `span` of them (S4).
    public func containerRelativeFrame(_ axes: AxisSet, count: Int = 1, span: Int = 1, spacing: Double = 0,
                                       alignment: Alignment = .center) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            let parent = Node(.custom(CustomLayout(size: { p, layout, me in
                let container = layout.containerSize
                var proposal = p
                for axis in Axis.allCases where axes.contains(axis) {
                    proposal[axis] = ContainerRelativeFrame.length(container: container[axis], count: count, span: span, spacing: spacing)
                }
                var s = me.children.first.map { LayoutEngine.size($0, proposal, layout) } ?? .zero
                for axis in Axis.allCases where axes.contains(axis) { s[axis] = proposal[axis] ?? s[axis] }
                return s
            }, place: { rect, layout, me in
                for c in me.children {
                    let s = LayoutEngine.size(c, ProposedSize(rect.size), layout)
                    LayoutEngine.place(c, in: Rect(origin: alignment.origin(of: s, in: rect, direction: me.environment.layoutDirection), size: s), layout)
                }
            })), environment: ctx.environment)
            parent.children = [node]
            return parent
        }
    }
}

