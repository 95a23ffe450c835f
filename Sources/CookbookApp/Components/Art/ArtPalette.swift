import UICore

/// The colours recipe art is painted with: food tones chosen by eye against the recipes' dark
/// gradients (no source; they only need to read as the ingredient).
enum ArtPalette {
    static let plate = Color(r: 236, g: 236, b: 240), plateRim = Color(r: 200, g: 200, b: 208)
    static let crust = Color(r: 222, g: 160, b: 84), crustDark = Color(r: 176, g: 112, b: 48)
    static let cream = Color(r: 250, g: 240, b: 214), custard = Color(r: 246, g: 206, b: 120)
    static let caramel = Color(r: 196, g: 120, b: 40), chocolate = Color(r: 92, g: 52, b: 30)
    static let cocoa = Color(r: 120, g: 72, b: 44), strawberry = Color(r: 226, g: 52, b: 64)
    static let lemon = Color(r: 250, g: 214, b: 60), banana = Color(r: 248, g: 222, b: 120)
    static let blueberry = Color(r: 70, g: 80, b: 170), butter = Color(r: 255, g: 230, b: 130)
    static let syrup = Color(r: 160, g: 80, b: 20), honey = Color(r: 232, g: 160, b: 30)
    static let pancake = Color(r: 226, g: 168, b: 92), pancakeTop = Color(r: 196, g: 126, b: 58)
    static let leaf = Color(r: 110, g: 176, b: 70), leafDark = Color(r: 62, g: 128, b: 48)
    static let tomato = Color(r: 222, g: 60, b: 48), cheese = Color(r: 250, g: 200, b: 70)
    static let white = Color(r: 248, g: 248, b: 244), yolk = Color(r: 250, g: 186, b: 40)
    static let olive = Color(r: 52, g: 44, b: 52), cucumber = Color(r: 120, g: 180, b: 90)
    static let carrot = Color(r: 240, g: 130, b: 40), cabbage = Color(r: 150, g: 90, b: 160)
    static let avocado = Color(r: 170, g: 200, b: 80), pit = Color(r: 130, g: 80, b: 40)
    static let bread = Color(r: 232, g: 180, b: 110), toast = Color(r: 200, g: 136, b: 64)
    static let rye = Color(r: 120, g: 80, b: 50), bacon = Color(r: 196, g: 70, b: 60)
    static let ham = Color(r: 236, g: 150, b: 150), beef = Color(r: 150, g: 60, b: 50)
    static let apple = Color(r: 200, g: 40, b: 40), walnut = Color(r: 160, g: 110, b: 60)
    static let potato = Color(r: 214, g: 170, b: 90), onion = Color(r: 130, g: 190, b: 90)
    static let sauce = Color(r: 110, g: 60, b: 30), mayo = Color(r: 252, g: 246, b: 224)
    static let tortilla = Color(r: 236, g: 206, b: 150), foil = Color(r: 200, g: 204, b: 210)
    static let fish = Color(r: 200, g: 150, b: 140), herb = Color(r: 80, g: 150, b: 60)
    static let pepper = Color(r: 90, g: 170, b: 60), bechamel = Color(r: 240, g: 214, b: 160)
    static let sprinkleBlue = Color(r: 90, g: 170, b: 240), sprinklePink = Color(r: 250, g: 120, b: 170)
    static let pistachio = Color(r: 150, g: 180, b: 80), pickleGreen = Color(r: 120, g: 150, b: 50)
}
