import Hummingbird

/// The API routes `scripts/bench` loads, answered straight from the hand-written SQL: no authentication, no
/// membership check, no domain, no read model. Paths and JSON bodies are those of Tote's API. Beside them, what the
/// least an HTTP server does with a photo: an upload read and dropped, and the bytes of a stored photo sent.
enum BareRouter {
    static func make(over inventory: HandWrittenInventory) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("health") { _, _ in "ok" }
        let boxes = router.group("api/v1/inventories/{inventory}/boxes")
        boxes.get("{box}") { _, context -> BoxPage in
            let box = try boxNumber(in: context, of: inventory)
            guard let page = try await inventory.showBox(box, page: 1, perPage: 50) else {
                throw HTTPError(.notFound)
            }
            return page
        }
        boxes.post("{box}/items") { request, context -> EditedResponse<ItemRow> in
            let box = try boxNumber(in: context, of: inventory)
            let body = try await request.decode(as: NewItemBody.self, context: context)
            do {
                let item = try await inventory.provisionItem(into: box, title: body.title, quantity: body.quantity ?? 1)
                return EditedResponse(status: .created, response: item)
            } catch HandWrittenError.boxNotFound {
                throw HTTPError(.notFound)
            }
        }
        router.post("upload") { request, _ -> Response in
            var received = 0
            for try await buffer in request.body { received += buffer.readableBytes }
            return Response(status: .created, body: ResponseBody(byteBuffer: ByteBuffer(string: "\(received)")))
        }
        router.get("photo") { _, _ -> Response in
            guard let data = try await inventory.firstPhoto() else { throw HTTPError(.notFound) }
            return Response(
                status: .ok, headers: [.contentType: "image/jpeg"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        return router
    }

    /// The box number in the path, once the path has named the store's inventory.
    private static func boxNumber(in context: BasicRequestContext, of inventory: HandWrittenInventory) throws -> Int {
        guard try context.parameters.require("inventory").lowercased() == inventory.inventoryID else {
            throw HTTPError(.notFound)
        }
        return try context.parameters.require("box", as: Int.self)
    }
}

extension BoxPage: ResponseEncodable {}

extension ItemRow: ResponseEncodable {}
