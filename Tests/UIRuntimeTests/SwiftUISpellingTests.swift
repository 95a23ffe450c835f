import Foundation
import Testing
import UICore
@testable import UIRuntime

/// The SwiftUI a tvOS developer reaches for first, each as on tvOS 17.
@MainActor
@Suite struct SwiftUISpellingTests {
    @Test func coloursByWhiteHueAndOpacityAreSwiftUIs() {
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        #expect(Color(white: 1, opacity: 0.25).alpha == 0.25)
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0.5) == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        // HSB: hue 0 red, 1/3 green, 2/3 blue; brightness scales; no saturation is grey.
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1)
        #expect(abs(green.green - 1) < 1e-9 && abs(green.red) < 1e-9 && abs(green.blue) < 1e-9)
        let blue = Color(hue: 2.0 / 3, saturation: 1, brightness: 0.5)
        #expect(abs(blue.blue - 0.5) < 1e-9 && abs(blue.red) < 1e-9)
        #expect(Color(hue: 0.7, saturation: 0, brightness: 0.4) == Color(white: 0.4))
        // `.secondary` turns opaque under Increase Contrast, as text in it should.
        var env = EnvironmentValues()
        env.colorSchemeContrast = .increased
        #expect(env.textColor(.secondary).alpha == 1)
        #expect(EnvironmentValues().textColor(.secondary).alpha < 1)
    }

    /// `ForEach(1...3, id: \.self)` in a plain stack or a picker, as a reuser's season picker
    /// wrote it, was "ambiguous use of 'init(_:id:content:)'": the closed range matched both the
    /// initializer of any collection and one of its own. In a lazy grid, as Apple's `LazyVGrid`
    /// documentation writes it, its cells are still built lazily, by offset.
    /// `withAnimation(.spring) { … }`, Apple's own spelling of a spring with its defaults (response
    /// 0.5 s, damping 0.825), did not compile: only `.spring(_:)` with a `Spring` existed.
    @Test func withAnimationSpringAnimatesAWriteWithSwiftUIsDefaultSpring() {
        let count = State(wrappedValue: 0)
        _ = AnimationTransaction.takePending()
        withAnimation(.spring) { count.wrappedValue += 1 }
        let taken = AnimationTransaction.takePending()
        #expect(taken?.animation == .spring(Spring(response: 0.5, dampingFraction: 0.825)))
        let spring: Animation = .spring
        #expect(spring.progress(at: 0) == 0)
        #expect(abs(spring.progress(at: spring.duration) - 1) < 0.01)
        #expect(spring.duration > 0.3 && spring.duration < 2)
    }

    @Test func aClosedRangeWithAnIDBuildsItsViewsAnywhere() throws {
        let host = identityHost {
            VStack {
                ForEach(1...3, id: \.self) { Text("Row \($0)") }
                Picker("Season", selection: .constant(2)) {
                    ForEach(1...3, id: \.self) { season in Text("Season \(season)").tag(season) }
                }
                .id("season")
            }
        }
        let texts = drawnTexts(host)
        #expect(["Row 1", "Row 2", "Row 3", "Season 2"].allSatisfy(texts.contains), "\(texts)")
        let grid = identityHost(Size(width: 960, height: 540)) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(0x1F600...0x1F6FF, id: \.self) { value in Text(String(value, radix: 16)) }
                }
            }
        }
        let cells = drawnTexts(grid)
        #expect(cells.first == "1f600", "the first cell is the range's first value: \(cells.prefix(3))")
        #expect(cells.count > 10 && cells.count < 256, "only the cells near the visible region are built: \(cells.count)")
    }

    @Test func aProgressViewFillsItsShareAndReadsItsPercentage() throws {
        let host = identityHost {
            VStack {
                Button {} label: { VStack { Text("Episode 3"); ProgressView(value: 30, total: 120) } }.id("resume")
                ProgressView("Downloading", value: 0.4).frame(width: 500).id("download")
            }
        }
        #expect(host.context.focusedID == "resume")
        let element = try #require(host.root?.find(id: "resume").flatMap { AccessibilityElement(node: $0) })
        #expect(element.spokenDescription == "Episode 3, 25 percent, button")
        let download = try #require(host.root?.find(id: "download"))
        #expect(AccessibilityElement(node: download)?.spokenDescription == "Downloading, 40 percent")
        // The fill is 40 % of the track.
        var fills: [Rect] = []
        download.visit { n in
            if case .shape(let s) = n.kind, s.shape == .capsule { fills.append(n.frame) }
            return true
        }
        #expect(fills.count == 2 && abs(fills[1].width - fills[0].width * 0.4) < 0.01, "\(fills)")
        #expect(ProgressView(value: 5, total: 0).fraction == 0 && ProgressView(value: 3).fraction == 1)
    }

    @Test func aLabelDrawsAKnownSymbolAndFallsBackToItsTitle() throws {
        let host = identityHost {
            VStack {
                Button {} label: { Label("Play", systemImage: "play.fill") }.id("play")
                Button {} label: { Label("Unknown", systemImage: "no.such.symbol") }.id("unknown")
            }
        }
        let play = try #require(host.root?.find(id: "play"))
        var texts: [String] = []
        play.visit { n in
            if case .text(let t) = n.kind { texts.append(t.string) }
            return true
        }
        #expect(texts == ["▶", "Play"])
        #expect(AccessibilityElement(node: play)?.spokenDescription == "Play, button")
        let unknown = try #require(host.root?.find(id: "unknown"))
        var other: [String] = []
        unknown.visit { n in
            if case .text(let t) = n.kind { other.append(t.string) }
            return true
        }
        #expect(other == ["Unknown"])
    }

    @Test func aCancelRoleButtonIsWhatEscapePressesAndADestructiveOneIsRed() throws {
        final class Log: @unchecked Sendable { var pressed: [String] = [] }
        let log = Log()
        let host = identityHost {
            VStack {
                Button("Delete", role: .destructive) { log.pressed.append("delete") }.id("delete")
                Button("Keep", role: .cancel) { log.pressed.append("keep") }.id("keep")
            }
        }
        #expect(host.context.focusedID == "delete")
        press(host, .escape)
        #expect(log.pressed == ["keep"])
        let delete = try #require(host.root?.find(id: "delete"))
        var colours: [Color] = []
        delete.visit { n in
            if case .text(let t) = n.kind { colours.append(t.color) }
            return true
        }
        #expect(colours.first == .red)
    }

    @Test func aGradientOfThreeColoursIsTwoBandsMeetingAtTheMiddleColour() throws {
        let host = identityHost(Size(width: 400, height: 400)) {
            LinearGradient(colors: [.red, .green, .blue], startPoint: .top, endPoint: .bottom).frame(width: 200, height: 300).id("g")
        }
        let g = try #require(host.root?.find(id: "g"))
        var bands: [(Rect, Paint?)] = []
        g.visit { n in
            if case .shape(let s) = n.kind { bands.append((n.frame, s.fill)) }
            return true
        }
        #expect(bands.count == 2)
        #expect(bands.map(\.0.height) == [150, 150] && bands[1].0.minY == bands[0].0.maxY)
        #expect(bands[0].1 == .linearGradient(.red, .green, start: UnitPoint.top.point, end: UnitPoint.bottom.point))
        #expect(bands[1].1 == .linearGradient(.green, .blue, start: UnitPoint.top.point, end: UnitPoint.bottom.point))
        // Two colours at the ends are one renderer gradient.
        let two = ResolveContext().resolve(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        if case .shape(let s) = two.kind {
            #expect(s.fill == .linearGradient(.red, .blue, start: UnitPoint.leading.point, end: UnitPoint.trailing.point))
        } else {
            Issue.record("two stops should be one shape")
        }
    }

    @Test func monospacedDigitsSetTheFontsTabularFigures() throws {
        let node = ResolveContext().resolve(Text("12:05").monospacedDigit())
        guard case .text(let t) = node.kind else { Issue.record("not a text"); return }
        #expect(t.font.monospacedDigits)
    }

    @Test func searchableStartsInItsFieldAndUpFromAnyResultReturnsToIt() throws {
        final class Query: @unchecked Sendable { var text = "" }
        let query = Query()
        let binding = Binding(get: { query.text }, set: { query.text = $0 })
        let host = identityHost {
            HStack(spacing: 40) {
                ForEach(["Alpha", "Beta", "Gamma"], id: \.self) { title in Button(title) {} }
            }
            .searchable(text: binding, prompt: "Titles")
        }
        #expect(host.context.focusedID == "search-field")
        let field = try #require(host.root?.find(id: "search-field").flatMap { AccessibilityElement(node: $0) })
        #expect(field.spokenDescription == "Titles, search field")
        press(host, .downArrow)
        press(host, .rightArrow)
        press(host, .rightArrow)
        #expect(host.context.focusedID?.description == "Gamma")
        press(host, .upArrow)
        #expect(host.context.focusedID == "search-field")
    }

    @Test func secondaryIsAShareOfTheForegroundItIsDrawnOver() throws {
        // A guide's row: the time in `.secondary` beside the title, in a button. Focused, the
        // button turns white with dark text, and the time must stay legible: dark at 60 %, not
        // white at 60 % on white.
        let host = identityHost {
            VStack {
                Button {} label: { HStack { Text("02:00").foregroundStyle(.secondary); Text("News") } }.id("row")
                Button {} label: { HStack { Text("02:30").foregroundStyle(.secondary); Text("Sport") } }.id("other")
            }
        }
        #expect(host.context.focusedID == "row")
        _ = host.frame() // the frame drawn with focus on the row
        func timeColour(_ id: ViewID) throws -> Color {
            var found: Color?
            try #require(host.root?.find(id: id)).visit { n in
                if case .text(let t) = n.kind, t.string.contains(":") { found = t.color }
                return true
            }
            return try #require(found)
        }
        let focused = try timeColour("row"), unfocused = try timeColour("other")
        #expect(focused.red < 0.2 && abs(focused.alpha - 0.6) < 1e-9, "\(focused)")
        #expect(unfocused.red == 1 && abs(unfocused.alpha - 0.6) < 1e-9, "\(unfocused)")
        // Through the environment too.
        let env = ResolveContext().resolve(VStack { Text("x") }.foregroundStyle(.secondary))
        var colour: Color?
        env.visit { n in if case .text(let t) = n.kind { colour = t.color }; return true }
        #expect(colour.map { abs($0.alpha - 0.6) < 1e-9 } == true)
    }

    @Test func aLazyRowIsAsTallAsItsItemsWhateverItIsOffered() throws {
        let host = identityHost(Size(width: 800, height: 800)) {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 20) { ForEach(0..<30) { i in Text("\(i)").frame(width: 150, height: 200).focusable() } }
                }
                .id("row")
                ScrollView { LazyVStack { ForEach(0..<100) { i in Text("Programme \(i)").frame(maxWidth: .infinity).focusable() } } }
                    .id("list")
            }
        }
        let row = try #require(host.root?.find(id: "row"))
        #expect(row.frame.height == 200)
        let list = try #require(host.root?.find(id: "list"))
        #expect(list.frame.minY == 200 && list.frame.height == 600)
    }
}

