import ToteDomain

/// Adds photos to a box or item, all or none: each a file the delivery mechanism checked and scrubbed.
public struct AddPhotosRequest: Sendable {
    public var subject: PhotoSubject
    public var drafts: [PhotoDraft]

    public init(subject: PhotoSubject, drafts: [PhotoDraft]) {
        self.subject = subject
        self.drafts = drafts
    }
}

/// One photo's bytes as asked for, with the photo they belong to.
public struct PhotoContents: Sendable {
    public let photo: Photo
    public let file: PhotoFile

    public init(photo: Photo, file: PhotoFile) {
        self.photo = photo
        self.file = file
    }
}
