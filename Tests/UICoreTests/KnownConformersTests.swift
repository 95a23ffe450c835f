import Testing
@testable import UICore

/// ``KnownConformers`` answers "may this type conform?" from its declaration, so the resolver
/// never asks the runtime about types that cannot: every answer must agree with the runtime's.
@Suite struct KnownConformersTests {
    /// Value types that conform to the resolver's protocols, in several specialisations, and
    /// value types that do not.
    static let types: [Any.Type] = [
        State<Int>.self, State<String>.self, State<[Double]?>.self, Environment<Bool>.self, Namespace.self, Namespace.ID.self,
        Environment<LayoutDirection>.self, Binding<Int>.self, Binding<String?>.self,
        FocusState<Int>.Binding.self, FocusState<String>.Binding.self,
        IDModifier<Text>.self, IDModifier<EmptyView>.self, DisabledModifier<Text>.self, FocusModifier<Text>.self,
        ModifiedView<Text>.self, ModifiedView<ModifiedView<EmptyView>>.self,
        [Int].self, [String].self, [State<Int>].self,
        Int.self, String.self, Double.self, Text.self, EmptyView.self, Color.self, Int?.self, State<Int>?.self,
        [Int: String].self, Set<Int>.self, Point.self, LayoutDirection.self,
    ]

    @Test func everyAnswerAgreesWithTheRuntime() {
        for t in Self.types {
            let name = String(describing: t)
            #expect(KnownConformers.mayBeWrapper(t) == (t is any EnvironmentReading.Type || t is any ViewStateInstalling.Type), "\(name)")
            #expect((KnownConformers.modifier(t) != nil) == (t is any InputsDeclaring.Type), "\(name)")
            #expect((KnownConformers.binding(t) != nil) == (t is any BindingComparable.Type), "\(name)")
            #expect((KnownConformers.array(t) != nil) == (t is any ArrayComparable.Type), "\(name)")
        }
    }

    @Test func classesAreLeftToTheRuntime() {
        // `FocusState` is a class: its metadata is not read, it is always asked.
        #expect(KnownConformers.mayBeWrapper(FocusState<Int>.self))
        #expect(FocusState<Int>.self is any ViewStateInstalling.Type)
    }

    @Test func aDeclarationIsSharedByItsSpecialisations() {
        #expect(FieldRecords.descriptor(of: State<Int>.self) == FieldRecords.descriptor(of: State<String>.self))
        #expect(FieldRecords.descriptor(of: State<Int>.self) != FieldRecords.descriptor(of: Binding<Int>.self))
        #expect(FieldRecords.descriptor(of: FocusState<Int>.self) == nil)
    }
}
