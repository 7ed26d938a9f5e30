import ToteApplication
import ToteHTTP
import TotePresentation

/// Presents an item with its forms; a refused change shows its message and what was typed in its own form.
struct ItemPresenter: Sendable {
    func present(_ response: ItemModels.Show.Response) -> ItemModels.Show.ViewModel {
        let item = response.item
        let number = item.number
        let failure = response.failure
        let box = "box \(item.box.number) \(item.box.title.text)"
        return ItemModels.Show.ViewModel(
            number: number.description, title: item.title.text, quantity: "× \(item.quantity.value)",
            note: item.note?.text,
            whereabouts: Sentence.standalone("in " + box + (item.box.location.map { ", at \($0.text)" } ?? "")),
            boxHref: Paths.box(item.box.number), actionBase: Paths.item(number, in: item.box.number),
            canChange: response.role.allows(.change),
            details: BoxPresenter.detailsForm(
                current: [
                    .title: item.title.text, .quantity: String(item.quantity.value), .note: item.note?.text ?? "",
                ],
                version: item.version, failure
            ) { if case .editItem(number, let details) = $0 { details } else { nil } },
            move: BoxPresenter.field("", failure) { if case .moveItem(number, let into) = $0 { into } else { nil } },
            removeError: BoxPresenter.message(failure) { if case .removeItem(number) = $0 { "" } else { nil } },
            boxChoices: response.boxes.filter { $0.number != item.box.number }.map { box in
                ItemModels.Show.BoxChoice(
                    value: String(box.number.value),
                    label: "\(box.number) \(box.title.text)" + (box.location.map { " · \($0.text)" } ?? ""))
            },
            photos: PhotoGallery(
                response.photos, of: .item(number), base: Paths.item(number, in: item.box.number),
                canChange: response.role.allows(.change),
                error: BoxPresenter.message(failure) { $0.isAboutPhotos && $0.item == number ? "" : nil }),
            live: .box(item.box.number))
    }
}
