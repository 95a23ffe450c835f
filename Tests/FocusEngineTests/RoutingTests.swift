import FocusEngine
import Testing
import UICore

/// Key presses, move commands and type-select (F9).
@Suite struct RoutingTests {
    final class Log { var entries: [String] = [] }

    @Test func handlersMatchKeysCharactersAndPhases() {
        let ret = KeyPressHandler(.return) { _ in .handled }
        #expect(ret.matches(KeyPress(key: .return)))
        #expect(ret.matches(KeyPress(key: .return, phase: .repeat)))
        #expect(!ret.matches(KeyPress(key: .return, phase: .up)))
        #expect(!ret.matches(KeyPress(key: .space)))
        let letters = KeyPressHandler(characters: .alphanumerics, phases: .down) { _ in .handled }
        #expect(letters.matches(KeyPress(key: .character("b"))))
        #expect(letters.matches(KeyPress(key: .character("é"))))
        #expect(letters.matches(KeyPress(key: .character("7"))))
        #expect(!letters.matches(KeyPress(key: .character("b"), phase: .repeat)))
        #expect(!letters.matches(KeyPress(key: .space)))
        #expect(!letters.matches(KeyPress(key: .character("-"))))
        #expect(!letters.matches(KeyPress(key: .character("c"), modifiers: .command)), "shortcuts are not typing")
        #expect(letters.handle(KeyPress(key: .tab)) == .ignored)
        #expect(CharacterPredicate.decimalDigits.contains("4"))
        #expect(!CharacterPredicate.decimalDigits.contains("x"))
        #expect(CharacterPredicate(charactersIn: "+-").union(.letters).contains("+"))
    }

    @Test func ignoredPressesBubbleUpTheResponderChain() {
        let log = Log()
        var router = KeyPressRouter()
        router.add(KeyPressHandler(.return) { _ in log.entries.append("cell"); return .ignored }, to: "cell-1")
        router.add(KeyPressHandler(.return) { _ in log.entries.append("grid"); return .handled }, to: "grid")
        router.add(KeyPressHandler(.return) { _ in log.entries.append("screen"); return .handled }, to: "screen")
        router.add(KeyPressHandler(characters: .letters) { _ in .handled }, to: "screen")
        let chain: [ViewID] = ["cell-1", "grid", "screen"]
        #expect(router.route(KeyPress(key: .return), chain: chain) == .init(result: .handled, byID: "grid"))
        #expect(log.entries == ["cell", "grid"])
        #expect(router.route(KeyPress(key: .character("q")), chain: chain).byID == "screen")
        #expect(router.route(KeyPress(key: .escape), chain: chain) == .init(result: .ignored, byID: nil))
        #expect(router.route(KeyPress(key: .return), chain: []).result == .ignored)
    }

    @Test func moveCommandsRunBeforeTraversal() {
        let system = Layouts.system(.container("detail", Layouts.window, children: [
            .focusable("rating-picker", Layouts.r(100, 100, 200, 44), interactions: .activate),
            .focusable("next", Layouts.r(400, 100, 100, 44)),
        ]))
        system.focus(id: "rating-picker")
        var rating = 1
        let layoutDirection = LayoutDirection.rightToLeft
        let picker = MoveCommandHandler { direction in
            // The seed's picker: left/right flip under RTL; up/down are not its business.
            switch direction.mirrored(for: layoutDirection) {
            case .left: rating = max(0, rating - 1); return .handled
            case .right: rating = min(2, rating + 1); return .handled
            default: return .ignored
            }
        }
        let handlers: [ViewID: MoveCommandHandler] = ["rating-picker": picker]
        let right = system.move(.right, commandHandlers: handlers)
        #expect(right.reason == "handled by onMoveCommand")
        #expect(right.handledBy == "rating-picker")
        #expect(!right.moved)
        #expect(rating == 0, "right lowers the rating under RTL")
        #expect(system.move(.left, commandHandlers: handlers).handledBy == "rating-picker")
        #expect(rating == 1)
        #expect(system.move(.down, commandHandlers: handlers).reason == "no candidate in direction")
        #expect(system.move(.right).to == "next", "without handlers, traversal")
    }

    @Test func ancestorsReceiveMoveCommandsToo() {
        let system = Layouts.system(.container("screen", Layouts.window, children: [
            .focusable("grid", Layouts.r(0, 0, 800, 800), interactions: .edit),
        ]))
        var seen: [MoveDirection] = []
        let result = system.move(.up, commandHandlers: ["screen": MoveCommandHandler { seen.append($0); return .handled }])
        #expect(result.handledBy == "screen")
        #expect(seen == [.up])
    }

    @Test func typeSelectBuildsAPrefixAndResetsAfterASecond() {
        let clock = ManualClock()
        var buffer = TypeSelectBuffer(clock: clock)
        #expect(buffer.append("c") == "c")
        clock.advance(by: 0.4)
        #expect(buffer.append("r") == "cr")
        clock.advance(by: 0.9)
        #expect(buffer.append("e") == "cre")
        #expect(buffer.isActive)
        clock.advance(by: 1.01)
        #expect(!buffer.isActive)
        #expect(buffer.append("b") == "b", "idle over a second: a new search")
        buffer.reset()
        #expect(buffer.text.isEmpty)
    }

    @Test func typeSelectMatchesIgnoringCaseAndDiacritics() {
        let titles = ["Apple Pie", "Baklava", "Crème Brûlée", "Crêpes"]
        #expect(TypeSelect.firstMatch("cre", in: titles) == 2)
        #expect(TypeSelect.firstMatch("CREP", in: titles) == 3)
        #expect(TypeSelect.firstMatch("crème b", in: titles) == 2)
        #expect(TypeSelect.firstMatch("creme brul", in: titles) == 2)
        #expect(TypeSelect.firstMatch("z", in: titles) == nil)
        #expect(TypeSelect.firstMatch("", in: titles) == nil)
        #expect(TypeSelect.matches("bak", "Baklava"))
        #expect(TypeSelect.fold("Crème Brûlée") == "creme brulee")
    }

    @Test func aViewsHandlersRunInOrderAndKeyUpNeedsItsPhase() {
        let log = Log()
        var router = KeyPressRouter()
        router.add(KeyPressHandler(.space) { _ in log.entries.append("first"); return .ignored }, to: "picker")
        router.add(KeyPressHandler(.space) { _ in log.entries.append("second"); return .handled }, to: "picker")
        router.add(KeyPressHandler(.space, phases: .up) { _ in log.entries.append("up"); return .handled }, to: "picker")
        #expect(router.route(KeyPress(key: .space), chain: ["picker"]).byID == "picker")
        #expect(log.entries == ["first", "second"])
        #expect(router.route(KeyPress(key: .space, phase: .up), chain: ["picker"]).result == .handled)
        #expect(log.entries.last == "up")
        let any = KeyPressHandler { _ in .handled }
        #expect(any.matches(KeyPress(key: .escape)))
        #expect(!any.matches(KeyPress(key: .escape, phase: .up)))
    }

    @Test func performNamesEveryMove() {
        let system = Layouts.system(Layouts.favorites(buttonRowIsSection: true))
        #expect(system.perform(.right).to == "baklava")
        #expect(system.perform(.next).to == "creme-brulee")
        #expect(system.perform(.down).to == "add-to-grocery-list")
        #expect(system.perform(.previous).to == "creme-brulee")
        #expect(FocusMove(rawValue: "previous") == .previous && FocusMove.left.direction == .left)
        #expect(FocusMove.next.direction == nil)
    }
}
