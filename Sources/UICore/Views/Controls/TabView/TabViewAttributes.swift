/// Node attribute keys of ``TabView``s.
public enum TabViewAttributes {
    /// On a tab's screen: what Back (Menu, Escape) does while focus is inside it and no
    /// `onExitCommand`, sheet or navigation stack took it — focus the selected tab.
    public enum ReturnToBarKey: ViewAttributeKey { public typealias Value = () -> Void }
}
