import Synchronization
import TotePostgres

/// The one connection to each PostgreSQL database that the commands of a command line make, shared by every store
/// they open there: a command that checks the store is there, opens it and reads its settings connects once.
final class CommandConnections: Sendable {
    private let connections = Mutex<[PostgresURL: PostgresCommandConnection]>([:])

    func connection(to url: PostgresURL) -> PostgresCommandConnection {
        connections.withLock { connections in
            if let known = connections[url] { return known }
            let made = PostgresCommandConnection(url)
            connections[url] = made
            return made
        }
    }
}
