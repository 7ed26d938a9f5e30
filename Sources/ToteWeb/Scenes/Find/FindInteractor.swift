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
            let results = try await workspace.useCases.queries.search(text, request.page)
            return FindModels.Search.Response(text: text, results: results, failure: nil)
        } catch let error as ValidationError {
            return FindModels.Search.Response(text: text, results: nil, failure: error)
        }
    }
}
