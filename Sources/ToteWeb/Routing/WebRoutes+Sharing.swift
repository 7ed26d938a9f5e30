import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The pages of a share link, under `/s/{token}`, for someone without an account: every one decides from its
/// address alone which link it is and what that link shares, before anything else; a link that does not open
/// (unknown, withdrawn, expired) is a 404, and a visitor who asks too often is answered 429. Only `GET` is answered:
/// nothing here changes anything.
extension WebRoutes {
    static func addSharing(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func open(_ visit: Visit, cost: Int = 1) async throws -> SharedModels.Opened {
            let token = SecretToken(visit.parameter("token"))
            return SharedModels.Opened(
                shared: try await app.environment.shares.open(token, from: visit.context.clientAddress, cost: cost),
                paths: .share(token))
        }

        routes.get("/s/{token}") { visit in
            let opened = try await open(visit)
            let page = try PageRequest(typedNumber: visit.query("page"))
            let boxes = try await opened.shared.boxes(.all(page))
            let response = SharedModels.Boxes.Response(opened: opened, boxes: boxes)
            return try app.page(SharedPresenter().present(response), person: nil, for: visit)
        }
        routes.get("/s/{token}/boxes/{box}") { visit in
            let opened = try await open(visit)
            let box = try await opened.shared.box(
                try PathNumber.box(visit), try PageRequest(typedNumber: visit.query("page")))
            let response = SharedModels.Box.Response(opened: opened, box: box)
            return try app.page(SharedPresenter().present(response), person: nil, for: visit)
        }
        routes.get("/s/{token}/find") { visit in
            let opened = try await open(visit, cost: ShareVisits.searchCost)
            let response = try await FindInteractor(shared: opened.shared).search(FindModels.Search.Request(visit))
            let find = FindPresenter(paths: opened.paths).present(response)
            return try app.page(
                SharedPresenter().present(find, opened: opened), person: nil, for: visit,
                status: response.failure == nil ? .ok : .unprocessableContent)
        }
        for (path, thumbnail) in [
            ("/s/{token}/photos/{photo}/file", false), ("/s/{token}/photos/{photo}/thumbnail", true),
        ] {
            routes.get(RouterPath(path)) { visit in
                let shared = try await open(visit).shared
                guard let id = visit.context.parameters.get("photo").flatMap(PhotoID.init(uuidString:)) else {
                    throw RequestError.pageNotFound
                }
                return try await PhotoResponse.make(
                    visit.request, photo: try await shared.photo(id), thumbnail: thumbnail
                ) {
                    try await shared.photoContents(id, thumbnail: thumbnail)
                }
            }
        }
        routes.get("/s/{token}/events") { visit in
            let token = SecretToken(visit.parameter("token"))
            let shared = try await open(visit).shared
            return try await app.environment.sharedStream(of: shared, token: token, for: visit.request)
        }
    }
}
