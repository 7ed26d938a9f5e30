import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteHTTP

@testable import ToteWeb

@Suite("Members, history, account and layout presenters")
struct PeoplePresenterTests {
    let robin = MemberSummary(
        account: AccountID(UUID()), username: try! Username("robin"), displayName: try! DisplayName("Robin"),
        role: .owner)

    @Test("owners get role forms and pending invitations; others do not")
    func members() {
        let response = MembersModels.Show.Response(
            members: [robin], invitations: [], me: robin.account, role: .owner, newInvitation: nil, resetLinks: nil,
            newResetLink: nil, failure: nil)
        let owner = MembersPresenter().present(response)
        #expect(owner.canManage)
        #expect(owner.summary == "1 member")
        #expect(owner.rows[0].role == "Owner")
        #expect(owner.rows[0].isMe)
        let viewer = MembersPresenter().present(
            .init(
                members: [robin], invitations: nil, me: AccountID(UUID()), role: .viewer, newInvitation: nil,
                resetLinks: nil,
                newResetLink: nil, failure: nil))
        #expect(!viewer.canManage)
        #expect(viewer.inviteLink == nil)
    }

    @Test("role menus go from viewer to owner, owner last; an invitation is for an editor unless chosen otherwise")
    func roleMenus() {
        let viewModel = MembersPresenter().present(
            .init(
                members: [robin], invitations: [], me: robin.account, role: .owner, newInvitation: nil, resetLinks: nil,
                newResetLink: nil, failure: nil))
        #expect(viewModel.inviteRoles.map(\.label) == ["Viewer", "Editor", "Owner"])
        #expect(viewModel.inviteRoles.filter(\.isSelected).map(\.value) == ["editor"])
        #expect(viewModel.rows[0].roleOptions.map(\.value) == ["viewer", "editor", "owner"])
    }

    @Test("the sole owner is not offered to leave; with a second owner, or as another member, leaving is offered")
    func leaving() throws {
        let sam = MemberSummary(
            account: AccountID(UUID()), username: try Username("sam"), displayName: try DisplayName("Sam"),
            role: .editor)
        func canLeave(_ members: [MemberSummary], me: MemberSummary) -> Bool {
            MembersPresenter().present(
                .init(
                    members: members, invitations: nil, me: me.account, role: me.role, newInvitation: nil,
                    resetLinks: nil, newResetLink: nil, failure: nil)
            ).canLeave
        }
        let coOwner = MemberSummary(
            account: sam.account, username: sam.username, displayName: sam.displayName, role: .owner)

        #expect(!canLeave([robin, sam], me: robin))
        #expect(canLeave([robin, sam], me: sam))
        #expect(canLeave([robin, coOwner], me: robin))
    }

    @Test("a new invitation's link is shown with its role and expiry date")
    func invitationLink() {
        let invitation = InvitationResponse(
            token: SecretToken("abc"), role: .viewer, expiresAt: Date(timeIntervalSince1970: 1_800_000_000))
        let viewModel = MembersPresenter().present(
            .init(
                members: [robin], invitations: [], me: robin.account, role: .owner, newInvitation: invitation,
                resetLinks: nil,
                newResetLink: nil, failure: nil))
        #expect(viewModel.inviteLink == "/invitations/abc")
        #expect(viewModel.inviteNote?.contains("as a viewer") == true)
        #expect(viewModel.inviteNote?.contains("15 Jan 2027") == true)
    }

