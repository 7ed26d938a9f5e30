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
            (InventoryError.itemChanged(try ItemNumber(3), version: 4), 409),
            (AccessError.invalidCredentials, 401),
            (AccessError.notAuthenticated, 401),
            (AccessError.forbidden(.viewer, .change), 403),
            (AccessError.inventoryNotFound, 404),
            (AccessError.tooManyAttempts(retryAfterSeconds: 30), 429),
            (AccessError.setupAlreadyDone, 409),
            (AccessError.invitationInvalid, 404),
            (AccessError.lastOwner, 409),
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
}
