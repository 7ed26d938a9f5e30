import Testing
import ToteDomain

@testable import ToteWeb

@Suite("Login presenter")
struct LoginPresenterTests {
    @Test("a fresh login form is blank and leads on to where the person was going")
    func fresh() {
        // Given a first visit on the way to box #12
        let response = LoginModels.Show.Response(username: "", next: "/boxes/12", failure: nil)
        // When it is presented
        let viewModel = LoginPresenter().present(response)
        // Then
        #expect(viewModel.heading == "Log in")
        #expect(viewModel.username == "")
        #expect(viewModel.next == "/boxes/12")
        #expect(viewModel.error == nil)
    }

    @Test("a failed login keeps the username and the next page, and says why in a sentence")
    func failure() {
        let viewModel = LoginPresenter().present(
            .init(username: "robin", next: "/find?q=kettle", failure: AccessError.invalidCredentials))
        #expect(viewModel.username == "robin")
        #expect(viewModel.next == "/find?q=kettle")
        #expect(viewModel.error == "Wrong username or password.")
    }

    @Test("too many attempts says how long to wait, in the singular for one second")
    func throttled() {
        let one = LoginPresenter().present(
            .init(username: "robin", next: "/boxes", failure: AccessError.tooManyAttempts(retryAfterSeconds: 1)))
        let many = LoginPresenter().present(
            .init(username: "robin", next: "/boxes", failure: AccessError.tooManyAttempts(retryAfterSeconds: 30)))
        #expect(one.error == "Too many failed attempts; try again in 1 second.")
        #expect(many.error == "Too many failed attempts; try again in 30 seconds.")
    }
}
