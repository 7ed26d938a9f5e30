import ToteDomain
import TotePresentation

/// Photos as lines for people: each with its handle, to save, make the cover or remove it by.
enum PhotoTextPresenter {
    static func lines(for response: CommandResponse) -> [String] {
        switch response {
        case .photosAdded(let photos, let subject):
            ["Added \(Counted(photos.count, "photo")) to \(subject)."] + photos.map(line)
        case .photos(let photos, let subject):
            photos.isEmpty
                ? ["\(Sentence.capitalised(subject.description)) has no photos."]
                : ["Photos of \(subject):"] + photos.map(line)
        case .photoSaved(let contents, let thumbnail, let path?):
            [
                "Saved the \(thumbnail ? "thumbnail of photo" : "photo") "
                    + "\(contents.photo.id) (\(contents.file.format.name), "
                    + "\(PhotoSentence.size(contents.file.data.count))) to \(path)."
            ]
        case .cover(let photo):
            ["Photo \(photo.id) is now the cover of \(photo.subject)."]
        case .removedPhoto(let photo):
            ["Removed photo \(photo.id) of \(photo.subject)."]
        default:
            []
        }
    }

    private static func line(_ photo: Photo) -> String {
        "  \(photo.id)  \(PhotoSentence.facts(of: photo))"
    }
}
