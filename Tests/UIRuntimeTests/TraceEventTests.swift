import Testing
import UICore
@testable import UIRuntime

/// The trace's JSON lines (docs/interfaces.md): numbers as a JSON writer prints them.
@Suite struct TraceEventTests {
    @Test func integralNumbersPrintAsIntegers() {
        let e = TraceEvent("intent", [("id", .string("log-espresso")), ("pid", .number(4711)), ("entries", .number(2)),
                                      ("offset", .number(-120)), ("zero", .number(-0.0))])
        #expect(e.jsonLine(milliseconds: 16) == #"{"t":16,"event":"intent","id":"log-espresso","pid":4711,"entries":2,"offset":-120,"zero":0}"#)
    }

    @Test func fractionalNumbersKeepTheirDigits() {
        let e = TraceEvent("crown", [("view", .string("rating-picker")), ("value", .number(1.5)), ("step", .number(0.25))])
        #expect(e.jsonLine(milliseconds: 0) == #"{"t":0,"event":"crown","view":"rating-picker","value":1.5,"step":0.25}"#)
    }

    @Test func numbersBeyondExactIntegersAndNonFiniteOnesStayValidJSON() {
        let big = TraceEvent.Value.number(1e20).json
        #expect(big == "1e+20")
        #expect(TraceEvent.Value.number(9_007_199_254_740_991).json == "9007199254740991")
        #expect(TraceEvent.Value.number(.infinity).json == "null")
        #expect(TraceEvent.Value.number(.nan).json == "null")
    }
}
