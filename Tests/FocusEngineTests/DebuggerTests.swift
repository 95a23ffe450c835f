import Foundation
import FocusEngine
import Testing
import UICore
import Debuggers

/// The focus debugger behind `cookbook focus-debug` (docs/interfaces.md).
@Suite struct DebuggerTests {
    static let abc = """
    {"size": [1920, 1080], "nodes": [
      {"id": "a", "frame": [0, 0, 100, 100], "focusable": true},
      {"id": "b", "frame": [112, 0, 100, 100], "focusable": true},
      {"id": "c", "frame": [300, 300, 100, 100], "focusable": true}
    ]}
    """

    func run(_ json: String, from: String? = nil, _ moves: [String], explain: Bool = false) throws(FocusDebugError) -> [String] {
        try FocusDebugger.run(layoutJSON: Data(json.utf8), from: from, moves: moves, explain: explain)
    }

    func error(_ json: String, from: String? = nil, _ moves: [String] = ["up"]) -> String? {
        do {
            _ = try run(json, from: from, moves)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func theContractExampleLineExactly() throws {
        let lines = try run(Self.abc, from: "a", ["right"])
        #expect(lines == [
            #"{"move":"right","from":"a","to":"b","moved":true,"reason":"nearest in beam","candidates":[{"id":"b","score":12.0},{"id":"c","rejected":"outside beam"}]}"#,
        ])
    }

