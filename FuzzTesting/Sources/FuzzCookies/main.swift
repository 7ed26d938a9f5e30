import HTTPTypes
import Hummingbird
import ToteHTTP

@testable import ToteWeb

/// A `Cookie` header, read for every cookie Tote looks at.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCookies(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    var fields = HTTPFields()
    fields[.cookie] = text
    let request = Request(
        head: HTTPRequest(method: .get, scheme: "http", authority: "tote", path: "/", headerFields: fields),
        body: RequestBody(buffer: .init()))
    for name in [SessionCookie.name, CSRFToken.cookieName, Visit.timeZoneCookie, InventoryCookie.name] {
        _ = request.cookies[name]?.value
    }
    _ = InventoryCookie.inventory(in: request)
    return 0
}
