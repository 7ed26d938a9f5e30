import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Reads the values of accounts, memberships and tokens from columns, validating them again like ``Row``'s
/// domain readers.
extension Row {
    func date(_ column: String) throws -> Date {
        Date(millisecondsSince1970: try decode(Int64.self, forColumn: column))
    }

    func username(_ column: String) throws -> Username {
        try Username(stored: decode(String.self, forColumn: column))
    }

    func displayName(_ column: String) throws -> DisplayName {
        try DisplayName(stored: decode(String.self, forColumn: column))
    }

    func role(_ column: String) throws -> Role {
        try Role(parsing: decode(String.self, forColumn: column))
    }

    func digest(_ column: String) throws -> TokenDigest {
        TokenDigest(hex: try decode(String.self, forColumn: column))
    }
}
