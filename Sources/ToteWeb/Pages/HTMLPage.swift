import Hummingbird

/// Turns rendered HTML into a response: private, never cached, and carrying the CSRF cookie when it is new.
enum HTMLPage {
    static func response(_ html: String, status: HTTPResponse.Status = .ok, for visit: Visit) -> Response {
        var response = Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        if visit.csrf.isNew { response.setCookie(visit.csrf.cookie(secure: visit.secureCookies)) }
        return response
    }

    /// Where to go after a form post (303, so the browser fetches it with GET).
    static func redirect(to location: String, for visit: Visit) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if visit.csrf.isNew { response.setCookie(visit.csrf.cookie(secure: visit.secureCookies)) }
        return response
    }
}
