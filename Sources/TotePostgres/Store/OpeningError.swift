import PostgresNIO
import ToteApplication

/// Why a PostgreSQL store could not be opened, in one line that names the URL without its password.
enum OpeningError {
    static func describe(_ error: any Error, of url: PostgresURL) -> any Error {
        switch error {
        case let error as StoreError:
            return error
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] {
                return StoreError.cannotOpen(
                    path: url.description, reason: reason(message, state: error.serverInfo?[.sqlState]))
            }
            return StoreError.cannotOpen(
                path: url.description, reason: "the server at \(url.host):\(url.port) cannot be reached (\(error.code))"
            )
        default:
            return StoreError.cannotOpen(path: url.description, reason: String(describing: error))
        }
    }

    private static func reason(_ message: String, state: String?) -> String {
        switch state {
        case "28P01", "28000": "the server refused the user name or password (\(message))"
        case "3D000": "the database does not exist (\(message))"
        case "42501": "the user may not create Tote's tables there (\(message))"
        default: message
        }
    }
}
