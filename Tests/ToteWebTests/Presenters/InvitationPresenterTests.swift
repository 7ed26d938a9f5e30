import Foundation
import Testing
import ToteDomain

@testable import ToteWeb

@Suite("Invitation presenter")
struct InvitationPresenterTests {
    private let path = "/invitations/abc"

    private func response(
        role: Role = .viewer, isLoggedIn: Bool = false, isMember: Bool = false,
        form: InvitationModels.Form = .init(), failure: (any Error)? = nil, named: Bool = true
    ) -> InvitationModels.Show.Response {
        InvitationModels.Show.Response(
            role: role, expiresAt: SceneFixtures.moment,
            inventoryName: named ? try! InventoryName("Our flat") : nil,
            inviterName: named ? try! DisplayName("Robin") : nil, isLoggedIn: isLoggedIn, isMember: isMember,
            form: form, failure: failure)
    }

    @Test("a newcomer sees the role and expiry date, the account form and a login link back here")
    func newcomer() {
        // Given an invitation as a viewer, opened by someone not logged in
        // When it is presented
        let viewModel = InvitationPresenter().present(response(role: .viewer), path: path)
        // Then
        #expect(viewModel.heading == "Robin invites you to Our flat")
        #expect(
            viewModel.invitation
                == "Join Our flat on Tote as a viewer. "
                + "The invitation is valid until 15 Jan 2027.")
        let unnamed = InvitationPresenter().present(response(role: .viewer, named: false), path: path)
        #expect(unnamed.heading == "You are invited to an inventory")
        #expect(viewModel.showsAccountForm)
        #expect(viewModel.joinLabel == nil)
        #expect(viewModel.joinAction == "/invitations/abc/join")
        #expect(viewModel.loginHref == "/login?next=/invitations/abc")
        #expect(viewModel.form == InvitationModels.Form())
        #expect(viewModel.error == nil)
    }

    @Test(
        "the role is named with its article",
        arguments: [(Role.owner, "an owner"), (Role.editor, "an editor"), (Role.viewer, "a viewer")])
    func article(role: Role, named: String) {
        let viewModel = InvitationPresenter().present(response(role: role), path: path)
        #expect(
            viewModel.invitation
                == "Join Our flat on Tote as \(named). "
                + "The invitation is valid until 15 Jan 2027.")
    }

    @Test("a logged-in person gets a join button instead of the form; a member is sent to the inventory")
    func loggedIn() {
        let joining = InvitationPresenter().present(response(role: .editor, isLoggedIn: true), path: path)
        #expect(!joining.showsAccountForm)
        #expect(joining.joinLabel == "Join as editor")
        let member = InvitationPresenter().present(
            response(role: .editor, isLoggedIn: true, isMember: true), path: path)
        #expect(!member.showsAccountForm)
        #expect(member.joinLabel == "Open the inventory")
    }

    @Test("a failed acceptance keeps what the newcomer typed and says why")
    func failure() throws {
        // Given a taken username
        let form = InvitationModels.Form(username: "robin", displayName: "Robin Hood")
        // When it is presented again
        let viewModel = InvitationPresenter().present(
            response(form: form, failure: AccessError.usernameTaken(try Username("robin"))), path: path)
        // Then
        #expect(viewModel.form == form)
        #expect(viewModel.error == "The username robin is taken.")
    }

    @Test("the login link escapes characters that would end the query")
    func escapedLoginLink() {
        let viewModel = InvitationPresenter().present(response(), path: "/invitations/a&b=c")
        #expect(viewModel.loginHref == "/login?next=/invitations/a%26b%3Dc")
        #expect(viewModel.joinAction == "/invitations/a&b=c/join")
    }
}
