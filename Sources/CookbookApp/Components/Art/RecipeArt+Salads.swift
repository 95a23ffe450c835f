import UICore

extension RecipeArt {
    /// The salad pictures: bowls and plates of leaves with their toppings.
    static func salad(_ slug: String) -> [ArtShape]? {
        var leaves: [ArtShape] = []
        for i in 0..<7 {
            let x: Double = 0.24 + Double(i) * 0.085, y: Double = 0.44 - Double(i % 2) * 0.05
            leaves.append(.capsule(x, y, 0.1, 0.22, i % 2 == 0 ? P.leaf : P.leafDark, rotation: Double(i - 3) * 14))
        }
        switch slug {
        case "caesar-salad":
            return leaves + bowl(P.plate) + [.rect(0.36, 0.46, 0.08, 0.08, P.toast, rotation: 10), .rect(0.6, 0.44, 0.08, 0.08, P.toast, rotation: -8),
                                             .capsule(0.48, 0.42, 0.16, 0.04, P.cheese.mix(.white, 0.5))]
        case "greek-salad":
            return leaves + bowl(P.blueberry.mix(.white, 0.5)) + [.rect(0.4, 0.44, 0.1, 0.1, P.white, rotation: 8), .circle(0.56, 0.42, 0.09, P.tomato),
                                                                  .circle(0.66, 0.46, 0.06, P.olive), .circle(0.3, 0.46, 0.06, P.olive)]
        case "caprese-salad":
            // Alternating tomato and mozzarella with basil, on a plate.
            return plate(0.7) + (0..<5).map { i in
                .circle(0.26 + Double(i) * 0.12, 0.56, 0.2, i % 2 == 0 ? P.tomato : P.white)
            } + [.capsule(0.38, 0.46, 0.08, 0.12, P.herb, rotation: 30), .capsule(0.62, 0.46, 0.08, 0.12, P.herb, rotation: -30)]
        case "cobb-salad":
            // Rows of toppings across the bowl.
            return bowl(P.plate) + [.capsule(0.5, 0.5, 0.76, 0.1, P.leaf)]
                + [(0.24, P.yolk), (0.37, P.bacon), (0.5, P.avocado), (0.63, P.tomato), (0.76, P.cheese)].map { c in
                    ArtShape.rounded(c.0, 0.44, 0.11, 0.1, 0.02, c.1)
                }
        case "nicoise-salad":
            return leaves + bowl(P.plate) + [.capsule(0.36, 0.44, 0.18, 0.1, P.fish), .circle(0.58, 0.44, 0.12, P.white),
                                             .circle(0.58, 0.44, 0.06, P.yolk), .capsule(0.7, 0.42, 0.03, 0.14, P.pepper, rotation: 30),
                                             .circle(0.46, 0.4, 0.05, P.olive)]
        case "waldorf-salad":
            return bowl(P.white) + [.circle(0.5, 0.44, 0.5, P.mayo)]
                + [(0.38, 0.42), (0.55, 0.38), (0.62, 0.47)].map { p in ArtShape.rect(p.0, p.1, 0.09, 0.09, P.apple, rotation: 20) }
                + [(0.45, 0.36), (0.5, 0.47)].map { p in ArtShape.rounded(p.0, p.1, 0.1, 0.07, 0.03, P.walnut) }
                + [.capsule(0.3, 0.46, 0.03, 0.12, P.cucumber, rotation: 40)]
        case "tabbouleh":
            // A mound of parsley and bulgur speckled with tomato.
            return bowl(P.foil) + [.capsule(0.5, 0.44, 0.7, 0.22, P.herb, P.leafDark)]
                + dots(14, cx: 0.5, cy: 0.44, rx: 0.3, ry: 0.08, d: 0.035, P.tomato)
                + dots(10, cx: 0.5, cy: 0.44, rx: 0.28, ry: 0.07, d: 0.03, P.custard, phase: 1.3)
        case "panzanella":
            return bowl(P.toast.mix(.white, 0.4)) + [(0.32, 0.42), (0.46, 0.38), (0.6, 0.44), (0.4, 0.47)].map { p in
                ArtShape.rounded(p.0, p.1, 0.12, 0.11, 0.03, P.bread, P.toast, rotation: p.0 * 60)
            } + [.circle(0.68, 0.4, 0.1, P.tomato), .circle(0.54, 0.46, 0.08, P.tomato), .capsule(0.5, 0.34, 0.06, 0.1, P.herb, rotation: 30)]
        case "cucumber-salad":
            // Overlapping cucumber rounds with dill.
            return plate(0.72) + dots(7, cx: 0.5, cy: 0.54, rx: 0.24, ry: 0.1, d: 0.2, P.cucumber.mix(.black, 0.25)).flatMap { o in
                [o, ArtShape.circle(o.x, o.y, o.w * 0.8, P.cucumber.mix(.white, 0.45))]
            } + [.capsule(0.5, 0.5, 0.03, 0.12, P.herb, rotation: 45)]
        case "coleslaw":
            // Shredded cabbage and carrot.
            var s = bowl(P.white)
            let shreds: [Color] = [P.carrot, P.cabbage, P.mayo]
            for i in 0..<12 {
                let x: Double = 0.26 + Double(i % 6) * 0.095, y: Double = 0.4 + Double(i / 6) * 0.07
                s.append(.capsule(x, y, 0.16, 0.025, shreds[i % 3], rotation: Double(i * 37 % 90) - 45))
            }
            return s
        case "avocado-salad":
            // Two avocado halves, one with its stone, over leaves.
            return leaves + bowl(P.plate) + [.rounded(0.38, 0.42, 0.22, 0.28, 0.1, P.leafDark, rotation: -20),
                                             .rounded(0.38, 0.42, 0.17, 0.23, 0.08, P.avocado, rotation: -20),
                                             .circle(0.39, 0.46, 0.1, P.pit), .rounded(0.62, 0.42, 0.22, 0.28, 0.1, P.leafDark, rotation: 20),
                                             .rounded(0.62, 0.42, 0.17, 0.23, 0.08, P.avocado, rotation: 20)]
        default:
            return nil
        }
    }
}
