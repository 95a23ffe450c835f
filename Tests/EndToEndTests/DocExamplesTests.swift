import Foundation
import Testing

/// The DocC getting-started programs are built and run as printed: the
/// example targets' sources are the articles' code blocks, checked here, and running them gives
/// what the articles say they print.
@Suite struct DocExamplesTests {
    /// The Swift code blocks of a DocC article.
    static func swiftBlocks(_ article: String) throws -> [String] {
        let text = try String(contentsOf: Cookbook.root.appendingPathComponent(article), encoding: .utf8)
        return text.components(separatedBy: "```swift\n").dropFirst().map { String($0.components(separatedBy: "```")[0]) }
    }

    /// A plain code block of an article that follows `marker`.
    static func block(after marker: String, in article: String) throws -> String {
        let text = try String(contentsOf: Cookbook.root.appendingPathComponent(article), encoding: .utf8)
        let rest = try #require(text.components(separatedBy: marker).dropFirst().first)
        return rest.components(separatedBy: "```").first ?? ""
    }

    static func source(_ path: String) throws -> String {
        try String(contentsOf: Cookbook.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theGridOfUICoreAndSDLBackendIsTheExampleAndPrintsWhatTheArticleSays() throws {
        let program = try Self.source("Examples/GettingStarted/main.swift")
        for article in ["Sources/SDLBackend/SDLBackend.docc/GettingStarted.md", "Sources/UICore/UICore.docc/GettingStarted.md"] {
            let printed = try Self.swiftBlocks(article).first { $0.contains("SDLApp.run") }
            #expect(printed == program, "\(article) prints another program than Examples/GettingStarted")
        }
        let expected = try Self.block(after: "$ swift run Grid --headless --keys right,down\n", in: "Sources/SDLBackend/SDLBackend.docc/GettingStarted.md")
        let r = try ExamplesTests.run("getting-started-example", ["--headless", "--keys", "right,down"])
        #expect(r.status == 0)
        #expect(!expected.isEmpty)
        #expect(r.stdout == expected, "the article says it prints:\n\(expected)")
    }

    @Test func theViewHostArticlesProgramsAreTheExampleAndTheOffscreenOnePrintsWhatItSays() throws {
        let blocks = try Self.swiftBlocks("Sources/UIRuntime/UIRuntime.docc/GettingStarted.md")
        #expect(blocks.count == 2)
        guard blocks.count == 2 else { return }
        // The window program up to its canvas, then its window part and the offscreen one as
        // the two branches of one program.
        let live = blocks[0].components(separatedBy: "\n")
        let cut = try #require(live.firstIndex(of: "let canvas = Size(width: 1920, height: 1080)"))
        func indented(_ lines: [String]) -> String {
            lines.map { $0.isEmpty ? $0 : "    " + $0 }.joined(separator: "\n").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        let expected = live[...cut].joined(separator: "\n")
            + "\n// The documentation's two programs in one: the window with `--window`, else offscreen.\n"
            + "if CommandLine.arguments.contains(\"--window\") {\n" + indented(Array(live[(cut + 1)...]))
            + "\n} else {\n" + indented(blocks[1].components(separatedBy: "\n")) + "\n}\n"
        #expect(try Self.source("Examples/ViewHostGettingStarted/main.swift") == expected)
        let r = try ExamplesTests.run("viewhost-getting-started-example")
        #expect(r.status == 0)
        #expect(blocks[1].contains("// tile-1"))
        #expect(r.stdout == "tile-1\n")
    }
}
