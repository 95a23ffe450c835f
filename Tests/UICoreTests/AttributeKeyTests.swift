import Testing
import UICore

/// Typed attributes whose value type is optional still read nil when absent.
@Suite struct OptionalAttributeTests {
    enum MaybeKey: ViewAttributeKey { typealias Value = Int? }
    @Test func anAbsentOptionalAttributeIsNil() {
        let node = Node(.empty, environment: EnvironmentValues())
        #expect(node[MaybeKey.self] == nil)
        node[MaybeKey.self] = .some(nil)
        #expect(node[MaybeKey.self] == .some(nil))
    }
}
