import Testing
@testable import UICore

/// The resolver fills `@Environment` and installs `@State` through a per-type field plan
/// (``ViewPreparation``) after reflecting a type's first view: later views of the type must read
/// their own environment and state as the first one did.
@Suite struct ViewPreparationTests {
    /// A counter that reads the environment beside plain stored properties.
    struct Counter: View {
        let name: String
        @Environment(\.isEnabled) var enabled
        var step = 1
        @State var count = 0
        var body: some View { Text("\(name) \(count) \(enabled ? "on" : "off")") }
    }

    /// A wrapper behind an optional: the field records do not name it, a `Mirror` does.
    struct OptionalReader: View {
        var reader: Environment<LayoutDirection>? = Environment(\.layoutDirection)
        var body: some View { Text(reader?.wrappedValue == .rightToLeft ? "rtl" : "ltr") }
    }

    /// Optionals of plain values and closures beside a state: its field records name every
    /// wrapper it can hold.
    struct Row: View {
        var subtitle: String?
        var action: (() -> Void)?
        var tags: [String]?
        var nested: Int??
        @State var pressed = false
        var body: some View { Text(subtitle ?? "row") }
    }

    /// An existential property could hold a wrapper no field record names.
    struct Holder: View {
        var anything: Any = 0
        var body: some View { Text("holder") }
    }

    /// The first text of a tree.
    static func text(_ root: Node) -> String? {
        var found: String?
        root.visit { n in
            if case .text(let t) = n.kind { found = t.string; return false }
            return found == nil
        }
        return found
    }

    @Test func theFieldPlanNamesTheWrappersInOrderAndNothingElse() throws {
        let fields = try #require(ViewPreparation.wrapperFields(of: Counter.self))
        #expect(fields.map(\.label) == ["_enabled", "_count"])
        #expect(fields[0].reader != nil && fields[0].installer == nil)
        #expect(fields[1].installer != nil && fields[1].reader == nil)
        #expect(ViewPreparation.wrapperFields(of: OptionalReader.self)?.isEmpty == true)
    }

    @Test func aTypeWhoseFieldsNameEveryWrapperIsPlannedWithoutAMirror() throws {
        let counter = try #require(ViewPreparation.recordFromFields(Counter.self))
        #expect(counter.map(\.label) == ["_enabled", "_count"])
        let row = try #require(ViewPreparation.recordFromFields(Row.self))
        #expect(row.map(\.label) == ["_pressed"])
        // A wrapper behind an optional, or anything behind an existential: reflected first.
        #expect(ViewPreparation.recordFromFields(OptionalReader.self) == nil)
        #expect(ViewPreparation.recordFromFields(Holder.self) == nil)
    }

    @Test func anOptionalsWrappedTypeIsReadFromItsMetadata() {
        #expect(FieldRecords.wrappedType(ofOptional: Int?.self) == Int.self)
        #expect(FieldRecords.wrappedType(ofOptional: String??.self) == String?.self)
        #expect(FieldRecords.wrappedType(ofOptional: State<Int>?.self) == State<Int>.self)
        #expect(FieldRecords.wrappedType(ofOptional: Int.self) == nil)
    }

    @Test func laterViewsOfATypeReadTheirEnvironmentAndInstallTheirState() {
        let store = ViewStateStore()
        for (frame, enabled) in [true, false, true, false].enumerated() {
            var env = EnvironmentValues()
            env.isEnabled = enabled
            let ctx = ResolveContext(environment: env)
            ctx.stateStore = store
            store.beginFrame()
            let root = ctx.resolve(Counter(name: "c"))
            store.endFrame()
            #expect(Self.text(root) == "c 0 \(enabled ? "on" : "off")", "frame \(frame)")
            // The count was installed in the store this frame (storage not installed is dropped).
            #expect(store.count == 1, "frame \(frame)")
        }
    }

    @Test func aWrapperTheFieldRecordsCannotNameIsStillFilled() {
        for direction in [LayoutDirection.rightToLeft, .leftToRight, .rightToLeft] {
            var env = EnvironmentValues()
            env.layoutDirection = direction
            let root = ResolveContext(environment: env).resolve(OptionalReader())
            #expect(Self.text(root) == (direction == .rightToLeft ? "rtl" : "ltr"))
        }
    }
}
