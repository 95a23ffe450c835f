import Foundation
import Testing
import UICore
import Widgets

/// Counts how many times a widget's `body` runs (the archiver's layouts of it).
final class BodyRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func note() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A widget as WidgetKit's interactive-widget examples write one: a title over a row of intent
/// buttons of different lengths in a smaller font, the last one stretched to the row's end.
struct OrderWidget: View {
    var runs: BodyRuns
    var body: some View {
        let _ = runs.note()
        VStack(alignment: .leading, spacing: 16) {
            Text("Order again").font(.headline)
            HStack(spacing: 12) {
                Button(intent: LogDrink(drinkID: "espresso")) { Text("Espresso") }.id("order-espresso")
                Button(intent: LogDrink(drinkID: "flat-white")) { Text("Flat white") }.id("order-flat-white")
                Button(intent: LogDrink(drinkID: "cold-brew")) { Text("Cold brew").frame(maxWidth: .infinity) }
                    .id("order-cold-brew")
            }
            .font(.callout)
        }
        .padding(24)
        .frame(width: 720, height: 300, alignment: .topLeading)
    }
}

/// A button's focused drawing is archived from the button alone (W3): the same drawing the whole
/// widget laid out with focus on that button gives, for one layout of the widget per entry.
@Suite struct FocusedButtonDrawingTests {
    static let size = Size(width: 720, height: 300)

    /// The control `id` drawn focused the way the whole view gives it: the view resolved with
    /// focus on `id`, laid out whole, and the control's subtree drawn from its own origin.
    static func wholeViewFocusedDrawing(_ view: some View, id: String, archiver: WidgetArchiver) throws -> DisplayList {
        let viewID = ViewID(id)
        let root = ResolveContext(environment: archiver.environment, focusedID: viewID, focusPath: [viewID]).resolve(view)
        LayoutEngine.layout(root, in: size, context: LayoutContext(measurer: archiver.measurer, windowSize: size))
        let node = try #require(root.find(id: viewID))
        var list = DisplayList(size: node.frame.size, background: .clear)
        list.append(.pushLayer(.translation(x: -node.frame.minX, y: -node.frame.minY), opacity: 1))
        DisplayListBuilder.draw(node, into: &list)
        list.append(.popLayer)
        return list
    }

    @Test(arguments: [
        TimelineProviderContext(displaySize: size),
        TimelineProviderContext(displaySize: size, minimumFontSize: 30, layoutDirection: .rightToLeft),
    ])
    func aButtonsFocusedDrawingIsTheWholeWidgetsWithFocusOnIt(context: TimelineProviderContext) throws {
        let archiver = WidgetArchiver(measurer: ApproximateTextMeasurer(), context: context)
        let widget = OrderWidget(runs: BodyRuns())
        let archive = try archiver.archive(widget, size: Self.size, date: .distantPast)
        #expect(archive.controls.map(\.id) == ["order-espresso", "order-flat-white", "order-cold-brew"])
        for control in archive.controls {
            let focused = try #require(control.focusedDrawing, "\(control.id) has no focused drawing")
            #expect(focused == (try Self.wholeViewFocusedDrawing(widget, id: control.id, archiver: archiver)), "\(control.id)")
            // Focused, the button sits on its white focus plate; unfocused it does not.
            #expect(focused != control.drawing)
        }
    }

    @Test func theWidgetsBodyRunsOncePerEntryNotOncePerButton() throws {
        let runs = BodyRuns()
        let archiver = WidgetArchiver(measurer: ApproximateTextMeasurer())
        _ = try archiver.archive(OrderWidget(runs: runs), size: Self.size, date: .distantPast)
        #expect(runs.value == 1)
    }
}
