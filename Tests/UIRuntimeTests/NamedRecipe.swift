/// A recipe of the named-grid tests: its view id is built from `id`, its focus value is `name`.
struct NamedRecipe: Identifiable, Equatable {
    let id: Int
    let name: String
}
