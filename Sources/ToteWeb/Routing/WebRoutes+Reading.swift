import Foundation
import Hummingbird
import Synchronization
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON
import ToteJSONText

/// Finding items and reading the history.
extension WebRoutes {
    /// The find scene's configurator; text with nothing to search for is answered with 422.
    static func addFind(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/find") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let response = try await FindInteractor(workspace: workspace).search(FindModels.Search.Request(visit))
            let presenter = FindPresenter(canChange: workspace.role.allows(.change))
            return try app.page(
                presenter.present(response), person: workspace.person, for: visit,
                status: response.failure == nil ? .ok : .unprocessableContent)
        }
        // The items ticked in search results, from several boxes: back to the results with what was done, or why not.
        routes.post(RouterPath(Paths.tickedItems), access: .role(.change)) { visit, fields in
            var interactor = BoxInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let find = PagePaths.member.find
            let back = fields["back"].hasPrefix(find + "?") ? fields["back"] : find
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.changeTicked(BoxModels.SelectionChange(fields), in: nil)
                let flash = interactor.outcome.flatMap(BoxPresenter().flash(for:))
                return HTMLPage.redirect(to: back, for: visit, flash: flash)
            } showAgain: { error, _ in
                HTMLPage.redirect(
                    to: back, for: visit, flash: Flash(message: ErrorDescription(error).sentence, isError: true))
            }
        }
    }

    /// The history scene's configurator; `?box=12` narrows it to one box, `?batch=` shows one import's changes.
    static func addHistory(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/history") { visit in
            let interactor = HistoryInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let box = try visit.query("box").flatMap { $0.isEmpty ? nil : try BoxNumber(parsing: $0) }
            let scope: HistoryModels.Show.Scope
            if let batch = visit.query("batch") {
                guard let id = UUID(uuidString: batch) else { throw InventoryError.batchNotFound }
                scope = .batch(id)
            } else {
                scope = box.map { .box($0) } ?? .inventory
            }
            let response = try await interactor.show(
                HistoryModels.Show.Request(scope: scope, page: try PageRequest(typedNumber: visit.query("page"))))
            return try app.page(
                HistoryPresenter(timeZone: visit.timeZone).present(response), person: interactor.workspace.person,
                for: visit)
        }
    }
}

extension WebRoutes {
    /// The copy of the current inventory a phone keeps to be read offline (`PhoneCopyJSON`): every box and every item,
    /// with the session's form token for a member who may change them, for members only, never kept by a cache on the
    /// way.
    static func addPhoneCopy(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/offline/inventory") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let queries = workspace.useCases.queries
            let boxes = Rows<BoxSummary>()
            let items = Rows<ItemSummary>()
            _ = try await queries.exportBoxes { boxes.append($0) }.value()
            _ = try await queries.exportItems { batch, _ in items.append(batch) }.value()
            let csrf = workspace.role.allows(.change) ? visit.csrf.value : nil
            let text = JSONDocument.compactText(
                for: PhoneCopyJSON.copy(boxes: boxes.all, items: items.all, csrf: csrf))
            return Response(
                status: .ok,
                headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "private, no-store"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
    }
}

/// Rows an export hands over a batch at a time, gathered.
private final class Rows<Row: Sendable>: Sendable {
    private let rows = Mutex<[Row]>([])

    func append(_ batch: [Row]) {
        rows.withLock { $0 += batch }
    }

    var all: [Row] { rows.withLock { $0 } }
}
