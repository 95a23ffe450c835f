import UICore

extension RecipeArt {
    /// The pancake pictures.
    static func pancake(_ slug: String) -> [ArtShape]? {
        switch slug {
        case "buttermilk-pancakes":
            // A tall stack, butter melting, syrup running down.
            return plate(0.76) + stack(5) + [.rounded(0.5, 0.3, 0.14, 0.08, 0.02, P.butter),
                                             .capsule(0.5, 0.35, 0.5, 0.05, P.syrup), .capsule(0.72, 0.45, 0.04, 0.14, P.syrup)]
        case "blueberry-pancakes":
            return plate(0.76) + stack(4) + dots(9, cx: 0.5, cy: 0.4, rx: 0.22, ry: 0.05, d: 0.07, P.blueberry)
                + [.circle(0.22, 0.68, 0.07, P.blueberry), .circle(0.78, 0.7, 0.06, P.blueberry)]
        case "french-crepes":
            // Folded crêpes fanned on a plate with a dusting of sugar.
            return plate(0.7) + [.rounded(0.38, 0.52, 0.36, 0.2, 0.1, P.custard, P.pancake, rotation: -18),
                                 .rounded(0.6, 0.5, 0.36, 0.2, 0.1, P.custard, P.pancake, rotation: 14),
                                 .circle(0.5, 0.42, 0.08, P.strawberry), .circle(0.6, 0.4, 0.06, P.white)]
        case "dutch-baby":
            // A puffed pancake in a cast-iron pan with a handle.
            return [.capsule(0.86, 0.56, 0.26, 0.06, P.olive, rotation: -8), .capsule(0.46, 0.56, 0.72, 0.3, P.olive),
                    .capsule(0.46, 0.52, 0.64, 0.24, P.crust, P.crustDark), .capsule(0.46, 0.52, 0.4, 0.12, P.custard),
                    .circle(0.4, 0.5, 0.06, P.strawberry), .circle(0.52, 0.52, 0.05, P.blueberry)]
        case "japanese-souffle-pancakes":
            // Three tall wobbly soufflés.
            return plate(0.76) + [(0.3, 0.56), (0.7, 0.56), (0.5, 0.5)].flatMap { p in
                [ArtShape.rounded(p.0, p.1, 0.3, 0.3, 0.12, P.custard, P.pancakeTop), .capsule(p.0, p.1 - 0.12, 0.26, 0.06, P.pancakeTop)]
            } + [.rounded(0.5, 0.34, 0.1, 0.06, 0.02, P.butter)]
        case "belgian-waffles":
            // A waffle grid with a scoop of cream.
            return plate() + [.rounded(0.5, 0.52, 0.56, 0.4, 0.06, P.crust, P.crustDark)]
                + (0..<4).flatMap { r in (0..<4).map { c in
                    ArtShape.rounded(0.32 + Double(c) * 0.12, 0.38 + Double(r) * 0.095, 0.08, 0.065, 0.01, P.crustDark)
                } } + [.circle(0.62, 0.36, 0.16, P.white), .circle(0.66, 0.3, 0.06, P.strawberry)]
        case "banana-pancakes":
            return plate(0.76) + stack(3) + [(0.38, 0.46), (0.5, 0.43), (0.62, 0.46)].flatMap { p in
                [ArtShape.circle(p.0, p.1, 0.12, P.banana), .circle(p.0, p.1, 0.04, P.custard)]
            } + [.capsule(0.5, 0.52, 0.5, 0.03, P.honey)]
        case "chocolate-chip-pancakes":
            return plate(0.76) + stack(4, P.pancake.mix(P.cocoa, 0.15))
                + dots(8, cx: 0.5, cy: 0.42, rx: 0.22, ry: 0.05, d: 0.05, P.chocolate, phase: 1)
                + [.capsule(0.5, 0.38, 0.3, 0.04, P.chocolate)]
        case "potato-latkes":
            // Crisp golden fritters with a dollop of sour cream.
            return plate() + [(0.32, 0.56, 0.3), (0.64, 0.58, 0.28), (0.48, 0.46, 0.3)].map { c in
                ArtShape.rounded(c.0, c.1, c.2, c.2 * 0.7, 0.1, P.potato, P.toast, rotation: c.0 * 40)
            } + [.circle(0.5, 0.4, 0.1, P.white), .circle(0.52, 0.38, 0.03, P.herb)]
        case "korean-pajeon":
            // A square-cut savoury pancake with green onions.
            return plate() + [.rounded(0.5, 0.52, 0.6, 0.36, 0.08, P.pancake, P.toast)]
                + (0..<5).map { i in .capsule(0.3 + Double(i) * 0.1, 0.52, 0.03, 0.3, P.onion, rotation: 20) }
                + [.rounded(0.8, 0.34, 0.12, 0.1, 0.03, P.sauce)]
        case "okonomiyaki":
            // A round pancake under zig-zags of sauce and mayo, bonito flakes.
            return plate() + [.circle(0.5, 0.5, 0.54, P.pancake, P.toast), .circle(0.5, 0.5, 0.46, P.sauce)]
                + (0..<4).map { i in .capsule(0.5, 0.38 + Double(i) * 0.08, 0.4, 0.025, P.mayo, rotation: i % 2 == 0 ? 12 : -12) }
                + dots(7, cx: 0.5, cy: 0.5, rx: 0.16, ry: 0.16, d: 0.04, P.herb, phase: 2)
        default:
            return nil
        }
    }
}
