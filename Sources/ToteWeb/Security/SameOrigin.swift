import HTTPTypes
import Hummingbird
import ToteHTTP

/// Whether a form post comes from a page of this server, by what the browser says of where the form was: a
/// post another site's page made is refused before its form is read.
enum SameOrigin {
    private static let fetchSite = HTTPField.Name("Sec-Fetch-Site")!
    private static let referer = HTTPField.Name("Referer")!

    /// Throws ``RequestError/forgedForm`` when the browser says the post comes from elsewhere:
    /// - `Sec-Fetch-Site` other than `same-origin` or `none` (a person's own navigation): another site, or a sibling
    ///   host of the same site;
    /// - an `Origin` (or, without one, a `Referer`) whose host and port are not this server's;
    /// - the opaque `Origin: null`, unless the browser also says the post is from this origin: Tote's pages send no
    ///   referrer, so a browser serialises their own origin as `null` too.
    /// A client that says nothing is left to the CSRF token.
    static func verify(_ request: Request) throws(RequestError) {
        let site = request.headers[fetchSite]
        if let site, site != "same-origin", site != "none" { throw .forgedForm }
        if let origin = request.headers[.origin] {
            guard origin != "null" else {
                if site == "same-origin" { return }
                throw .forgedForm
            }
            try require(origin, isFrom: request)
        } else if let referer = request.headers[referer] {
            try require(referer, isFrom: request)
        }
    }

    private static func require(_ url: String, isFrom request: Request) throws(RequestError) {
        guard let own = request.head.authority, authority(of: url) == own.lowercased() else { throw .forgedForm }
    }

    /// `https://Example.org:8080/path` → `example.org:8080`; nil for anything that is no URL.
    private static func authority(of url: String) -> String? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.isEmpty ? nil : authority.lowercased()
    }
}
