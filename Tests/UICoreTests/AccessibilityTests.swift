import Testing
import UICore

/// The accessibility modifiers and the defaults SwiftUI derives: a button reads its
/// text, a toggle "on"/"off", a field its text, an image without a label nothing, and a label
/// given to a padded control lands on the control.
@Suite struct AccessibilityTests {
    /// The first node (depth-first) that is an accessibility element.
    static func element(_ view: some View) -> Node? {
        let root = ResolveContext().resolve(view)
        var found: Node?
        root.visit { n in
            guard found == nil else { return false }
            if n.isAccessibilityElement { found = n; return false }
            return true
        }
        return found
    }

    static func spoken(_ view: some View) -> String? {
        element(view).flatMap(AccessibilityElement.init(node:))?.spokenDescription
    }

    @Test func aTabReadsAsATabAndASearchFieldAsASearchField() {
        #expect(Self.spoken(Button("Favorites") {}.accessibilityAddTraits(.isTab)) == "Favorites, tab")
        #expect(Self.spoken(Button("Recipes") {}.accessibilityAddTraits([.isTab, .isSelected])) == "Recipes, selected, tab")
    }

    @Test func aButtonReadsItsTextAsItsLabel() {
        #expect(Self.spoken(Button("Add to Grocery List") {}) == "Add to Grocery List, button")
    }

    @Test func aFocusableStackJoinsItsTexts() {
        let tile = VStack { Text("Tiramisu"); Text("30 minutes") }.onTapGesture {}.focusable()
        #expect(Self.spoken(tile) == "Tiramisu, 30 minutes, button")
    }

    @Test func aToggleReadsOnOrOffAsItsValue() {
        var on = false
        let binding = Binding(get: { on }, set: { on = $0 })
        #expect(Self.spoken(Toggle("Reduce Motion", isOn: binding)) == "Reduce Motion, off, switch button")
        on = true
        #expect(Self.spoken(Toggle("Reduce Motion", isOn: binding)) == "Reduce Motion, on, switch button")
    }

    @Test func aTextFieldReadsItsPlaceholderAndItsText() {
        var text = ""
        let binding = Binding(get: { text }, set: { text = $0 })
        #expect(Self.spoken(TextField("Item Name", text: binding)) == "Item Name, text field")
        text = "Milk"
        #expect(Self.spoken(TextField("Item Name", text: binding)) == "Item Name, Milk, text field")
    }

    @Test func anImageWithoutALabelIsHiddenAndOneWithALabelIsAnImage() {
        let bare = ResolveContext().resolve(Image("logo"))
        #expect(AccessibilityElement(node: bare) == nil)
        let labelled = ResolveContext().resolve(Image("logo").accessibilityLabel("FocusCookbook"))
        #expect(AccessibilityElement(node: labelled)?.spokenDescription == "FocusCookbook, image")
        // Inside a button, an unlabelled image says nothing: the button reads its text alone.
        let button = Button(action: {}) { HStack { Image("heart"); Text("Favorite") } }
        #expect(Self.spoken(button) == "Favorite, button")
    }

    @Test func aLabelOnAPaddedControlLandsOnTheControl() {
        let view = Button("❯") {}.id("next").padding(20).accessibilityLabel("Next palette")
        let node = Self.element(view)
        #expect(node?.id == "next")
        #expect(node.flatMap(AccessibilityElement.init(node:))?.spokenDescription == "Next palette, button")
    }

    @Test func valueHintAndTraitsAreReadAsDeclared() {
        let picker = HStack { Text("😐"); Text("😋") }
            .focusable(interactions: .activate)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("yummy")
            .accessibilityAddTraits(.isAdjustable)
            .accessibilityHint("Press left or right to change the rating")
            .accessibilityAction(named: "Clear") {}
        let element = Self.element(picker).flatMap(AccessibilityElement.init(node:))
        #expect(element?.spokenDescription == "Rating, yummy, adjustable")
        #expect(element?.hint == "Press left or right to change the rating")
        #expect(element?.actionNames == ["Clear"])
    }

    @Test func removedTraitsAndAnEmptyValueAreNotRead() {
        let row = Text("Dessert").onTapGesture {}.accessibilityRemoveTraits(.isButton).accessibilityValue("")
            .accessibilityAddTraits([.isSelected, .isHeader])
        #expect(Self.spoken(row) == "Dessert, selected, heading")
    }

    @Test func combineJoinsChildrenAndHiddenChildrenSayNothing() {
        let card = VStack {
            Text("♥").accessibilityHidden(true)
            Text("Baklava")
            Text("1 h 15 min")
        }
        .accessibilityElement(children: .combine)
        #expect(Self.spoken(card) == "Baklava, 1 h 15 min")
        // Hidden from readers altogether: no description at all.
        let hidden = ResolveContext().resolve(Button("Secret") {}.accessibilityHidden(true))
        #expect(AccessibilityElement(node: hidden) == nil)
    }

    @Test func containIsNotAnElementAndASheetsStaticTextsSkipItsControls() {
        let root = ResolveContext().resolve(VStack {
            Text("Quit FocusCookbook?")
            Text("Your data is saved.")
            Button("Yes") {}
            Button("No") {}
        }.accessibilityElement(children: .contain))
        #expect(!root.isAccessibilityElement)
        #expect(AccessibilityElement.staticTexts(inside: root) == ["Quit FocusCookbook?", "Your data is saved."])
    }

    @Test func aToggleSwitchIsOneRoleAndSelectionIsRead() {
        let element = AccessibilityElement(label: "Favorite", value: "on", traits: [.isToggle, .isButton, .isSelected])
        #expect(element.spokenDescription == "Favorite, on, selected, switch button")
    }
}
