import ScrollEngine
import UICore

/// The palette gallery ("Beyond scroll views", seed 004): a horizontal scroll view with content
/// margins, view-aligned targets from a lazy stack, cards sized relative to the container (two
/// across when wide, one when narrow), hidden indicators with paddles, the current item's name
/// from the scroll position, and cards that shrink near the edges (scroll transition).
struct GalleryScreen: View {
    let model: AppModel
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.layoutDirection) private var layoutDirection
    /// The leading-most palette's id, written back by the scroll view as it scrolls (S6).
    @State private var position: String? = nil
    /// Written by the paddles: the palette the gallery should scroll to.
    @State private var request: String? = nil
    /// The focused palette, which the header names while focus is on a card.
    @FocusState private var focusedPalette: String?

    /// Card spacing and margins of the seed's gallery, scaled to the 1920-pt canvas (seed: 10 pt
    /// spacing, 20 pt margins on an iPhone; ×4 for the 10-foot canvas, rounded to 40/80).
    static let spacing = 40.0
    static let margin = 80.0
    /// Room beside the cards for a focused card's growth: half the 70 pt a focused tile adds to
    /// its longer side (docs/design.md "lift"), so the grown card stays inside the 80 pt safe area.
    static let growthRoom = 35.0
    /// Room under the cards for a focused card's shadow: its 50 pt drop plus about 2.5 σ of its
    /// 35 pt blur (σ = blur / 2; docs/design.md "lift": 35 / 0.5 / 50), plus the card's growth.
    static let shadowRoom = 120.0
    /// The cards' shape (the seed's 16:10 palette cards).
    static let aspectRatio = 16.0 / 10.0

    var body: some View {
        let palettes = model.catalog.palettes
        let current = palettes.first { $0.id == position } ?? palettes.first
        let index = current.flatMap { c in palettes.firstIndex { $0.id == c.id } } ?? 0
        // The header names the focused card (the one the user looks at), else the leading one.
        let named = palettes.first { $0.id == focusedPalette } ?? current
        // Cards across the container (two when wide): the leading-most card can go no further
        // than the one that shows the last card at the trailing edge.
        let across = sizeClass == .regular ? 2 : 1
        VStack(alignment: .leading, spacing: 32) {
            HStack(spacing: 24) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Palettes").font(.title2).accessibilityAddTraits(.isHeader)
                    Text(named?.name ?? "").font(.callout).foregroundStyle(.secondaryLabel).id("gallery-position-text")
                }
                Spacer()
                // The paddles point along the reading direction (mirrored in right-to-left); each is
                // disabled where it could not move the gallery (focus on it then moves to its
                // neighbour: the engine never leaves focus on a disabled view).
                let rtl = layoutDirection == .rightToLeft
                Button(action: { request = neighbour(of: current?.id, by: -1) }) { Self.chevron(rtl ? "›" : "‹") }
                    .disabled(index == 0)
                    .accessibilityLabel("Previous palette")
                    .id("gallery-previous")
                Button(action: { request = neighbour(of: current?.id, by: 1) }) { Self.chevron(rtl ? "‹" : "›") }
                    .disabled(index >= palettes.count - across)
                    .accessibilityLabel("Next palette")
                    .id("gallery-next")
            }
            .padding(.horizontal, Self.margin + Self.growthRoom)
            ScrollView(.horizontal) {
                LazyHStack(spacing: Self.spacing) {
                    ForEach(palettes) { palette in
                        PaletteCard(palette: palette)
                            .galleryCardFrame(count: across, spacing: Self.spacing, aspectRatio: Self.aspectRatio)
                            .scrollTransition { effects, phase in
                                effects.scale = phase.isIdentity ? 1 : 1 - 0.25 * abs(phase.value)
                                effects.opacity = phase.isIdentity ? 1 : 1 - 0.4 * abs(phase.value)
                            }
                            .focusable()
                            .focused($focusedPalette, equals: palette.id)
                            .hoverEffect(.highlight)
                            .id(palette.id)
                    }
                }
                .scrollTargetLayout()
            }
            // The cards start where the header does, inset from the safe area by the room a
            // focused card grows into; above and below, room for its growth and its shadow.
            .contentMargins(.horizontal, Self.margin + Self.growthRoom)
            .contentMargins(.top, Self.growthRoom)
            .contentMargins(.bottom, Self.shadowRoom)
            .scrollTargetBehavior(ViewAlignedScrollTargetBehavior())
            .scrollPosition(id: $position, request: $request, identity: ScrollTargetIdentity(ids: palettes.map(\.id)))
            .scrollIndicators(.never)
            // Focus coming back into the cards (Down from the tab bar, Down from a paddle) lands
            // on the card focused last, as a tvOS shelf remembers.
            .focusSection(remembersLastFocus: true)
            // Play/Pause starts and stops a slideshow: focus steps along the cards (and the
            // view-aligned scroll with it) every few seconds, round to the first after the last.
            .onPlayPauseCommand { model.gallery.toggleSlideshow() }
            .id("gallery")
            .frame(maxHeight: .infinity)
        }
        .padding(.horizontal, -Theme.safeArea.leading)
        .padding(.top, 40)
    }

    /// A paddle's chevron, legible from a sofa: the body font's "‹" was ~7×12 px in an 80×58 px
    /// button at 1080p; the heavy angle brackets (❮ ❯) at the third title size, bold, are
    /// ~22×40 px and fill the platter as tvOS's paddles do. `glyph` is "‹" or "›" as the
    /// reading direction points them.
    static func chevron(_ glyph: String) -> Text { Text(glyph == "‹" ? "❮" : "❯").font(Font.title3.weight(.bold)) }

    private func neighbour(of id: String?, by step: Int) -> String? {
        let ids = model.catalog.palettes.map(\.id)
        guard !ids.isEmpty else { return nil }
        let i = id.flatMap { ids.firstIndex(of: $0) } ?? 0
        return ids[min(max(0, i + step), ids.count - 1)]
    }
}
