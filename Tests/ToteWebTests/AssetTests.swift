import HummingbirdTesting
import Testing
import ToteHTTPTesting
import ToteWeb

@Suite("Static assets")
struct AssetTests {
    @Test("the stylesheet is served and follows the system's dark mode")
    func stylesheet() async throws {
        let app = try TestEnvironment().application { router, environment in
            try WebRoutes.add(to: router, environment: environment)
        }

        try await app.test(.router) { client in
            try await client.execute(uri: "/assets/tote.css", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains("prefers-color-scheme: dark"))
            }
        }
    }
}
