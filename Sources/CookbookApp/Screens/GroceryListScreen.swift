import UICore

/// The grocery list (seed 001 "Controlling focus"): checklist toggles and name fields; focus
/// starts on the last, empty row (``GroceryListModel/draft``: shown, not saved until it has a
/// name); Return in a named field or the "+" button moves focus there.
struct GroceryListScreen: View {
    @Bindable var model: AppModel
    /// The item whose name field is being edited (the seed's `@FocusState var focusedItem`):
    /// nil while none is.
    @FocusState private var focusedItem: String?
    /// Whether "Done" holds focus: it stays enabled while it does, or moving up onto it from the
    /// field being edited (which ends the editing) would disable it under the focus.
    @FocusState(resting: false) private var doneFocused: Bool

    // A readable list column: about 1100 pt of the 1760 pt safe width (two 560 pt tvOS tiles, docs/design.md),
    // with the 24 pt control spacing and the 40 pt top inset every screen uses below the tab bar.
    static let columnWidth = 1100.0

    /// How strongly an obtained item's name shows: half, as Reminders dims a completed task
    /// (by eye; still readable from a sofa).
    static let obtainedOpacity = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            HStack {
                Text("Grocery List").font(.title2).accessibilityAddTraits(.isHeader)
                Spacer()
                // The seed's "Done": sets the focus state to nil, and is disabled while no item is
                // edited, unless it holds focus itself (reached from the field, by Up or Tab). It
                // also saves the edit at once and says so, so the press shows.
                Button("Done") {
                    focusedItem = nil
                    model.repository.commitAllPendingChanges()
                    model.toast("Grocery list saved")
                }
                    .disabled(focusedItem == nil && !doneFocused)
                    .focused($doneFocused)
                    .id("grocery-done")
                Button("+ New Item") { addItem() }.accessibilityLabel("New Item").id("grocery-add")
            }
            // Aligned with the rows' platters, which the list insets.
            .padding(.horizontal, List.contentInset)
            // Lazy: only rows near the visible region are built; the last row (default focus) always is.
            List(pinnedRows: [model.userData.grocery.items.count]) {
                ForEach(Bindable(model.grocery).items) { $item in
                    HStack(spacing: 24) {
                        Toggle("Obtained", isOn: $item.isObtained)
                            .toggleStyle(.checklist)
                            // Nothing to check off on the empty row until it names an item.
                            .disabled(item.id == model.grocery.draft.id)
                            // Which item it checks off: "Apples obtained, off, switch button".
                            .accessibilityLabel(item.name.isEmpty ? "New item obtained" : "\(item.name) obtained")
                            .id("\(item.id)-obtained")
                        TextField("Item Name", text: $item.name)
                            .focused($focusedItem, equals: item.id)
                            .onSubmit { submit(item.id) }
                            // An item already obtained is dimmed, as a checked reminder is.
                            .opacity(item.isObtained ? Self.obtainedOpacity : 1)
                            .id("\(item.id)-name")
                    }
                    .id(item.id)
                }
            }
            .id("grocery-list")
            // Rows scrolled up fade out over the list's top inset instead of being cut off in a
            // hard line under the header (tvOS lists fade content under a title).
            .overlay(alignment: .top) {
                Rectangle()
                    .fill(.linearGradient(Color.background, Color.background.opacity(0), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)))
                    .frame(height: List.contentInset)
                    // Decoration only: a click on the strip reaches the row under it.
                    .allowsHitTesting(false)
                    .id("grocery-list-top-fade")
            }
            .defaultFocus($focusedItem, model.grocery.draft.id)
        }
        .frame(maxWidth: Self.columnWidth, maxHeight: .infinity, alignment: .top)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
        // An item saving renumbered (another process took its number) keeps its field focused.
        .onChange(of: model.grocery.renumbered) { _, moved in
            if let focused = focusedItem, let now = moved[focused] { focusedItem = now }
        }
        // The empty row's number taken by an item another process saved (read back here): focus
        // in the empty row follows it to its new number instead of landing in that item's field.
        .onChange(of: model.grocery.draft.id) { old, new in
            if focusedItem == old, model.grocery.adoptedDraft != old { focusedItem = new }
        }
        // A name emptied and left: the item goes (an empty item is not kept).
        .onChange(of: focusedItem) { old, new in
            if let old, old != new { model.grocery.removeIfEmpty(old) }
        }
    }

    /// The seed's `addEmptyItem()`: focus moves into the empty row at the end, where the new
    /// item is typed (it is saved once it has a name, so pressing "+" again adds nothing).
    private func addItem() {
        focusedItem = model.grocery.draft.id
    }

    /// Return in an item's field: the seed moves to a new, empty item after it. An empty field
    /// adds nothing (Return again and again made rows of nothing, each saved and read as "New
    /// item obtained"); a named one moves focus to the empty row at the end.
    private func submit(_ id: String) {
        model.repository.commitAllPendingChanges()
        guard let item = model.userData.grocery.items.first(where: { $0.id == id }),
              !item.name.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        addItem()
    }
}
