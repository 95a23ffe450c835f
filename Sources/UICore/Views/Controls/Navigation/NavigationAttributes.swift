/// Node attribute keys of navigation.
public enum NavigationAttributes {
    /// On a pushed screen: the closure popping it (the runtime's Back).
    public enum PopKey: ViewAttributeKey { public typealias Value = () -> Void }
    /// On a pushed screen: the closure emptying its stack's path (the remote's Home button).
    public enum PopToRootKey: ViewAttributeKey { public typealias Value = () -> Void }
}
