extension CaseIterable where Self: Equatable {
    /// The case after this one, round to the first after the last: how a Settings row that
    /// steps through its choices (crown sensitivity, language, text size) moves on.
    var next: Self {
        let all = Array(Self.allCases)
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
