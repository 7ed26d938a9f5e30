import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteImages
import ToteLabels
import TotePresentation

/// The boxes list and the pages of single boxes, with every form they post.
extension WebRoutes {
    /// The boxes scene's configurator: the list of boxes, page by page, and the form that adds a box.
    static func addBoxes(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func page(
            _ interactor: BoxesInteractor, _ request: BoxesModels.List.Request, form: BoxesModels.AddForm,
            failure: (any Error)?, _ visit: Visit, status: HTTPResponse.Status = .ok,
            change: BoxesModels.ChangeForm = .init(), changeFailure: (any Error)? = nil
        ) async throws -> Response {
            let response = try await interactor.list(
                request, form: form, failure: failure, change: change, changeFailure: changeFailure)
            return try app.page(
                BoxesPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
        }

        routes.get("/") { HTMLPage.redirect(to: Paths.boxes, for: $0) }
        routes.get("/boxes") { visit in
            let interactor = BoxesInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let listing = try BoxesModels.listing(visit.query)
            return try await page(
                interactor, BoxesModels.List.Request(listing: listing), form: BoxesModels.AddForm(), failure: nil,
                visit)
        }
        routes.get("/boxes/go") { visit in
            let interactor = BoxesInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let typed = visit.query("number") ?? ""
            do {
                let number = try await interactor.find(BoxesModels.GoTo.Request(typed: typed))
                return HTMLPage.redirect(to: Paths.box(number), for: visit)
            } catch {
                guard let status = ErrorDescription(error).formStatus else { throw error }
                var response = try await interactor.list(
                    BoxesModels.List.Request(listing: .all(.first)), form: BoxesModels.AddForm(), failure: nil)
                response.goTo = (typed, error)
                return try app.page(
                    BoxesPresenter().present(response), person: interactor.workspace.person, for: visit,
                    status: status)
            }
        }
        routes.post("/boxes/changes", access: .role(.change)) { visit, fields in
            let interactor = BoxesInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            // The list the form was on: where to go back to, and what "every box this list shows" means.
            let back = LocalPath.next(fields.optional("return_to"))
            let listed = back.split(separator: "?", maxSplits: 1)
            let listing =
                listed.first == Substring(Paths.boxes)
                ? (try? BoxesModels.listing { Visit.query($0, in: listed.dropFirst().first ?? "") }) : nil
            let form = BoxesModels.ChangeForm(fields)
            return try await FormFailure.recovering(visit, fields) {
                let (events, chosen) = try await interactor.change(
                    BoxesModels.Change.Request(form: form, listing: listing))
                let message = ChangeSentence.boxes(changed: Set(events.map(\.box.number)).count, of: chosen)
                return HTMLPage.redirect(
                    to: listing == nil ? Paths.boxes : back, for: visit, flash: Flash(message: message))
            } showAgain: { [interactor] error, status in
                let request = BoxesModels.List.Request(listing: listing ?? .all(.first))
                return try await page(
                    interactor, request, form: BoxesModels.AddForm(), failure: nil, visit, status: status,
                    change: form, changeFailure: error)
            }
        }
        routes.post("/boxes", access: .role(.change)) { visit, fields in
            var interactor = BoxesInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let form = BoxesModels.AddForm(fields)
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.add(BoxesModels.Add.Request(form: form))
                let flash = interactor.provisionedBox.map {
                    Flash(message: "Added box \($0). Now add what goes in it.")
                }
                return HTMLPage.redirect(to: interactor.routeAfterAdding, for: visit, flash: flash)
            } showAgain: { [interactor] error, status in
                let request = BoxesModels.List.Request(listing: .all(.first))
                return try await page(interactor, request, form: form, failure: error, visit, status: status)
            }
        }
    }

