import ToteApplication
import ToteDomain

extension StateReadModel {
    func photos(of subject: PhotoSubject) async throws -> [Photo]? {
        try await container.read { [inventory] in $0.photos(of: subject, in: inventory) }
    }

    func photo(_ id: PhotoID) async throws -> Photo? {
        try await container.read { [inventory] in $0.photo(id, in: inventory) }
    }

    func file(of id: PhotoID, thumbnail: Bool) async throws -> PhotoFile? {
        try await container.read { [inventory] in $0.file(of: id, thumbnail: thumbnail, in: inventory) }
    }

    func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        try await container.read { [inventory] in $0.covers(of: subjects, in: inventory) }
    }
}
