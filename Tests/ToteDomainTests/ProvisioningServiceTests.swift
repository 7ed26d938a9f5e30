import Foundation
import Testing
import ToteDomain

@Suite("ProvisioningService")
struct ProvisioningServiceTests {
    struct IdentityFailure: Error, Equatable {}

    let identities = SpyIdentityService()
    var service: ProvisioningService { ProvisioningService(identities: identities) }

    @Test("provisions an empty box with a fresh identity and the next number, recording its provisioning")
    func provisionBox() throws {
        let title = try Title("Kitchen")
        let location = try Location("Garage")
        let note = try Note.optional("Fragile")

        let box = try service.provisionBox(title: title, location: location, note: note, at: Fixture.date)

        #expect(box.id == identities.boxID)
        let one = try BoxNumber(1)
        #expect(box.number == one)
        #expect((box.title, box.location, box.note) == (title, location, note))
        #expect(box.version == 0)
        let event = try #require(box.pendingEvents.first)
        #expect(box.pendingEvents.count == 1)
        #expect(event.change == .boxProvisioned(title: title, location: location, note: note, kind: .box))
        #expect(event.kind == .boxProvisioned)
        #expect(event.box == box.reference)
        #expect(event.item == nil)
        #expect(event.occurredAt == Fixture.dateInMilliseconds)
        #expect(identities.reservedBoxNumbers == [one])
        #expect(identities.reservedItemNumbers.isEmpty)
    }

    @Test("each box gets the next number")
    func consecutiveNumbers() throws {
        let title = try Title("Box")

        let first = try service.provisionBox(title: title, location: nil, note: nil, at: Fixture.date)
        let second = try service.provisionBox(title: title, location: nil, note: nil, at: Fixture.date)

        #expect(first.number.value == 1)
        #expect(second.number.value == 2)
    }

    @Test("provisions an item in a box with a fresh identity and a reserved item number, recording it")
    func provisionItem() throws {
        let title = try Title("Kettle")
        let quantity = try Quantity(2)
        let note = try Note.optional("Descale first")

        let box = try Fixture.box(3)

        let item = try service.provisionItem(title: title, quantity: quantity, note: note, in: box, at: Fixture.date)

        #expect(item.id == identities.itemID)
        let one = try ItemNumber(1)
        #expect(item.number == one)
        #expect((item.title, item.quantity, item.note) == (title, quantity, note))
        #expect(item.box == box.reference)
        #expect(item.pendingEvents.map(\.change) == [.itemProvisioned(title: title, quantity: quantity, note: note)])
        #expect(item.pendingEvents.first?.box == box.reference)
        #expect(identities.reservedItemNumbers == [one])
        #expect(identities.reservedBoxNumbers.isEmpty)
    }

    @Test("a failure to reserve a number is passed on")
    func identityFailure() throws {
        let failing = ProvisioningService(
            identities: SpyIdentityService(failingWith: IdentityFailure()))
        let title = try Title("Box")

        #expect(throws: IdentityFailure()) {
            try failing.provisionBox(title: title, location: nil, note: nil, at: Fixture.date)
        }
        #expect(throws: IdentityFailure()) {
            try failing.provisionItem(
                title: title, quantity: try Quantity(1), note: nil, in: try Fixture.box(1), at: Fixture.date)
        }
    }
}
