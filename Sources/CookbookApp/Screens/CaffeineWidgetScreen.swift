import Foundation
import UICore

/// The caffeine tracker widget (seed 003) as the widget extension archived it: today's total,
/// the last drink, buttons that log a drink, Undo and "Decaf only"; under it the timeline
/// preview (W1), a row that steps through the provider's entries.
struct CaffeineWidgetScreen: View {
    let widget: CaffeineWidgetHost?
    @Environment(\.colorSchemeContrast) private var contrast

    /// The waiting message's brown on the widget's cream: 6:1; under Increase Contrast a darker
    /// brown, 10:1.
    static func messageColor(_ contrast: ColorSchemeContrast) -> Color {
        contrast == .increased ? Color(r: 80, g: 55, b: 30) : Color(r: 120, g: 90, b: 60)
    }

    var body: some View {
        VStack(spacing: 36) {
            // The entry's fade, at the host clock's time: this screen holds the widget's host, an
            // object whose changes no property notes, so it is evaluated in every frame built, and
            // the app builds every frame while the widget fades or has news due.
            if let view = widget?.widgetView() {
                view.background {
                    Shape(.roundedRect(cornerRadius: 44)).fill(Color.clear).shadow(color: Color.black.opacity(0.4), radius: 30, y: 18)
                }
                // A widget keeps its family's size and the layout its extension archived (with
                // Larger Text and Bold Text already applied there): scaling its text again here
                // would cut its total ("0…"), so it draws its text as archived.
                .environment(\.textScale, 1)
                .environment(\.legibilityWeight, .regular)
            } else {
                Text(widget?.isFailing == true ? "The widget is not responding" : "Loading the widget…")
                    .font(.callout).foregroundStyle(Self.messageColor(contrast))
                    .frame(width: CaffeineWidgetView.size.width, height: CaffeineWidgetView.size.height)
                    .background(Color(r: 255, g: 248, b: 231), in: .roundedRect(cornerRadius: 44))
            }
            if let widget, !widget.entries.isEmpty { TimelinePreviewRow(widget: widget) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// W1: like Xcode's timeline preview, a button per timeline entry; activating one shows that
/// entry (playing the entry transition), "Live" returns to the entry for the current time.
struct TimelinePreviewRow: View {
    let widget: CaffeineWidgetHost
    @Environment(\.locale) private var locale
    @Environment(\.stringCatalog) private var strings

    var body: some View {
        let entries = widget.entries
        let now = widget.wallClock.now()
        HStack(spacing: 20) {
            Text("Timeline").font(.callout)
            Button("Live") { widget.preview(nil) }
                .buttonStyle(widget.previewIndex == nil ? .borderedProminent : .bordered)
                .id("timeline-live")
            ForEach(entries.indices.map { TimelineStep(index: $0) }) { step in
                let entry = entries[step.index]
                Button(label(entry.date, now: now) + Self.total(entry.values["total-caffeine"])) { widget.preview(step.index) }
                    .buttonStyle(widget.previewIndex == step.index ? .borderedProminent : .bordered)
                    .id("timeline-entry-\(step.index)")
            }
        }
        .focusSection()
    }

    /// "Now" for an entry already due, else its local time of day ("00:00").
    /// " · 190 mg" for an entry's total as the extension sent it; nothing for a number that is
    /// not a whole count of milligrams an `Int` holds (a broken extension's 1e19 trapped here).
    static func total(_ value: Double?) -> String {
        value.flatMap { Int(exactly: $0.rounded()) }.map { " · \($0) mg" } ?? ""
    }

    func label(_ date: Date, now: Date) -> String {
        guard date > now else { return strings.string("Now", locale: locale) }
        // English keeps the 24-hour "00:00" the timeline has always shown; another language
        // writes the time as its locale does ("오전 7:30", "7:30").
        guard locale.language.languageCode?.identifier == "en" else {
            let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: widget.calendar,
                                         timeZone: widget.calendar.timeZone)
            return date.formatted(style)
        }
        let c = widget.calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }
}

/// One step of the preview row.
struct TimelineStep: Identifiable {
    var index: Int
    var id: Int { index }
}
