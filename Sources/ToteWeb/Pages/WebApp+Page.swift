import Foundation
import Hummingbird
import ToteDomain

/// The steps every scene ends with once its presenter has made the view model, written once: the layout around
/// it, the template view, and the HTML response.
extension WebApp {
    /// The page of `viewModel`; `person` fills the header, and nil shows the page without one.
    func page<ViewModel: PageViewModel>(
        _ viewModel: ViewModel, person: LayoutModels.Person?, for visit: Visit, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let layout = LayoutPresenter().present(
            LayoutModels.Response(
                title: viewModel.pageTitle, csrf: visit.csrf, person: person, section: ViewModel.section,
                search: viewModel.search, path: viewModel.pagePath, flash: Flash.of(visit.request),
                formKey: UUID.random().uuidString, here: visit.pathWithQuery, liveScope: viewModel.liveScope,
                share: viewModel.share))
        let html = try TemplateView<ViewModel>(renderer: renderer).display(viewModel, layout: layout)
        return HTMLPage.response(html, status: status, for: visit)
    }
}
