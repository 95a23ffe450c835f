import Testing
@testable import UICore

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

/// A node answers for each key only what was stored under that key: the bit a key is filed
/// under is shared by many types (64 bits for every key type), so absent keys whose bit another
/// key set must still read nil, and a copy of the node carries its keys along.
@Suite struct AttributeKeyFilingTests {
    enum K0: ViewAttributeKey { typealias Value = Int }
    enum K1: ViewAttributeKey { typealias Value = Int }
    enum K2: ViewAttributeKey { typealias Value = Int }
    enum K3: ViewAttributeKey { typealias Value = Int }
    enum K4: ViewAttributeKey { typealias Value = Int }
    enum K5: ViewAttributeKey { typealias Value = Int }
    enum K6: ViewAttributeKey { typealias Value = Int }
    enum K7: ViewAttributeKey { typealias Value = Int }
    /// 80 key types, more than the bits: a generic key instantiated over distinct types.
    enum Numbered<Tag>: ViewAttributeKey { typealias Value = String }
    enum A {}; enum B {}; enum C {}; enum D {}; enum E {}

    @Test func eachKeyReadsOnlyItsOwnValue() {
        let node = Node(.empty, environment: EnvironmentValues())
        node[K1.self] = 1
        node[K4.self] = 4
        node[K7.self] = 7
        #expect(node[K0.self] == nil && node[K2.self] == nil && node[K3.self] == nil)
        #expect(node[K5.self] == nil && node[K6.self] == nil)
        #expect(node[K1.self] == 1 && node[K4.self] == 4 && node[K7.self] == 7)
        node[K4.self] = nil
        #expect(node[K4.self] == nil)
        #expect(node[K1.self] == 1 && node[K7.self] == 7)
    }

    @Test func manyKeyTypesShareBitsWithoutMixingValues() {
        let node = Node(.empty, environment: EnvironmentValues())
        node[Numbered<A>.self] = "a"
        node[Numbered<(A, B)>.self] = "ab"
        node[Numbered<(A, B, C)>.self] = "abc"
        #expect(node[Numbered<A>.self] == "a")
        #expect(node[Numbered<(A, B)>.self] == "ab")
        #expect(node[Numbered<(A, B, C)>.self] == "abc")
        #expect(node[Numbered<B>.self] == nil && node[Numbered<C>.self] == nil && node[Numbered<D>.self] == nil)
        #expect(node[Numbered<(B, A)>.self] == nil && node[Numbered<(A, E)>.self] == nil && node[Numbered<E>.self] == nil)
        for k in [K0.self, K1.self, K2.self, K3.self, K4.self, K5.self, K6.self, K7.self] as [any ViewAttributeKey.Type] {
            #expect(Self.read(k, in: node) == nil)
        }
    }

    @Test func aKeptCopyOfANodeCarriesItsKeys() {
        let node = Node(.empty, environment: EnvironmentValues())
        node[K2.self] = 2
        node[Numbered<(C, D)>.self] = "cd"
        let copy = node.retainedCopy()
        #expect(copy[K2.self] == 2)
        #expect(copy[Numbered<(C, D)>.self] == "cd")
        #expect(copy[K3.self] == nil)
    }

    private static func read<K: ViewAttributeKey>(_ key: K.Type, in node: Node) -> Any? { node[key].map { $0 as Any } }
}
