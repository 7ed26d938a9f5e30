import Testing
import ToteApplication
import TotePostgres

@Suite("PostgreSQL store URLs")
struct PostgresURLTests {
    @Test("reads user, password, host, port, database and TLS mode")
    func readsEveryPart() throws {
        let url = try PostgresURL(parsing: "postgres://tote:s3cret@db.example:6543/inventory?sslmode=require")
        #expect(url.host == "db.example")
        #expect(url.port == 6543)
        #expect(url.username == "tote")
        #expect(url.password == "s3cret")
        #expect(url.database == "inventory")
        #expect(url.tls == .require)
        #expect(url.description == "postgres://tote@db.example:6543/inventory")
    }

    @Test("defaults the port to 5432 and TLS to prefer, and takes postgresql:// too")
    func defaults() throws {
        let url = try PostgresURL(parsing: "postgresql://tote@localhost/tote")
        #expect(url.port == 5432)
        #expect(url.tls == .prefer)
        #expect(url.password == nil)
    }

    @Test(
        "refuses a URL it cannot use with the reason, never repeating the password",
        arguments: [
            (
                "postgres://tote:s3cret@db/",
                "cannot open the store at postgres://tote:%E2%80%A6@db/: the URL names "
                    + "no database (postgres://USER:PASSWORD@HOST:PORT/DATABASE)"
            ),
            ("postgres://db/tote", "cannot open the store at postgres://db/tote: the URL names no user"),
            (
                "postgres://tote@db/tote?sslmode=maybe",
                "cannot open the store at postgres://tote@db/tote?sslmode=maybe: 'sslmode=maybe' is not understood; "
                    + "sslmode=disable, prefer or require is"
            ),
            (
                "postgres://tote@db:70000/tote",
                "cannot open the store at postgres://tote@db:70000/tote: the port is not between 1 and 65535"
            ),
            (
                "postgres://tote:s3cret@/tote",
                "cannot open the store at postgres://tote:%E2%80%A6@/tote: the URL names no host"
            ),
        ])
    func refuses(text: String, message: String) {
        #expect(throws: StoreError.self) { try PostgresURL(parsing: text) }
        do {
            _ = try PostgresURL(parsing: text)
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("s3cret"))
        }
    }
}
