import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting
import ToteWeb

@Suite("The installable app: manifest, icons, favicon and service worker")
struct InstallableAppTests {
    private func withApp(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let app = try TestEnvironment().application { router, environment in
            try WebRoutes.add(to: router, environment: environment)
        }
        try await app.test(.router, test)
    }

    private func get(_ path: String, _ client: some TestClientProtocol) async throws -> TestResponse {
        try await client.execute(uri: path, method: .get) { $0 }
    }

    @Test("the manifest names the app, opens standalone on the boxes, and every icon it lists is a PNG of its size")
    func manifest() async throws {
        try await withApp { client in
            let response = try await get("/manifest.webmanifest", client)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/manifest+json")
            let manifest = try #require(
                try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any])
            #expect(manifest["name"] as? String == "Tote")
            #expect(manifest["display"] as? String == "standalone")
            #expect(manifest["start_url"] as? String == "/boxes")
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["purpose"] }) == ["any", "maskable"])
            for icon in icons {
                let path = try #require(icon["src"])
                let image = try await get(path, client)
                #expect(image.status == .ok, "\(path)")
                #expect(image.headers[.contentType] == icon["type"], "\(path)")
                guard icon["type"] == "image/png", let sizes = icon["sizes"] else { continue }
                #expect(Self.pngSize(Data(image.body.readableBytesView)) == sizes, "\(path)")
            }
        }
    }

    @Test("the favicon is an icon file of three sizes")
    func favicon() async throws {
        try await withApp { client in
            let response = try await get("/favicon.ico", client)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/x-icon")
            let bytes = [UInt8](Data(response.body.readableBytesView))
            #expect(Array(bytes.prefix(6)) == [0, 0, 1, 0, 3, 0])
        }
    }

    @Test("the service worker is checked on every visit, and every file it keeps for offline use is served")
    func serviceWorker() async throws {
        try await withApp { client in
            let response = try await get("/sw.js", client)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-cache")
            let script = String(buffer: response.body)
            #expect(!script.contains("__VERSION__"))
            #expect(script.firstMatch(of: /"tote-shell-[0-9a-f]+"/) != nil)
            let list = try #require(script.firstMatch(of: /var SHELL_FILES = \[([^\]]*)\]/)).1
            let paths = list.matches(of: /"([^"]+)"/).map { String($0.1) }
            #expect(paths.count >= 10)
            for path in paths {
                #expect(try await get(path, client).status == .ok, "\(path)")
            }
        }
    }

    @Test("the pages link the manifest and the icons, and load the script that works offline")
    func pagesLinkTheApp() async throws {
        try await withApp { client in
            let page = String(buffer: try await get("/setup", client).body)
            #expect(page.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
            #expect(page.contains(#"<link rel="apple-touch-icon""#))
            #expect(page.contains(#"<script src="/assets/offline.js" defer></script>"#))
            #expect(page.contains(#"<div id="offline""#))
        }
    }

    /// "WIDTHxHEIGHT" from a PNG's header chunk.
    private static func pngSize(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return "\(number(at: 16))x\(number(at: 20))"
    }
}
