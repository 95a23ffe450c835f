import Foundation
import Testing
import UICore
@testable import UIRuntime

/// The trace's JSON lines (docs/interfaces.md): one case per event kind, encoded as the contract
/// says, numbers as a JSON writer prints them.
@Suite struct TraceEventTests {
    /// One event of every kind, with the line the contract gives it.
    static let examples: [(TraceEvent, String)] = [
        (.focus(id: "apple-pie", from: nil), #"{"t":5,"event":"focus","id":"apple-pie","from":null}"#),
        (.screen(name: "grid"), #"{"t":5,"event":"screen","name":"grid"}"#),
        (.activate(id: nil), #"{"t":5,"event":"activate","id":null}"#),
        (.key(key: "ctrl+f", result: .handled, by: .menu), #"{"t":5,"event":"key","key":"ctrl+f","result":"handled","by":"menu"}"#),
        (.key(key: "a", result: .ignored, by: nil), #"{"t":5,"event":"key","key":"a","result":"ignored","by":null}"#),
        (.key(key: "escape", result: .handled, by: .back(.app(AppBack("tab-bar")))),
         #"{"t":5,"event":"key","key":"escape","result":"handled","by":"tab-bar"}"#),
        (.key(key: "escape", result: .handled, by: .back(.keyboardClosed)), #"{"t":5,"event":"key","key":"escape","result":"handled","by":"osk"}"#),
        (.key(key: "menu", result: .handled, by: .contextMenu), #"{"t":5,"event":"key","key":"menu","result":"handled","by":"context-menu"}"#),
        (.key(key: "home", result: .handled, by: .home), #"{"t":5,"event":"key","key":"home","result":"handled","by":"home"}"#),
        (.key(key: "return", result: .handled, by: .view("grocery-1-name")),
         #"{"t":5,"event":"key","key":"return","result":"handled","by":"grocery-1-name"}"#),
        (.move(direction: .direction(.left), by: .focus), #"{"t":5,"event":"move","direction":"left","by":"focus"}"#),
        (.move(direction: .direction(.right), by: .view("rating-picker")), #"{"t":5,"event":"move","direction":"right","by":"rating-picker"}"#),
        (.move(direction: .previous, by: .nothing), #"{"t":5,"event":"move","direction":"previous","by":"none"}"#),
        (.scroll(view: "grid", offset: -120, position: .number(3)), #"{"t":5,"event":"scroll","view":"grid","offset":-120,"position":3}"#),
        (.crown(view: "rating-picker", value: 1.5), #"{"t":5,"event":"crown","view":"rating-picker","value":1.5}"#),
        (.value(id: "rating-picker", value: .string(orNull: nil)), #"{"t":5,"event":"value","id":"rating-picker","value":null}"#),
        (.value(id: "setting-reduce-motion", value: .bool(true)), #"{"t":5,"event":"value","id":"setting-reduce-motion","value":true}"#),
        (.data(what: "favourite apple-pie"), #"{"t":5,"event":"data","what":"favourite apple-pie"}"#),
        (.mark(name: "a \"quoted\" mark"), #"{"t":5,"event":"mark","name":"a \"quoted\" mark"}"#),
        (.hints(family: .playstation), #"{"t":5,"event":"hints","family":"playstation"}"#),
        (.intent(id: "log-espresso", pid: 4711), #"{"t":5,"event":"intent","id":"log-espresso","pid":4711}"#),
        (.timeline(entries: 2), #"{"t":5,"event":"timeline","entries":2}"#),
        (.renderer(name: "software", driver: "software", device: "window surface", reason: "asked"),
         #"{"t":5,"event":"renderer","name":"software","driver":"software","device":"window surface","reason":"asked"}"#),
        (.speak(text: "Tiramisu, 30 min, button", interrupt: true),
         #"{"t":5,"event":"speak","text":"Tiramisu, 30 min, button","interrupt":true}"#),
    ]

    @Test func everyKindEncodesAsTheContractSays() {
        for (event, line) in Self.examples { #expect(event.jsonLine(milliseconds: 5) == line) }
        #expect(Set(Self.examples.map(\.0.name)) == Set(TraceEvent.kinds))
    }

    /// The kinds are exactly the events docs/interfaces.md lists in its trace table.
    @Test func theKindsAreTheDocumentedEvents() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/interfaces.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let table = try #require(text.components(separatedBy: "## The trace").dropFirst().first?.components(separatedBy: "\n## ").first)
        let names = table.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`").first.map(String.init)
        }
        #expect(names == TraceEvent.kinds)
    }

    @Test func integralNumbersPrintAsIntegers() {
        #expect(TraceEvent.Value.number(4711).json == "4711")
        #expect(TraceEvent.Value.number(-120).json == "-120")
        #expect(TraceEvent.Value.number(-0.0).json == "0")
    }

    @Test func fractionalNumbersKeepTheirDigits() {
        #expect(TraceEvent.Value.number(1.5).json == "1.5")
        #expect(TraceEvent.Value.number(0.25).json == "0.25")
    }

    @Test func numbersBeyondExactIntegersAndNonFiniteOnesStayValidJSON() {
        let big = TraceEvent.Value.number(1e20).json
        #expect(big == "1e+20")
        #expect(TraceEvent.Value.number(9_007_199_254_740_991).json == "9007199254740991")
        #expect(TraceEvent.Value.number(.infinity).json == "null")
        #expect(TraceEvent.Value.number(.nan).json == "null")
    }
}
