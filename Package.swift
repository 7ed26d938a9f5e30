// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Tote",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tote", targets: ["tote"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "ToteDomain"),
        .target(name: "ToteApplication", dependencies: ["ToteDomain"]),
        .target(name: "ToteMemoryStore", dependencies: ["ToteApplication"]),
        .target(name: "ToteFileStore", dependencies: ["ToteMemoryStore"]),
        .target(
            name: "ToteSQLite",
            dependencies: ["ToteApplication", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(
            name: "ToteCLI",
            dependencies: [
                "ToteApplication", "ToteDomain",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "ToteComposition",
            dependencies: ["ToteCLI", "ToteMemoryStore", "ToteFileStore", "ToteSQLite"]
        ),
        .executableTarget(name: "tote", dependencies: ["ToteComposition"]),
        .target(name: "ToteTesting", dependencies: ["ToteApplication"]),

        .testTarget(name: "ToteDomainTests", dependencies: ["ToteDomain"]),
        .testTarget(name: "ToteApplicationTests", dependencies: ["ToteApplication", "ToteMemoryStore", "ToteTesting"]),
        .testTarget(name: "ToteMemoryStoreTests", dependencies: ["ToteMemoryStore", "ToteTesting"]),
        .testTarget(name: "ToteFileStoreTests", dependencies: ["ToteFileStore", "ToteTesting"]),
        .testTarget(
            name: "ToteSQLiteTests",
            dependencies: ["ToteSQLite", "ToteTesting", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "ToteCLITests", dependencies: ["ToteCLI", "ToteMemoryStore", "ToteTesting"]),
        .testTarget(name: "ToteCompositionTests", dependencies: ["ToteComposition"]),
        .testTarget(name: "ToteEndToEndTests", dependencies: ["tote", "ToteTesting"]),
    ]
)

// Every target of Tote builds without a single warning.
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
