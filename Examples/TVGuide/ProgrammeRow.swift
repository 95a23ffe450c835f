import UICore

/// A row of the guide: the start time, the channel and title, and a progress bar.
struct ProgrammeRow: View {
    let programme: Programme
    let play: () -> Void

    var body: some View {
        Button(action: play) {
            HStack(spacing: 28) {
                Text(programme.start).monospacedDigit().foregroundStyle(.secondary)
                    .frame(width: 90, alignment: .leading)
                VStack(alignment: .leading, spacing: 8) {
                    Text("\(programme.channel) · \(programme.title)")
                    ProgressView(value: programme.progress)
                }
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
        }
    }
}
