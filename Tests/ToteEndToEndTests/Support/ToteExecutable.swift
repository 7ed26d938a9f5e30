import Foundation

/// Finds the `tote` executable that the build put next to this test bundle.
enum ToteExecutable {
    struct Missing: Error, CustomStringConvertible {
        let searched: [String]

        var description: String {
            "the built tote executable was not found in \(searched.joined(separator: ", ")); "
                + "build it first with `swift build --product tote`, or set TOTE_EXECUTABLE to its path"
        }
    }

    /// `TOTE_EXECUTABLE` when set, else `tote` in the build products directory that holds the test bundle.
    static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["TOTE_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let candidates = productDirectories.map { $0.appendingPathComponent("tote") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Missing(searched: productDirectories.map(\.path))
        }
        return found
    }

    /// On Linux the test bundle is an executable in the products directory; on macOS it is a bundle there.
    private static var productDirectories: [URL] {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let bundles = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map(\.bundleURL)
        return ([runner] + bundles).map { $0.deletingLastPathComponent() } + [Bundle.main.bundleURL]
    }
}
