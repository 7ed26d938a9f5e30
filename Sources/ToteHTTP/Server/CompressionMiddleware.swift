import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// Sends pages, JSON, problem documents and assets gzip-compressed to a client that accepts it, and marks every
/// such response `Vary: Accept-Encoding` so that caches keep the two forms apart. A box page of 300 items goes from
/// about half a megabyte to a few dozen kilobytes. Live event streams are left alone, so each event leaves at once;
/// so are small bodies, which compression would not shorten.
public struct CompressionMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    /// Bodies shorter than this gain less than their compression costs.
    static let smallestBody = 860

    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        guard Self.isCompressible(response.headers[.contentType]), response.headers[.contentEncoding] == nil else {
            return response
        }
        response.headers.append(HTTPField(name: .vary, value: "Accept-Encoding"))
        guard request.method != .head, Self.acceptsGzip(request.headers[values: .acceptEncoding]),
            (response.body.contentLength ?? Int.max) >= Self.smallestBody
        else { return response }
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = nil
        let body = response.body
        response.body = ResponseBody { writer in
            let compressor = CompressionAlgorithm.gzip().compressor
            try compressor.startStream()
            defer { try? compressor.finishStream() }
            try await body.write(GzipBodyWriter(compressor: compressor, output: writer))
        }
        return response
    }

    /// Text of any kind (HTML, CSS, JavaScript, JSON, SVG), but not a live event stream.
    static func isCompressible(_ contentType: String?) -> Bool {
        guard let full = contentType?.lowercased(),
            let type = full.split(separator: ";").first?.trimmingCharacters(in: .whitespaces),
            type != "text/event-stream"
        else { return false }
        return type.hasPrefix("text/") || type.hasSuffix("/json") || type.hasSuffix("+json")
            || type.hasSuffix("+xml") || type == "application/javascript"
    }

    /// Whether `Accept-Encoding` names gzip (or anything, `*`) with a weight above zero.
    static func acceptsGzip(_ values: [String]) -> Bool {
        values.flatMap { $0.split(separator: ",") }.contains { entry in
            let parts = entry.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let coding = parts.first, ["gzip", "x-gzip", "*"].contains(coding) else { return false }
            let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return weight > 0
        }
    }
}

/// Compresses what a response body writes as it goes, and ends the stream when the body finishes.
private struct GzipBodyWriter: ResponseBodyWriter {
    let compressor: any NIOCompressor
    var output: any ResponseBodyWriter

    mutating func write(_ buffer: ByteBuffer) async throws {
        var input = buffer
        let compressed = try input.compressStream(with: compressor, flush: .sync)
        if compressed.readableBytes > 0 { try await output.write(compressed) }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        var empty = ByteBuffer()
        let compressed = try empty.compressStream(with: compressor, flush: .finish)
        if compressed.readableBytes > 0 { try await output.write(compressed) }
        try await output.finish(trailingHeaders)
    }
}