    @Test("a new reset link is shown once with whom it is for; owners are offered none, pending ones are listed")
    func resetLink() throws {
        let sam = MemberSummary(
            account: AccountID(UUID()), username: try Username("sam"), displayName: try DisplayName("Sam"),
            role: .editor)
        let reset = PasswordReset(
            digest: TokenDigest(hex: "ab"), account: sam.account, inventory: Inventory.localID, madeBy: robin.account,
            expiresAt: Date(timeIntervalSince1970: 1_800_000_000))
        let viewModel = MembersPresenter().present(
            .init(
                members: [robin, sam], invitations: [], me: robin.account, role: .owner, newInvitation: nil,
                resetLinks: [PendingPasswordReset(reset: reset, member: sam.displayName, madeBy: robin.displayName)],
                newResetLink: NewPasswordReset(token: SecretToken("xyz"), reset: reset), failure: nil))
        #expect(viewModel.resetLink == "/password-resets/xyz")
        #expect(viewModel.resetNote?.contains("Give this link to Sam alone") == true)
        #expect(viewModel.rows.map(\.canReset) == [false, true])
        #expect(
            viewModel.resetLinks == [
                .init(
                    member: "Sam", expires: "until 15 Jan 2027 at 08:00 UTC",
                    withdrawAction: "/members/reset-links/ab/withdraw")
            ])
        #expect(viewModel.hasResetLinks)
    }

    @Test("history entries become sentences with who made them, in the viewer's time zone or UTC")
    func history() throws {
        let box = BoxReference(id: BoxID(UUID()), number: try BoxNumber(12), title: try Title("Kitchen"))
        let robin = Author(account: AccountID(UUID()), name: try DisplayName("Robin"))
        let event = DomainEvent(
            id: EventID(UUID()), occurredAt: Date(timeIntervalSince1970: 1_800_000_000), box: box, item: nil,
            change: .boxRelocated(from: nil, to: try Location("Attic")), author: robin)
        let page = try PresenterFixtures.page([
            HistoryEntry(sequence: 2, event: event),
            HistoryEntry(sequence: 1, event: event.attributed(to: .commandLine)),
        ])
        let viewModel = HistoryPresenter(timeZone: .gmt).present(.init(scope: .inventory, page: page))
        #expect(viewModel.rows[0].sentence == "Put box #12 Kitchen at Attic")
        #expect(viewModel.rows[0].when == "15 Jan 2027 at 08:00 UTC")
        #expect(viewModel.rows[0].exactTime == "2027-01-15 08:00:00 UTC")
        #expect(viewModel.rows[0].author == "by Robin")
        #expect(viewModel.rows[1].author == "on the command line")
        #expect(viewModel.rows[0].href == "/boxes/12")
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let local = HistoryPresenter(timeZone: tokyo).present(.init(scope: .inventory, page: page))
        #expect(local.rows[0].when == "15 Jan 2027 at 17:00")
        #expect(local.rows[0].exactTime == "2027-01-15 17:00:00 Asia/Tokyo")
        let empty = HistoryPresenter(timeZone: .gmt).present(
            .init(scope: .box(try BoxNumber(3)), page: try PresenterFixtures.page([HistoryEntry]())))
        #expect(empty.heading == "History of box #3")
        #expect(empty.emptyText == "Nothing has happened here yet.")
    }

    @Test("the layout marks the current section and offers switching only with several inventories")
    func layout() throws {
        let home = InventorySummary(id: Inventory.localID, name: try InventoryName("Home"), role: .owner)
        let response = LayoutModels.Response(
            title: "Boxes", csrf: CSRFToken(value: "t", isNew: false),
            person: .init(displayName: try DisplayName("Robin"), inventories: [home], current: home.id),
            section: .boxes, search: "")
        let header = try #require(LayoutPresenter().present(response).header)
        #expect(header.currentInventory == "Home")
        #expect(!header.canSwitch)
        #expect(header.navigation.filter(\.isCurrent).map(\.label) == ["Boxes"])
        #expect(header.navigation.map(\.label) == ["Boxes", "Find", "History", "Members", "Account"])
    }

    @Test("an error page says what went wrong in a sentence with its status")
    func errorPage() {
        let notFound = ErrorPagePresenter().present(
            .init(error: InventoryError.boxNotFound(try! BoxNumber(9)), isLoggedIn: true))
        #expect(notFound.status == .notFound)
        #expect(notFound.message == "There is no box #9.")
        let forged = ErrorPagePresenter().present(.init(error: RequestError.forgedForm, isLoggedIn: false))
        #expect(forged.status == .forbidden)
        #expect(forged.nextHref == "/login")
    }
}