    @Test func focusThatStaysRepeatsFromAndTabMovesHaveNoCandidates() throws {
        let lines = try run(Self.abc, ["up", "next", "previous"])
        #expect(lines == [
            #"{"move":"up","from":"a","to":"a","moved":false,"reason":"no candidate in direction","candidates":[{"id":"b","rejected":"behind"},{"id":"c","rejected":"behind"}]}"#,
            #"{"move":"next","from":"a","to":"b","moved":true,"reason":"next in reading order","candidates":[]}"#,
            #"{"move":"previous","from":"b","to":"a","moved":true,"reason":"previous in reading order","candidates":[]}"#,
        ])
    }

    @Test func theSeedSectionScenario() throws {
        let layout = """
        {"nodes": [
          {"id": "favorites", "frame": [100, 100, 680, 80], "children": [
            {"id": "apple-pie", "frame": [100, 100, 200, 80], "focusable": "activate"},
            {"id": "baklava", "frame": [340, 100, 200, 80], "focusable": "activate"},
            {"id": "creme-brulee", "frame": [580, 100, 200, 80], "focusable": "activate"}]},
          {"id": "image", "frame": [100, 220, 680, 400]},
          {"id": "add-row", "frame": [0, 660, 1920, 80], "focusSection": true, "children": [
            {"id": "add-to-grocery-list", "frame": [860, 660, 200, 80], "focusable": "activate"}]}
        ]}
        """
        let lines = try run(layout, from: "creme-brulee", ["down"], explain: true)
        #expect(lines == [
            #"{"move":"down","from":"creme-brulee","to":"add-to-grocery-list","moved":true,"reason":"entered focus section add-row (nearest content)","candidates":[{"id":"add-row","score":480.0,"minor":280.0},{"id":"apple-pie","rejected":"behind"},{"id":"baklava","rejected":"behind"},{"id":"image","rejected":"not focusable"},{"id":"add-to-grocery-list","rejected":"outside beam"}],"section":"add-row"}"#,
        ])
    }

    @Test func settingsComeFromTheLayout() throws {
        let layout = """
        {"layoutDirection": "rightToLeft", "keyboardNavigation": false, "nodes": [
          {"id": "left", "frame": [0, 0, 100, 100], "focusable": "activate"},
          {"id": "right", "frame": [200, 0, 100, 100], "focusable": "edit"},
          {"id": "field", "frame": [0, 200, 100, 100], "textField": true},
          {"id": "off", "frame": [200, 200, 100, 100], "focusable": true, "disabled": true}
        ]}
        """
        let lines = try run(layout, ["next", "next", "left"])
        #expect(lines[0].hasPrefix(#"{"move":"next","from":"right","to":"field","moved":true"#), "RTL starts top-right; 'left' is no Tab stop")
        #expect(lines[1].hasPrefix(#"{"move":"next","from":"field","to":"right","moved":true,"reason":"wrapped to first""#))
        #expect(lines[2].hasPrefix(#"{"move":"left","from":"right","to":"left","moved":true"#))
    }

    @Test func defaultFocusStartsTheRun() throws {
        let layout = """
        {"nodes": [
          {"id": "a", "frame": [0, 0, 10, 10], "focusable": true},
          {"id": "start", "frame": [0, 50, 10, 10], "focusable": true, "defaultFocus": true}
        ]}
        """
        #expect(try run(layout, ["up"])[0].hasPrefix(#"{"move":"up","from":"start","to":"a","moved":true"#))
    }

    @Test func stringsAreEscaped() throws {
        let layout = #"{"nodes": [{"id": "say \"hi\"\\", "frame": [0, 0, 10, 10], "focusable": true}]}"#
        #expect(try run(layout, ["down"]) == [
            #"{"move":"down","from":"say \"hi\"\\","to":"say \"hi\"\\","moved":false,"reason":"no candidate in direction","candidates":[]}"#,
        ])
    }

    @Test func badInputGivesOneLineNamingTheProblem() {
        #expect(error("{nodes") == "layout is not readable JSON: expected a quoted key, found 'n'")
        #expect(error("[1, 2]") == #"layout must be a JSON object with "nodes""#)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,1,1]}, {"id": "a", "frame": [0,0,1,1]}]}"#)
                == #"duplicate id "a""#)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,-5,1]}]}"#) == #"node "a" has a negative size [-5.0, 1.0]"#)
        #expect(error(#"{"size": [-1, 10], "nodes": []}"#)?.contains("negative") == true)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,1]}]}"#)?.contains("frame must be [x, y, width, height]") == true)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,1,1], "focusable": "maybe"}]}"#)
                == #"nodes[0].focusable: bad focusable value "maybe" (expected true, false, "activate", "edit" or "all")"#)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,1,1], "focusable": 3}]}"#)?.contains("bad focusable value 3.0") == true)
        #expect(error(#"{"nodes": [{"frame": [0,0,1,1]}]}"#) == #"nodes[0]: missing "id""#)
        #expect(error(#"{"nodes": [{"id": "a", "frame": "wide"}]}"#) == "nodes[0].frame: expected an array")
        #expect(error(Self.abc, ["up", "jump"]) == #"unknown move "jump" (expected up, down, left, right, next or previous)"#)
        #expect(error(Self.abc, from: "zzz") == #"unknown --from id "zzz""#)
        #expect(error(#"{"nodes": [{"id": "a", "frame": [0,0,1,1]}]}"#, from: "a") == #"--from id "a" cannot take focus"#)
        #expect(error(#"{"layoutDirection": "up", "nodes": []}"#)?.contains("layoutDirection") == true)
        for message in [error("{nodes"), error(Self.abc, ["x"])] { #expect(message?.contains("\n") == false) }
    }

    @Test func badLayoutsNameTheirLineAndProblem() {
        func failure(_ json: String) -> FocusDebugError? {
            do { _ = try FocusLayout.parse(Data(json.utf8)); return nil } catch { return error }
        }
        // 256 nested nodes are 513 levels of JSON: named as too deep, not as unreadable.
        var deep = ""
        for i in 0..<256 { deep += "{\"id\": \"n\(i)\", \"frame\": [0, 0, 1, 1], \"children\": [\n" }
        deep += String(repeating: "]}", count: 256)
        let tooDeep = failure("{\"nodes\": [" + deep + "]}")
        #expect(tooDeep?.message == "layout is not readable JSON: nested too deeply (more than 512 levels of arrays and objects)")
        #expect(tooDeep?.line == 256)
        #expect(failure(#"{"nodes": [{"id": "a\u0000b", "frame": [0, 0, -1, 1]}]}"#)?.message
                == #"node "a\u0000b" has a negative size [-1.0, 1.0]"#)
        #expect(failure("{\"nodes\": [\n{\"id\": \"a\",\n \"frame\": [0, 0, 1e999, 1]}]}")
                == FocusDebugError("nodes[0].frame[2]: inf is out of range (at most ±10000000 points)", line: 3))
        #expect(failure(#"{"nodes": [{"id": "a", "frame": [0, 0, 1, 1], "children": 3}]}"#)?.message == "nodes[0].children: expected an array")
        #expect(failure(#"{"nodes": [], "nodes": []}"#)?.message == #"layout is not readable JSON: duplicate key "nodes""#)
        #expect(FocusDebugError("x", line: 2).message(file: "l.json") == "l.json:2: x")
    }

    @Test func fractionalScoresKeepTheirFraction() throws {
        let layout = #"{"nodes": [{"id": "a", "frame": [0, 0, 100, 100], "focusable": true}, {"id": "b", "frame": [112.5, 0, 100, 100], "focusable": "edit"}]}"#
        #expect(try run(layout, ["right"]) == [
            #"{"move":"right","from":"a","to":"b","moved":true,"reason":"nearest in beam","candidates":[{"id":"b","score":12.5}]}"#,
        ])
    }

    @Test func emptyLayoutsRunWithNullFocus() throws {
        #expect(try run(#"{"nodes": []}"#, ["right"]) == [
            #"{"move":"right","from":null,"to":null,"moved":false,"reason":"nothing focusable","candidates":[]}"#,
        ])
    }
}