    /// The box scene's configurator: one box with its items, and a route for each form that changes them.
    static func addBox(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func page(
            _ interactor: BoxInteractor, _ request: BoxModels.Show.Request, failure: BoxModels.Failure?,
            _ visit: Visit, status: HTTPResponse.Status = .ok
        ) async throws -> Response {
            let response = try await interactor.show(request, failure: failure)
            return try app.page(
                BoxPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
        }

        @Sendable func itemPage(
            _ workspace: Workspace, _ request: ItemModels.Show.Request, failure: BoxModels.Failure?, _ visit: Visit,
            status: HTTPResponse.Status = .ok
        ) async throws -> Response {
            let response = try await ItemInteractor(workspace: workspace).show(request, failure: failure)
            return try app.page(ItemPresenter().present(response), person: workspace.person, for: visit, status: status)
        }

        /// Carries out the change a form posted, then leads on; a change the person can fix shows the page again.
        @Sendable func change(_ visit: Visit, _ fields: FormFields, _ command: BoxModels.Command) async throws
            -> Response
        {
            var interactor = BoxInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let box = try PathNumber.box(visit)
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.change(BoxModels.Change.Request(box: box, command: command))
                let flash = interactor.outcome.flatMap(BoxPresenter().flash(for:))
                return HTMLPage.redirect(to: interactor.routeAfterChange, for: visit, flash: flash)
            } showAgain: { [interactor] error, status in
                if command.isUndo {
                    // The box of a removal undone already may be gone: the list is always there.
                    let next = if case .undoRemoval = command { Paths.boxes } else { Paths.box(box) }
                    let flash = Flash(message: ErrorDescription(error).sentence, isError: true)
                    return HTMLPage.redirect(to: next, for: visit, flash: flash)
                }
                let failure = BoxModels.Failure(command: command, error: error)
                if let item = command.item {
                    return try await itemPage(
                        interactor.workspace, ItemModels.Show.Request(box: box, item: item), failure: failure, visit,
                        status: status)
                }
                return try await page(
                    interactor, BoxModels.Show.Request(box: box, page: .first), failure: failure, visit, status: status)
            }
        }

        routes.get("/boxes/{box}") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            if let opened = try await labelOpened(visit, workspace, app) { return opened }
            let interactor = BoxInteractor(workspace: workspace)
            let request = BoxModels.Show.Request(
                box: try PathNumber.box(visit), page: try PageRequest(typedNumber: visit.query("page")),
                added: visit.query("added").flatMap { try? ItemNumber(parsing: $0) })
            return try await page(interactor, request, failure: nil, visit)
        }
        routes.get("/boxes/{box}/items/{item}") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let request = ItemModels.Show.Request(box: try PathNumber.box(visit), item: try PathNumber.item(visit))
            return try await itemPage(workspace, request, failure: nil, visit)
        }
        let boxForms: [(String, @Sendable (FormFields) -> BoxModels.Command)] = [
            ("details", { .edit(BoxModels.Details($0)) }),
            ("remove", { .remove(withItems: $0.isChecked("with_items"), boxesInto: $0.optional("boxes_into")) }),
            ("empty", { .empty(into: $0["destination"]) }),
            ("pack", { .pack(into: $0["destination"]) }),
            ("items", { .addItem(title: $0["title"], quantity: $0["quantity"], note: $0["note"]) }),
            ("undo-removal", { .undoRemoval(removal: $0["removal"]) }),
            ("move-back", { .moveBack(items: $0["items"], from: $0["from"]) }),
            ("ticked", { .changeTicked(BoxModels.SelectionChange($0)) }),
            ("photos/cover", { .makeCover(photo: $0["photo"], item: nil) }),
            ("photos/remove", { .removePhoto(photo: $0["photo"], item: nil) }),
        ]
        for (action, command) in boxForms {
            routes.post("/boxes/{box}/\(action)", access: .role(.change)) { visit, fields in
                try await change(visit, fields, command(fields))
            }
        }
        let itemForms: [(String, @Sendable (ItemNumber, FormFields) -> BoxModels.Command)] = [
            ("details", { .editItem($0, BoxModels.Details($1)) }),
            ("move", { .moveItem($0, into: $1["destination"]) }),
            ("remove", { item, _ in .removeItem(item) }),
            ("photos/cover", { .makeCover(photo: $1["photo"], item: $0) }),
            ("photos/remove", { .removePhoto(photo: $1["photo"], item: $0) }),
        ]
        for (action, command) in itemForms {
            routes.post("/boxes/{box}/items/{item}/\(action)", access: .role(.change)) { visit, fields in
                try await change(visit, fields, command(try PathNumber.item(visit), fields))
            }
        }
        for (path, isItem) in [("/boxes/{box}/photos", false), ("/boxes/{box}/items/{item}/photos", true)] {
            routes.upload(
                RouterPath(path), access: .role(.change), upTo: PhotoScrubber.maximumBytes,
                files: 2 * PhotoIntake.largestUpload,
                tooLarge: PhotoIntake.tooLarge
            ) { visit, form in
                let item = isItem ? try PathNumber.item(visit) : nil
                return try await change(visit, form.fields, .addPhotos(form.upload.files, item: item))
            }
        }
    }

    /// A label's address opened by a phone's camera app (`/boxes/12?k=…`): the box its key names, in whichever of
    /// the person's inventories holds it (the browser switches to that one); nil for the inventory worked in, or
    /// an address without a key. Throws ``ScanRefusal/otherInventory(_:)`` when none of theirs holds it.
    private static func labelOpened(_ visit: Visit, _ workspace: Workspace, _ app: WebApp) async throws -> Response? {
        guard let key = visit.query(LabelCode.keyField).flatMap(BoxKey.init(text:)) else { return nil }
        let number = try PathNumber.box(visit)
        let scan = ScanInteractor(workspace: workspace, environment: app.environment)
        guard let (inventory, _) = try await scan.holder(of: number, key: key) else {
            throw ScanRefusal.otherInventory(number)
        }
        guard inventory.id != workspace.current.id else { return nil }
        var response = HTMLPage.redirect(to: Paths.box(number), for: visit)
        response.setCookie(InventoryCookie.setting(inventory.id, secure: visit.secureCookies))
        return response
    }
}
