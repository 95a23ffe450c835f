import Testing
import UICore
@testable import CookbookApp

/// The footer's button hints name the keys a modal takes, so they stay at full strength above
/// the modal's 60 % scrim: the quit sheet's, the on-screen keyboard's.
@MainActor
@Suite struct FooterOverModalTests {
    /// The window sizes checked: the design size and the smallest supported window.
    static let sizes = [Size(width: 1920, height: 1080), Size(width: 800, height: 600)]

    /// The footer's texts as laid out (the legend node's texts).
    static func footerTexts(_ h: Harness) throws -> [(String, Rect)] {
        var footer: Node?
        h.runtime.root?.visit { n in
            if n[ModalLayer.LegendKey.self] == true { footer = n; return false }
            return true
        }
        guard let footer else {
            Issue.record("no footer legend in the tree")
            return []
        }
        return PolishTests.texts(in: footer)
    }

    /// Checks that every footer text is drawn after the last scrim of `list`, in no faded layer.
    static func expectFooterAboveScrim(_ h: Harness, _ list: DisplayList, labels: Set<String>, _ at: String) throws {
        let footer = try footerTexts(h)
        #expect(labels.isSubset(of: Set(footer.map(\.0))), "\(at): the footer shows \(footer.map(\.0))")
        let scrim = try #require(list.items.lastIndex {
            if case .fill(.rect, _, let c) = $0 { return c == ModalLayer.scrimColor }
            return false
        }, "\(at): no scrim drawn")
        var opacities: [Double] = []
        var layers: [Bool] = [] // per open push: whether it is a layer
        var drawn = 0
        for (i, item) in list.items.enumerated() {
            switch item {
            case .pushLayer(_, let o): opacities.append(o); layers.append(true)
            case .pushClip: layers.append(false)
            case .popLayer, .popClip: if layers.removeLast() { opacities.removeLast() }
            case .text(let s, _, _, let origin):
                guard footer.contains(where: { $0.0 == s && abs($0.1.minY - origin.y) < 0.5 && abs($0.1.minX - origin.x) < 0.5 }) else { continue }
                drawn += 1
                #expect(i > scrim, "\(at): footer text '\(s)' drawn at \(i), under the scrim drawn at \(scrim)")
                let opacity = opacities.reduce(1, *)
                #expect(opacity == 1, "\(at): footer text '\(s)' faded to \(opacity)")
            default: break
            }
        }
        #expect(drawn == footer.count, "\(at): \(drawn) of the footer's \(footer.count) texts drawn")
    }

    @Test func theFooterHintsStayAboveTheQuitSheetsScrim() throws {
        for size in Self.sizes {
            let h = try Harness()
            h.runtime.setWindowSize(pixels: size)
            h.model.asksToQuit = true
            let list = h.settle()
            #expect(h.runtime.root?.find(id: "quit-no") != nil, "the sheet shows")
            try Self.expectFooterAboveScrim(h, list, labels: ["Select"], "quit sheet at \(size.width)×\(size.height)")
        }
    }

    @Test func theFooterHintsStayAboveTheOnScreenKeyboardsScrim() throws {
        for size in Self.sizes {
            let h = try Harness(screen: .grocery)
            h.runtime.setWindowSize(pixels: size)
            h.focus("grocery-1-name")
            h.pad(.a)
            let list = h.settle()
            #expect(h.focused == "osk-a", "the keyboard shows")
            try Self.expectFooterAboveScrim(h, list, labels: ["Type", "Done"], "keyboard at \(size.width)×\(size.height)")
        }
    }
}
