/// Node attribute keys of navigation.
public enum NavigationAttributes {
    /// On a pushed screen: the closure popping it (the runtime's Back).
    public enum PopKey: ViewAttributeKey { public typealias Value = () -> Void }
    /// On a pushed screen: the closure emptying its stack's path (the remote's Home button).
    public enum PopToRootKey: ViewAttributeKey { public typealias Value = () -> Void }
    /// On a screen: the title its stack shows above it (``View/navigationTitle(_:)-(Text)``).
    public enum TitleKey: ViewAttributeKey { public typealias Value = Text }
    /// On the node a stack resolves to: marks it, so a title inside a nested stack is not taken
    /// for the outer screen's.
    public enum StackKey: ViewAttributeKey { public typealias Value = Bool }
}
