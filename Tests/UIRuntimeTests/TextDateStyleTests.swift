import Foundation
import Testing
import UICore
@testable import UIRuntime

/// `Text(_:style:)`, as Apple documents it: a date written as a time of day (`.time`) or a
/// calendar date (`.date`), in the environment's locale and time zone. An episode guide writing
/// `Text(episode.airs, style: .time)` did not compile.
@MainActor
@Suite struct TextDateStyleTests {
    /// 1 March 2026, 18:30 in UTC.
    static let airs = Date(timeIntervalSince1970: 1_772_389_800)

    @Test func aTimeAndADateInEnglish() {
        let host = identityHost {
            VStack {
                Text(Self.airs, style: .time)
                Text(Self.airs, style: .date)
            }
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        }
        #expect(drawnTexts(host).map { $0.replacingOccurrences(of: "\u{202F}", with: " ") } == ["6:30 PM", "March 1, 2026"])
    }

    @Test func theEnvironmentsTimeZoneAndLocaleApply() {
        let host = identityHost {
            VStack {
                Text(Self.airs, style: .time)
                Text(Self.airs, style: .date)
            }
            .environment(\.timeZone, TimeZone(identifier: "Asia/Seoul")!)
            .environment(\.locale, Locale(identifier: "ko_KR"))
        }
        let texts = drawnTexts(host)
        #expect(texts.count == 2)
        #expect(texts.first?.contains("3:30") == true, "Seoul is nine hours ahead: \(texts)")
        #expect(texts.last?.contains("2026") == true && texts.last?.contains("3") == true && texts.last?.contains("2") == true,
                "the 2nd of March there: \(texts)")
        #expect(texts.last != "March 2, 2026", "written in Korean")
    }
}
