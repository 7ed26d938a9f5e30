import ToteDomain

/// Wraps a repository and refuses the first `conflicts` writes as if another writer had been first.
actor ConflictingBoxRepository: BoxRepository {
    private let repository: any BoxRepository
    private let failure: any Error
    private var conflictsLeft: Int
    private(set) var writeAttempts = 0

    init(wrapping repository: any BoxRepository, conflicts: Int, failure: any Error = InventoryError.concurrentChange) {
        self.repository = repository
        self.conflictsLeft = conflicts
        self.failure = failure
    }

    func box(numbered number: BoxNumber) async throws -> Box? {
        try await repository.box(numbered: number)
    }

    func box(holding item: ItemNumber) async throws -> Box? {
        try await repository.box(holding: item)
    }

    func add(_ box: Box) async throws {
        try await repository.add(box)
    }

    func save(_ boxes: [Box]) async throws {
        try conflictIfAny()
        try await repository.save(boxes)
    }

    func remove(_ box: Box) async throws {
        try conflictIfAny()
        try await repository.remove(box)
    }

    private func conflictIfAny() throws {
        writeAttempts += 1
        guard conflictsLeft > 0 else { return }
        conflictsLeft -= 1
        throw failure
    }
}
