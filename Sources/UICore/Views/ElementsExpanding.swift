/// A view standing for several views that a ``TabView`` or a ``Picker`` reads one by one (a
/// `ForEach`): its tabs, its options.
protocol ElementsExpanding {
    /// The views it stands for with their elements' identities, in order (a picker's options
    /// are tagged with them when they carry no tag of their own, as in SwiftUI).
    var elementViews: [(id: AnyHashable, view: any View)] { get }
}

extension ForEach: ElementsExpanding {
    var elementViews: [(id: AnyHashable, view: any View)] { data.map { (AnyHashable(id($0)), content($0)) } }
}
