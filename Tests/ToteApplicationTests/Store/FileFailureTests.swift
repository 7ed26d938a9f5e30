import Foundation
import Testing
import ToteApplication

@Suite("File failures in words")
struct FileFailureTests {
    @Test("writing to a device that is always full is told as a full disk, as Foundation reports it")
    func fullDevice() throws {
        let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? handle.close() }
        let error = try #require(throwing { try handle.write(contentsOf: Data(repeating: 0, count: 4096)) })
        #expect(FileFailure.isDiskFull(error))
        #expect(FileFailure.reason(error) == "the disk is full")
    }

    @Test("a full disk is found as a POSIX error, as Foundation's own, and beneath another error")
    func everyForm() {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
        #expect(FileFailure.isDiskFull(POSIXError(.ENOSPC)))
        #expect(FileFailure.isDiskFull(CocoaError(.fileWriteOutOfSpace)))
        #expect(FileFailure.isDiskFull(NSError(domain: "outer", code: 1, userInfo: [NSUnderlyingErrorKey: underlying])))
    }

    @Test("another failure is told in the system's words, and is no full disk")
    func otherFailures() {
        #expect(!FileFailure.isDiskFull(POSIXError(.EACCES)))
        #expect(FileFailure.reason(POSIXError(.EACCES)) == "Permission denied")
        let denied = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileWriteNoPermission.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
        #expect(FileFailure.reason(denied) == "Read-only file system")
    }
}

/// The error `body` throws, or nil when it throws none.
private func throwing(_ body: () throws -> Void) -> (any Error)? {
    do {
        try body()
        return nil
    } catch {
        return error
    }
}
