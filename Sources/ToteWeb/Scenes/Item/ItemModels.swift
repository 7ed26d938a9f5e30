import ToteApplication
import ToteDomain

/// One item on a page of its own: what it is, where its box is, and every change that can be made to it. The
/// changes post to the box scene's routes, which show this page again when one is refused.
enum ItemModels {
    enum Show {
        struct Request: Sendable {
            let box: BoxNumber
            let item: ItemNumber
        }

        struct Response: Sendable {
            let item: ItemSummary
            /// The boxes the move field suggests before anything is typed: the first by number.
            let boxes: [BoxSummary]
            let role: Role
            let failure: BoxModels.Failure?
            let photos: [Photo]
        }

        /// A box offered by the move form's picker.
        struct BoxChoice: Sendable, Equatable {
            let value: String
            let label: String
        }

        struct ViewModel: Sendable, Equatable {
            let number: String
            let title: String
            let quantity: String
            let note: String?
            /// "In box #1 Kitchen, at Garage, shelf 3."
            let whereabouts: String
            let boxHref: String
            let actionBase: String
            let canChange: Bool
            let details: BoxModels.DetailsForm
            let move: BoxModels.Field
            let removeError: String?
            let boxChoices: [BoxChoice]
            let photos: PhotoGallery
            let live: LiveScope
        }
    }
}

extension ItemModels.Show.ViewModel: PageViewModel {
    static let template = "item"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { "\(number) \(title)" }
    var pagePath: String? { actionBase }
    var liveScope: LiveScope? { live }
}
