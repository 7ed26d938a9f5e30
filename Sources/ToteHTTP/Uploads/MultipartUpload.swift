import Foundation
import Hummingbird
import MultipartKit
import NIOCore

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
    /// of them; `tooLarge` words the refusal (413) of a larger file.
    public static func read(
        _ request: Request, upTo limit: Int, files maximumFiles: Int, tooLarge: String
    ) async throws -> MultipartUpload {
        guard let boundary = boundary(of: request.headers[.contentType]) else {
            throw RequestError.malformed("the form could not be read: it is not multipart/form-data")
        }
        let reading = MultipartReading(limit: limit, maximumFiles: maximumFiles, tooLarge: tooLarge)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in reading.header(name, value) }
        parser.onBody = { buffer in reading.body(&buffer) }
        parser.onPartComplete = { reading.partComplete() }
        do {
            for try await buffer in request.body {
                try parser.execute(buffer)
                if let failure = reading.failure { throw failure }
                try await reading.flush()
            }
            try await reading.finish()
        } catch {
            await reading.abandon()
            throw error is HTTPError || error is RequestError
                ? error : RequestError.malformed("the form could not be read")
        }
        return MultipartUpload(fields: reading.fields, files: reading.files)
    }

    private static func boundary(of contentType: String?) -> String? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        let parameter = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.lowercased().hasPrefix("boundary=") }
        let value = parameter.map { String($0.dropFirst("boundary=".count)).trimmingCharacters(in: ["\""]) }
        return value?.isEmpty == false ? value : nil
    }
}

/// What the parser has read so far: the text fields, the files written, and the part being read.
private final class MultipartReading {
    let limit: Int
    let maximumFiles: Int
    let tooLarge: String
    private(set) var fields: [String: String] = [:]
    private(set) var files: [MultipartUpload.File] = []
    private(set) var failure: (any Error)?
    private var name: String?
    private var fileName: String?
    private var text: [UInt8] = []
    private var writing: (url: URL, handle: FileHandle)?
    private var size = 0
    /// What the parser handed on since the last ``flush()``, to be written away from the request's thread.
    private var pending: [TemporaryFile.Step] = []

    init(limit: Int, maximumFiles: Int, tooLarge: String) {
        self.limit = limit
        self.maximumFiles = maximumFiles
        self.tooLarge = tooLarge
    }

    func header(_ header: String, _ value: String) {
        guard header.lowercased() == "content-disposition" else { return }
        name = Self.parameter("name", of: value)
        fileName = Self.parameter("filename", of: value).flatMap { $0.isEmpty ? nil : $0 }
    }

    func body(_ buffer: inout ByteBuffer) {
        guard failure == nil else { return }
        guard fileName != nil else {
            text += buffer.readableBytesView
            if text.count > MultipartUpload.largestField {
                failure = RequestError.malformed("a field of the form is too long")
            }
            return
        }
        size += buffer.readableBytes
        guard size <= limit else {
            failure = HTTPError(.contentTooLarge, message: tooLarge)
            return
        }
        do {
            if writing == nil { writing = try open() }
            if let writing { pending.append(.write(Data(buffer.readableBytesView), to: writing.handle)) }
        } catch {
            failure = error
        }
    }

    /// Writes and closes what the parser handed on, on the pool of blocking threads.
    func flush() async throws {
        let steps = pending
        pending = []
        try await TemporaryFile.run(steps)
    }

    func partComplete() {
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

    private func open() throws -> (URL, FileHandle) {
        guard files.count < maximumFiles else {
            throw RequestError.malformed("the form holds more than \(maximumFiles) files")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tote-upload-\(UUID())")
        return (url, try TemporaryFile.create(url))
    }

    /// A parameter of a `Content-Disposition` value, such as `name="file"`.
    private static func parameter(_ key: String, of value: String) -> String? {
        for part in value.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let pieces = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pieces.count == 2, pieces[0].lowercased() == key {
                return pieces[1].trimmingCharacters(in: ["\""])
            }
        }
        return nil
    }
}
