import Foundation
import ToteApplication
import TotePresentation

/// Presents history entries as sentences with their dates.
struct HistoryPresenter: Sendable {
    private let sentence = EventSentence()
    /// The viewer's time zone.
    let timeZone: TimeZone

    func present(_ response: HistoryModels.Show.Response) -> HistoryModels.Show.ViewModel {
        let base = response.box.map { "/history?box=\($0.value)&page=" } ?? "/history?page="
        return HistoryModels.Show.ViewModel(
            heading: response.box.map { "History of box \($0)" } ?? "History",
            rows: response.page.entries.map { entry in
                HistoryModels.Show.Row(
                    sentence: Sentence.capitalised(sentence.text(for: entry.event)),
                    author: sentence.byline(of: entry.event),
                    when: DateText.dateTime(entry.event.occurredAt, in: timeZone),
                    exactTime: DateText.exact(entry.event.occurredAt, in: timeZone),
                    isoDate: DateText.iso(entry.event.occurredAt), boxHref: Paths.box(entry.event.box.number))
            },
            emptyText: response.page.entries.isEmpty ? "Nothing has happened here yet." : nil,
            pagination: Pagination.of(response.page) { base + String($0) },
            allHref: response.box == nil ? nil : "/history")
    }
}
