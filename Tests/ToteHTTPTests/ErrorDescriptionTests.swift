import Hummingbird
import Testing
import ToteApplication
import ToteDomain
import ToteHTTP

@Suite("Errors as HTTP statuses")
struct ErrorDescriptionTests {
    @Test(
        "a client's mistake is a 4xx with the core's message",
        arguments: [
            (ValidationError.empty(.title) as any Error & Sendable, 422),
            (InventoryError.boxNotFound(try! BoxNumber(3)), 404),
            (InventoryError.boxNotEmpty(try! BoxNumber(3), itemCount: 1), 409),
            (InventoryError.itemChanged(try ItemNumber(3), version: 4, now: "“Cup” × 1"), 409),
            (AccessError.invalidCredentials, 401),
            (AccessError.notAuthenticated, 401),
            (AccessError.forbidden(.viewer, .change), 403),
            (AccessError.inventoryNotFound, 404),
            (AccessError.tooManyAttempts(retryAfterSeconds: 30), 429),
            (AccessError.setupAlreadyDone, 409),
            (AccessError.invitationInvalid, 404),
            (AccessError.lastOwner, 409),
            (RequestError.malformed("'title' is required"), 400),
            (RequestError.forgedForm, 403),
            (RequestError.pageNotFound, 404),
        ])
    func clientErrors(error: any Error & Sendable, status: Int) {
        let description = ErrorDescription(error)

        #expect(description.status.code == status)
        #expect(description.detail == String(describing: error))
    }

    @Test("anything else is a 500 that reveals nothing")
    func unexpected() {
        struct Surprise: Error {}

        let description = ErrorDescription(Surprise())

        #expect(description.status == .internalServerError)
        #expect(description.detail == "something went wrong on the server")
    }

    @Test("Hummingbird's own errors keep their status and say what they carry")
    func httpErrors() {
        let tooLarge = ErrorDescription(HTTPError(.contentTooLarge))
        let unknown = ErrorDescription(HTTPError(.notFound, message: "no route"))

        #expect(tooLarge.status == .contentTooLarge)
        #expect(tooLarge.detail == "content too large")
        #expect(unknown.detail == "no route")
    }

    @Test("only a throttled login and an inventory an import fills (or undoes) say how long to wait")
    func retryAfter() {
        #expect(ErrorDescription(AccessError.tooManyAttempts(retryAfterSeconds: 30)).retryAfter == 30)
        #expect(ErrorDescription(AccessError.invalidCredentials).retryAfter == nil)
        #expect(ErrorDescription(StoreError.filling(stopped: false)).retryAfter == 5)
        #expect(ErrorDescription(StoreError.filling(stopped: true)).retryAfter == 5)
    }

    @Test(
        "a form is shown again only for what the person typed; a missing box they named is a wrong value",
        arguments: [
            (ValidationError.empty(.title) as any Error & Sendable, 422 as Int?),
            (InventoryError.boxNotFound(try! BoxNumber(3)), 422),
            (InventoryError.boxNotEmpty(try! BoxNumber(3), itemCount: 1), 409),
            (AccessError.invalidCredentials, 401),
            (AccessError.tooManyAttempts(retryAfterSeconds: 30), 429),
            (AccessError.usernameTaken(try! Username("robin")), 409),
            (AccessError.lastOwner, 409),
            (AccessError.notAuthenticated, nil),
            (AccessError.forbidden(.viewer, .change), nil),
            (AccessError.inventoryNotFound, nil),
            (AccessError.setupAlreadyDone, nil),
            (RequestError.forgedForm, nil),
            (StoreError.cannotOpen(path: "tote.sqlite", reason: "disk gone"), nil),
            (StoreError.filling(stopped: false), 503),
        ])
    func formStatus(error: any Error & Sendable, status: Int?) {
        #expect(ErrorDescription(error).formStatus?.code == status)
    }

    @Test("the detail reads as a sentence of its own")
    func sentence() {
        #expect(ErrorDescription(InventoryError.boxNotFound(try! BoxNumber(12))).sentence == "There is no box #12.")
    }
}
