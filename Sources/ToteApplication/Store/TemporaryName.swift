import Foundation

/// The names of the temporary files Tote makes, which say which process made them: the next start of a server or a
/// command removes those a process left behind when it was killed (``removeLeftovers(in:)``), and never those of a
/// process still running.
public enum TemporaryName {
    /// A file of the temporary folder: `tote-4711-upload-UUID`.
    public static func inTemporaryFolder(_ purpose: String) -> String {
        "tote-\(processID)-\(purpose)-\(UUID().uuidString)"
    }

    /// A file written beside `name` and renamed over it once complete: `.kitchen.csv.tote-4711-UUID.partial`.
    public static func beside(_ name: String) -> String {
        ".\(name).tote-\(processID)-\(UUID().uuidString).partial"
    }

    /// Removes the files of `folder` named by these rules whose process is no longer running; answers their names.
    @discardableResult
    public static func removeLeftovers(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            guard let process = process(of: name), !isRunning(process) else { return false }
            return (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil
        }
    }

    /// The process a name says made the file, or nil for a name these rules did not make.
    static func process(of name: String) -> Int32? {
        // Most names of a shared temporary folder are no one's of Tote: they are passed over without a regex, which
        // costs a millisecond each to build (a folder of thousands of files slowed a server's start by seconds).
        guard name.utf8.count <= 100, name.contains(".tote-") || name.hasPrefix("tote-") else { return nil }
        if let match = name.wholeMatch(of: /tote-([0-9]{1,10})-[a-z]+-[0-9A-F]{8}(?:-[0-9A-F]{4}){3}-[0-9A-F]{12}/) {
            return Int32(match.1)
        }
        if let match = name.wholeMatch(
            of: /\..+\.tote-([0-9]{1,10})-[0-9A-F]{8}(?:-[0-9A-F]{4}){3}-[0-9A-F]{12}\.partial/)
        {
            return Int32(match.1)
        }
        return nil
    }

    private static let processID = ProcessInfo.processInfo.processIdentifier

    private static func isRunning(_ process: Int32) -> Bool {
        process == processID || kill(process, 0) == 0 || errno == EPERM
    }
}
