import Testing
import UICore
@testable import UIRuntime

/// Shape styles as SwiftUI spells them: `.fill(.indigo.gradient)` (Apple: `Color.gradient`, "a
/// standard gradient for the color"), `.background(.ultraThinMaterial)` and the other materials,
/// thinnest to thickest, and a style of one's own. A poster written from Apple's samples did not
/// compile: `fill` and `background` took colours only.
@MainActor
@Suite struct ShapeStyleTests {
    /// The fills of the shapes in the host's last tree, in tree order.
    func fills(_ host: ViewHost<some View>) -> [Paint] {
        var out: [Paint] = []
        host.root?.visit { n in
            if case .shape(let s) = n.kind, let f = s.fill { out.append(f) }
            return true
        }
        return out
    }

    @Test func aColoursGradientRunsFromALighterTopDownToTheColour() throws {
        let host = identityHost {
            VStack {
                RoundedRectangle(cornerRadius: 16).fill(.indigo.gradient).frame(width: 200, height: 300)
                Text("Now Playing").padding().background(.blue.gradient)
            }
        }
        let painted = fills(host)
        #expect(painted.count == 2)
        guard case .linearGradient(let top, let bottom, let start, let end)? = painted.first else {
            Issue.record("the poster is not filled with a gradient: \(painted)"); return
        }
        #expect(bottom == Color.indigo)
        #expect(top.red > bottom.red && top.green > bottom.green && top.blue >= bottom.blue, "lighter at the top")
        #expect(start == Point(x: 0.5, y: 0) && end == Point(x: 0.5, y: 1), "top to bottom")
        guard case .linearGradient(_, let behind, _, _)? = painted.last else { Issue.record("no gradient behind the text"); return }
        #expect(behind == Color.blue)
    }

    @Test func thickerMaterialsHideMoreOfWhatLiesBehind() {
        let host = identityHost {
            VStack {
                Text("1").background(.ultraThinMaterial)
                Text("2").background(.thinMaterial)
                Text("3").background(.regularMaterial)
                Text("4").background(.thickMaterial)
                Text("5").background(.ultraThickMaterial, in: .roundedRect(cornerRadius: 12))
            }
        }
        let alphas = fills(host).compactMap { paint -> Double? in
            if case .color(let c) = paint { return c.alpha }
            return nil
        }
        #expect(alphas.count == 5)
        #expect(alphas == alphas.sorted() && Set(alphas).count == 5, "each thicker than the last: \(alphas)")
        #expect(alphas.allSatisfy { $0 > 0 && $0 < 1 }, "translucent, every one")
    }

    /// A style of one's own: a stripe colour chosen by the environment's layout direction.
    struct Warning: ShapeStyle {
        func paint(in environment: EnvironmentValues) -> Paint {
            .color(environment.layoutDirection == .rightToLeft ? .orange : .yellow)
        }
    }

    @Test func aStyleOfOnesOwnFillsAsItSays() {
        let host = identityHost { Rectangle().fill(Warning()).frame(width: 40, height: 40) }
        #expect(fills(host) == [.color(.yellow)])
        let mirrored = identityHost { Rectangle().fill(Warning()).frame(width: 40, height: 40).environment(\.layoutDirection, .rightToLeft) }
        #expect(fills(mirrored) == [.color(.orange)])
    }

    @Test func aPlainColourStillFillsAsAColour() {
        let host = identityHost { Rectangle().fill(.red).frame(width: 40, height: 40) }
        #expect(fills(host) == [.color(.red)])
    }
}
