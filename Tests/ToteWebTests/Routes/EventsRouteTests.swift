import HummingbirdTesting
import Testing
import ToteApplication
import ToteDomain
import ToteHTTPTesting

@Suite("Live event stream")
struct EventsRouteTests {
    @Test("the stream refuses anyone not logged in")
    func anonymous() async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()
        try await environment.webApplication().test(.router) { client in
            let response = try await WebSession().get("/events", client)
            #expect(response.status == .unauthorized)
        }
    }

    @Test("a member gets the current inventory's events after Last-Event-ID")
    func member() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            var headers = owner.headers
            headers[.init("Last-Event-ID")!] = "0"
            let request = Task {
                try await client.execute(uri: "/events", method: .get, headers: headers) { $0 }
            }
            try await environment.closeEventStreams()
            let response = try await request.value
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream")
            #expect(response.text.contains("event: box.provisioned"))
            #expect(response.text.contains("\"kind\":\"item.provisioned\""))
        }
    }

    @Test("the stream ends once its person logs out, and a later change is not sent")
    func endsAtLogout() async throws {
        let environment = TestEnvironment()
        let (owner, token) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let stream = Task { try await client.execute(uri: "/events", method: .get, headers: owner.headers) { $0 } }
            try await environment.waitForEventStreams(1)
            let loggedOut = try await owner.post("/logout", [:], client)
            #expect(loggedOut.status == .seeOther)
            let useCases = try await environment.server.openInventory(Inventory.localID, .owner, .commandLine)
            _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Secret plans"))
            try await environment.server.events.poll()

            let (response, endedByItself) = try await environment.streamEndingByItself(stream)
            #expect(!response.text.contains("Secret plans"))
            #expect(endedByItself, "the stream did not end by itself")
            #expect(response.text.hasSuffix("event: access-ended\ndata: {}\n\n"), "the page is told why")
            #expect(await !environment.server.access.stillAllows(token, .read, in: Inventory.localID))
        }
    }

    @Test("pages load the live script from /assets without inline scripts")
    func script() async throws {
        let environment = TestEnvironment()
        let (owner, _) = try await environment.ownerWithKitchen()
        try await environment.webApplication().test(.router) { client in
            let page = try await owner.get("/boxes", client).text
            #expect(page.contains("<script src=\"/assets/live.js\" defer></script>"))
            #expect(page.contains("<script src=\"/assets/forms.js\" defer></script>"))
            let forms = try await owner.get("/assets/forms.js", client)
            #expect(forms.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(forms.text.contains("form.dataset.sent"))
            #expect(!page.contains("<script>"))
            #expect(!page.contains("style="))
            let script = try await owner.get("/assets/live.js", client)
            #expect(script.text.contains("new EventSource((shown && shown.dataset.events) || \"/events\")"))
            // Every kind of change refreshes the pages it concerns.
            for kind in DomainEvent.Kind.allCases {
                #expect(script.text.contains("\"\(kind.rawValue)\""), "live.js listens for \(kind.rawValue)")
            }
        }
    }
}
