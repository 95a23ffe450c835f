import Foundation
import UICore

/// Every recipe's own picture as vector shapes in a unit square (no upscaled
/// emoji bitmaps; 🥞 no longer serves four recipes). Shipped recipes each have a hand-made
/// composition; a recipe added to `recipes.json` later gets its category's dish with toppings
/// picked from its slug, so it is still drawn, and still its own.
enum RecipeArt {
    typealias P = ArtPalette

    /// The shapes of a recipe's picture, back to front.
    static func shapes(for recipe: Recipe) -> [ArtShape] {
        if let made = dessert(recipe.slug) ?? pancake(recipe.slug) ?? salad(recipe.slug) ?? sandwich(recipe.slug) { return made }
        return generic(recipe)
    }

    // MARK: Shared pieces

    /// A plate seen from the front, its top at `y`.
    static func plate(_ y: Double = 0.72) -> [ArtShape] {
        [.capsule(0.5, y, 0.9, 0.16, P.plateRim), .capsule(0.5, y - 0.012, 0.78, 0.11, P.plate)]
    }

    /// A bowl whose rim sits at `y`, in a colour.
    static func bowl(_ c: Color, rimY y: Double = 0.52) -> [ArtShape] {
        [.capsule(0.5, y + 0.14, 0.8, 0.36, c, c.mix(.black, 0.35)), .capsule(0.5, y, 0.8, 0.12, c.mix(.white, 0.25))]
    }

    /// Evenly spread dots on an arc above a centre (toppings, chips, seeds).
    static func dots(_ n: Int, cx: Double, cy: Double, rx: Double, ry: Double, d: Double, _ c: Color, phase: Double = 0) -> [ArtShape] {
        (0..<n).map { i in
            let a = phase + Double(i) * 2.399963   // the golden angle spreads points without rows
            let r = (Double(i) + 0.5) / Double(n)
            return .circle(cx + rx * r.squareRoot() * cos(a), cy + ry * r.squareRoot() * sin(a), d, c)
        }
    }

    /// A pancake stack of `n` layers from `bottom` up.
    static func stack(_ n: Int, bottom: Double = 0.66, width: Double = 0.66, layer: Double = 0.085, _ c: Color = P.pancake,
                      _ top: Color = P.pancakeTop) -> [ArtShape] {
        (0..<n).map { i in .capsule(0.5, bottom - Double(i) * layer * 0.8, width - Double(i) * 0.01, layer + 0.03, c, top) }
    }

    /// A sandwich of layers (bottom first) between two slices of bread.
    static func sandwich(bread: Color, fillings: [(Color, Double)], width: Double = 0.7) -> [ArtShape] {
        var out: [ArtShape] = [.rounded(0.5, 0.68, width, 0.12, 0.05, bread, bread.mix(.black, 0.2))]
        var y = 0.6
        for (c, h) in fillings {
            out.append(.capsule(0.5, y, width + 0.06, h, c))
            y -= h * 0.75
        }
        out.append(.rounded(0.5, y - 0.04, width, 0.16, 0.07, bread.mix(.white, 0.15), bread))
        return out
    }

    /// A new recipe's art: its category's dish with toppings picked from its slug.
    static func generic(_ recipe: Recipe) -> [ArtShape] {
        var h: UInt32 = 2_166_136_261
        for b in recipe.slug.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        let toppings = [P.strawberry, P.blueberry, P.leaf, P.cheese, P.tomato, P.olive, P.carrot, P.banana]
        let c = toppings[Int(h % UInt32(toppings.count))], n = 3 + Int(h >> 8 % 5)
        let base: [ArtShape]
        switch recipe.category {
        case .dessert: base = plate() + [.rounded(0.5, 0.52, 0.5, 0.3, 0.06, P.cream, P.crust)]
        case .pancake: base = plate() + stack(3)
        case .salad: base = bowl(P.plate) + [.circle(0.5, 0.44, 0.4, P.leaf)]
        case .sandwich: base = sandwich(bread: P.bread, fillings: [(P.leaf, 0.06)])
        }
        return base + dots(n, cx: 0.5, cy: 0.4, rx: 0.16, ry: 0.06, d: 0.07, c, phase: Double(h % 360))
    }
}
