import Foundation
import Testing
import ToteDomain

@Suite("An inventory keeps an owner")
struct MembershipOwnersTests {
    static let inventory = InventoryID(UUID())
    static let ann = AccountID(UUID())
    static let bob = AccountID(UUID())
    static let cy = AccountID(UUID())

    static func members(_ roles: [(AccountID, Role)]) -> [Membership] {
        roles.map { Membership(inventory: inventory, account: $0.0, role: $0.1) }
    }

    @Test("the only owner can neither leave nor step down; with another owner, either is allowed")
    func lastOwner() throws {
        let alone = Self.members([(Self.ann, .owner), (Self.bob, .editor)])
        for role: Role? in [nil, .editor, .viewer] {
            #expect(throws: AccessError.lastOwner) {
                try Membership.requireOwnerLeft(among: alone, changing: Self.ann, to: role)
            }
        }
        try Membership.requireOwnerLeft(among: alone, changing: Self.ann, to: .owner)
        let two = Self.members([(Self.ann, .owner), (Self.bob, .owner)])
        try Membership.requireOwnerLeft(among: two, changing: Self.ann, to: nil)
        try Membership.requireOwnerLeft(among: two, changing: Self.bob, to: .viewer)
    }

    @Test("anyone who is not the last owner may change or leave")
    func others() throws {
        let members = Self.members([(Self.ann, .owner), (Self.bob, .editor), (Self.cy, .viewer)])
        try Membership.requireOwnerLeft(among: members, changing: Self.bob, to: nil)
        try Membership.requireOwnerLeft(among: members, changing: Self.cy, to: .owner)
    }

    @Test("someone who is no member is refused as such")
    func notAMember() {
        #expect(throws: AccessError.memberNotFound) {
            try Membership.requireOwnerLeft(
                among: Self.members([(Self.ann, .owner)]), changing: Self.bob, to: .viewer)
        }
        #expect(throws: AccessError.memberNotFound) {
            try Membership.requireOwnerLeft(among: [], changing: Self.ann, to: nil)
        }
    }
}
