import Foundation
import Testing
import UICore
import Widgets

/// A widget view as the seed writes one: a total that goes stale, an intent button and toggle.
struct SampleWidget: View {
    var total: Int
    var decaf: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("\(total) mg").font(.title).invalidatableContent()
            HStack(spacing: 20) {
                Button(intent: LogDrink(drinkID: "espresso")) { Text("Espresso") }.id("log-espresso")
                Toggle("Decaf", isOn: decaf, intent: LogDrink(drinkID: "decaf")).id("decaf-only")
            }
        }
        .padding(40)
        .frame(width: 640, height: 360, alignment: .topLeading)
    }
}

/// The archiver renders an entry once into drawing, controls and stale regions (W3, W4).
@Suite struct ArchiverTests {
    static var archiver: WidgetArchiver { WidgetArchiver(measurer: ApproximateTextMeasurer()) }
    static let size = Size(width: 640, height: 360)

    @Test func controlsCarryTheirIntentsAndFrames() throws {
        let a = try Self.archiver.archive(SampleWidget(total: 190, decaf: false), size: Self.size,
                                          date: Date(timeIntervalSince1970: 5), values: ["total-caffeine": 190])
        #expect(a.date == Date(timeIntervalSince1970: 5))
        #expect(a.controls.map(\.id) == ["log-espresso", "decaf-only"])
        let button = a.controls[0], toggle = a.controls[1]
        #expect(button.intent == (try IntentEnvelope(LogDrink(drinkID: "espresso"))))
        #expect(button.kind == .button)
        #expect(button.frame.minX == 40 && button.frame.height >= 66)
        #expect(toggle.frame.minX > button.frame.maxX)
        #expect(a.control(at: button.frame.center)?.id == "log-espresso")
        #expect(a.invalidatableRegions.count == 1)
        #expect(a.invalidatableRegions[0].minY == 40)
        #expect(a.displayList().texts.contains("190 mg"))
        #expect(a.pieces.map(\.id) == ["invalidatable-0"])
        #expect(a.values == ["total-caffeine": 190])
    }

    @Test func togglesAreArchivedInBothStatesAndLeftOutOfTheDrawing() throws {
        let a = try Self.archiver.archive(SampleWidget(total: 0, decaf: false), size: Self.size, date: .distantPast)
        guard case .toggle(let isOn, let on, let off) = a.controls[1].kind else {
            Issue.record("decaf-only is not a toggle"); return
        }
        #expect(!isOn)
        #expect(on.texts == ["Decaf", "On"])
        #expect(off.texts == ["Decaf", "Off"])
        // The toggle's own drawing is not in the content; the host overlays the state it shows.
        #expect(!a.content.texts.contains("Off"))
        #expect(a.displayList().texts.contains("Off"))
        #expect(a.displayList(toggleOverrides: ["decaf-only": true]).texts.contains("On"))
        // The same entry with decaf on archives the same two states, showing the other one.
        let b = try Self.archiver.archive(SampleWidget(total: 0, decaf: true), size: Self.size, date: .distantPast)
        #expect(b.displayList().texts.contains("On"))
    }

    /// A toggle is archived focused in both states too, so the host draws it as focused as a
    /// button; a control from an older extension, without them, decodes and
    /// shows its unfocused drawing when focused.
    @Test func togglesAreArchivedFocusedInBothStatesAndOlderArchivesFallBack() throws {
        let a = try Self.archiver.archive(SampleWidget(total: 0, decaf: false), size: Self.size, date: .distantPast)
        let toggle = a.controls[1]
        guard case .toggle(_, let on, let off) = toggle.kind else { Issue.record("decaf-only is not a toggle"); return }
        func fills(_ list: DisplayList?) -> [Color] {
            (list?.items ?? []).compactMap { if case .fill(_, _, let c) = $0 { c } else { nil } }
        }
        let focusedOff = try #require(toggle.drawing(focused: true, isOn: false))
        let focusedOn = try #require(toggle.drawing(focused: true, isOn: true))
        #expect(focusedOff.texts == ["Decaf", "Off"] && focusedOn.texts == ["Decaf", "On"])
        // Focused, both states sit on the button's white focus plate; unfocused, neither does.
        let button = a.controls[0]
        let plate = try #require(fills(button.drawing(focused: true)).first)
        #expect(plate == .white && !fills(button.drawing(focused: false)).contains(plate))
        #expect(fills(focusedOff).contains(plate) && fills(focusedOn).contains(plate))
        #expect(!fills(off).contains(plate) && !fills(on).contains(plate))
        // An older extension's control: no focused drawings on the wire.
        var older = toggle
        older.focusedOnDrawing = nil
        older.focusedOffDrawing = nil
        let json = try JSONEncoder().encode(older)
        #expect(!String(decoding: json, as: UTF8.self).contains("focusedO"))
        let read = try JSONDecoder().decode(WidgetControl.self, from: json)
        #expect(read.drawing(focused: true, isOn: false) == off && read.drawing(focused: true, isOn: true) == on)
        // A newer archive round-trips its focused drawings.
        #expect(try JSONDecoder().decode(WidgetControl.self, from: JSONEncoder().encode(toggle)) == toggle)
    }

