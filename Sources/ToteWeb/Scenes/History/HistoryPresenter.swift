import Foundation
import ToteApplication
import ToteDomain
import TotePresentation

/// Presents history entries as sentences with their dates.
struct HistoryPresenter: Sendable {
    private let sentence = EventSentence()
    /// The viewer's time zone.
    let timeZone: TimeZone

    func present(_ response: HistoryModels.Show.Response) -> HistoryModels.Show.ViewModel {
        let scope = response.scope
        return HistoryModels.Show.ViewModel(
            heading: heading(of: scope, response.page.entries.first?.event.batch),
            rows: response.page.entries.map { entry in
                let event = entry.event
                // In the inventory's history, the last event of an import stands for the whole import.
                let batch = scope == .inventory && event.batch?.summary != nil ? event.batch : nil
                return HistoryModels.Show.Row(
                    sentence: Sentence.capitalised(
                        batch == nil ? sentence.text(for: event) : sentence.entry(for: event)),
                    author: sentence.byline(of: event),
                    when: DateText.dateTime(event.occurredAt, in: timeZone),
                    exactTime: DateText.exact(event.occurredAt, in: timeZone),
                    isoDate: DateText.iso(event.occurredAt),
                    href: batch.map { Paths.history(ofBatch: $0.id) } ?? Paths.box(event.box.number))
            },
            emptyText: response.page.entries.isEmpty ? "Nothing has happened here yet." : nil,
            pagination: Pagination.of(response.page) { base(of: scope) + "page=" + String($0) },
            allHref: scope == .inventory ? nil : "/history")
    }

    private func heading(of scope: HistoryModels.Show.Scope, _ batch: EventBatch?) -> String {
        switch scope {
        case .inventory: "History"
        case .box(let box): "History of box \(box)"
        case .batch: "Import of \(batch?.source ?? "a file")"
        }
    }

    private func base(of scope: HistoryModels.Show.Scope) -> String {
        switch scope {
        case .inventory: "/history?"
        case .box(let box): Paths.history(of: box) + "&"
        case .batch(let batch): Paths.history(ofBatch: batch) + "&"
        }
    }
}
