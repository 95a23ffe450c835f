/// Values that flow down the view tree (SwiftUI's `EnvironmentValues`).
///
/// The common values are stored properties; other modules add their own through
/// ``EnvironmentKey`` and the key-type subscript.
public struct EnvironmentValues {
    /// Reading direction; right-to-left mirrors layout.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Whether the nearest focusable ancestor (or this view) has focus.
    ///
    /// Reading it while a view is evaluated is noted (``RetainedEvaluations``): a view kept from the
    /// last frame that read neither this nor ``containsFocus`` is reused when only they changed
    /// around it, as SwiftUI re-runs a body only for the environment values it read.
    public var isFocused: Bool {
        get { EvaluationRecord.noteFocusEnvironmentRead(); return focusedStorage }
        set { focusedStorage = newValue }
    }
    /// Whether focus is anywhere inside the nearest enclosing focus section or scope (F12
    /// selection style). Reading it is noted as ``isFocused``'s is.
    public var containsFocus: Bool {
        get { EvaluationRecord.noteFocusEnvironmentRead(); return containsFocusStorage }
        set { containsFocusStorage = newValue }
    }
    /// ``isFocused``'s value (read without noting it).
    var focusedStorage = false
    /// ``containsFocus``'s value (read without noting it).
    var containsFocusStorage = false
    /// Compact below the size-class threshold, regular above.
    public var horizontalSizeClass: UserInterfaceSizeClass = .regular
    /// The accent colour (selection, focus rings).
    public var accentColor: Color = .accentColor
    /// The font for text that sets none.
    public var font: Font = .body
    /// The smallest font size (points) text is drawn at: the host raises it on small windows so
    /// every text stays legible (``legible(_:)``); 0 draws fonts as designed.
    public var minimumFontSize = 0.0
    /// The factor every text size is multiplied by (the user's Larger Text: 1.3; 1 draws the
    /// type ramp as designed). Layouts that size themselves by text read it to reflow.
    public var textScale = 1.0
    /// Bold text: `.bold` draws every text in the bold face.
    public var legibilityWeight = LegibilityWeight.regular
    /// Increase contrast: `.increased` for stronger rings and borders, opaque platters.
    public var colorSchemeContrast = ColorSchemeContrast.standard
    /// The colour for text and symbols that set none.
    public var foregroundColor: Color = .white
    /// False under `.disabled(true)`.
    public var isEnabled = true
    /// The hover effect focused controls show (`defaultHoverEffect`).
    public var defaultHoverEffect: HoverEffect = .lift
    /// The watch look: green capsule strokes instead of lift.
    public var isWatchLayout = false
    /// The user's Digital Crown sensitivity (a setting); when set, the wheel turns every crown
    /// binding with it instead of the sensitivity the view's `digitalCrownRotation` asks for.
    public var crownSensitivity: DigitalCrownSensitivity?
    /// Whether motion should be reduced (shorter, opacity-only animations).
    public var reduceMotion = false
    /// Whether keyboard navigation (Tab to `.activate` controls) is on.
    public var keyboardNavigation = true
    /// The axis of the nearest enclosing stack (`HStack`, `VStack` and their lazy forms); nil
    /// outside any. A ``Divider`` reads it: a line across a vertical stack, upright in a
    /// horizontal one.
    package var stackAxis: Axis?
    /// Content margins an ancestor set for the scroll views inside it (``View/contentMargins(_:_:for:)``).
    ///
    /// A stored value rather than a custom one (``subscript(_:)``), as the runtime's own values
    /// are: a view resolved again that sets the same value leaves the environment below it bit
    /// for bit as it was, so the views kept there find it the same without a value compared
    /// (``RetainedEvaluations``). A custom value set anew puts a new dictionary of them in the
    /// environment, and every kept view below then compares its custom values one by one.
    package var inheritedContentMargins = InheritedContentMargins()
    /// ``navigation``'s value, stored for the same reason: a ``NavigationStack`` resolved again
    /// sets its context anew.
    var navigationContext: NavigationContext?
    /// Custom values by key type (``subscript(_:)``).
    var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    /// `font` scaled by ``textScale``, bold under a bold ``legibilityWeight``, and grown to at
    /// least ``minimumFontSize``: what text, fields and toggles draw with.
    public func legible(_ font: Font) -> Font {
        var f = font
        if textScale != 1, textScale.isFinite, textScale > 0 { f.size *= textScale }
        if legibilityWeight == .bold { f.weight = .bold }
        if f.size < minimumFontSize { f.size = minimumFontSize }
        return f
    }

    /// Whether the user asked for increased contrast.
    public var increasesContrast: Bool { colorSchemeContrast == .increased }

    /// A custom value by key type.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { (storage[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
