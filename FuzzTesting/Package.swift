// swift-tools-version:6.2
import PackageDescription

// Coverage-guided fuzz targets, one per reader of bytes from outside, built only by scripts/fuzz with libFuzzer and
// AddressSanitizer. Each target's main.swift exports the libFuzzer entry point and nothing else.
let targets = [
    "FuzzMultipart", "FuzzPhotos", "FuzzThumbnail", "FuzzHomebox", "FuzzKeptLines", "FuzzSearchQuery", "FuzzRanges",
    "FuzzWholeNumbers", "FuzzText", "FuzzIdempotencyKey", "FuzzCookies", "FuzzFormFields", "FuzzForwardedHeaders",
    "FuzzGraymap", "FuzzLabelCode", "FuzzItemList", "FuzzLabelOptions", "FuzzShareLinks", "FuzzKeptEvents",
]

let package = Package(
    name: "ToteFuzzing",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Tote", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                .product(name: "ToteReaders", package: "Tote"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Sources/\(name)")
    }
)
