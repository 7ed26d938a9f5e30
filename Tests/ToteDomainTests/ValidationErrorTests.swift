import Testing
import ToteDomain

@Suite("ValidationError messages")
struct ValidationErrorTests {
    @Test(
        "each error explains itself",
        arguments: [
            (ValidationError.empty(.title), "title must not be empty"),
            (.empty(.searchText), "search text must not be empty"),
            (.tooLong(.note, maximum: 2_000, actual: 2_001), "note is 2001 characters long; at most 2000 are allowed"),
            (.controlCharacter(.location), "location must not contain control characters such as tabs or line breaks"),
            (
                .invisibleCharacter(.note),
                "note must not contain invisible characters that change how it reads, such as direction overrides or "
                    + "zero-width spaces"
            ),
            (.notANumber(field: .boxNumber, text: "abc"), "'abc' is not a box number; write a box number as 12 or #12"),
            (
                .notANumber(field: .itemNumber, text: "x"),
                "'x' is not an item number; write an item number as 40 or #40"
            ),
            (.notANumber(field: .quantity, text: "1.5"), "quantity must be a whole number, not '1.5'"),
            (.outOfRange(.quantity, text: "0", range: 1...1_000_000), "quantity must be from 1 to 1000000, not 0"),
            (.outOfRange(.perPage, text: "501", range: 1...500), "page size must be from 1 to 500, not 501"),
            (.outOfRange(.page, text: "0", range: 1...1_000_000), "page must be from 1 to 1000000, not 0"),
            (.noWords(.searchText), "search text must contain at least one letter or digit"),
        ])
    func describes(error: ValidationError, message: String) {
        #expect(error.description == message)
    }
}
