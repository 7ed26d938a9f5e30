import Foundation
import HummingbirdTesting
import Testing
import ToteHTTPTesting

@testable import ToteWeb

@Suite("History page")
struct HistoryRouteTests {
    @Test("each entry says who made the change, at a time in the browser's zone with the exact time on hover")
    func whoAndWhen() async throws {
        let environment = TestEnvironment()
        let (browser, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let utc = try await browser.get("/history", client).text
            #expect(utc.contains("UTC</time> · by Robin</span>"))
            #expect(utc.contains(/title="\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC"/))

            var tokyo = browser
            tokyo.cookies[Visit.timeZoneCookie] = "Asia/Tokyo"
            let local = try await tokyo.get("/history", client).text
            #expect(!local.contains("UTC</time>") && local.contains("Asia/Tokyo\">"))
            #expect(local.contains("· by Robin</span>"))

            var unknown = browser
            unknown.cookies[Visit.timeZoneCookie] = "Mars/Olympus"
            #expect(try await unknown.get("/history", client).text.contains("UTC</time>"))
        }
    }
}
