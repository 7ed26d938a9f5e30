import Foundation
import Testing
import ToteApplication
import ToteDomain

@testable import ToteCLI

@Suite("Error line")
struct ErrorLineTests {
    private struct MultiLineFailure: Error, CustomStringConvertible {
        var description: String { "disk I/O error\n  while writing" }
    }

    private struct Described: LocalizedError {
        var errorDescription: String? { "the disk is full" }
    }

    @Test("shows the description of the domain's and the store's errors")
    func domainErrors() throws {
        #expect(ErrorLine(InventoryError.boxNotFound(try BoxNumber(7))).description == "there is no box #7")
        #expect(ErrorLine(ValidationError.empty(.title)).description == "title must not be empty")
        #expect(
            ErrorLine(StoreError.unsupportedLocation("foo:bar")).description
                == "'foo:bar' is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or postgres://USER:PASSWORD@HOST:PORT/DATABASE"
        )
    }

    @Test("keeps any other failure on one line, preferring its localized description")
    func otherErrors() {
        #expect(ErrorLine(MultiLineFailure()).description == "disk I/O error while writing")
        #expect(ErrorLine(Described()).description == "the disk is full")
    }
}
