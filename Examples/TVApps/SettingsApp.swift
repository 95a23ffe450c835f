import UICore

/// A tvOS settings screen: a list of switches and a picker row that opens its choices, the
/// shape of the Settings app and of Apple's "Creating a tvOS settings screen" samples.
struct SettingsApp: View {
    @State private var subtitles = false
    @State private var autoplay = true
    @State private var reduceMotion = false
    @State private var language = "English"
    @State private var choosingLanguage = false

    static let languages = ["English", "Français", "Deutsch", "Español", "Italiano"]

    var body: some View {
        VStack(alignment: .leading, spacing: 40) {
            Text("Settings").font(.largeTitle)
            List {
                Toggle("Subtitles", isOn: $subtitles)
                Toggle("Autoplay Previews", isOn: $autoplay)
                Toggle("Reduce Motion", isOn: $reduceMotion)
                Button { choosingLanguage = true } label: {
                    HStack {
                        Label("Audio Language", systemImage: "speaker.wave.2")
                        Spacer()
                        Text(language).foregroundStyle(.secondary)
                    }
                }
            }
            .frame(width: 1000)
        }
        .padding(80)
        .sheet(isPresented: $choosingLanguage) {
            VStack(alignment: .leading, spacing: 20) {
                Text("Audio Language").font(.title2)
                ForEach(Self.languages, id: \.self) { option in
                    Button {
                        language = option
                        choosingLanguage = false
                    } label: {
                        HStack {
                            Text(option)
                            Spacer()
                            if option == language { Label("Selected", systemImage: "checkmark") }
                        }
                    }
                    .frame(width: 700)
                }
                Button("Cancel", role: .cancel) { choosingLanguage = false }
            }
        }
    }
}
