import Testing
import ToteDomain

@testable import ToteWeb

@Suite("Setup presenter")
struct SetupPresenterTests {
    @Test("a fresh setup form is blank")
    func fresh() {
        // Given a first visit
        let response = SetupModels.Show.Response(form: SetupModels.Form(), failure: nil)
        // When it is presented
        let viewModel = SetupPresenter().present(response)
        // Then
        #expect(viewModel.heading == "Set up Tote")
        #expect(viewModel.form == SetupModels.Form(username: "", displayName: "", inventoryName: ""))
        #expect(viewModel.error == nil)
    }

    @Test("a failed setup keeps what was typed and says why")
    func failure() {
        // Given a setup refused for a short password
        let form = SetupModels.Form(username: "robin", displayName: "Robin Hood", inventoryName: "Home")
        // When it is presented again
        let viewModel = SetupPresenter().present(
            .init(form: form, failure: ValidationError.tooShort(.password, minimum: 12)))
        // Then
        #expect(viewModel.form == form)
        #expect(viewModel.error == "Password must be at least 12 characters long.")
    }

    @Test("a setup that was already done says to log in")
    func alreadyDone() {
        let viewModel = SetupPresenter().present(.init(form: .init(), failure: AccessError.setupAlreadyDone))
        #expect(viewModel.error == "Tote is already set up; log in instead.")
    }
}
