import ToteDomain

/// An inventory exactly as a store keeps it, a part at a time: what a lossless export writes and an import into an
/// empty inventory puts back, identities, numbers, versions and history included.
public enum KeptPart: Sendable, Equatable {
    /// Comes first: the counters and how many of each part follow.
    case start(KeptCounts)
    case boxes([KeptBox])
    case items([KeptItem])
    /// The photos of the boxes and items, with their bytes, a few at a time.
    case photos([KeptPhoto])
    /// Events oldest first.
    case events([DomainEvent])
    /// Comes last, once everything was read: the counts of the start again.
    case end(KeptCounts)
}

/// The inventory's number counters, and how many boxes, items and events it keeps.
public struct KeptCounts: Sendable, Equatable {
    /// The numbers the next box and the next item will get: numbers of removed ones are never given again.
    public var nextBoxNumber: Int
    public var nextItemNumber: Int
    public var boxes: Int
    public var items: Int
    public var events: Int
    public var photos: Int

    public init(nextBoxNumber: Int, nextItemNumber: Int, boxes: Int, items: Int, events: Int, photos: Int = 0) {
        self.nextBoxNumber = nextBoxNumber
        self.nextItemNumber = nextItemNumber
        self.boxes = boxes
        self.items = items
        self.events = events
        self.photos = photos
    }
}

/// A box as kept, with the key an import made it under.
public struct KeptBox: Sendable, Equatable {
    public let box: Box
    public let importKey: String?

    public init(box: Box, importKey: String?) {
        self.box = box
        self.importKey = importKey
    }
}

/// An item as kept, with the key an import made it under.
public struct KeptItem: Sendable, Equatable {
    public let item: Item
    public let importKey: String?

    public init(item: Item, importKey: String?) {
        self.item = item
        self.importKey = importKey
    }
}

/// A photo as kept, with its bytes and its thumbnail's.
public struct KeptPhoto: Sendable, Equatable {
    public let photo: Photo
    public let original: PhotoFile
    public let thumbnail: PhotoFile?

    public init(photo: Photo, original: PhotoFile, thumbnail: PhotoFile?) {
        self.photo = photo
        self.original = original
        self.thumbnail = thumbnail
    }
}
