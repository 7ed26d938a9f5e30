import Testing
import ToteApplication

@Suite("One typo")
struct EditDistanceTests {
    @Test(
        "a letter left out, one too many, one wrong or two swapped is one typo",
        arguments: [
            ("kettle", "kettle", true), ("ketle", "kettle", true), ("kettlle", "kettle", true),
            ("kbttle", "kettle", true), ("kettel", "kettle", true), ("ekttle", "kettle", true),
            ("kxxtle", "kettle", false), ("ket", "kettle", false), ("elttek", "kettle", false), ("", "a", true),
        ])
    func oneTypo(left: String, right: String, expected: Bool) {
        #expect(EditDistance.isAtMostOne(left, right) == expected)
        #expect(EditDistance.isAtMostOne(right, left) == expected)
    }
}
