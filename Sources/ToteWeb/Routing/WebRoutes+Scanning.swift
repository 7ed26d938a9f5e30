import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteImages
import ToteJSON
import ToteJSONText

/// Scanning at the box: the scan screen, the frames a phone sends when its browser cannot read QR codes, and what a
/// scan finds or changes, answered as JSON for the screen's script.
extension WebRoutes {
    /// The scan scene's configurator.
    static func addScanning(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/scan") { visit in
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let viewModel = ScanPresenter().present(
                canChange: workspace.role.allows(.change), serverReads: app.environment.codeReader != nil)
            return try app.page(viewModel, person: workspace.person, for: visit)
        }
        routes.get("/scan/box") { visit in
            let interactor = ScanInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                environment: app.environment)
            return try await answering {
                let box = try await interactor.find(
                    ScanModels.Find.Request(label: visit.query("label"), typed: visit.query("number")))
                return ScanPresenter().present(found: box)
            }
        }
        routes.get("/scan/open") { visit in
            let interactor = ScanInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                environment: app.environment)
            let box = try await interactor.find(ScanModels.Find.Request(label: nil, typed: visit.query("number")))
            return HTMLPage.redirect(to: Paths.box(box.number), for: visit)
        }
        routes.get("/scan/progress") { visit in
            let interactor = ScanInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                environment: app.environment)
            return try await answering {
                ScanPresenter().present(try await interactor.progress(toward: try status(visit.query("status") ?? "")))
            }
        }
        routes.post("/scan/mark", access: .role(.change)) { visit, fields in
            let interactor = ScanInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                environment: app.environment)
            return try await answering {
                let request = ScanModels.Mark.Request(
                    box: ScanModels.Find.Request(label: fields.optional("label"), typed: fields.optional("number")),
                    status: try status(fields["status"]))
                return ScanPresenter().present(try await interactor.mark(request))
            }
        }
        routes.post("/scan/move", access: .role(.change)) { visit, fields in
            let interactor = ScanInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                environment: app.environment)
            return try await answering {
                let destination = ScanModels.Find.Request(
                    label: fields.optional("into_label"), typed: fields.optional("into_number"))
                guard fields["out"] == "yes" || destination.label != nil || destination.typed != nil else {
                    throw ValidationError.empty(.boxNumber)
                }
                let request = ScanModels.Move.Request(
                    box: ScanModels.Find.Request(label: fields.optional("label"), typed: fields.optional("number")),
                    destination: fields["out"] == "yes" ? nil : destination)
                return ScanPresenter().present(try await interactor.move(request))
            }
        }
        let largestFrame = GrayPicture.longestSide * GrayPicture.longestSide + 64
        routes.bytes("/scan/read", access: .role(.read), upTo: largestFrame) { visit, body in
            try await answering {
                guard let reader = app.environment.codeReader else { throw ScanReading.unavailable }
                let picture = try Graymap.picture(from: Array(buffer: body))
                return .object(["codes": .array(try await reader.codes(in: picture).map(JSONValue.string))])
            }
        }
    }

    /// A status a scan may set: sealed, loaded or arrived.
    private static func status(_ text: String) throws -> PackingStatus {
        let status = try PackingStatus(parsing: text)
        guard ScanModels.Mode(rawValue: status.rawValue) != nil else { throw ScanReading.notAScanStatus(status) }
        return status
    }

    /// The JSON `answer` gives, or its error as `{"message"}` with the error's status.
    private static func answering(_ answer: () async throws -> JSONValue) async throws -> Response {
        do {
            return json(try await answer(), status: .ok)
        } catch {
            let description = ErrorDescription(error)
            guard description.isCorrectable || error is CodeReaderBusy || error is ScanReading else { throw error }
            var response = json(ScanPresenter().present(refusal: error), status: status(of: error, description))
            if error is CodeReaderBusy { response.headers[.retryAfter] = "1" }
            return response
        }
    }

    private static func status(of error: any Error, _ description: ErrorDescription) -> HTTPResponse.Status {
        switch error {
        case is CodeReaderBusy, ScanReading.unavailable: .serviceUnavailable
        default: description.status
        }
    }

    private static func json(_ value: JSONValue, status: HTTPResponse.Status) -> Response {
        Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "private, no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: JSONDocument.compactText(for: value))))
    }
}

/// Why the server read no frame, or the scan asked for what a scan does not do.
enum ScanReading: CorrectableError, Equatable {
    case unavailable
    case notAScanStatus(PackingStatus)

    var description: String {
        switch self {
        case .unavailable:
            "this server cannot read pictures of labels (ZBar's library is not installed on it); type the box's "
                + "number instead"
        case .notAScanStatus(let status):
            "a scan marks boxes sealed, loaded or arrived, not \(status.rawValue)"
        }
    }
}
