import Testing
import Foundation
import UICore
import TestSupport
@testable import ScrollEngine
import Debuggers

@Suite("Scroll debugger")
struct DebuggerTests {
    func run(_ json: String) throws -> String { try ScrollDebugger.evaluate(scenarioJSON: Data(json.utf8)) }

    func failure(_ json: String) -> String? {
        do { _ = try run(json); return nil } catch let error as ScrollDebugError { return error.message } catch { return "\(error)" }
    }

    @Test("the contract's example, exactly")
    func example() throws {
        let out = try run("""
        {"container": 1000, "contentMargins": [40, 40], "lazy": {"count": 1000000, "length": 460, "spacing": 20},
         "behavior": "viewAligned", "deceleration": "normal", "offset": 0, "velocity": 1500}
        """)
        #expect(out == #"{"natural": 748.5, "target": 960.0, "position": 2, "reason": "view-aligned to target 2"}"#)
        let explicit = try run(#"{"container": 1000, "contentMargins": [40, 40], "targets": [[0, 460], [480, 460], [960, 460], [1440, 460]], "behavior": "viewAligned", "velocity": 1500}"#)
        #expect(explicit == #"{"natural": 748.5, "target": 960.0, "position": 2, "reason": "view-aligned to target 2"}"#)
    }

    @Test("offsets and velocities so large the natural end overflows are refused, naming the key")
    func overflow() throws {
        let base = #"{"container": 1000, "lazy": {"count": 1000000, "length": 460}, "behavior": "paging", "#
        #expect(failure(base + #""offset": 1.7e308, "velocity": 1.7e308}"#)?.contains("\"offset\" is out of range: 1.7e+308") == true)
        #expect(failure(base + #""velocity": -1e300}"#)?.contains("\"velocity\" is out of range") == true)
        // The largest accepted ones still answer in numbers, never null.
        for behavior in ["free", "paging", "viewAligned"] {
            let out = try run(#"{"container": 1000, "lazy": {"count": 1000000, "length": 460}, "behavior": ""# + behavior
                              + #"", "offset": 1e15, "velocity": 1e12}"#)
            #expect(!out.contains("null") || behavior == "free" && out.contains("\"position\": null"), "\(out)")
            #expect(!out.contains("\"natural\": null") && !out.contains("page null"), "\(out)")
        }
    }

    @Test("free deceleration, both rates, and clamping")
    func free() throws {
        #expect(try run(#"{"container": 1000, "contentLength": 2000, "velocity": 1500}"#)
                == #"{"natural": 748.5, "target": 748.5, "position": null, "reason": "free deceleration"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 2000, "velocity": 1500, "deceleration": "fast"}"#)
                == #"{"natural": 148.5, "target": 148.5, "position": null, "reason": "free deceleration"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 2000, "behavior": "free", "velocity": 3000}"#)
                == #"{"natural": 1497.0, "target": 1000.0, "position": null, "reason": "free deceleration, clamped to the end (1000.0)"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 2000, "offset": 100, "velocity": -1000}"#)
                == #"{"natural": -399.0, "target": 0.0, "position": null, "reason": "free deceleration, clamped to the start (0.0)"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 500, "velocity": 0}"#)
                == #"{"natural": 0.0, "target": 0.0, "position": null, "reason": "free deceleration"}"#)
    }

    @Test("paging: slow, fast, backward, clamped")
    func paging() throws {
        #expect(try run(#"{"container": 1000, "contentLength": 5000, "behavior": "paging", "offset": 1200, "velocity": 30}"#)
                == #"{"natural": 1214.97, "target": 1000.0, "position": null, "reason": "paging: slow release (|velocity| < 50), nearest page 1"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 5000, "behavior": "paging", "offset": 1200, "velocity": 800}"#)
                == #"{"natural": 1599.2, "target": 2000.0, "position": null, "reason": "paging forward to page 2"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 5000, "behavior": "paging", "offset": 1000, "velocity": -800}"#)
                == #"{"natural": 600.8, "target": 0.0, "position": null, "reason": "paging back to page 0"}"#)
        #expect(try run(#"{"container": 1000, "contentLength": 2500, "behavior": "paging", "offset": 1400, "velocity": 800}"#)
                == #"{"natural": 1799.2, "target": 1500.0, "position": null, "reason": "paging forward to page 2, clamped to the end (1500.0)"}"#)
        // Targets give a position.
        #expect(try run(#"{"container": 500, "targets": [[0, 500], [500, 500], [1000, 500]], "behavior": "paging", "velocity": 100}"#)
                == #"{"natural": 49.9, "target": 500.0, "position": 1, "reason": "paging forward to page 1"}"#)
    }

    @Test("view-aligned clamping and positions at the end")
    func viewAlignedEnd() throws {
        #expect(try run(#"{"container": 1000, "lazy": {"count": 10, "length": 460, "spacing": 20}, "behavior": "viewAligned", "offset": 3000, "velocity": 5000}"#)
                == #"{"natural": 5495.0, "target": 3780.0, "position": 8, "reason": "view-aligned to target 9, clamped to the end (3780.0)"}"#)
    }

    @Test("comments are accepted (the contract's sample has them)")
    func comments() throws {
        let out = try run("""
        {
          "container": 1000,                 // visible length
          "contentLength": 2000,
          "velocity": 1500
        }
        """)
        #expect(out.hasPrefix(#"{"natural": 748.5, "target": 748.5"#))
    }

    @Test("bad scenarios give one line naming the problem")
    func errors() {
        #expect(failure("{") == "scenario is not valid JSON: the file ends inside an object")
        #expect(failure(#"{"container": 1000,,}"#) == "scenario is not valid JSON: expected a quoted key, found ','")
        #expect(failure(" \n") == "scenario is empty")
        #expect(failure(#"{"container": 1e999, "contentLength": 1}"#) == "\"container\" must be a finite number")
        #expect(failure("[1, 2]") == "scenario must be a JSON object, not an array")
        #expect(failure(#"{"contentLength": 100}"#)?.hasPrefix("missing \"container\"") == true)
        #expect(failure(#"{"container": 0, "contentLength": 100}"#) == "\"container\" must be positive (got 0.0)")
        #expect(failure(#"{"container": -5, "contentLength": 100}"#) == "\"container\" must be positive (got -5.0)")
        #expect(failure(#"{"container": "wide", "contentLength": 100}"#) == "\"container\" must be a number, not a string")
        #expect(failure(#"{"container": 100, "contentLength": 100, "velocity": NaN}"#)
                == "scenario is not valid JSON: NaN is not JSON (write a plain finite number)")
        #expect(failure(#"{"container": 100, "contentLength": 100, "velocity": "NaN"}"#) == "\"velocity\" is NaN")
        #expect(failure(#"{"container": 100, "contentLength": 100, "velocity": Infinity}"#)
                == "scenario is not valid JSON: Infinity is not JSON (write a plain finite number)")
        #expect(failure(#"{"container": 100, "contentLength": 100, "behavior": "bouncy"}"#)
                == "unknown behavior \"bouncy\" (expected free, paging or viewAligned)")
        #expect(failure(#"{"container": 100, "contentLength": 100, "deceleration": "slow"}"#)
                == "unknown deceleration \"slow\" (expected normal or fast)")
        #expect(failure(#"{"container": 100, "targets": [[0, 10]], "lazy": {"count": 1, "length": 10}}"#)
                == "give either \"targets\" or \"lazy\", not both")
        #expect(failure(#"{"container": 100}"#) == "missing content: give \"targets\", \"lazy\" or \"contentLength\"")
        #expect(failure(#"{"container": 100, "contentLength": 100, "behavior": "viewAligned"}"#)
                == "behavior viewAligned needs \"targets\" or \"lazy\"")
        #expect(failure(#"{"container": 100, "targets": [[0]]}"#) == "\"targets\"[0] must be a [start, length] pair")
        #expect(failure(#"{"container": 100, "lazy": {"count": 2.5, "length": 10}}"#)?.hasPrefix("\"lazy.count\" must be a whole number") == true)
        #expect(failure(#"{"container": 100, "lazy": {"count": 5, "length": 0}}"#) == "\"lazy.length\" must be positive (got 0.0)")
        #expect(failure(#"{"container": 100, "contentLength": 100, "contentMargins": [1]}"#) == "\"contentMargins\" must be [leading, trailing], two numbers")
        #expect(failure(#"{"container": true, "contentLength": 100}"#) == "\"container\" must be a number, not a boolean")
        for json in ["{", "[]", #"{"container": 1, "contentLength": 1, "velocity": NaN}"#] {
            #expect(failure(json)?.contains("\n") == false)
        }
    }

    @Test("JSON5 forms that crashed Foundation's scanner are one-line errors with their line")
    func strictJSON() throws {
        func error(_ bytes: [UInt8]) -> ScrollDebugError? {
            do { _ = try ScrollDebugger.scenario(fromJSON: Data(bytes)); return nil } catch { return error }
        }
        #expect(error(Array(#"{"v":1e+}"#.utf8)) == ScrollDebugError("scenario is not valid JSON: a number needs digits in its exponent", line: 1))
        #expect(error(Array("{\n\"v\":1e-}".utf8)) == ScrollDebugError("scenario is not valid JSON: a number needs digits in its exponent", line: 2))
        #expect(error(Array("{\"".utf8) + [0xFF] + Array("\":1}".utf8))
                == ScrollDebugError("scenario is not valid JSON: invalid UTF-8 (byte 0xFF)", line: 1))
        #expect(error(Array("{container: 1}".utf8))?.message == "scenario is not valid JSON: expected a quoted key, found 'c'")
        #expect(error(Array(#"{"container": 1, "contentLength": 1,}"#.utf8))?.message == "scenario is not valid JSON: expected a quoted key, found '}'")
        #expect(error(Array(#"{"container": 1, "container": 2}"#.utf8))?.message == "scenario is not valid JSON: duplicate key \"container\"")
        #expect(error(Array("{\n\n\"container\": 0, \"contentLength\": 1}".utf8)) == ScrollDebugError("\"container\" must be positive (got 0.0)", line: 3))
        #expect(error(Array(#"{"container": 1, "contentLength": 1, "behavior": "a\u0000b"}"#.utf8))?.message
                == #"unknown behavior "a\u0000b" (expected free, paging or viewAligned)"#)
        #expect(ScrollDebugError("x", line: 4).message(file: "s.json") == "s.json:4: x")
    }

    @Test("number formatting")
    func formatting() {
        #expect(ScrollDebugger.format(960) == "960.0")
        #expect(ScrollDebugger.format(748.4999999999993) == "748.5")
        #expect(ScrollDebugger.format(-0.0) == "0.0")
        #expect(ScrollDebugger.format(479_999_060) == "479999060.0")
        #expect(ScrollDebugger.format(1e17) == "100000000000000000.0")
    }
}
