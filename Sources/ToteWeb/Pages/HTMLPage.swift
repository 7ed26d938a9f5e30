import Hummingbird

/// Turns rendered HTML into a response: private, never cached, and carrying the CSRF cookie when it is new.
enum HTMLPage {
    static func response(_ html: String, status: HTTPResponse.Status = .ok, for visit: Visit) -> Response {
        var response = Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
        if visit.csrf.isNew { response.setCookie(visit.csrf.cookie(secure: visit.secureCookies)) }
        for cookie in Flash.clearing(after: visit.request, secure: visit.secureCookies) { response.setCookie(cookie) }
        return response
    }

    /// Where to go after a form post (303, so the browser fetches it with GET), with the message the next page shows.
    static func redirect(to location: String, for visit: Visit, flash: Flash? = nil) -> Response {
        var response = Response.redirect(to: location, type: .normal)
        if visit.csrf.isNew { response.setCookie(visit.csrf.cookie(secure: visit.secureCookies)) }
        if let flash { response.setCookie(flash.cookie(secure: visit.secureCookies)) }
        return response
    }
}
