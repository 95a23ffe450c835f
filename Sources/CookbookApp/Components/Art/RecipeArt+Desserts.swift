import Foundation
import UICore

extension RecipeArt {
    /// The dessert pictures.
    static func dessert(_ slug: String) -> [ArtShape]? {
        switch slug {
        case "apple-pie":
            // A lattice pie in its tin.
            var s: [ArtShape] = [.capsule(0.5, 0.64, 0.84, 0.24, P.plateRim, P.foil), .capsule(0.5, 0.55, 0.8, 0.28, P.crust, P.crustDark)]
            let strip = P.crustDark.mix(P.crust, 0.4)
            for i in 0..<4 { s.append(.capsule(0.26 + Double(i) * 0.16, 0.54, 0.06, 0.22, strip)) }
            for i in 0..<2 { s.append(.capsule(0.5, 0.49 + Double(i) * 0.1, 0.66, 0.05, strip)) }
            s.append(.capsule(0.42, 0.3, 0.05, 0.12, Color.white.opacity(0.35), rotation: -15))
            s.append(.capsule(0.56, 0.27, 0.05, 0.14, Color.white.opacity(0.3), rotation: 12))
            return s
        case "baklava":
            // Diamonds of layered pastry with pistachio, honey drizzled.
            return plate() + [(0.34, 0.5), (0.5, 0.46), (0.66, 0.5), (0.5, 0.58)].flatMap { p in
                [ArtShape.rounded(p.0, p.1, 0.2, 0.2, 0.02, P.honey, P.crustDark, rotation: 45),
                 .rounded(p.0, p.1, 0.12, 0.12, 0.02, P.crust, rotation: 45), .circle(p.0, p.1, 0.05, P.pistachio)]
            }
        case "creme-brulee":
            // A ramekin with a caramelised top and a crack of sugar.
            return plate(0.74) + [.rounded(0.5, 0.6, 0.62, 0.22, 0.04, P.white, P.plateRim),
                                  .capsule(0.5, 0.5, 0.62, 0.14, P.caramel, P.custard),
                                  .capsule(0.44, 0.49, 0.18, 0.025, P.custard, rotation: -10),
                                  .capsule(0.58, 0.51, 0.12, 0.02, P.custard, rotation: 15)]
        case "tiramisu":
            // A square slice: sponge and mascarpone layers under cocoa.
            return plate() + [.rect(0.5, 0.6, 0.46, 0.12, P.cocoa), .rect(0.5, 0.5, 0.46, 0.1, P.cream),
                              .rect(0.5, 0.42, 0.46, 0.07, P.cocoa), .rect(0.5, 0.35, 0.46, 0.08, P.cream),
                              .rect(0.5, 0.3, 0.46, 0.03, P.chocolate)]
        case "chocolate-chip-cookies":
            // Three cookies with chips.
            var s: [ArtShape] = []
            let cookies: [(Double, Double, Double)] = [(0.34, 0.58, 0.34), (0.64, 0.6, 0.32), (0.5, 0.4, 0.36)]
            for (x, y, d) in cookies {
                s.append(.circle(x, y, d, P.crust, P.crustDark))
                s += dots(6, cx: x, cy: y, rx: d * 0.32, ry: d * 0.32, d: d * 0.16, P.chocolate, phase: x * 10)
            }
            return s
        case "new-york-cheesecake":
            // A tall creamy slab on a biscuit base, a berry on top.
            return plate() + [.rect(0.5, 0.66, 0.5, 0.06, P.crustDark), .rounded(0.5, 0.5, 0.5, 0.28, 0.02, P.cream, P.custard),
                              .capsule(0.5, 0.37, 0.5, 0.04, P.custard.mix(P.crust, 0.4)), .circle(0.5, 0.32, 0.09, P.strawberry)]
        case "chocolate-lava-cake":
            // A dark dome with molten chocolate running out.
            return plate() + [.capsule(0.58, 0.69, 0.44, 0.07, P.chocolate.mix(.black, 0.2)),
                              .rounded(0.46, 0.54, 0.4, 0.3, 0.12, P.chocolate, P.chocolate.mix(.black, 0.3)),
                              .circle(0.46, 0.42, 0.1, P.chocolate.mix(.white, 0.15)), .circle(0.56, 0.36, 0.06, P.white)]
        case "strawberry-shortcake":
            // Sponge, cream and sliced strawberries, a whole one on top.
            return plate() + [.rect(0.5, 0.62, 0.5, 0.1, P.custard), .rect(0.5, 0.54, 0.5, 0.06, P.cream),
                              .rect(0.5, 0.48, 0.5, 0.06, P.strawberry.mix(.white, 0.3)), .rect(0.5, 0.42, 0.5, 0.08, P.custard),
                              .capsule(0.5, 0.37, 0.52, 0.06, P.cream), .circle(0.5, 0.3, 0.12, P.strawberry),
                              .capsule(0.5, 0.24, 0.08, 0.03, P.leaf)]
        case "lemon-tart":
            // A fluted yellow tart with a lemon slice.
            return plate() + (0..<12).map { i in .circle(0.2 + Double(i) * 0.0545, 0.58, 0.08, P.crust) }
                + [.capsule(0.5, 0.56, 0.64, 0.14, P.lemon, P.custard), .circle(0.5, 0.46, 0.16, P.lemon.mix(.white, 0.2)),
                   .circle(0.5, 0.46, 0.11, P.lemon)]
        case "banana-bread":
            // A loaf with a split top and banana coins beside it.
            return plate() + [.rounded(0.44, 0.54, 0.54, 0.28, 0.08, P.toast, P.crustDark),
                              .capsule(0.44, 0.43, 0.36, 0.05, P.caramel),
                              .circle(0.78, 0.62, 0.12, P.banana), .circle(0.78, 0.62, 0.05, P.custard),
                              .circle(0.7, 0.67, 0.1, P.banana)]
        case "glazed-doughnuts":
            // A glazed ring with sprinkles.
            return [.circle(0.5, 0.5, 0.64, P.crust, P.crustDark), .circle(0.5, 0.48, 0.56, P.sprinklePink.mix(.white, 0.4)),
                    .circle(0.5, 0.5, 0.2, P.crustDark), .circle(0.5, 0.5, 0.15, Color.black.opacity(0.35))]
                + (0..<9).map { i in
                    let a = Double(i) * 0.7
                    return .capsule(0.5 + 0.2 * cos(a), 0.48 + 0.2 * sin(a), 0.05, 0.016,
                                    i % 2 == 0 ? P.sprinkleBlue : P.lemon, rotation: Double(i) * 40)
                }
        default:
            return nil
        }
    }
}
