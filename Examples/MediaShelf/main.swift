// MediaShelf: a media browser on the reusable UI runtime, in the SwiftUI shape a tvOS app has.
//
// A sidebar of five categories beside three lazy shelves of 200 posters each. Every shelf is a
// focus section that remembers the poster focused last and scrolls a whole poster at a time;
// Return on a poster opens its detail sheet, Back closes it; Return on a category jumps to the
// first shelf's first poster through `@FocusState`, Back on a shelf returns to the category.
//
//     swift run media-shelf-example                              # a window (needs a display, or xvfb-run)
//     swift run media-shelf-example --headless --keys return,right,right
import SDLBackend

SDLApp.run(title: "MediaShelf") { MediaBrowser() }
