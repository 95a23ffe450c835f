import Testing
@testable import UICore
@testable import UIRuntime

/// An input method's composition is shown in the focused field, underlined,
/// and never written to the field's text until it is committed; the caret (where the method's
/// candidates go) follows it.
@MainActor
@Suite struct InputMethodTests {
    final class Field { var text = "" }

    static func host(_ field: Field, clock: ManualClock) -> ViewHost<some View> {
        identityHost(clock: clock) {
            VStack {
                TextField("Item", text: Binding(get: { field.text }, set: { field.text = $0 })).id("item")
                Button("Done") {}.id("done")
            }
        }
    }

    /// The texts drawn inside the field.
    static func drawn(_ host: ViewHost<some View>) -> [String] {
        var out: [String] = []
        host.root?.find(id: "item")?.visit { n in
            if case .text(let t) = n.kind { out.append(t.string) }
            return true
        }
        return out
    }

    @Test func aCompositionShowsInTheFieldAndOnlyTheCommitIsItsText() throws {
        let field = Field(), clock = ManualClock()
        let host = Self.host(field, clock: clock)
        #expect(host.context.focusedID == "item")
        _ = host.handle(.text("김"))
        _ = host.frame()
        let caretAfterKim = try #require(host.textInputRect)
        _ = host.handle(.composition("ㅊ"))
        _ = host.handle(.composition("치"))
        _ = host.frame()
        #expect(field.text == "김")
        #expect(Self.drawn(host).contains("치"), "\(Self.drawn(host))")
        let caretAfterComposition = try #require(host.textInputRect)
        #expect(caretAfterComposition.minX > caretAfterKim.minX + 10)
        _ = host.handle(.composition(""))
        _ = host.handle(.text("치"))
        _ = host.frame()
        #expect(field.text == "김치")
        #expect(Self.drawn(host).filter { $0 == "치" }.isEmpty)
    }

    @Test func movingFocusAbandonsTheComposition() {
        let field = Field(), clock = ManualClock()
        let host = Self.host(field, clock: clock)
        _ = host.handle(.composition("た"))
        _ = host.frame()
        press(host, .downArrow, clock: clock)
        #expect(host.context.focusedID == "done")
        press(host, .upArrow, clock: clock)
        #expect(field.text.isEmpty)
        #expect(!Self.drawn(host).contains("た"))
    }
}
