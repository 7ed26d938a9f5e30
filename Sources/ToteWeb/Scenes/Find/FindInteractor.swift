import Foundation
import ToteApplication
import ToteDomain

/// The interactor of the find scene (its business logic): searches the inventory's boxes and items. Its data store
/// is the workspace searched, for the layout.
struct FindInteractor: Sendable {
    let workspace: Workspace

    /// Blank text searches nothing; text without a word to search for is the person's to fix.
    func search(_ request: FindModels.Search.Request) async throws -> FindModels.Search.Response {
        let text = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return FindModels.Search.Response(text: "", results: nil, failure: nil) }
        do {
            let queries = workspace.useCases.queries
            let results = try await queries.search(text, request.page)
            let subjects = results.hits.map { hit -> PhotoSubject in
                switch hit {
                case .box(let box): .box(box.number)
                case .item(let item): .item(item.number)
                }
            }
            return FindModels.Search.Response(
                text: text, results: results, failure: nil, covers: try await queries.covers(of: subjects))
        } catch let error as ValidationError {
            return FindModels.Search.Response(text: text, results: nil, failure: error)
        }
    }
}
