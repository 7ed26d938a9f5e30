import ToteQRCode

/// A link as a QR code drawn in SVG, with the quiet zone of four modules the standard asks for: for a phone's camera
/// to open what a page shows as an address.
enum LinkCode {
    /// The code's drawing, to be put in a page as it is; nil for an address too long for any QR code.
    static func svg(_ address: String) -> String? {
        guard let code = try? QRCode.encode(address, correction: .medium) else { return nil }
        let side = code.size + 8
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 \(side) \(side)" role="img" \
            aria-label="QR code of the link"><rect x="-4" y="-4" width="\(side)" height="\(side)" fill="#fff"/>\
            <path shape-rendering="crispEdges" fill="#000" d="\(code.svgPath)"/></svg>
            """
    }
}
