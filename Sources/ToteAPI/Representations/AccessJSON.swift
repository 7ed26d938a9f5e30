import Foundation
import ToteApplication
import ToteDomain
import ToteJSON

/// Accounts, sessions, inventories, members, invitations and API tokens as the API shows them.
enum AccessJSON {
    static func account(_ account: Account) -> JSONValue {
        .object([
            "id": .string(account.id.description),
            "username": .string(account.username.text),
            "displayName": .string(account.displayName.text),
        ])
    }

    /// A new session: the secret token is shown this once.
    static func session(_ login: LoginResponse, of account: Account) -> JSONValue {
        .object([
            "token": .string(login.token.text),
            "expiresAt": .string(HistoryJSON.timestamp(login.expiresAt)),
            "account": self.account(account),
        ])
    }

    static func inventory(_ inventory: InventorySummary) -> JSONValue {
        .object([
            "id": .string(inventory.id.description),
            "name": .string(inventory.name.text),
            "role": .string(inventory.role.rawValue),
        ])
    }

    static func member(_ member: MemberSummary) -> JSONValue {
        .object([
            "accountId": .string(member.account.description),
            "username": .string(member.username.text),
            "displayName": .string(member.displayName.text),
            "role": .string(member.role.rawValue),
        ])
    }

    /// A new invitation, with the secret that goes into the link.
    static func newInvitation(_ invitation: InvitationResponse) -> JSONValue {
        .object([
            "token": .string(invitation.token.text),
            "path": .string("/invitations/\(invitation.token.text)"),
            "role": .string(invitation.role.rawValue),
            "expiresAt": .string(HistoryJSON.timestamp(invitation.expiresAt)),
        ])
    }

    /// A pending invitation, without its secret.
    static func invitation(_ invitation: Invitation) -> JSONValue {
        .object([
            "role": .string(invitation.role.rawValue),
            "invitedBy": .string(invitation.invitedBy.description),
            "expiresAt": .string(HistoryJSON.timestamp(invitation.expiresAt)),
        ])
    }

    /// A personal API token, without its secret.
    static func apiToken(_ token: ApiToken) -> JSONValue {
        .object(members(of: token))
    }

    /// A token just made: the only time its secret is shown.
    static func newApiToken(_ new: NewApiToken) -> JSONValue {
        .object(members(of: new.token).merging(["token": .string(new.secret.text)]) { $1 })
    }

    private static func members(of token: ApiToken) -> [String: JSONValue] {
        [
            "id": .string(token.id.description),
            "name": .string(token.name.text),
            "createdAt": .string(HistoryJSON.timestamp(token.createdAt)),
        ]
    }
}
