import Foundation
import Widgets

/// One moment of the caffeine widget (seed 003): today's total and the last drink.
public struct CaffeineEntry: TimelineEntry, Equatable {
    public var date: Date
    /// Milligrams logged on the local day of ``date`` (saturating, never overflowing).
    public var totalMg: Int
    /// The most recent drink of that day, if any.
    public var lastDrink: Drink?
    /// That drink's log entry (its row id ties the last-drink view's identity to it, W2, and
    /// names it for Undo).
    public var lastLog: CaffeineLogEntry?
    /// How many drinks were logged that day: the last-drink view's identity (W2).
    public var drinkCount: Int
    /// The "Decaf only" switch.
    public var decafOnly: Bool
}
