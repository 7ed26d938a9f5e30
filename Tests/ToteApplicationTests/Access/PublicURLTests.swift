import Testing
import ToteApplication

@Suite("Public URL")
struct PublicURLTests {
    @Test(arguments: [
        ("https://boxes.example.org", "https://boxes.example.org"),
        ("HTTPS://Boxes.example.org/", "https://Boxes.example.org"),
        ("http://192.0.2.7:8080/tote//", "http://192.0.2.7:8080/tote"),
    ])
    func accepted(_ text: String, _ expected: String) throws {
        let url = try PublicURL(text)
        #expect(url.text == expected)
        #expect(url.appending("/invitations/abc") == expected + "/invitations/abc")
    }

    @Test(arguments: [
        "", "boxes.example.org", "ftp://boxes.example.org", "https://", "https://a.org/?x=1",
        "https://a.org/#top", "https://me@a.org", "javascript:alert(1)", "https://a.org/\"><script>",
        "https://a\"b.org", "https://a.org/it's", "https://a.org/<b>", "https://a.org\n/x", "https://a .org",
        "https://bøxes.example.org",
    ])
    func refused(_ text: String) {
        #expect(throws: PublicURLError.self) { try PublicURL(text) }
    }
}
