import Testing
import UICore
@testable import UIRuntime

/// A model written as SwiftUI apps wrote them before `@Observable`.
private final class Scoreboard: ObservableObject {
    @Published var home = 0
    @Published var teamName = "Home"
}

/// The screen owning the model.
private struct ScoreScreen: View {
    @StateObject private var board = Scoreboard()
    var body: some View {
        VStack {
            Text("\(board.teamName) \(board.home)").id("score")
            Button("Goal") { board.home += 1 }.id("goal")
            TeamNameField(board: board)
            Banner()
        }
        .environmentObject(board)
    }
}

/// A child given the model.
private struct TeamNameField: View {
    @ObservedObject var board: Scoreboard
    var body: some View { TextField("Team", text: $board.teamName).id("team") }
}

/// A view deep down reading it from the environment.
private struct Banner: View {
    @EnvironmentObject var board: Scoreboard
    var body: some View { Text("Banner: \(board.home)").id("banner") }
}

/// Code written against SwiftUI's Combine-era names (`ObservableObject`, `@Published`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `environmentObject(_:)`) compiles and
/// behaves as it does in SwiftUI: the views reading a published property show its writes.
@MainActor
@Suite struct ObservableObjectTests {
    @Test func theCombineEraNamesWork() {
        let clock = ManualClock()
        let host = countingHost(clock: clock) { ScoreScreen() }
        #expect(host.text(of: "score") == "Home 0")
        #expect(host.text(of: "banner") == "Banner: 0")
        pressReturn(on: "goal", in: host)
        _ = host.frame()
        settle(host, clock)
        #expect(host.text(of: "score") == "Home 1")
        #expect(host.text(of: "banner") == "Banner: 1")
        #expect(host.evaluations.evaluationsByType["TeamNameField"] == nil, "a view that read nothing written is kept")
        // The keep: the model made once is the one kept, frame after frame.
        pressReturn(on: "goal", in: host)
        _ = host.frame()
        settle(host, clock)
        #expect(host.text(of: "score") == "Home 2")
    }
}
