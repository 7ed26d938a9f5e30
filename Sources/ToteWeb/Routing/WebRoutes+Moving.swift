import Foundation
import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteLabels
import TotePresentation

/// Moving day: a box's room, status and marks, the arrivals checklist a room at a time, and labels to print.
extension WebRoutes {
    /// The labels scene's configurator: the form, and the sheets it prints as a page of their own (its print rules in
    /// `/assets/labels/PAPER.css` and its Print button in `/assets/print.js`, as pages carry no styles or scripts of
    /// their own).
    static func addLabels(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/labels") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            return try app.page(
                LabelsPresenter().present(LabelsModels.Form(visit), failure: nil), person: workspace.person, for: visit)
        }
        routes.get("/labels/print") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let form = LabelsModels.Form(visit)
            do {
                let options = try LabelOptions(
                    boxes: form.boxes, paper: form.paper, layout: form.layout, skip: form.skip,
                    contents: form.contents)
                let address = try PublicURL(
                    app.environment.absoluteURL("/", for: visit.request, context: visit.context))
                let sheets = try await options.sheets(from: workspace.useCases.queries, at: address)
                let back = "/labels?" + (visit.request.uri.query ?? "")
                let html = try sheets.html(title: "Box labels", back: back, assets: .served(under: "/assets"))
                return HTMLPage.response(html, for: visit)
            } catch {
                guard let status = ErrorDescription(error).formStatus else { throw error }
                return try app.page(
                    LabelsPresenter().present(form, failure: error), person: workspace.person, for: visit,
                    status: status)
            }
        }
    }

    /// The arrivals scene's configurator: every room counted, one room's boxes (`?room=`), and the tap that marks a
    /// box arrived and comes back to its room.
    static func addArrivals(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.post("/boxes/{box}/moving", access: .role(.change)) { visit, fields in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let box = try PathNumber.box(visit)
            return try await FormFailure.recovering(visit, fields) {
                let changes: [ChangeBoxesRequest.Change] = [
                    .room(fields["room"]), .status(fields["status"]),
                    fields.optional("fragile") == nil ? .unmark("fragile") : .mark("fragile"),
                    fields.optional("open_first") == nil ? .unmark("open-first") : .mark("open-first"),
                ]
                let events = try await workspace.useCases.commands.changeBoxes(
                    ChangeBoxesRequest(boxes: [box], changes: changes))
                let message =
                    events.isEmpty
                    ? "Nothing changed."
                    : events.map { Sentence.standalone(EventSentence().text(for: $0)) }.joined(separator: " ")
                return HTMLPage.redirect(to: Paths.box(box), for: visit, flash: Flash(message: message))
            } showAgain: { error, _ in
                let flash = Flash(message: ErrorDescription(error).sentence, isError: true)
                return HTMLPage.redirect(to: Paths.box(box), for: visit, flash: flash)
            }
        }
        routes.get("/arrivals") { visit in
            let interactor = ArrivalsInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let room = try Room.optional(visit.query("room"))
            let response = try await interactor.show(ArrivalsModels.Show.Request(room: room))
            return try app.page(
                ArrivalsPresenter().present(response), person: interactor.workspace.person, for: visit)
        }
        routes.post("/arrivals/arrive", access: .role(.change)) { visit, fields in
            let interactor = ArrivalsInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let room = try? Room.optional(fields.optional("room"))
            let back = room.map(ArrivalsPresenter.href) ?? "/arrivals"
            return try await FormFailure.recovering(visit, fields) {
                let box = try BoxNumber(parsing: fields["box"])
                let events = try await interactor.arrive(ArrivalsModels.Arrive.Request(box: box))
                let message =
                    events.first.map { Sentence.standalone(EventSentence().text(for: $0)) }
                    ?? "Box \(box) had arrived already."
                return HTMLPage.redirect(to: back, for: visit, flash: Flash(message: message))
            } showAgain: { error, _ in
                let flash = Flash(message: ErrorDescription(error).sentence, isError: true)
                return HTMLPage.redirect(to: back, for: visit, flash: flash)
            }
        }
    }
}
