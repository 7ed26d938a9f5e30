import ToteApplication
import ToteDomain

@testable import ToteHTTP

/// A share link as a person asks for it, a field a line (room, boxes, expiry, note), then the secret of a link's
/// address: what is read is within its bounds, a scope is kept and read back the same, and the secret never shows in
/// the access log.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShareLinks(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let fields = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let field = { (index: Int) in fields.indices.contains(index) ? fields[index] : "" }
    let given = { (index: Int) in field(index).isEmpty ? nil : field(index) }
    let request = ShareLinkRequest(room: given(0), boxes: given(1), expires: field(2), note: field(3))
    if let scope = try? request.scope() {
        if case .boxes(let numbers) = scope {
            precondition((1...ShareScope.mostBoxes).contains(numbers.count), "too many boxes, or none")
            precondition(Set(numbers).count == numbers.count, "a box named twice")
        }
        let stored = scope.stored
        precondition((try? ShareScope(storedRoom: stored.room, boxes: stored.boxes)) == scope, "a scope kept changes")
    }
    if let lifetime = try? ShareLifetime(parsing: request.expires) {
        precondition(
            (ShareLifetime.shortest...ShareLifetime.longest).contains(lifetime.seconds), "a lifetime out of bounds")
    }
    if let note = try? ShareNote.optional(request.note) {
        precondition(note.text.count <= ShareNote.maximumLength, "a note too long")
    }
    let secret = field(4)
    if !secret.isEmpty, !secret.utf8.contains(UInt8(ascii: "/")), secret != "…" {
        let logged = AccessLogMiddleware.loggedPath("/s/\(secret)/boxes/1")
        precondition(logged == "/s/…/boxes/1", "a link's secret in the log")
    }
    return 0
}
