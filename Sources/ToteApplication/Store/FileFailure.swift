import Foundation

/// Why a file could not be made, written or moved, in words people can act on rather than Foundation's dump of the
/// error.
public enum FileFailure {
    /// True for the system's `ENOSPC` as Foundation reports it: as its own error, as a POSIX error, or beneath
    /// another error.
    public static func isDiskFull(_ error: any Error) -> Bool {
        posixCode(of: error) == ENOSPC || (error as NSError).isCocoa(.fileWriteOutOfSpace)
    }

    /// "the disk is full", the system's words for another POSIX error ("Permission denied"), or Foundation's.
    public static func reason(_ error: any Error) -> String {
        if isDiskFull(error) { return "the disk is full" }
        if let code = posixCode(of: error) { return String(cString: strerror(code)) }
        return error.localizedDescription
    }

    private static func posixCode(of error: any Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return nil }
        return posixCode(of: underlying)
    }
}

extension NSError {
    fileprivate func isCocoa(_ code: CocoaError.Code) -> Bool {
        domain == NSCocoaErrorDomain && self.code == code.rawValue
    }
}
