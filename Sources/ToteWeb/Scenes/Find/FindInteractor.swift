import Foundation
import ToteApplication
import ToteDomain

/// The interactor of the find scene (its business logic): searches boxes and items, a member's inventory or what a
/// share link shares, and finds the cover photos of what it found.
struct FindInteractor: Sendable {
    let find: @Sendable (String, PageRequest) async throws -> SearchFindings

    /// Searches the inventory a member works in.
    init(workspace: Workspace) {
        let queries = workspace.useCases.queries
        find = { text, page in
            let results = try await queries.search(text, page)
            return SearchFindings(
                results: results, covers: try await queries.covers(of: results.hits.map(\.subject)),
                paths: try await queries.paths(to: results.hits.map(\.box)))
        }
    }

    /// Searches what a share link shares.
    init(shared: SharedInventory) {
        find = { text, page in try await shared.search(text, page) }
    }

    /// Blank text searches nothing; text without a word to search for is the person's to fix.
    func search(_ request: FindModels.Search.Request) async throws -> FindModels.Search.Response {
        let text = request.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return FindModels.Search.Response(text: "", results: nil, failure: nil) }
        do {
            let found = try await find(text, request.page)
            return FindModels.Search.Response(
                text: text, results: found.results, failure: nil, covers: found.covers, paths: found.paths)
        } catch let error as ValidationError {
            return FindModels.Search.Response(text: text, results: nil, failure: error)
        }
    }
}
