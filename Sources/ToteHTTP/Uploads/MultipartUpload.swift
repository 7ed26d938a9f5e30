import Foundation
import Hummingbird
import NIOCore
import ToteApplication

/// A posted `multipart/form-data` body: its text fields, and each file part written to a temporary file as it
/// arrives, so that no file is ever held in memory, whatever its size or however many arrive at once.
public struct MultipartUpload: Sendable {
    /// One file of the form, in a temporary file that the receiver removes once done with it.
    public struct File: Sendable, Equatable {
        /// The form field it was sent under.
        public let field: String
        /// The name the sender gave it.
        public let name: String
        public let url: URL
    }

    /// The most a text field of an upload form may hold.
    static let largestField = 4_096
    /// The most text all the fields of an upload form may hold together.
    static let largestText = 16 * 1_024
    /// The most text fields an upload form may have.
    static let mostFields = 16

    public let fields: [String: String]
    public let files: [File]

    /// The first file sent under `field`.
    public func file(_ field: String) -> File? {
        files.first { $0.field == field }
    }

    /// Removes every file the upload wrote.
    public func discard() {
        for file in files { try? FileManager.default.removeItem(at: file.url) }
    }

    /// Reads the request's body: each file part to a temporary file of at most `limit` bytes, at most `maximumFiles`
    /// of them, and at most ``mostFields`` text fields of ``largestField`` bytes, ``largestText`` in all;
    /// `tooLarge` words the refusal (413) of a larger file.
    public static func read(
        _ request: Request, context: ToteRequestContext, upTo limit: Int, files maximumFiles: Int, tooLarge: String
    ) async throws -> MultipartUpload {
        guard let boundary = MultipartParser.boundary(of: request.headers[.contentType]) else {
            throw RequestError.malformed("the form could not be read: it is not multipart/form-data")
        }
        context.allowBody(of: request)
        let reading = MultipartReading(limit: limit, maximumFiles: maximumFiles, tooLarge: tooLarge)
        do {
            var parser = try MultipartParser(boundary: boundary, maximumParts: maximumFiles + mostFields)
            for try await buffer in request.body {
                for event in try parser.feed(buffer.readableBytesView) { try reading.take(event) }
                try await reading.flush()
            }
            try parser.finish()
            try await reading.finish()
        } catch {
            await reading.abandon()
            if let fault = error as? MultipartFault {
                throw RequestError.malformed("the form could not be read: \(fault)")
            }
            throw error is HTTPError || error is RequestError
                ? error : RequestError.malformed("the form could not be read")
        }
        return MultipartUpload(fields: reading.fields, files: reading.files)
    }
}

/// What the parser has read so far: the text fields, the files written, and the part being read.
private final class MultipartReading {
    let limit: Int
    let maximumFiles: Int
    let tooLarge: String
    private(set) var fields: [String: String] = [:]
    private(set) var files: [MultipartUpload.File] = []
    private var name: String?
    private var fileName: String?
    private var text: [UInt8] = []
    private var writing: (url: URL, handle: FileHandle)?
    private var size = 0
    private var textSize = 0
    /// What the parser handed on since the last ``flush()``, to be written away from the request's thread.
    private var pending: [TemporaryFile.Step] = []

    init(limit: Int, maximumFiles: Int, tooLarge: String) {
        self.limit = limit
        self.maximumFiles = maximumFiles
        self.tooLarge = tooLarge
    }

    /// Takes what the parser found; throws when the form breaks its limits.
    func take(_ event: MultipartParser.Event) throws {
        switch event {
        case .part(let head):
            name = head.name
            fileName = head.fileName
            if fileName == nil {
                guard fields.count < MultipartUpload.mostFields else {
                    throw RequestError.malformed("the form holds more than \(MultipartUpload.mostFields) fields")
                }
            } else {
                guard files.count < maximumFiles else {
                    throw RequestError.malformed("the form holds more than \(maximumFiles) files")
                }
                writing = try open()
            }
        case .content(let bytes):
            try content(bytes)
        case .partEnd:
            partComplete()
        }
    }

    private func content(_ bytes: [UInt8]) throws {
        guard let writing else {
            text += bytes
            textSize += bytes.count
            guard text.count <= MultipartUpload.largestField else {
                throw RequestError.malformed("a field of the form is longer than \(MultipartUpload.largestField) bytes")
            }
            guard textSize <= MultipartUpload.largestText else {
                throw RequestError.malformed(
                    "the fields of the form hold more than \(MultipartUpload.largestText) bytes")
            }
            return
        }
        size += bytes.count
        guard size <= limit else { throw HTTPError(.contentTooLarge, message: tooLarge) }
        pending.append(.write(Data(bytes), to: writing.handle))
    }

    /// Writes and closes what the parser handed on, on the pool of blocking threads.
    func flush() async throws {
        let steps = pending
        pending = []
        try await TemporaryFile.run(steps)
    }

    private func partComplete() {
        if let name, let fileName, let writing {
            pending.append(.close(writing.handle))
            files.append(MultipartUpload.File(field: name, name: fileName, url: writing.url))
        } else if let name, fileName == nil {
            fields[name] = String(decoding: text, as: UTF8.self)
        }
        name = nil
        fileName = nil
        text = []
        writing = nil
        size = 0
    }

    func finish() async throws {
        if let writing { pending.append(.close(writing.handle)) }
        writing = nil
        try await flush()
    }

    /// Closes every file the upload opened, without writing what waits, and removes them.
    func abandon() async {
        var open = pending.compactMap { step -> FileHandle? in
            if case .close(let handle) = step { handle } else { nil }
        }
        if let writing { open.append(writing.handle) }
        let urls = files.map(\.url) + (writing.map { [$0.url] } ?? [])
        pending = []
        writing = nil
        try? await TemporaryFile.run(open.map { .close($0) })
        for url in urls { try? FileManager.default.removeItem(at: url) }
    }

    private func open() throws -> (url: URL, handle: FileHandle) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            TemporaryName.inTemporaryFolder("upload"))
        return (url, try TemporaryFile.create(url))
    }
}
