import Foundation
import ToteApplication
import ToteDomain
import ToteJSONText

/// Accounts, sessions, inventories, members, invitations and API tokens as the API shows them.
public enum AccessJSON {
    public static func account(_ account: Account) -> JSONValue {
        .object([
            "id": .string(account.id.description),
            "username": .string(account.username.text),
            "displayName": .string(account.displayName.text),
        ])
    }

    /// A new session: the secret token is shown this once.
    public static func session(_ login: LoginResponse, of account: Account) -> JSONValue {
        .object([
            "token": .string(login.token.text),
            "expiresAt": .string(HistoryJSON.timestamp(login.expiresAt)),
            "account": self.account(account),
        ])
    }

    public static func inventory(_ inventory: InventorySummary) -> JSONValue {
        .object([
            "id": .string(inventory.id.description),
            "name": .string(inventory.name.text),
            "role": .string(inventory.role.rawValue),
        ])
    }

    public static func member(_ member: MemberSummary) -> JSONValue {
        .object([
            "accountId": .string(member.account.description),
            "username": .string(member.username.text),
            "displayName": .string(member.displayName.text),
            "role": .string(member.role.rawValue),
        ])
    }

    /// A new invitation, with the secret that goes into the link, and the link itself at `url`.
    public static func newInvitation(_ invitation: InvitationResponse, url: String) -> JSONValue {
        .object([
            "token": .string(invitation.token.text),
            "path": .string("/invitations/\(invitation.token.text)"),
            "url": .string(url),
            "role": .string(invitation.role.rawValue),
            "expiresAt": .string(HistoryJSON.timestamp(invitation.expiresAt)),
        ])
    }

    /// A pending invitation, without its secret.
    public static func invitation(_ invitation: Invitation) -> JSONValue {
        .object([
            "id": .string(invitation.digest.hex),
            "role": .string(invitation.role.rawValue),
            "invitedBy": .string(invitation.invitedBy.description),
            "expiresAt": .string(HistoryJSON.timestamp(invitation.expiresAt)),
        ])
    }

    /// A personal API token, without its secret.
    public static func apiToken(_ token: ApiToken) -> JSONValue {
        .object(members(of: token))
    }

    /// A token just made: the only time its secret is shown.
    public static func newApiToken(_ new: NewApiToken) -> JSONValue {
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
