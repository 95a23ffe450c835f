import UICore

/// A tvOS form: sections of fields and switches with a Send button that asks before sending,
/// the shape of a sign-up form with a confirmation sheet (`sheet(isPresented:)` with a
/// cancel-role button, as Apple's Human Interface Guidelines place it).
struct FormApp: View {
    @State private var name = ""
    @State private var email = ""
    @State private var newsletter = false
    @State private var confirming = false
    @State private var sent = false

    var body: some View {
        VStack(alignment: .leading, spacing: 30) {
            Text(sent ? "Thanks, \(name)!" : "Join the Club").font(.title2)
            Text("Contact").font(.headline).foregroundStyle(.secondary).accessibilityAddTraits(.isHeader)
            TextField("Name", text: $name)
            TextField("Email", text: $email)
            Text("Preferences").font(.headline).foregroundStyle(.secondary).accessibilityAddTraits(.isHeader)
            Toggle("Monthly Newsletter", isOn: $newsletter)
            Button("Send") { confirming = true }
                .disabled(name.isEmpty)
        }
        .frame(width: 900)
        .padding(80)
        .sheet(isPresented: $confirming) {
            VStack(spacing: 30) {
                Text("Send your details?").font(.title3)
                Button("Send") {
                    sent = true
                    confirming = false
                }
                Button("Discard", role: .destructive) {
                    name = ""
                    email = ""
                    confirming = false
                }
                Button("Cancel", role: .cancel) { confirming = false }
            }
        }
    }
}
