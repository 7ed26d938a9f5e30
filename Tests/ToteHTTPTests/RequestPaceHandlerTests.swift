import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing
import ToteApplication

@testable import ToteHTTP

@Suite("Requests begun and not finished")
struct RequestPaceHandlerTests {
    /// A connection from `address` through the handler, on an event loop whose clock the test moves.
    static func connection(
        _ unfinished: UnfinishedRequests, from address: String = "192.0.2.7"
    ) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(
            handler: RequestPaceHandler(unfinished: unfinished, proxies: .none), loop: EmbeddedEventLoop())
        try channel.connect(to: SocketAddress(ipAddress: address, port: 40_000)).wait()
        return channel
    }

    static func post(_ length: Int, expecting: Bool = false) -> HTTPRequestPart {
        var fields: HTTPFields = [.contentLength: String(length)]
        if expecting { fields[.expect] = "100-continue" }
        return .head(
            HTTPRequest(method: .post, scheme: "http", authority: "tote", path: "/boxes", headerFields: fields))
    }

    /// The status of the first answer the handler wrote itself or let through, if any.
    static func answered(_ channel: EmbeddedChannel) throws -> HTTPResponse? {
        while let part = try channel.readOutbound(as: HTTPResponsePart.self) {
            if case .head(let head) = part { return head }
        }
        return nil
    }

    @Test("An address may have 16 requests unfinished; the next is answered 429 at once, unseen by the routes")
    func perAddress() throws {
        let unfinished = UnfinishedRequests()
        let open = try (0..<16).map { _ in try Self.connection(unfinished) }
        for channel in open { try channel.writeInbound(Self.post(1_000)) }
        #expect(unfinished.unfinished(of: "192.0.2.7") == 16)
        let other = try Self.connection(unfinished, from: "192.0.2.8")
        try other.writeInbound(Self.post(1_000))
        #expect(try Self.answered(other) == nil)

        let refused = try Self.connection(unfinished)
        try refused.writeInbound(Self.post(1_000))
        #expect(try refused.readInbound(as: HTTPRequestPart.self) == nil, "the refused request reached the routes")
        #expect(try Self.answered(refused)?.status == .tooManyRequests)
        #expect(!refused.isActive)

        try open[0].writeInbound(HTTPRequestPart.end(nil))
        #expect(unfinished.unfinished(of: "192.0.2.7") == 15)
        _ = try open[1].finish(acceptAlreadyClosed: true)
        #expect(unfinished.unfinished(of: "192.0.2.7") == 14)
        #expect(unfinished.total == 15)
    }

    @Test("All addresses together may have as many unfinished as the server holds; the next is answered 503")
    func overall() throws {
        let unfinished = UnfinishedRequests(maximum: 3)
        for index in 0..<3 { try Self.connection(unfinished, from: "192.0.2.\(index + 1)").writeInbound(Self.post(9)) }
        let refused = try Self.connection(unfinished, from: "198.51.100.1")
        try refused.writeInbound(Self.post(9))
        #expect(try Self.answered(refused)?.status == .serviceUnavailable)
        #expect(unfinished.total == 3)
    }

    @Test("A request whose end comes with its head is not counted, however many one address sends")
    func wholeRequests() throws {
        let unfinished = UnfinishedRequests(maximumPerAddress: 1)
        let channel = try Self.connection(unfinished)
        for _ in 0..<5 {
            let head = HTTPRequest(method: .get, scheme: "http", authority: "tote", path: "/")
            channel.pipeline.fireChannelRead(HTTPRequestPart.head(head))
            channel.pipeline.fireChannelRead(HTTPRequestPart.end(nil))
            channel.pipeline.fireChannelReadComplete()
            #expect(try channel.readInbound(as: HTTPRequestPart.self) != nil)
            #expect(try channel.readInbound(as: HTTPRequestPart.self) == .end(nil))
        }
        #expect(unfinished.total == 0)
        #expect(try Self.answered(channel) == nil)
    }
    @Test(
        "A body must come at 512 bytes for each second waited for it after ten seconds, or is answered 408 and closed")
    func slowBody() throws {
        let unfinished = UnfinishedRequests()
        let channel = try Self.connection(unfinished)
        let loop = channel.embeddedEventLoop
        try channel.writeInbound(Self.post(1_000_000))
        channel.read()
        for _ in 0..<9 {
            loop.advanceTime(by: .seconds(1))
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0, count: 1_000)))
            channel.read()
        }
        loop.advanceTime(by: .seconds(12))
        #expect(channel.isActive, "a body that kept its pace was refused")
        loop.advanceTime(by: .seconds(8))
        #expect(try Self.answered(channel)?.status == .requestTimeout)
        #expect(!channel.isActive)
        #expect(unfinished.unfinished(of: "192.0.2.7") == 0)
    }

    @Test("Time the server spends not reading a body does not count against it")
    func pausedReading() throws {
        let channel = try Self.connection(UnfinishedRequests())
        try channel.writeInbound(Self.post(1_000_000))
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        channel.read()
        channel.embeddedEventLoop.advanceTime(by: .seconds(11))
        #expect(try Self.answered(channel)?.status == .requestTimeout)
    }

    @Test("A client that asked whether to send its body is not timed until it is told to, and is told once")
    func continueOnce() throws {
        let channel = try Self.connection(UnfinishedRequests())
        try channel.writeInbound(Self.post(1_000, expecting: true))
        channel.read()
        channel.embeddedEventLoop.advanceTime(by: .seconds(30))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .continue)))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .continue)))
        #expect(try channel.readOutbound(as: HTTPResponsePart.self) == .head(HTTPResponse(status: .continue)))
        #expect(try channel.readOutbound(as: HTTPResponsePart.self) == nil)
    }

    @Test("An answer given before the body ended says the connection closes, and its connection stops writing")
    func earlyAnswer() throws {
        let unfinished = UnfinishedRequests()
        let channel = try Self.connection(unfinished)
        try channel.writeInbound(Self.post(200_000_000))
        _ = try channel.readInbound(as: HTTPRequestPart.self)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .forbidden)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no answer")
            return
        }
        #expect(head.status == .forbidden && head.headerFields[.connection] == "close")
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 1, count: 1_000)))
        #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil, "a body after the answer reached the routes")
        #expect(unfinished.unfinished(of: "192.0.2.7") == 0)
        channel.embeddedEventLoop.advanceTime(by: RequestPaceHandler.lingering)
        #expect(!channel.isActive)
    }

    @Test("An answer to a request whose body was read keeps the connection for the next request")
    func answerAfterBody() throws {
        let channel = try Self.connection(UnfinishedRequests())
        try channel.writeInbound(Self.post(3))
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "abc")))
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .created)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no answer")
            return
        }
        #expect(head.headerFields[.connection] == nil)
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
    }
}
