import CompressNIO
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import ToteHTTP
import ToteHTTPTesting

@Suite("Compressed responses")
struct CompressionTests {
    private static let page = String(repeating: "<li>Kettle in box #1, Garage, shelf 3</li>\n", count: 500)

    private func application() -> some ApplicationProtocol {
        TestEnvironment().application { router, _ in
            router.get("/page") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: Self.page)))
            }
            router.get("/stream") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/event-stream"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: Self.page)))
            }
        }
    }

    @Test("a page is sent gzip-compressed to a client that accepts it, and reads back the same")
    func compressed() async throws {
        try await application().test(.router) { client in
            let response = try await client.execute(
                uri: "/page", method: .get, headers: [.acceptEncoding: "br;q=1, gzip;q=0.8"])
            #expect(response.headers[.contentEncoding] == "gzip")
            #expect(response.headers[.vary] == "Accept-Encoding")
            #expect(response.body.readableBytes * 10 < Self.page.utf8.count)
            var body = response.body
            let plain = try body.decompress(with: .gzip())
            #expect(String(buffer: plain) == Self.page)
        }
    }

    @Test(
        "nothing is compressed for a client that does not accept gzip, for HEAD, for a stream or a small body",
        arguments: [
            ("/page", HTTPRequest.Method.get, ""), ("/page", .get, "gzip;q=0, deflate"), ("/page", .head, "gzip"),
            ("/stream", .get, "gzip"), ("/health", .get, "gzip"),
        ])
    func plain(_ path: String, _ method: HTTPRequest.Method, _ accepted: String) async throws {
        try await application().test(.router) { client in
            let response = try await client.execute(
                uri: path, method: method, headers: accepted.isEmpty ? [:] : [.acceptEncoding: accepted])
            #expect(response.headers[.contentEncoding] == nil)
            if method == .get, path == "/page" { #expect(String(buffer: response.body) == Self.page) }
        }
    }
}
