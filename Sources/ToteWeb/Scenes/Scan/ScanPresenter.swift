import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON
import ToteJSONText
import TotePresentation

/// Presents the scan screen, and what each scan found or did as the JSON its script shows: the box's number and
/// title, the room to carry it to with its marks, the sentence to read out, and the move's running count.
struct ScanPresenter: Sendable {
    func present(canChange: Bool, serverReads: Bool) -> ScanModels.Show.ViewModel {
        let modes: [ScanModels.Show.ViewModel.ModeOption] = [
            .init(value: "open", label: "Open", hint: "each label opens its box"),
            .init(value: "sealed", label: "Sealed", hint: "each label marks its box sealed"),
            .init(value: "loaded", label: "Loaded", hint: "each label marks its box loaded onto the van"),
            .init(value: "arrived", label: "Arrived", hint: "each label checks its box in and says where it goes"),
            .init(value: "move", label: "Move", hint: "scan a box, then the box or place it goes into"),
        ]
        return .init(modes: canChange ? modes : Array(modes.prefix(1)), canChange: canChange, serverReads: serverReads)
    }

    /// A box found: what the open mode needs to open it.
    func present(found box: BoxSummary) -> JSONValue {
        .object(["box": Self.box(box, status: box.status)])
    }

    /// A box moved on, or found where the scan would have put it.
    func present(_ response: ScanModels.Mark.Response) -> JSONValue {
        let status = response.status.rawValue
        let message =
            response.changed
            ? "Box \(response.box.number) \(status)."
            : "Box \(response.box.number) was \(status) already; nothing was changed."
        return .object([
            "box": Self.box(response.box, status: response.status),
            "changed": .bool(response.changed),
            "was": .string(response.box.status.rawValue),
            "message": .string(message),
            "progress": present(response.progress),
        ])
    }

    /// A box moved by two scans, or found where they would have put it; `was` is where an undo sends it back.
    func present(_ response: ScanModels.Move.Response) -> JSONValue {
        let box = response.box
        let into = response.destination.map { "\($0.number) \($0.title)" }
        let message: String
        switch (response.changed, into) {
        case (true, let into?): message = "Box \(box.number) \(box.title) is now in \(into)."
        case (true, nil): message = "Box \(box.number) \(box.title) now stands on its own."
        case (false, let into?): message = "Box \(box.number) was in \(into) already; nothing was changed."
        case (false, nil): message = "Box \(box.number) stood on its own already; nothing was changed."
        }
        return .object([
            "box": Self.box(box, status: box.status),
            "into": response.destination.map { Self.box($0, status: $0.status) } ?? .null,
            "was": response.was.map { .integer($0.number.value) } ?? .null,
            "changed": .bool(response.changed),
            "message": .string(message),
        ])
    }

    /// The running count: "14 of 60 loaded — 46 to go", and the first boxes still to go.
    func present(_ progress: MoveProgress) -> JSONValue {
        let status = progress.status.rawValue
        let text =
            progress.toGo == 0
            ? "All \(Counted(progress.total, "box", plural: "boxes")) \(status)"
            : "\(Counted.grouped(progress.done)) of \(Counted.grouped(progress.total)) \(status) — "
                + "\(Counted.grouped(progress.toGo)) to go"
        return .object([
            "status": .string(status),
            "done": .integer(progress.done),
            "total": .integer(progress.total),
            "text": .string(text),
            "missing": .array(
                progress.missing.map { box in
                    .object([
                        "number": .integer(box.number.value), "title": .string(box.title.text),
                        "href": .string(Paths.box(box.number)),
                    ])
                }),
            "more": .integer(progress.toGo - progress.missing.count),
        ])
    }

    /// A refusal: the sentence to show, and that nothing was changed.
    func present(refusal error: any Error) -> JSONValue {
        .object(["message": .string(ErrorDescription(error).sentence)])
    }

    private static func box(_ box: BoxSummary, status: PackingStatus) -> JSONValue {
        .object([
            "number": .integer(box.number.value),
            "title": .string(box.title.text),
            "room": .string(box.room?.text),
            "marks": .array(BoxMark.allCases.filter(box.marks.contains).map { .string(EventSentence.words(for: $0)) }),
            "status": .string(status.rawValue),
            "href": .string(Paths.box(box.number)),
        ])
    }
}
