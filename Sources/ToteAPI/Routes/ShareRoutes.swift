import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `shares` of an inventory: read-only links for people without an account, made, listed and withdrawn by owners
/// and editors; a new link's secret is shown once.
enum ShareRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.sharing.get("shares") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .share)
            let page = try request.pageRequest()
            let links = try await access.useCases.shares.shareLinks()
            return JSONResponse.page(links.page(page), for: request, ShareLinkJSON.link)
        }
        inventory.sharing.post("shares") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .share)
            let body = try await RequestBody.decode(ShareLinkBody.self, from: request, context: context)
            let new = try await access.useCases.shares.makeShareLink(body.request)
            let url = environment.absoluteURL(ShareLinkJSON.path(new.token), for: request, context: context)
            return JSONResponse.createdSecret(
                ShareLinkJSON.new(new, url: url), at: access.location("shares/\(new.link.id)"))
        }
        inventory.sharing.delete("shares/{shareId}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .share)
            try await access.useCases.shares.withdrawShareLink(try context.parameters.shareLinkID())
            return JSONResponse.noContent
        }
    }
}
