import Foundation
import Synchronization
import ToteApplication
import ToteCLI
import ToteCSV

/// An export's file. A regular file (or a path not there yet) is written beside its path under a temporary name,
/// readable by its owner only, and moved into place when finished, so that a failed export leaves no half file and
/// an existing file stays until replaced whole. A symbolic link is followed to the file it names. A device, a FIFO
/// or a socket is written in place, as a shell's `>` would: there is no file to replace.
struct FileOutput: CommandOutput {
    let path: String
    /// The temporary file renamed over the target when done; nil when the target is written in place.
    private let partial: String?
    private let target: String
    private let handle: FileHandle

    init(path: String) throws {
        let target = Self.resolved(path)
        let folder =
            (target as NSString).deletingLastPathComponent.isEmpty
            ? "." : (target as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportFileError(path: path, reason: "the folder \(folder) does not exist")
        }
        var status = stat()
        if stat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            guard status.st_mode & S_IFMT != S_IFDIR else {
                throw ExportFileError(path: path, reason: "it is a folder")
            }
            guard let handle = FileHandle(forWritingAtPath: target) else {
                throw ExportFileError(path: path, reason: String(cString: strerror(errno)))
            }
            (self.path, self.target, self.partial, self.handle) = (path, target, nil, handle)
            return
        }
        TemporaryName.removeLeftovers(in: URL(fileURLWithPath: folder))
        let partial = (folder as NSString).appendingPathComponent(
            TemporaryName.beside((target as NSString).lastPathComponent))
        guard FileManager.default.createFile(atPath: partial, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: partial)
        else {
            throw ExportFileError(path: path, reason: "the folder \(folder) cannot be written")
        }
        (self.path, self.target, self.partial, self.handle) = (path, target, partial, handle)
    }

    /// The file a path names once its symbolic links are followed, as far as they lead; a link to nothing yet leads
    /// to the file it would name.
    private static func resolved(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    func write(_ bytes: Data) throws {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw ExportFileError(path: path, reason: FileFailure.reason(error))
        }
    }

    func finish() throws {
        do {
            // A file that replaces another reaches the disk first; a device or a FIFO has nothing to flush.
            if partial != nil { try handle.synchronize() }
            try handle.close()
        } catch {
            abandon()
            throw ExportFileError(path: path, reason: FileFailure.reason(error))
        }
        guard let partial else { return }
        guard rename(partial, target) == 0 else {
            let reason = String(cString: strerror(errno))
            abandon()
            throw ExportFileError(path: path, reason: reason)
        }
    }

    func abandon() {
        try? handle.close()
        if let partial { try? FileManager.default.removeItem(atPath: partial) }
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
