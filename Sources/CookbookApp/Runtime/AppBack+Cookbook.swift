import UIRuntime

extension AppBack {
    /// Back sent focus up from a screen to the tab bar (`tab-bar`).
    static let tabBar = AppBack("tab-bar")
    /// Back on the tab bar asked "Quit FocusCookbook?" (`quit-confirmation`).
    static let quitConfirmation = AppBack("quit-confirmation")
}
