/// The first visit to a fresh Tote: the person who sets it up becomes the owner of the first inventory.
enum SetupModels {
    /// What was typed, kept when the form is shown again; the password never is.
    struct Form: Sendable, Equatable {
        var username = ""
        var displayName = ""
        var inventoryName = ""

        init(username: String = "", displayName: String = "", inventoryName: String = "") {
            self.username = username
            self.displayName = displayName
            self.inventoryName = inventoryName
        }

        init(_ fields: FormFields) {
            self.init(
                username: fields["username"], displayName: fields["display_name"],
                inventoryName: fields["inventory_name"])
        }
    }

    enum Show {
        struct Response: Sendable {
            let form: Form
            let failure: (any Error)?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let form: Form
            let error: String?
        }
    }

    enum SetUp {
        struct Request: Sendable {
            let form: Form
            let password: String
            let address: String
        }
    }
}

extension SetupModels.Show.ViewModel: PageViewModel {
    static let template = "setup"

    var pageTitle: String { heading }
}
