import UICore

/// The recipes' ratings: each recipe's, setting one (saved, and traced as the rating picker's
/// `value`), and the rating of the recipe the detail screen shows, which its picker binds.
public final class RatingsModel: ObservableModel {
    private let repository: UserDataRepository
    private let navigation: Navigation

    init(repository: UserDataRepository, navigation: Navigation) {
        (self.repository, self.navigation) = (repository, navigation)
    }

    /// A recipe's rating (nil: none).
    public subscript(slug: String) -> Rating? { repository.userData.ratings[slug] }

    /// Rates a recipe (nil: takes its rating away), saved and traced as the picker's `value`.
    public func set(_ rating: Rating?, for slug: String) {
        guard repository.userData.ratings[slug] != rating else { return }
        repository.change("rating \(slug)") { $0.ratings[slug] = rating }
        repository.emit(.value(id: "rating-picker", value: .string(orNull: rating?.name)))
    }

    /// The rating of the recipe the detail screen shows
    /// (`RatingPicker(rating: Bindable(model.ratings).detail)`): set, it is saved and traced.
    public var detail: Rating? {
        get { self[navigation.detailRecipe] }
        set { set(newValue, for: navigation.detailRecipe) }
    }
}
