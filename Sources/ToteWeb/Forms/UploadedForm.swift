import Foundation
import Hummingbird
import MultipartKit
import NIOCore
import ToteHTTP

/// A posted form with a file (`multipart/form-data`): its text fields, and the file written to a temporary file as
/// it arrives, so that a large file is never held in memory.
struct UploadedForm: Sendable {
    /// The most a text field of an upload form may hold.
    static let largestField = 4_096

    let fields: FormFields
    /// The uploaded file, nil when the form sent none; the receiver removes it once done with it.
    let file: URL?

    /// Reads the request's body; the file part named `fileField` goes to a temporary file of at most `limit` bytes.
    static func read(_ request: Request, fileField: String, upTo limit: Int) async throws -> UploadedForm {
        guard let boundary = boundary(of: request.headers[.contentType]) else {
            throw RequestError.malformed("the form could not be read: it is not multipart/form-data")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tote-upload-\(UUID())")
        let reading = Reading(fileField: fileField, file: url, limit: limit)
        let parser = MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in reading.header(name, value) }
        parser.onBody = { buffer in reading.body(&buffer) }
        parser.onPartComplete = { reading.partComplete() }
        do {
            for try await buffer in request.body {
                try parser.execute(buffer)
                if let failure = reading.failure { throw failure }
            }
            try reading.finish()
        } catch {
            reading.abandon()
            throw error is HTTPError ? error : RequestError.malformed("the form could not be read")
        }
        return UploadedForm(fields: FormFields(reading.fields), file: reading.wroteFile ? url : nil)
    }

    private static func boundary(of contentType: String?) -> String? {
        guard let contentType, contentType.lowercased().hasPrefix("multipart/form-data") else { return nil }
        let parameter = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.lowercased().hasPrefix("boundary=") }
        let value = parameter.map { String($0.dropFirst("boundary=".count)).trimmingCharacters(in: ["\""]) }
        return value?.isEmpty == false ? value : nil
    }
}

/// What the parser has read so far: the parts' names, the text fields, and the file being written.
private final class Reading {
    let fileField: String
    let file: URL
    let limit: Int
    private(set) var fields: [String: String] = [:]
    private(set) var failure: (any Error)?
    private(set) var wroteFile = false
    private var name: String?
    private var isFile = false
    private var text: [UInt8] = []
    private var handle: FileHandle?
    private var size = 0

    init(fileField: String, file: URL, limit: Int) {
        self.fileField = fileField
        self.file = file
        self.limit = limit
    }

    func header(_ header: String, _ value: String) {
        guard header.lowercased() == "content-disposition" else { return }
        name = Self.parameter("name", of: value)
        isFile = name == fileField && Self.parameter("filename", of: value)?.isEmpty == false
    }

    func body(_ buffer: inout ByteBuffer) {
        guard failure == nil else { return }
        if isFile {
            size += buffer.readableBytes
            guard size <= limit else {
                failure = HTTPError(
                    .contentTooLarge,
                    message: "the file is larger than the \(limit) bytes this server imports at once: split it")
                return
            }
            do {
                if handle == nil { handle = try open() }
                try handle?.write(contentsOf: Data(buffer.readableBytesView))
            } catch {
                failure = error
            }
        } else {
            text += buffer.readableBytesView
            if text.count > UploadedForm.largestField {
                failure = RequestError.malformed("a field of the form is too long")
            }
        }
    }

    func partComplete() {
        if let name, !isFile { fields[name] = String(decoding: text, as: UTF8.self) }
        if isFile { wroteFile = handle != nil }
        name = nil
        isFile = false
        text = []
    }

    func finish() throws {
        try handle?.close()
        handle = nil
    }

    func abandon() {
        try? handle?.close()
        try? FileManager.default.removeItem(at: file)
    }

    private func open() throws -> FileHandle {
        guard FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]),
            let handle = FileHandle(forWritingAtPath: file.path)
        else { throw HTTPError(.internalServerError, message: "the server cannot keep the upload") }
        return handle
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
