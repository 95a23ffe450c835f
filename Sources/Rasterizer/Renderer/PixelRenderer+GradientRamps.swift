extension PixelRenderer {
    /// Gradient tables kept: every gradient a few screens show (the recipe grid's 44 recipes
    /// each have their own; a fade makes one a step at the opacities it passes through), at
    /// 4 KB a table (our estimate, not measured).
    static let gradientRampCapacity = 128

    /// The colour table of a gradient `key` names, kept from the last time it was drawn or made
    /// now (``GradientRamp``).
    func gradientRamp(_ key: GradientRamp.Key) -> GradientRamp {
        if let kept = gradientRamps[key] { return kept }
        let made = GradientRamp(from: key.from, to: key.to, opacity: key.opacity)
        gradientRamps.insert(made, for: key, cost: made.byteCount)
        return made
    }
}
