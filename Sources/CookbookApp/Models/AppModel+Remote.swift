import Foundation

extension AppModel {
    /// The remote's Home: the first tab at its root — a pushed recipe closed, the quit question
    /// answered No — with focus on its default (``RuntimeRequest/home``).
    public func goHome() {
        asksToQuit = false
        if screen != Screen.tabs[0] { show(Screen.tabs[0]) }
        gallery.stopSlideshow()
        request(.home)
    }

    /// Play/Pause on a recipe: spoken feedback reads its name, time, summary and ingredients;
    /// with spoken feedback off the footer says how to hear it.
    public func readAloud(_ slug: String) {
        guard let recipe = catalog.recipe(slug) else { return }
        guard settings.spokenFeedback else {
            lastMessage = localized("Turn on Spoken Feedback in Settings to hear \(recipe.name) read aloud")
            return
        }
        said(localized("\(recipe.name). \(recipe.spokenDuration(localized)), serves \(recipe.servings). \(recipe.summary) Ingredients: \(recipe.ingredients.joined(separator: ", ")).") )
    }
}
