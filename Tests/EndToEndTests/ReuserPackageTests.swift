import Foundation
import Testing

/// A package that depends on this one for its UI libraries resolves nothing else:
/// not GRDB or the argument parser (the cookbook app's), not the test-only or the
/// documentation packages.
@Suite struct ReuserPackageTests {
    @Test func dependingOnTheLibrariesChecksOutNoOtherPackage() throws {
        let dir = Cookbook.tempDir().appendingPathComponent("Reuser")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sources/Guide"), withIntermediateDirectories: true)
        let manifest = """
        // swift-tools-version:6.1
        import PackageDescription
        let package = Package(
            name: "Guide",
            dependencies: [.package(path: "\(Cookbook.root.path)")],
            targets: [.executableTarget(name: "Guide", dependencies: [
                .product(name: "UICore", package: "\(Cookbook.root.lastPathComponent)"),
                .product(name: "FocusEngine", package: "\(Cookbook.root.lastPathComponent)"),
                .product(name: "ScrollEngine", package: "\(Cookbook.root.lastPathComponent)"),
                .product(name: "UIRuntime", package: "\(Cookbook.root.lastPathComponent)"),
                .product(name: "SDLBackend", package: "\(Cookbook.root.lastPathComponent)"),
            ])]
        )
        """
        try manifest.write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import SDLBackend\n".write(to: dir.appendingPathComponent("Sources/Guide/main.swift"), atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "package", "--package-path", dir.path, "resolve"]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(stderr)")
        let checkouts = (try? FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(".build/checkouts").path)) ?? []
        #expect(checkouts.isEmpty, "a reuser checked out \(checkouts)")
        let resolved = (try? String(contentsOf: dir.appendingPathComponent("Package.resolved"), encoding: .utf8)) ?? ""
        #expect(!resolved.contains("grdb") && !resolved.contains("argument-parser") && !resolved.contains("property-based"), "\(resolved)")
    }
}