    /// The host's legible minimum (``TimelineProviderContext/minimumFontSize``) grows the archived
    /// text — the drawing's, the controls' and the toggles' — and leaves larger text as designed.
    @Test func textGrowsToTheContextsMinimumFontSize() throws {
        let context = TimelineProviderContext(displaySize: Self.size, minimumFontSize: 40)
        let a = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: context)
            .archive(SampleWidget(total: 190, decaf: false), size: Self.size, date: Date(timeIntervalSince1970: 5))
        func sizes(_ list: DisplayList?) -> [String: Double] {
            var out: [String: Double] = [:]
            for item in list?.items ?? [] { if case .text(let s, let f, _, _) = item { out[s] = f.size } }
            return out
        }
        let button = a.controls[0], toggle = a.controls[1]
        #expect(sizes(button.drawing(focused: false, isOn: nil))["Espresso"] == 40)
        #expect(sizes(button.drawing(focused: true, isOn: nil))["Espresso"] == 40)
        #expect(sizes(toggle.drawing(focused: false, isOn: nil))["Off"] == 40)
        // The total (57 pt, a piece) stays as designed.
        #expect(a.pieces.flatMap { sizes($0.drawing).values } == [Font.title.size])
        // Without a minimum the designed sizes.
        let plain = try Self.archiver.archive(SampleWidget(total: 190, decaf: false), size: Self.size, date: Date(timeIntervalSince1970: 5))
        #expect(sizes(plain.controls[0].drawing(focused: false, isOn: nil))["Espresso"] == Font.body.size)
    }

    /// A right-to-left host (``TimelineProviderContext/layoutDirection``) gets the widget laid out
    /// mirrored, as its own views are: the first button sits at the trailing (right) end; the
    /// context round-trips it, and a context from an older host decodes as left to right.
    @Test func aRightToLeftHostGetsTheWidgetMirrored() throws {
        let date = Date(timeIntervalSince1970: 5)
        let ltr = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: TimelineProviderContext(displaySize: Self.size))
            .archive(SampleWidget(total: 190, decaf: false), size: Self.size, date: date)
        let rtlContext = TimelineProviderContext(displaySize: Self.size, layoutDirection: .rightToLeft)
        let rtl = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: rtlContext)
            .archive(SampleWidget(total: 190, decaf: false), size: Self.size, date: date)
        let a = ltr.controls[0].frame, b = rtl.controls[0].frame
        #expect(abs(b.minX - (Self.size.width - a.maxX)) < 0.5, "\(b) is not \(a) mirrored in \(Self.size.width)")
        #expect(a.midX < Self.size.width / 2 && b.midX > Self.size.width / 2)
        let json = try JSONEncoder().encode(rtlContext)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: json) == rtlContext)
        let older = Data(#"{"displaySize":{"width":300,"height":200},"isPreview":false}"#.utf8)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: older).layoutDirection == .leftToRight)
    }

    /// An Increase Contrast host (``TimelineProviderContext/colorSchemeContrast``) gets the
    /// widget archived with the environment's increased contrast: its buttons bordered as the
    /// host's own are. The context round-trips it; a standard context encodes as before (no new
    /// key) and one from an older host decodes as standard.
    @Test func anIncreasedContrastHostGetsTheWidgetInItsColours() throws {
        let date = Date(timeIntervalSince1970: 5)
        func strokes(_ context: TimelineProviderContext) throws -> Int {
            let a = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: context)
                .archive(SampleWidget(total: 190, decaf: false), size: Self.size, date: date)
            return (a.controls[0].drawing(focused: false, isOn: nil)?.items ?? []).filter {
                if case .stroke = $0 { return true }
                return false
            }.count
        }
        let increased = TimelineProviderContext(displaySize: Self.size, colorSchemeContrast: .increased)
        #expect(try strokes(TimelineProviderContext(displaySize: Self.size)) == 0)
        #expect(try strokes(increased) == 1)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: JSONEncoder().encode(increased)) == increased)
        let standardJSON = String(decoding: try JSONEncoder().encode(TimelineProviderContext(displaySize: Self.size)), as: UTF8.self)
        #expect(!standardJSON.contains("increasedContrast"))
        let older = Data(#"{"displaySize":{"width":300,"height":200},"isPreview":false}"#.utf8)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: older).colorSchemeContrast == .standard)
    }

    /// A host in another language (``TimelineProviderContext/locale``) gets the widget's words
    /// in it, from the catalogue the extension was given; the context round-trips the locale, an
    /// older host's (no key) decodes as English, and an absurdly long name from a broken peer is
    /// dropped.
    @Test func aHostInAnotherLanguageGetsTheWidgetInIt() throws {
        struct Label: View { var body: some View { Text("Total Caffeine") } }
        var env = EnvironmentValues()
        env.stringCatalog = StringCatalog(["ko": ["Total Caffeine": "카페인 합계"]])
        func texts(_ context: TimelineProviderContext) throws -> [String] {
            let a = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: context, environment: env)
                .archive(Label(), size: Self.size, date: Date(timeIntervalSince1970: 5))
            return a.content.items.compactMap { item in
                if case .text(let s, _, _, _) = item { return s }
                return nil
            }
        }
        let korean = TimelineProviderContext(displaySize: Self.size, locale: "ko_KR")
        #expect(try texts(korean) == ["카페인 합계"])
        #expect(try texts(TimelineProviderContext(displaySize: Self.size)) == ["Total Caffeine"])
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: JSONEncoder().encode(korean)) == korean)
        let older = Data(#"{"displaySize":{"width":300,"height":200},"isPreview":false}"#.utf8)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: older).locale == nil)
        let broken = Data(("{\"displaySize\":{\"width\":300,\"height\":200},\"isPreview\":false,\"locale\":\"" + String(repeating: "x", count: 500) + "\"}").utf8)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: broken).locale == nil)
    }

    /// A host with Larger Text and Bold Text (``TimelineProviderContext/textScale``,
    /// ``TimelineProviderContext/boldText``) gets the widget's text archived larger and bold; the
    /// context round-trips both, a host without them encodes as before, and a scale from a
    /// broken peer is held to ×2.
    @Test func aHostWithLargerAndBoldTextGetsTheWidgetsTextSo() throws {
        struct Label: View { var body: some View { Text("Total Caffeine").font(.caption) } }
        func font(_ context: TimelineProviderContext) throws -> Font? {
            let a = try WidgetArchiver(measurer: ApproximateTextMeasurer(), context: context)
                .archive(Label(), size: Self.size, date: Date(timeIntervalSince1970: 5))
            return a.content.items.lazy.compactMap { item -> Font? in
                if case .text(_, let f, _, _) = item { return f }
                return nil
            }.first
        }
        let plain = try #require(try font(TimelineProviderContext(displaySize: Self.size)))
        let larger = TimelineProviderContext(displaySize: Self.size, textScale: 1.6, boldText: true)
        let grown = try #require(try font(larger))
        #expect(abs(grown.size - plain.size * 1.6) < 1e-9 && grown.weight == .bold && plain.weight != .bold)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: JSONEncoder().encode(larger)) == larger)
        let json = String(decoding: try JSONEncoder().encode(TimelineProviderContext(displaySize: Self.size)), as: UTF8.self)
        #expect(!json.contains("textScale") && !json.contains("boldText"))
        let broken = Data(#"{"displaySize":{"width":300,"height":200},"isPreview":false,"textScale":1e300}"#.utf8)
        #expect(try JSONDecoder().decode(TimelineProviderContext.self, from: broken).textScale == 2)
    }

    @Test func aControlWithoutAnIdCannotBeArchived() {
        struct NoID: View {
            var body: some View { Button(intent: LogDrink(drinkID: "x")) { Text("X") } }
        }
        #expect(throws: ArchiveError("an intent control has no id (give it .id(_:))")) {
            try Self.archiver.archive(NoID(), size: Self.size, date: .distantPast)
        }
    }
}
