import UICore

/// "Quit FocusCookbook?" with focusable Yes and No, shown by Back (Escape, B) on the tab bar, the
/// tvOS top level, and by the Settings screen's Quit row. A focus scope: focus stays on its two
/// buttons, starting on No, so a second press of Return never quits by accident. Back is No
/// (Escape presses it as the sheet's cancel button).
struct QuitConfirmationSheet: View {
    let model: AppModel

    var body: some View {
        VStack(spacing: 36) {
            Text("Quit FocusCookbook?").font(.title2)
            Text("Your grocery list, ratings and favourites are saved.")
                .font(.callout).foregroundStyle(.secondaryLabel)
            HStack(spacing: 32) {
                Button("Yes") { model.quit() }
                    .id("quit-yes")
                Button("No") { model.asksToQuit = false }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.cancelAction)
                    .prefersDefaultFocus()
                    .id("quit-no")
            }
        }
        .frame(width: 900)
    }
}
