import UICore

extension RecipeArt {
    /// The sandwich pictures.
    static func sandwich(_ slug: String) -> [ArtShape]? {
        switch slug {
        case "blt":
            return sandwich(bread: P.toast, fillings: [(P.tomato, 0.07), (P.bacon, 0.06), (P.leaf, 0.06)])
        case "grilled-cheese":
            // Golden toast with cheese melting out of the sides.
            return plate(0.76) + [.rounded(0.5, 0.62, 0.66, 0.1, 0.04, P.toast, P.crustDark), .capsule(0.5, 0.55, 0.72, 0.07, P.cheese),
                                  .capsule(0.24, 0.6, 0.05, 0.1, P.cheese), .rounded(0.5, 0.47, 0.66, 0.12, 0.04, P.crust, P.toast)]
        case "club-sandwich":
            // A tall triple-decker with a cocktail pick.
            return [.capsule(0.5, 0.14, 0.012, 0.26, P.walnut), .circle(0.5, 0.06, 0.05, P.strawberry)]
                + sandwich(bread: P.bread, fillings: [(P.ham, 0.06), (P.leaf, 0.05), (P.bread, 0.07), (P.tomato, 0.06), (P.cheese, 0.05)], width: 0.6)
        case "reuben":
            // Dark rye with corned beef, sauerkraut and Swiss cheese.
            return sandwich(bread: P.rye, fillings: [(P.beef.mix(P.ham, 0.5), 0.1), (P.mayo, 0.05), (P.cheese.mix(.white, 0.5), 0.06)])
        case "croque-monsieur":
            // Ham and cheese under a browned béchamel.
            return plate(0.76) + [.rounded(0.5, 0.62, 0.64, 0.1, 0.03, P.bread), .capsule(0.5, 0.56, 0.68, 0.05, P.ham),
                                  .rounded(0.5, 0.49, 0.64, 0.1, 0.03, P.bread), .rounded(0.5, 0.42, 0.66, 0.08, 0.04, P.bechamel, P.toast)]
                + dots(6, cx: 0.5, cy: 0.41, rx: 0.26, ry: 0.02, d: 0.035, P.crustDark)
        case "banh-mi":
            // A baguette split with pickled carrot, cucumber and coriander.
            return [.capsule(0.5, 0.58, 0.88, 0.24, P.crust, P.crustDark, rotation: -8), .capsule(0.5, 0.49, 0.76, 0.06, P.carrot, rotation: -8),
                    .capsule(0.5, 0.46, 0.72, 0.04, P.cucumber, rotation: -8), .capsule(0.5, 0.43, 0.7, 0.04, P.herb, rotation: -8)]
                + slashes()
        case "cuban-sandwich":
            // Pressed flat and cut on the diagonal.
            return plate(0.74) + [.rounded(0.36, 0.54, 0.36, 0.2, 0.03, P.bread, P.toast, rotation: -10),
                                  .capsule(0.36, 0.54, 0.36, 0.03, P.ham, rotation: -10),
                                  .rounded(0.64, 0.52, 0.36, 0.2, 0.03, P.bread, P.toast, rotation: 10),
                                  .capsule(0.64, 0.52, 0.36, 0.03, P.cheese, rotation: 10), .capsule(0.64, 0.47, 0.1, 0.03, P.pickleGreen, rotation: 10)]
        case "philly-cheesesteak":
            // A hoagie roll piled with steak, peppers and cheese.
            return [.capsule(0.5, 0.6, 0.84, 0.22, P.bread, P.toast), .capsule(0.5, 0.5, 0.74, 0.1, P.beef)]
                + dots(6, cx: 0.5, cy: 0.48, rx: 0.3, ry: 0.03, d: 0.05, P.pepper, phase: 0.5) + [.capsule(0.5, 0.46, 0.6, 0.04, P.cheese)]
        case "falafel-wrap":
            // A wrap cut open: falafel balls and salad inside.
            return [.capsule(0.52, 0.54, 0.7, 0.34, P.tortilla, P.toast, rotation: -20), .circle(0.3, 0.44, 0.3, P.tortilla.mix(.white, 0.3)),
                    .circle(0.26, 0.42, 0.1, P.walnut), .circle(0.36, 0.46, 0.09, P.walnut.mix(.black, 0.2)), .circle(0.3, 0.36, 0.08, P.leaf),
                    .circle(0.38, 0.38, 0.06, P.tomato)]
        case "chicken-burrito":
            // A burrito half in foil.
            return [.capsule(0.5, 0.5, 0.72, 0.34, P.tortilla, P.toast, rotation: -30), .rounded(0.6, 0.57, 0.42, 0.3, 0.06, P.foil, P.plateRim, rotation: -30),
                    .circle(0.32, 0.36, 0.2, P.mayo), .circle(0.3, 0.35, 0.08, P.carrot.mix(P.cheese, 0.5)), .circle(0.36, 0.39, 0.06, P.leaf)]
        case "egg-salad-sandwich":
            // Soft bread with creamy yellow egg salad and chives.
            return sandwich(bread: P.bread.mix(.white, 0.3), fillings: [(P.yolk.mix(P.mayo, 0.5), 0.14)])
                + dots(5, cx: 0.5, cy: 0.56, rx: 0.28, ry: 0.02, d: 0.025, P.herb)
        default:
            return nil
        }
    }

    /// The baguette's score marks.
    static func slashes() -> [ArtShape] {
        var s: [ArtShape] = []
        for i in 0..<4 {
            let x: Double = 0.26 + Double(i) * 0.16, y: Double = 0.58 - Double(i) * 0.022
            s.append(.capsule(x, y, 0.08, 0.02, P.crustDark, rotation: -40))
        }
        return s
    }
}
