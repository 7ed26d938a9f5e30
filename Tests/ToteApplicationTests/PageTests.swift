import Testing
import ToteApplication

@Suite("Page")
struct PageTests {
    @Test(
        "counts the pages a list fills, at least one",
        arguments: [(0, 50, 1), (1, 50, 1), (50, 50, 1), (51, 50, 2), (100, 50, 2), (101, 50, 3), (7, 1, 7)])
    func pageCount(total: Int, size: Int, pages: Int) throws {
        let page = Page<Int>(entries: [], request: try PageRequest(size: size), totalCount: total)

        #expect(page.pageCount == pages)
    }

    @Test(
        "cuts the requested page out of an ordered list",
        arguments: [(1, [1, 2, 3]), (2, [4, 5, 6]), (4, [10]), (5, [])])
    func slicing(number: Int, entries: [Int]) throws {
        let request = try PageRequest(number: number, size: 3)

        let page = Array(1...10).page(request)

        #expect(page == Page(entries: entries, request: request, totalCount: 10))
        #expect(page.pageCount == 4)
    }
}
