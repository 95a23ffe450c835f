import Testing
import UICore
@testable import UIRuntime

/// `GeometryReader` as Apple's documentation describes it: it takes the space offered and its
/// content is built with that size, in the frame that shows it.
@MainActor @Suite struct GeometryReaderTests {
    func frames<V: View>(_ host: ViewHost<V>) -> (poster: Rect?, label: String?) {
        var poster: Rect?, label: String?
        host.root?.visit { n in
            if n.id == "poster" { poster = n.frame }
            if case .text(let t) = n.kind { label = t.string }
            return true
        }
        return (poster, label)
    }

    @Test func theContentIsBuiltWithTheSizeOfferedInTheFirstFrame() throws {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) {
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.red.frame(width: proxy.size.width * 0.4).id("poster")
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                }
            }
            .frame(width: 500, height: 200)
        }
        let first = frames(host)
        #expect(first.poster?.width == 200, "40 % of 500, in the frame that first shows it")
        #expect(first.label == "500×200")
        _ = host.windowDidResize(Size(width: 1920, height: 1080))
        _ = host.frame()
        #expect(frames(host).label == "500×200", "a fixed frame keeps its size in a larger window")
    }

    struct Resizable: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Button("Resize") { wide.toggle() }
                GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
                    .frame(width: wide ? 800 : 400, height: 100)
            }
        }
    }

    @Test func aReaderGivenAnotherSizeShowsItInTheSameFrame() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 1280, height: 720), clock: clock) { Resizable() }
        settle(host, clock)
        #expect(frames(host).label == "400")
        _ = host.handle(.key(KeyPress(key: .return)))
        _ = host.handle(.key(KeyPress(key: .return, phase: .up)))
        _ = host.frame()
        #expect(frames(host).label == "800", "the frame after the press shows the new width")
    }
}
