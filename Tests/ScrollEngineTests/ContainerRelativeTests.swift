import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Container-relative frames")
struct ContainerRelativeTests {
    @Test("length = (container − spacing·(count−1))/count·span + spacing·(span−1)")
    func lengths() {
        #expect(ContainerRelativeFrame.length(container: 1000, count: 2, spacing: 20) == 490)
        #expect(ContainerRelativeFrame.length(container: 1000, count: 1) == 1000)
        let twoOfThree: Double = (980.0 / 3) * 2 + 10
        #expect(ContainerRelativeFrame.length(container: 1000, count: 3, span: 2, spacing: 10) == twoOfThree)
        #expect(ContainerRelativeFrame.length(container: 1000, count: 0) == 1000)
        #expect(ContainerRelativeFrame.length(container: .nan, count: 2) == 0)
        let size = ContainerRelativeFrame.size(in: Size(width: 1000, height: 600), axes: .horizontal, count: 2, spacing: 20,
                                               original: Size(width: 50, height: 80))
        #expect(size == Size(width: 490, height: 80))
        let both = ContainerRelativeFrame.size(in: Size(width: 1000, height: 600), axes: .both, count: 2,
                                               original: .zero)
        #expect(both == Size(width: 500, height: 300))
        #expect(ContainerRelativeFrame.height(forWidth: 490, aspectRatio: 16.0 / 9) == 490.0 * 9 / 16)
    }

    @Test("size class from window width: compact below 1000 pt; two gallery columns when regular")
    func sizeClass() {
        #expect(UserInterfaceSizeClass(windowWidth: 1920) == .regular)
        #expect(UserInterfaceSizeClass(windowWidth: 1000) == .regular)
        #expect(UserInterfaceSizeClass(windowWidth: 999) == .compact)
        #expect(UserInterfaceSizeClass(windowWidth: .nan) == .compact)
        #expect(ContainerRelativeFrame.galleryCount(for: .regular) == 2)
        #expect(ContainerRelativeFrame.galleryCount(for: .compact) == 1)
    }
}