/// The reader says words, not marks: espeak-ng read "♥" as "heart suit",
/// "#FF6B35" as "hash F F six B thirty five" and "00:00 · 0 mg" as "zero zero zero zero M G".
@Suite struct SpokenWordsTests {
    @Test func marksBecomeWords() {
        #expect(SpokenWords.words(for: "♥ Added Baklava to Favorites") == "Added Baklava to Favorites")
        #expect(SpokenWords.words(for: "♡ Favorite") == "Favorite")
        #expect(SpokenWords.words(for: "#FF6B35") == "colour F F 6 B 3 5")
        #expect(SpokenWords.words(for: "00:00 · 0 mg") == "0:00, 0 milligrams")
        #expect(SpokenWords.words(for: "☕  Espresso · 64 mg") == "Espresso, 64 milligrams")
        #expect(SpokenWords.words(for: "1 mg") == "1 milligram")
        #expect(SpokenWords.words(for: "07:30 news") == "7:30 news")
        // Words stay as they are.
        #expect(SpokenWords.words(for: "Tiramisu, 30 minutes, button") == "Tiramisu, 30 minutes, button")
        #expect(SpokenWords.words(for: "Crème Brûlée, 1 hour 30 minutes") == "Crème Brûlée, 1 hour 30 minutes")
        #expect(SpokenWords.words(for: "12:45") == "12:45")
    }
}

extension SwiftUISpellingTests {
    /// `Text(_:format:)`, as Apple's "Formatting values in Text" writes it.
    @Test func aTextFormatsItsValue() {
        let whole = ResolveContext().resolve(Text(1234, format: .number.locale(Locale(identifier: "en_US"))))
        let share = ResolveContext().resolve(Text(0.25, format: .percent.locale(Locale(identifier: "en_US"))))
        guard case .text(let a) = whole.kind, case .text(let b) = share.kind else { Issue.record("not texts"); return }
        #expect(a.string == "1,234")
        #expect(b.string == "25%")
    }
}
