import ScrollEngine
import UICore

/// The size of a gallery card: `count` columns across the scroll view's content area, as
/// `containerRelativeFrame(.horizontal, count:spacing:)` gives, but never taller than that area,
/// so a short window (800×600: one card across a tall, narrow canvas) shows the whole card with
/// room for its focus growth and shadow instead of running it under the footer.
enum GalleryCardFrame {
    /// The card's size in a `container` (the scroll view inside its content margins).
    static func size(in container: Size, count: Int, spacing: Double, aspectRatio: Double) -> Size {
        let column = ContainerRelativeFrame.length(container: container.width, count: count, spacing: spacing)
        let width = max(0, min(column, container.height * aspectRatio))
        return Size(width: width, height: width / aspectRatio)
    }
}

extension View {
    /// Sizes this view as a gallery card (``GalleryCardFrame``) of its nearest scroll view.
    consuming func galleryCardFrame(count: Int, spacing: Double, aspectRatio: Double) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            let parent = Node(.custom(CustomLayout(size: { _, layout, _ in
                GalleryCardFrame.size(in: layout.containerSize, count: count, spacing: spacing, aspectRatio: aspectRatio)
            }, place: { rect, layout, me in
                for c in me.children {
                    _ = LayoutEngine.size(c, ProposedSize(rect.size), layout)
                    LayoutEngine.place(c, in: rect, layout)
                }
            })), environment: ctx.environment)
            parent.children = [node]
            return parent
        }
    }
}
