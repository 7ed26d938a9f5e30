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

    /// The process a name says made the file, or nil for a name these rules did not make. Read by hand, not by a
    /// regex: building one costs far more than reading a name, and a shared temporary folder holds many.
    static func process(of name: String) -> Int32? {
        guard name.utf8.count <= 100 else { return nil }
        if name.hasPrefix("tote-") {
            // tote-4711-upload-UUID
            let parts = name.dropFirst(5).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 7, !parts[1].isEmpty, parts[1].allSatisfy({ ("a"..."z").contains($0) }),
                isUUID(parts[2...])
            else {
                return nil
            }
            return number(parts[0])
        }
        // .kitchen.csv.tote-4711-UUID.partial
        guard name.hasPrefix("."), name.hasSuffix(".partial"),
            let marker = name.range(of: ".tote-", options: .backwards),
            marker.lowerBound > name.startIndex
        else { return nil }
        let named = name[name.index(after: name.startIndex)..<marker.lowerBound]
        let parts = name[marker.upperBound...].dropLast(8).split(separator: "-", omittingEmptySubsequences: false)
        guard !named.isEmpty, !named.contains("\n"), parts.count == 6, isUUID(parts[1...]) else { return nil }
        return number(parts[0])
    }

    /// A process number of one to ten digits.
    private static func number(_ text: Substring) -> Int32? {
        guard (1...10).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int32(text)
    }

    /// The five groups of a UUID as `UUID().uuidString` writes it: upper-case hexadecimal digits, 8-4-4-4-12.
    private static func isUUID(_ groups: ArraySlice<Substring>) -> Bool {
        groups.map(\.count) == [8, 4, 4, 4, 12]
            && groups.allSatisfy { $0.allSatisfy { ("0"..."9").contains($0) || ("A"..."F").contains($0) } }
    }

    private static let processID = ProcessInfo.processInfo.processIdentifier

    private static func isRunning(_ process: Int32) -> Bool {
        process == processID || kill(process, 0) == 0 || errno == EPERM
    }
}
