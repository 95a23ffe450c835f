import Testing
@testable import UICore

/// A view kept from the last frame is reused only in the environment it resolved in; the check
/// first asks whether the two environments hold the same bytes (then no value is compared).
/// These cases must pass that first check: a copy that differs only in padding, and the same
/// values set again by a view resolved again (SwiftUI's `contentMargins` on any view, a
/// `NavigationStack`).
@Suite struct EnvironmentSamenessTests {
    /// An environment with values in most of its fields.
    static func sample() -> EnvironmentValues {
        var env = EnvironmentValues()
        env.layoutDirection = .rightToLeft
        env.font = .title
        env.foregroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
        env.minimumFontSize = 18
        env.stackAxis = .horizontal
        return env
    }

    /// A struct with padding after `a` and after `c`.
    struct Padded {
        var a: UInt8 = 1
        var b = 2.5
        var c = true
        var name = "padded"
    }

    /// Two copies of `value` in memory filled with different bytes first, then `scribble` run
    /// on the second copy's raw bytes; `check` gets both addresses and the value's size.
    static func copies<T>(of value: T, scribble: (UnsafeMutableRawPointer) -> Void,
                          check: (UnsafeRawPointer, UnsafeRawPointer) -> Void) {
        let stride = MemoryLayout<T>.stride, alignment = MemoryLayout<T>.alignment
        let a = UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: alignment)
        let b = UnsafeMutableRawPointer.allocate(byteCount: stride, alignment: alignment)
        defer { a.deallocate(); b.deallocate() }
        a.initializeMemory(as: UInt8.self, repeating: 0x00, count: stride)
        b.initializeMemory(as: UInt8.self, repeating: 0x00, count: stride)
        let x = a.bindMemory(to: T.self, capacity: 1), y = b.bindMemory(to: T.self, capacity: 1)
        x.initialize(to: value)
        y.initialize(to: value)
        defer { x.deinitialize(count: 1); y.deinitialize(count: 1) }
        scribble(b)
        check(a, b)
    }

    /// Whether the `size` bytes at `a` and `b` differ anywhere.
    static func differ(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, size: Int) -> Bool {
        (0..<size).contains { a.load(fromByteOffset: $0, as: UInt8.self) != b.load(fromByteOffset: $0, as: UInt8.self) }
    }

    @Test func copiesThatDifferOnlyInThePaddingHoldTheSameValueBytes() throws {
        let bytes = ValueBytes(of: Padded.self), size = MemoryLayout<Padded>.size
        let padding = [MemoryLayout<Padded>.offset(of: \.a)! + 1 ..< MemoryLayout<Padded>.offset(of: \.b)!,
                       MemoryLayout<Padded>.offset(of: \.c)! + 1 ..< MemoryLayout<Padded>.offset(of: \.name)!]
        #expect(padding.allSatisfy { !$0.isEmpty })
        // A copy made field by field leaves in the padding what the memory held before.
        Self.copies(of: Padded(), scribble: { p in for r in padding { for i in r { p.storeBytes(of: 0xAB, toByteOffset: i, as: UInt8.self) } } }) { a, b in
            #expect(Self.differ(a, b, size: size))
            #expect(bytes.same(a, b))
        }
        // A field that differs is told apart.
        let b = MemoryLayout<Padded>.offset(of: \.b)!
        Self.copies(of: Padded(), scribble: { $0.storeBytes(of: 3.5, toByteOffset: b, as: Double.self) }) { a, b in
            #expect(!bytes.same(a, b))
        }

        // The environment has padding too (after its one-byte size class, before the accent colour).
        let env = Self.sample()
        let after = MemoryLayout<EnvironmentValues>.offset(of: \.horizontalSizeClass)! + MemoryLayout<UserInterfaceSizeClass>.size
        let gap = after ..< MemoryLayout<EnvironmentValues>.offset(of: \.accentColor)!
        #expect(!gap.isEmpty)
        Self.copies(of: env, scribble: { p in for i in gap { p.storeBytes(of: 0xAB, toByteOffset: i, as: UInt8.self) } }) { a, b in
            #expect(Self.differ(a, b, size: MemoryLayout<EnvironmentValues>.size))
            #expect(ValueBytes(of: EnvironmentValues.self).same(a, b))
        }
        // A value that differs is still told apart, focus included unless left out.
        var focused = env
        focused.isFocused = true
        #expect(!focused.isBitwiseSame(as: env))
        #expect(!focused.isSame(as: env))
        #expect(focused.isSame(as: env, comparingFocus: false))
    }

    /// The environment the innermost node of `view` resolved in, resolved in `context`.
    static func innermostEnvironment(_ view: some View, in context: ResolveContext) -> EnvironmentValues {
        var node = context.resolve(view)
        while let child = node.children.first { node = child }
        return node.environment
    }

    @Test func theSameContentMarginsSetAgainLeaveTheEnvironmentBitForBitTheSame() {
        let context = ResolveContext(environment: Self.sample())
        let view = Color.red.contentMargins(.vertical, 40).contentMargins(.horizontal, 36, for: .scrollContent)
        let first = Self.innermostEnvironment(view, in: context), second = Self.innermostEnvironment(view, in: context)
        #expect(first.isBitwiseSame(as: second))
        // Other margins are another environment.
        let other = Self.innermostEnvironment(Color.red.contentMargins(.vertical, 20), in: context)
        #expect(!other.isSame(as: first))
    }

    @Test func aNavigationStackResolvedAgainLeavesTheEnvironmentBitForBitTheSame() {
        let store = ViewStateStore()
        let context = ResolveContext(environment: Self.sample())
        context.stateStore = store
        var seen: [EnvironmentValues] = []
        for _ in 0..<2 {
            store.beginFrame()
            seen.append(Self.innermostEnvironment(NavigationStack { Color.red }, in: context))
            store.endFrame()
        }
        #expect(seen[0].navigation != nil)
        #expect(seen[0].isBitwiseSame(as: seen[1]))
    }
}
