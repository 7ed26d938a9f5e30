import Foundation
import ToteHTTP
import TotePresentation

/// Presents an invitation: the new-account form for newcomers, a join button for people logged in.
struct InvitationPresenter: Sendable {
    func present(_ response: InvitationModels.Show.Response, path: String) -> InvitationModels.Show.ViewModel {
        let role = MembersPresenter.name(of: response.role).lowercased()
        let inventory = response.inventoryName?.text ?? "an inventory"
        let inviter = response.inviterName.map { "\($0.text) invites you" } ?? "You are invited"
        return InvitationModels.Show.ViewModel(
            heading: "\(inviter) to \(inventory)",
            invitation: "Join \(inventory) on Tote as \(role == "viewer" ? "a" : "an") \(role). "
                + "The invitation is valid until \(DateText.day(response.expiresAt)).",
            showsAccountForm: !response.isLoggedIn,
            joinLabel: response.isLoggedIn ? (response.isMember ? "Open the inventory" : "Join as \(role)") : nil,
            joinAction: path + "/join", acceptAction: path, loginHref: LocalPath.login(returningTo: path),
            form: response.form,
            error: response.failure.map { ErrorDescription($0).sentence })
    }
}
