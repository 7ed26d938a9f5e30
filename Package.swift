// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Tote",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tote", targets: ["tote"]),
        // The targets that read bytes from outside, for the fuzz targets in FuzzTesting/.
        .library(
            name: "ToteReaders",
            targets: [
                "ToteDomain", "ToteApplication", "ToteImages", "ToteCSV", "ToteJSON", "ToteHTTP", "ToteWeb",
                "ToteLabels", "ToteEventFormat",
                "ToteZBar", "ToteCLI",
            ]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-openapi-generator", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The core: the domain, and the application's use cases and ports.
        .target(name: "ToteDomain"),
        .target(name: "ToteApplication", dependencies: ["ToteDomain"]),

        // A QR code encoder of its own, with no dependencies, and the box labels drawn with it.
        .target(name: "ToteQRCode"),
        .target(
            name: "ToteLabels", dependencies: ["ToteApplication", "ToteDomain", "TotePresentation", "ToteQRCode"]),
        // The reader of QR codes in pictures phones send, over ZBar's C library where it is installed.
        .target(name: "ToteZBar", dependencies: ["ToteApplication"]),

        // Driven adapters: stores and security, and what the stores that keep files share.
        .target(name: "ToteFiles"),
        // JSON written directly, and the text of the events the SQL stores keep, written and read in one place.
        .target(name: "ToteJSONText"),
        .target(name: "ToteEventFormat", dependencies: ["ToteDomain", "ToteJSONText"]),
        // The SQL both SQL stores run, each statement written once with the dialects' differences in one place.
        .target(name: "ToteSQL", dependencies: ["ToteApplication", "ToteDomain", "ToteEventFormat"]),
        .target(name: "ToteMemoryStore", dependencies: ["ToteApplication", "ToteDomain"]),
        .target(name: "ToteFileStore", dependencies: ["ToteApplication", "ToteFiles", "ToteMemoryStore"]),
        .target(
            name: "ToteSQLite",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteFiles", "ToteSQL",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "TotePostgres",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteSQL",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "ToteSecurity",
            dependencies: [
                "ToteApplication", "ToteDomain",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),

        // Driving adapters: the command line, the JSON API and the web pages, with what they show alike:
        // JSON shapes, and the sentences, counts and dates people read.
        .target(name: "ToteJSON", dependencies: ["ToteApplication", "ToteDomain", "ToteImages", "ToteJSONText"]),
        .target(name: "TotePresentation", dependencies: ["ToteApplication", "ToteDomain"]),
        .target(name: "ToteCSV", dependencies: ["ToteApplication", "ToteDomain", "ToteJSON", "TotePresentation"]),
        // Photos read from their bytes and rebuilt without what they should not keep.
        .target(name: "ToteImages", dependencies: ["ToteApplication", "ToteDomain"]),
        .target(
            name: "ToteCLI",
            dependencies: [
                "ToteApplication", "ToteCSV", "ToteDomain", "ToteImages", "ToteJSON", "ToteJSONText",
                "TotePresentation", "ToteLabels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ToteHTTP",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteImages", "ToteJSON", "ToteJSONText", "TotePresentation",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "ToteAPI",
            dependencies: [
                "ToteApplication", "ToteCSV", "ToteDomain", "ToteHTTP", "ToteImages", "ToteJSON", "ToteJSONText",
                "ToteLabels",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            exclude: ["Document"],
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "ToteWeb",
            dependencies: [
                "ToteApplication", "ToteCSV", "ToteDomain", "ToteHTTP", "ToteImages", "ToteJSON", "ToteJSONText",
                "TotePresentation", "ToteLabels", "ToteQRCode",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Templates", "Assets"],
            plugins: ["EmbedResources"]
        ),

        // The templates, assets and API document compiled into the targets that serve them, so `tote` is one file.
        .plugin(name: "EmbedResources", capability: .buildTool()),

        // The network side: the inventory's ports over a Tote server's API, through a client generated from the API
        // document at build time, so that the client and the server are held to the same document.
        .target(
            name: "ToteClient",
            dependencies: [
                "ToteApplication", "ToteCSV", "ToteDomain", "ToteImages",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),

        // The composition root and the executable.
        .target(
            name: "ToteComposition",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteCLI", "ToteCSV", "ToteMemoryStore", "ToteFileStore",
                "TotePostgres",
                "ToteSQLite",
                "ToteSecurity", "ToteClient", "ToteHTTP", "ToteAPI", "ToteWeb", "TotePresentation", "ToteZBar",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(name: "tote", dependencies: ["ToteComposition"]),

        // The benchmark harness that scripts/bench runs (docs/benchmarks.md).
        .executableTarget(
            name: "tote-bench",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteSQLite", "ToteSecurity",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Benchmarks/tote-bench"
        ),

        // Test support: doubles, contract suites, an HTTP test environment.
        .target(name: "ToteTesting", dependencies: ["ToteApplication", "ToteDomain"]),
        // Labels read back by tools independent of Tote, as a phone's camera reads them.
        .target(name: "ToteLabelsTesting", dependencies: ["ToteLabels", "ToteQRCode", "ToteTesting"]),
        .target(
            name: "ToteHTTPTesting",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteHTTP", "ToteMemoryStore", "ToteTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        .testTarget(name: "ToteDomainTests", dependencies: ["ToteDomain"]),
        .testTarget(name: "ToteEventFormatTests", dependencies: ["ToteDomain", "ToteEventFormat"]),
        .testTarget(name: "ToteSQLTests", dependencies: ["ToteApplication", "ToteDomain", "ToteSQL"]),
        .testTarget(
            name: "ToteLabelsTests",
            dependencies: ["ToteApplication", "ToteDomain", "ToteQRCode", "ToteLabels", "ToteLabelsTesting"]),
        .testTarget(
            name: "ToteImagesTests", dependencies: ["ToteApplication", "ToteDomain", "ToteImages", "ToteTesting"]),
        .testTarget(
            name: "ToteZBarTests",
            dependencies: ["ToteApplication", "ToteImages", "ToteLabels", "ToteQRCode", "ToteZBar"],
            resources: [.copy("Frames")]),
        .testTarget(
            name: "ToteApplicationTests",
            dependencies: ["ToteApplication", "ToteDomain", "ToteMemoryStore", "ToteTesting"]),
        .testTarget(name: "ToteMemoryStoreTests", dependencies: ["ToteMemoryStore", "ToteTesting"]),
        .testTarget(
            name: "ToteFileStoreTests",
            dependencies: ["ToteApplication", "ToteDomain", "ToteFileStore", "ToteTesting"]),
        .testTarget(
            name: "ToteSQLiteTests",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteSQLite", "ToteTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "TotePostgresTests",
            dependencies: [
                "ToteApplication", "ToteCLI", "ToteComposition", "ToteDomain", "TotePostgres", "ToteSQL", "ToteTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .testTarget(name: "ToteSecurityTests", dependencies: ["ToteDomain", "ToteSecurity"]),
        .testTarget(name: "TotePresentationTests", dependencies: ["TotePresentation", "ToteDomain", "ToteTesting"]),
        .testTarget(
            name: "ToteCLITests",
            dependencies: [
                "ToteApplication", "ToteCLI", "ToteCSV", "ToteDomain", "ToteJSON", "ToteJSONText", "ToteMemoryStore",
                "ToteTesting",
            ]),
        .testTarget(
            name: "ToteHTTPTests",
            dependencies: [
                "ToteApplication", "ToteDomain", "ToteHTTP", "ToteHTTPTesting", "ToteTesting",
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ]
        ),
        .testTarget(
            name: "ToteAPITests",
            dependencies: [
                "ToteAPI", "ToteApplication", "ToteDomain", "ToteHTTP", "ToteHTTPTesting", "ToteTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "ToteWebTests",
            dependencies: [
                "ToteWeb", "ToteApplication", "ToteDomain", "ToteHTTP", "ToteHTTPTesting", "ToteLabels", "ToteTesting",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "ToteCompositionTests",
            dependencies: [
                "ToteApplication", "ToteCLI", "ToteComposition", "ToteDomain", "ToteMemoryStore", "ToteSQLite",
                "ToteTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ]
        ),
        .testTarget(
            name: "ToteClientTests",
            dependencies: [
                "ToteAPI", "ToteApplication", "ToteClient", "ToteDomain", "ToteHTTPTesting", "ToteJSON", "ToteJSONText",
                "ToteTesting",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "ToteEndToEndTests", dependencies: ["tote", "ToteLabels", "ToteLabelsTesting", "ToteTesting"]),
    ]
)

// Every target of Tote builds without a single warning (a plugin takes no build settings).
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
