import Foundation
import Synchronization
import ToteCLI
import ToteCSV

/// An export's file: written beside its path under a temporary name, readable by its owner only, and moved into
/// place when finished, so that a failed export leaves no half file and an existing file stays until replaced whole.
struct FileOutput: CommandOutput {
    let path: String
    private let partial: String
    private let handle: FileHandle

    init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportFileError(
                path: path, reason: "the folder \((path as NSString).deletingLastPathComponent) does not exist")
        }
        partial = (folder as NSString).appendingPathComponent(".\(url.lastPathComponent).\(UUID()).partial")
        guard FileManager.default.createFile(atPath: partial, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: partial)
        else {
            throw ExportFileError(path: path, reason: "the folder \(folder) cannot be written")
        }
        self.path = path
        self.handle = handle
    }

    func write(_ bytes: Data) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw ExportFileError(path: path, reason: error.localizedDescription)
        }
    }

    func finish() throws {
        try handle.close()
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            abandon()
            throw ExportFileError(path: path, reason: reason)
        }
    }

    func abandon() {
        try? handle.close()
        try? FileManager.default.removeItem(atPath: partial)
    }
}

/// An export written to standard output as it is made.
struct StandardOutput: CommandOutput {
    func write(_ bytes: Data) throws {
        try FileHandle.standardOutput.write(contentsOf: bytes)
    }

    func finish() throws {}

    func abandon() {}
}

/// Long work's progress on standard error: one line redrawn on a terminal, led by a bar when the share done is known;
/// elsewhere (a log, a pipe) a line every five seconds and the last one.
enum ProgressLine {
    static func standardError() -> ProgressDisplay {
        let isTerminal = isatty(STDERR_FILENO) == 1
        let lastWritten = Mutex<ContinuousClock.Instant?>(nil)
        return { line, percent, isFinal in
            if isTerminal {
                let drawn = "\r\u{1B}[K" + (percent.map(bar) ?? "") + line + (isFinal ? "\n" : "")
                FileHandle.standardError.write(Data(drawn.utf8))
                return
            }
            let now = ContinuousClock.now
            let isDue = lastWritten.withLock { last in
                guard isFinal || last.map({ now - $0 >= .seconds(5) }) ?? true else { return false }
                last = now
                return true
            }
            if isDue { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        }
    }

    /// "[██████··············] ": twenty cells, one for each 5% done.
    static func bar(_ percent: Int) -> String {
        let filled = max(0, min(20, percent / 5))
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: 20 - filled) + "] "
    }
}
