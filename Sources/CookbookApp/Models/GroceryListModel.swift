import Foundation
import UICore

/// The grocery list's items and their editing, on the app's user data: adding items and a
/// recipe's ingredients, renaming (saved after a short debounce), checking off, removing an
/// emptied item, and the empty row at the end where the next item is typed.
///
/// Each change is saved and traced through the app model's repository, as every user data
/// change is; what cannot be done (no item number left, a name cut to its limit) is said in
/// the footer.
public final class GroceryListModel: ObservableModel {
    private let context: FeatureContext

    init(_ context: FeatureContext) {
        self.context = context
        context.repository.didRenumber = { [weak self] moved in self?.renumbered = moved }
        // Empty items an older release saved (its example list ended with one) are not kept:
        // the list's own empty row takes their place.
        let empty = Set(context.userData.grocery.items.filter { $0.name.trimmingCharacters(in: .whitespaces).isEmpty }.map(\.id))
        if !empty.isEmpty { context.change("grocery remove empty items") { $0.grocery.items.removeAll { empty.contains($0.id) } } }
    }

    /// The grocery items saving last renumbered (another process had taken their numbers), old
    /// id → new id: the grocery list keeps the field being edited focused through it.
    @Observed public private(set) var renumbered: [String: String] = [:]

    /// Adds a recipe's ingredients to the grocery list (skipping ones already there).
    public func addIngredients(of slug: String) {
        guard let recipe = context.catalog.recipe(slug) else { return }
        var missing = 0
        context.change("grocery add \(slug)") { data in
            let existing = Set(data.grocery.items.map { $0.name.lowercased() })
            // Keep a trailing empty row last, as the seed's list does.
            let emptyTail = data.grocery.items.last.map { $0.name.isEmpty } ?? false
            let tail = emptyTail ? data.grocery.items.removeLast() : nil
            for ingredient in recipe.ingredients where !existing.contains(ingredient.lowercased()) {
                if data.grocery.addItem(name: ingredient) == nil { missing += 1 }
            }
            if let tail { data.grocery.items.append(tail) }
        }
        // Never "Added" for ingredients that could not be (the row numbers are used up).
        context.say(missing == 0 ? "Added \(recipe.name) to the grocery list"
            : "The grocery list has run out of item numbers: \(missing) of \(recipe.name)'s ingredients were not added")
    }

    /// Appends an item named `name`, saved at once, and returns its id (nil when no number is
    /// left, with a message; nil for an empty name, as an empty item is not kept — the list's
    /// empty row, ``draft``, is where one is typed).
    @discardableResult
    public func add(named name: String) -> String? {
        let (clamped, cut) = BoundedName.clamped(name)
        if cut { context.say("Grocery names are limited to \(UserDataLimits.groceryNameLength) characters") }
        guard !clamped.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        var added: String?
        context.change("grocery new item") { added = $0.grocery.addItem(name: clamped)?.id }
        guard let added else {
            context.say("The grocery list has run out of item numbers")
            return nil
        }
        // Saving may have renumbered it (another process took its number); other processes'
        // new items may follow it in the list read back.
        return context.repository.renumbered[added] ?? added
    }

    /// Renames a grocery item (every keystroke); saved after a short debounce or when the field
    /// loses focus. Names beyond ``BoundedName``'s limits (characters, bytes, scalars, combining
    /// marks on one character) are cut there, with a message.
    public func setName(_ id: String, _ newName: String) {
        let (name, cut) = BoundedName.clamped(newName)
        if cut { context.say("Grocery names are limited to \(UserDataLimits.groceryNameLength) characters") }
        if id == draft.id, !context.userData.grocery.items.contains(where: { $0.id == id }) {
            // The first character typed into the empty row makes it an item, saved as a name
            // is (after the debounce); the next empty row follows it.
            guard !name.isEmpty else { return }
            var added = false
            context.change("grocery name \(id)", debounced: true) { added = $0.grocery.addItem(name: name) != nil }
            if added { adoptedDraft = id }
            if added { context.emit(.value(id: "\(id)-name", value: .string(name))) } else { context.say("The grocery list has run out of item numbers") }
            return
        }
        guard let i = context.userData.grocery.items.firstIndex(where: { $0.id == id }), context.userData.grocery.items[i].name != name else { return }
        context.change("grocery name \(id)", debounced: true) { $0.grocery.items[i].name = name }
        context.emit(.value(id: "\(id)-name", value: .string(name)))
    }

    /// The grocery list's items, editable through bindings (`ForEach(Bindable(model.grocery).items)`):
    /// writing the list renames and checks off the items whose name or flag changed, as
    /// ``setName(_:_:)`` and ``setObtained(_:_:)`` do (saved, traced). Items are added and
    /// removed through their own methods; a written list that adds or drops one changes nothing else.
    public var items: [GroceryList.Item] {
        get { context.userData.grocery.items + [draft] }
        set {
            let old = Dictionary(context.userData.grocery.items.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let draft = draft.id
            for item in newValue {
                // A name typed into the empty row makes it an item.
                if item.id == draft, old[draft] == nil, !item.name.isEmpty { setName(draft, item.name); continue }
                guard let was = old[item.id] else { continue }
                if was.name != item.name { setName(item.id, item.name) }
                if was.isObtained != item.isObtained { setObtained(item.id, item.isObtained) }
            }
        }
    }

    /// The empty row at the end of the grocery list, where the next item is typed (the list
    /// opens on it: the seed's default focus on its last, empty item). It is shown, never
    /// saved: an item exists once it has a name (``setName(_:_:)``), so Return or "+ New
    /// Item" pressed again and again adds no rows of nothing. Its id is the next row number's.
    public var draft: GroceryList.Item {
        GroceryList.Item(id: GroceryList.itemID(context.userData.grocery.nextNumber), name: "", isObtained: false)
    }

    /// The empty row's id when it last became an item by typing into it here: the list tells
    /// that (focus stays in the field typed into) from the row's number being taken by another
    /// process's item (focus follows the empty row to its new number).
    @Observed public private(set) var adoptedDraft: String?

    /// Removes a saved item whose name was emptied, once its field is left: an empty item is
    /// not kept (the empty row at the end is where a new one is typed).
    public func removeIfEmpty(_ id: String) {
        guard let i = context.userData.grocery.items.firstIndex(where: { $0.id == id }),
              context.userData.grocery.items[i].name.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        context.repository.commitAllPendingChanges()
        guard let j = context.userData.grocery.items.firstIndex(where: { $0.id == id }) else { return }
        context.change("grocery remove \(id)") { $0.grocery.items.remove(at: j) }
    }

    public func setObtained(_ id: String, _ on: Bool) {
        guard let i = context.userData.grocery.items.firstIndex(where: { $0.id == id }) else { return }
        context.change("grocery obtained \(id)") { $0.grocery.items[i].isObtained = on }
        context.emit(.value(id: "\(id)-obtained", value: .bool(on)))
    }
}
