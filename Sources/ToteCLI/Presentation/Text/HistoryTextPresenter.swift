import Foundation
import ToteApplication
import ToteDomain
import TotePresentation

/// The history as one line per event (an import is one line), newest first: local time, then what happened and who
/// did it.
struct HistoryTextPresenter: Sendable {
    let timeZone: TimeZone
    let sentence = EventSentence(title: LabelText.title)

    func lines(for page: Page<HistoryEntry>, box: BoxNumber?) -> [String] {
        guard page.totalCount > 0 else {
            return [
                box.map { "Nothing has happened to box \($0) yet." }
                    ?? "Nothing has happened yet. Add a box with: tote box add TITLE"
            ]
        }
        let footer = PageFooter.line(for: page, singular: "event", plural: "events")
        guard !page.entries.isEmpty else { return [PageFooter.pastTheEnd(page, plural: "events"), footer] }
        let events = page.entries.map { entry in
            let byline = sentence.byline(of: entry.event).map { ", \($0)" } ?? ""
            // In the inventory's history, the last event of an import tells what the whole import did.
            let told = box == nil ? sentence.entry(for: entry.event) : sentence.text(for: entry.event)
            return "\(DateText.local(entry.event.occurredAt, in: timeZone))  \(told)\(byline)"
        }
        return events + ["", footer]
    }
}
