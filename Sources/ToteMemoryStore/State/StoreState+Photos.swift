import ToteDomain

extension StoreState {
    mutating func addPhotos(
        _ drafts: [PhotoDraft], to subject: PhotoSubject, in inventory: InventoryID,
        _ place: (PhotoShelf) throws -> [Photo]
    ) throws -> [Photo] {
        let shown = try identity(of: subject, in: inventory)
        let shelf = self[inventory].photos.filter { $0.shown == shown }
        let photos = try place(
            PhotoShelf(subject: subject, count: shelf.count, hasCover: shelf.contains(where: \.isCover)))
        self[inventory].photos += zip(photos, drafts).map { StoredPhoto($0, of: shown, $1) }
        return photos
    }

    mutating func removePhoto(_ id: PhotoID, in inventory: InventoryID) throws -> Photo {
        let (index, photo) = try storedPhoto(id, in: inventory)
        let removed = self[inventory].photos.remove(at: index)
        if removed.isCover, let next = self[inventory].photos.firstIndex(where: { $0.shown == removed.shown }) {
            self[inventory].photos[next].isCover = true
        }
        return photo
    }

    mutating func makeCover(_ id: PhotoID, in inventory: InventoryID) throws -> Photo {
        let (index, photo) = try storedPhoto(id, in: inventory)
        let shown = self[inventory].photos[index].shown
        for other in self[inventory].photos.indices where self[inventory].photos[other].shown == shown {
            self[inventory].photos[other].isCover = other == index
        }
        return self[inventory].photos[index].photo(of: photo.subject)
    }

    func photos(of subject: PhotoSubject, in inventory: InventoryID) -> [Photo]? {
        guard let shown = try? identity(of: subject, in: inventory) else { return nil }
        return self[inventory].photos.filter { $0.shown == shown }.map { $0.photo(of: subject) }
    }

    func photo(_ id: PhotoID, in inventory: InventoryID) -> Photo? {
        try? storedPhoto(id, in: inventory).1
    }

    func file(of id: PhotoID, thumbnail: Bool, in inventory: InventoryID) -> PhotoFile? {
        guard let (index, _) = try? storedPhoto(id, in: inventory) else { return nil }
        return self[inventory].photos[index].file(thumbnail: thumbnail)
    }

    func covers(of subjects: [PhotoSubject], in inventory: InventoryID) -> [PhotoSubject: Photo] {
        let wanted = Set(subjects)
        var covers: [PhotoSubject: Photo] = [:]
        for stored in self[inventory].photos where stored.isCover {
            guard let subject = subject(shown: stored.shown, in: inventory), wanted.contains(subject) else { continue }
            covers[subject] = stored.photo(of: subject)
        }
        return covers
    }

    /// The photo with that handle and what it shows, when that is there.
    private func storedPhoto(_ id: PhotoID, in inventory: InventoryID) throws(InventoryError) -> (Int, Photo) {
        guard let index = self[inventory].photos.firstIndex(where: { $0.id == id }),
            let subject = subject(shown: self[inventory].photos[index].shown, in: inventory)
        else { throw .photoNotFound }
        return (index, self[inventory].photos[index].photo(of: subject))
    }

    func identity(of subject: PhotoSubject, in inventory: InventoryID) throws(InventoryError)
        -> StoredPhoto.Shown
    {
        let shown: StoredPhoto.Shown? =
            switch subject {
            case .box(let number): self[inventory].boxes.first { $0.number == number }.map { .box($0.id) }
            case .item(let number): self[inventory].items.first { $0.number == number }.map { .item($0.id) }
            }
        guard let shown else { throw subject.missing }
        return shown
    }

    func subject(shown: StoredPhoto.Shown, in inventory: InventoryID) -> PhotoSubject? {
        switch shown {
        case .box(let id): self[inventory].boxes.first { $0.id == id }.map { .box($0.number) }
        case .item(let id): self[inventory].items.first { $0.id == id }.map { .item($0.number) }
        }
    }
}
