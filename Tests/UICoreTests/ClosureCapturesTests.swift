import Observation
import Testing
@testable import UICore

/// ``ClosureCaptures``: two closures are the same input when the same code made them from equal
/// captured values, whatever object holds the captures.
@Suite struct ClosureCapturesTests {
    struct Tally { var count: Int; var name: String }
    /// A model views observe: the same input while it is the same object.
    @Observable final class Model { var value = 0 }
    /// An object nothing observes: its properties may change unseen.
    final class Unobserved { var value = 0 }

    /// A closure made by the same code each time it is called: a new context object each time.
    static func labeller(_ tally: Tally, _ model: Model) -> () -> String {
        { "\(tally.name) \(tally.count) \(model.value)" }
    }

    /// A view's stored closure, as a view holds one.
    struct Holder { let make: () -> String }

    static func same(_ a: Holder, _ b: Holder) -> Bool {
        withUnsafeBytes(of: a) { ra in
            withUnsafeBytes(of: b) { rb in ClosureCaptures.same(ra.baseAddress!, rb.baseAddress!) }
        }
    }

    @Test func closuresFromEqualCapturesAreTheSameInput() {
        let model = Model()
        let a = Holder(make: Self.labeller(Tally(count: 1, name: "apples"), model))
        let b = Holder(make: Self.labeller(Tally(count: 1, name: "apples"), model))
        #expect(Self.same(a, b), "equal captures in two contexts")
        #expect(Self.same(a, a))
    }

    @Test func closuresFromOtherCapturesAreNot() {
        let model = Model()
        let a = Holder(make: Self.labeller(Tally(count: 1, name: "apples"), model))
        #expect(!Self.same(a, Holder(make: Self.labeller(Tally(count: 2, name: "apples"), model))), "another count")
        #expect(!Self.same(a, Holder(make: Self.labeller(Tally(count: 1, name: "pears"), model))), "another name")
        #expect(!Self.same(a, Holder(make: Self.labeller(Tally(count: 1, name: "apples"), Model()))), "another object")
        #expect(!Self.same(a, Holder(make: { "apples 1 0" })), "other code")
    }

    @Test func aCapturedClosureIsComparedAsOne() {
        let model = Model()
        func wrap(_ inner: @escaping () -> String) -> () -> String { { inner() + "!" } }
        let a = Holder(make: wrap(Self.labeller(Tally(count: 1, name: "a"), model)))
        #expect(Self.same(a, Holder(make: wrap(Self.labeller(Tally(count: 1, name: "a"), model)))))
        #expect(!Self.same(a, Holder(make: wrap(Self.labeller(Tally(count: 3, name: "a"), model)))))
    }

    /// An object nothing observes cannot be proven unchanged, as a view holding one cannot: the
    /// view holding a closure that captured it is evaluated again.
    @Test func aClosureCapturingAnUnobservedObjectIsNeverProvenTheSame() {
        let object = Unobserved()
        func make() -> () -> String { { "\(object.value)" } }
        #expect(!Self.same(Holder(make: make()), Holder(make: make())))
    }

    @Test func closuresCapturingNothingAreTheSameInput() {
        func make() -> () -> String { { "constant" } }
        #expect(Self.same(Holder(make: make()), Holder(make: make())))
    }

    /// Captures the capture records describe in ways no type names — weak and unowned
    /// references, a captured `var`'s box, an opaque `some View`, an existential, a tuple, a
    /// generic value — compare without a crash.
    @Test func unusualCapturesCompareSafely() {
        let model = Model()
        func weakly() -> () -> String { { [weak model] in "\(model?.value ?? 0)" } }
        func unownedly() -> () -> String { { [unowned model] in "\(model.value)" } }
        func boxed() -> () -> String {
            var count = 0
            return { count += 1; return "\(count)" }
        }
        func opaque() -> () -> String {
            let view = Text("hi").padding()
            return { "\(type(of: view))" }
        }
        func existential() -> () -> String {
            let any: any View = Text("hi")
            return { "\(type(of: any))" }
        }
        func tuple() -> () -> String {
            let pair = (1, "one")
            return { "\(pair.0) \(pair.1)" }
        }
        func generic<T>(_ value: T) -> () -> String { { "\(value)" } }
        for make in [weakly, unownedly, boxed, opaque, existential, tuple, { generic(3) }] as [() -> () -> String] {
            let a = Holder(make: make()), b = Holder(make: make())
            _ = Self.same(a, b)
            #expect(Self.same(a, a) || !Self.same(a, a), "answered")
        }
        // A lone captured `var` is the closure's context itself (its box): two fresh ones
        // holding the same value compare by it, as closures that behave alike.
        let counting = boxed()
        let kept = Holder(make: counting)
        _ = counting()
        #expect(!Self.same(kept, Holder(make: boxed())), "a box whose value moved on is another input")
    }
}
