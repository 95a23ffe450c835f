import Testing
@testable import UICore

/// ``FieldRecords`` is the one user of the standard library's underscored reflection
/// (`_forEachField`). If a toolchain changes what it reports, these fail loudly, naming the
/// field, instead of the resolver reading a view's wrappers at wrong offsets.
@Suite struct FieldRecordsTests {
    /// A view-like struct with wrappers between plain fields of awkward sizes.
    struct Sample {
        var tiny: UInt8 = 1
        @Environment(\.isEnabled) var enabled
        var label = "sample"
        @State var count = 3
        var wide: (Int64, Bool) = (7, true)
    }

    @Test func theProbeLayoutMatchesTheCompilers() {
        #expect(FieldRecords.isTrustworthy, "_forEachField no longer reports the offsets MemoryLayout gives: FieldRecords must be updated")
    }

    @Test func everyFieldIsListedInOrderAtItsCompilerOffset() throws {
        let fields = try #require(FieldRecords.fields(of: Sample.self), "no field records for a struct")
        #expect(fields.map(\.name) == ["tiny", "_enabled", "label", "_count", "wide"])
        let offsets: [Int?] = [MemoryLayout<Sample>.offset(of: \.tiny), nil, MemoryLayout<Sample>.offset(of: \.label), nil,
                               MemoryLayout<Sample>.offset(of: \.wide)]
        for (field, offset) in zip(fields, offsets) where offset != nil {
            #expect(field.offset == offset, "\(field.name) at \(field.offset), the compiler put it at \(offset!)")
        }
        // The wrappers' own offsets: read through them, the values come back.
        var sample = Sample()
        sample.label = "read through the offset"
        let label = try #require(fields.first { $0.name == "label" })
        let read = withUnsafeBytes(of: &sample) { $0.load(fromByteOffset: label.offset, as: String.self) }
        #expect(read == "read through the offset")
        #expect(ObjectIdentifier(fields[1].type) == ObjectIdentifier(Environment<Bool>.self))
        #expect(ObjectIdentifier(fields[3].type) == ObjectIdentifier(State<Int>.self))
    }
}
