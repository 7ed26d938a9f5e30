import ToteDomain

/// The boxes list and the pages of single boxes, with every form they post.
extension WebRoutes {
    static func addBoxes(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/") { HTMLPage.redirect(to: Paths.boxes, for: $0) }
        routes.get("/boxes") { try await BoxesConfigurator.show($0, app: app) }
        routes.post("/boxes") { try await BoxesConfigurator.add($0, $1, app: app) }
        routes.get("/boxes/{box}") { try await BoxConfigurator.show($0, app: app) }
        let boxForms: [(String, @Sendable (FormFields) -> BoxModels.Command)] = [
            ("rename", { .rename(title: $0["title"]) }),
            ("relocate", { .relocate(location: $0["location"]) }),
            ("note", { .changeNote(note: $0["note"]) }),
            ("remove", { .remove(withItems: $0.isChecked("with_items")) }),
            ("empty", { .empty(into: $0["destination"]) }),
            ("items", { .addItem(title: $0["title"], quantity: $0["quantity"], note: $0["note"]) }),
        ]
        for (action, command) in boxForms {
            routes.post("/boxes/{box}/\(action)") {
                try await BoxConfigurator.change($0, $1, app: app, command: command)
            }
        }
        let itemForms: [(String, @Sendable (ItemNumber, FormFields) -> BoxModels.Command)] = [
            ("rename", { .renameItem($0, title: $1["title"]) }),
            ("quantity", { .changeQuantity($0, quantity: $1["quantity"]) }),
            ("move", { .moveItem($0, into: $1["destination"]) }),
            ("remove", { item, _ in .removeItem(item) }),
        ]
        for (action, command) in itemForms {
            routes.post("/boxes/{box}/items/{item}/\(action)") { visit, fields in
                let item = try PathNumber.item(visit)
                return try await BoxConfigurator.change(visit, fields, app: app) { command(item, $0) }
            }
        }
    }
}
