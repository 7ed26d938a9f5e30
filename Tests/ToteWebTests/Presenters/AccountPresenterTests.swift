import Testing
import ToteApplication
import ToteDomain

@testable import ToteWeb

@Suite("Account presenter")
struct AccountPresenterTests {
    @Test("shows the person's names and each token with the day it was made and its revoke action")
    func tokens() throws {
        // Given an account with one token made on 15 Jan 2027
        let token = try SceneFixtures.token("Backup script")
        let response = AccountModels.Show.Response(
            account: try SceneFixtures.account(username: "robin", displayName: "Robin Hood"), tokens: [token],
            newToken: nil, typedName: "", failure: nil)
        // When it is presented
        let viewModel = AccountPresenter().present(response)
        // Then
        #expect(viewModel.heading == "Account")
        #expect(viewModel.name == "Robin Hood")
        #expect(viewModel.username == "robin")
        #expect(
            viewModel.tokens == [
                AccountModels.Show.TokenRow(
                    name: "Backup script", created: "made 15 Jan 2027",
                    revokeAction: "/account/tokens/\(token.id.uuid.uuidString.lowercased())/revoke")
            ])
        #expect(viewModel.emptyText == nil)
        #expect(viewModel.newSecret == nil)
        #expect(viewModel.newSecretNote == nil)
        #expect(viewModel.error == nil)
    }

    @Test("without tokens the page says so")
    func noTokens() throws {
        let viewModel = AccountPresenter().present(
            .init(account: try SceneFixtures.account(), tokens: [], newToken: nil, typedName: "", failure: nil))
        #expect(viewModel.tokens.isEmpty)
        #expect(viewModel.emptyText == "You have no API tokens.")
    }

    @Test("a new token's secret is shown once with a note, and the name field is cleared")
    func newToken() throws {
        // Given a token just made from the typed name
        let token = try SceneFixtures.token("Backup script")
        let response = AccountModels.Show.Response(
            account: try SceneFixtures.account(), tokens: [token],
            newToken: NewApiToken(secret: SecretToken("s3cret"), token: token), typedName: "Backup script",
            failure: nil)
        // When it is presented
        let viewModel = AccountPresenter().present(response)
        // Then
        #expect(viewModel.newSecret == "s3cret")
        #expect(
            viewModel.newSecretNote
                == "Copy the secret of “Backup script” now: it is shown only once. "
                + "Scripts send it as “Authorization: Bearer …”.")
        #expect(viewModel.typedName == "")
    }

    @Test("a failed new token keeps the typed name and says why")
    func failure() throws {
        let viewModel = AccountPresenter().present(
            .init(
                account: try SceneFixtures.account(), tokens: [], newToken: nil, typedName: "   ",
                failure: ValidationError.empty(.tokenName)))
        #expect(viewModel.typedName == "   ")
        #expect(viewModel.error == "Token name must not be empty.")
        #expect(viewModel.newSecret == nil)
    }

    @Test("a token that is gone gives a sentence")
    func revokeFailure() throws {
        let viewModel = AccountPresenter().present(
            .init(
                account: try SceneFixtures.account(), tokens: [], newToken: nil, typedName: "",
                failure: AccessError.apiTokenNotFound))
        #expect(viewModel.error == "There is no such API token.")
    }
}
