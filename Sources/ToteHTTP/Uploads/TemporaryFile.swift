import Foundation
import Hummingbird
import NIOPosix
import ToteApplication

/// The temporary files uploads are written to: readable by the server's user only.
public enum TemporaryFile {
    /// A new file at `url`, open for writing.
    public static func create(_ url: URL) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw HTTPError(.internalServerError, message: "the server cannot write its temporary files") }
        return handle
    }

    /// Writes the request's body to a new temporary file of at most `limit` bytes; a larger body is refused (413,
    /// worded by `tooLarge`) as soon as it passes the limit, and nothing of it is kept.
    public static func receive(_ request: Request, context: ToteRequestContext, upTo limit: Int, tooLarge: String)
        async throws -> URL
    {
        context.allowBody(of: request)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            TemporaryName.inTemporaryFolder("upload"))
        let handle = try create(file)
        do {
            var size = 0
            for try await buffer in request.body {
                size += buffer.readableBytes
                guard size <= limit else { throw HTTPError(.contentTooLarge, message: tooLarge) }
                try await run([.write(Data(buffer.readableBytesView), to: handle)])
            }
            try await run([.close(handle)])
            return file
        } catch {
            try? await run([.close(handle)])
            try? FileManager.default.removeItem(at: file)
            throw error
        }
    }

    /// Something to do to a temporary file being written.
    enum Step: Sendable {
        case write(Data, to: FileHandle)
        case close(FileHandle)
    }

    /// Carries out `steps` in order on the pool of blocking threads, so that a request's task never waits on the
    /// disk. A full disk is ``TemporaryFolderFull``.
    static func run(_ steps: [Step]) async throws {
        guard !steps.isEmpty else { return }
        do {
            try await NIOThreadPool.singleton.runIfActive {
                for step in steps {
                    switch step {
                    case .write(let data, let handle): try handle.write(contentsOf: data)
                    case .close(let handle): try handle.close()
                    }
                }
            }
        } catch  where FileFailure.isDiskFull(error) {
            throw TemporaryFolderFull()
        }
    }
}

/// The disk of the server's temporary folder had no room left for an upload, which was dropped.
public struct TemporaryFolderFull: Error, Equatable, CustomStringConvertible {
    public var description: String {
        "the disk that holds the server's temporary files is full; nothing was changed: free some space, then try again"
    }
}
