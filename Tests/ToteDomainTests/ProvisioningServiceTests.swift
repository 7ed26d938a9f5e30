import Foundation
import Testing
import ToteDomain

@Suite("ProvisioningService")
struct ProvisioningServiceTests {
    struct IdentityFailure: Error, Equatable {}

    let identities = SpyIdentityService()
    var service: ProvisioningService { ProvisioningService(identities: identities, clock: FixedClock()) }

    @Test("provisions an empty box with a fresh identity and the next number, recording its provisioning")
    func provisionBox() async throws {
        let title = try Title("Kitchen")
        let location = try Location("Garage")
        let note = try Note.optional("Fragile")

        let box = try await service.provisionBox(title: title, location: location, note: note)

        #expect(box.id == identities.boxID)
        let one = try BoxNumber(1)
        #expect(box.number == one)
        #expect((box.title, box.location, box.note) == (title, location, note))
        #expect(box.items.isEmpty)
        #expect(box.version == 0)
        let event = try #require(box.pendingEvents.first)
        #expect(box.pendingEvents.count == 1)
        #expect(event.change == .boxProvisioned(title: title, location: location, note: note))
        #expect(event.kind == .boxProvisioned)
        #expect(event.box == box.reference)
        #expect(event.item == nil)
        #expect(event.occurredAt == Fixture.dateInMilliseconds)
        #expect(await identities.reservedBoxNumbers == [one])
        #expect(await identities.reservedItemNumbers.isEmpty)
    }

    @Test("each box gets the next number")
    func consecutiveNumbers() async throws {
        let title = try Title("Box")

        let first = try await service.provisionBox(title: title, location: nil, note: nil)
        let second = try await service.provisionBox(title: title, location: nil, note: nil)

        #expect(first.number.value == 1)
        #expect(second.number.value == 2)
    }

    @Test("provisions an item with a fresh identity and a reserved item number, outside any box")
    func provisionItem() async throws {
        let title = try Title("Kettle")
        let quantity = try Quantity(2)
        let note = try Note.optional("Descale first")

        let item = try await service.provisionItem(title: title, quantity: quantity, note: note)

        #expect(item.id == identities.itemID)
        let one = try ItemNumber(1)
        #expect(item.number == one)
        #expect((item.title, item.quantity, item.note) == (title, quantity, note))
        #expect(await identities.reservedItemNumbers == [one])
        #expect(await identities.reservedBoxNumbers.isEmpty)
    }

    @Test("a failure to reserve a number is passed on")
    func identityFailure() async throws {
        let failing = ProvisioningService(
            identities: SpyIdentityService(failingWith: IdentityFailure()), clock: FixedClock())
        let title = try Title("Box")

        await #expect(throws: IdentityFailure()) {
            try await failing.provisionBox(title: title, location: nil, note: nil)
        }
        await #expect(throws: IdentityFailure()) {
            try await failing.provisionItem(title: title, quantity: try Quantity(1), note: nil)
        }
    }
}
