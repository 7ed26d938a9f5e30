import ToteDomain
import ToteHTTP

/// Reads the box and item numbers of a path such as `/boxes/12/items/40`; anything else is no page at all.
enum PathNumber {
    static func box(_ visit: Visit) throws(RequestError) -> BoxNumber {
        do { return try BoxNumber(parsing: visit.parameter("box")) } catch { throw .pageNotFound }
    }

    static func item(_ visit: Visit) throws(RequestError) -> ItemNumber {
        do { return try ItemNumber(parsing: visit.parameter("item")) } catch { throw .pageNotFound }
    }
}
