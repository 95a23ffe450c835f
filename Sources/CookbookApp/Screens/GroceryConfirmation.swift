/// The grocery confirmation the root view presents (`sheet(item:)`): the recipe whose
/// ingredients were just added to the list.
struct GroceryConfirmation: Identifiable, Hashable {
    /// The recipe's slug.
    let recipe: String
    var id: String { recipe }
}
