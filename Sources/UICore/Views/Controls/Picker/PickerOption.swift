/// One choice of a ``Picker``: the value choosing it selects, and what shows it.
struct PickerOption {
    var value: AnyHashable
    var label: any View

    /// The options `views` declare: views tagged with `tag(_:)`, directly or from a `ForEach`,
    /// whose elements' identities tag the views that carry no tag (SwiftUI's implicit tags).
    static func options(in views: [any View], implicitTag: AnyHashable? = nil) -> [PickerOption] {
        var out: [PickerOption] = []
        for view in views {
            if let tagged = view as? TagReading {
                out.append(PickerOption(value: tagged.tagValue, label: tagged.taggedContent))
            } else if let group = view as? ViewGroup {
                let inner = options(in: group.views, implicitTag: implicitTag)
                if inner.isEmpty, let implicitTag, !group.views.isEmpty {
                    out.append(PickerOption(value: implicitTag, label: group))
                } else {
                    out += inner
                }
            } else if let many = view as? ElementsExpanding {
                for (id, element) in many.elementViews { out += options(in: [element], implicitTag: id) }
            } else if let implicitTag {
                out.append(PickerOption(value: implicitTag, label: view))
            }
        }
        return out
    }
}
