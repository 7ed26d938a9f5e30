import Foundation
import GRDBSQLite
import Synchronization

/// What a disk holds after a power cut: an SQLite VFS over the system's one that remembers, for every file under a
/// folder it watches, what the file held when it was last synced. Writes that were never synced are what a power cut
/// loses; ``image(of:)`` is the folder as the disk would have it. Files outside the watched folders go straight to the
/// system's VFS, so that installing it as the default changes nothing for them.
enum PowerCut {
    /// The synced contents of each watched file, by path; a file never synced since it was made holds nothing.
    private static let durable = Mutex<[String: [UInt8]]>([:])
    private static let watched = Mutex<Set<String>>([])
    /// The paths of the watched files open now, by the number kept in their handle.
    private static let open = Mutex<(next: Int, paths: [Int: String])>((1, [:]))

    /// Where a watched file's handle keeps its number, and where the system's handle starts, in bytes.
    private static let numberOffset = MemoryLayout<UnsafeRawPointer>.size
    private static let systemOffset = numberOffset + MemoryLayout<Int>.size

    nonisolated(unsafe) private static var system: UnsafeMutablePointer<sqlite3_vfs>!
    nonisolated(unsafe) private static let methods = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
    nonisolated(unsafe) private static let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
    private static let installed: Void = install()

    /// Remembers what the files under `folder` hold at each sync from now on.
    static func watch(_ folder: String) {
        _ = installed
        watched.withLock { _ = $0.insert(folder.hasSuffix("/") ? folder : folder + "/") }
    }

    /// The files under `folder` as a power cut now would leave them: each as it was at its last sync.
    static func image(of folder: String) -> [String: [UInt8]] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return durable.withLock { images in
            images.filter { $0.key.hasPrefix(prefix) }.reduce(into: [:]) {
                $0[String($1.key.dropFirst(prefix.count))] = $1.value
            }
        }
    }

    private static func isWatched(_ path: String) -> Bool {
        watched.withLock { folders in folders.contains { path.hasPrefix($0) } }
    }

    private static func install() {
        system = sqlite3_vfs_find(nil)
        vfs.initialize(to: system.pointee)
        vfs.pointee.zName = UnsafePointer(strdup("tote-power-cut"))
        vfs.pointee.szOsFile = system.pointee.szOsFile + Int32(systemOffset)
        vfs.pointee.pNext = nil
        vfs.pointee.xOpen = openFile
        vfs.pointee.xDelete = deleteFile
        methods.initialize(to: sqlite3_io_methods())
        methods.pointee.iVersion = 3
        methods.pointee.xClose = { file in
            let handle = PowerCut.handle(file).system
            let result = handle.pointee.pMethods!.pointee.xClose!(handle)
            PowerCut.open.withLock { _ = $0.paths.removeValue(forKey: PowerCut.number(file)) }
            return result
        }
        methods.pointee.xRead = { file, buffer, amount, offset in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xRead!(handle, buffer, amount, offset)
        }
        methods.pointee.xWrite = { file, buffer, amount, offset in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xWrite!(handle, buffer, amount, offset)
        }
        methods.pointee.xTruncate = { file, size in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xTruncate!(handle, size)
        }
        methods.pointee.xSync = { file, flags in
            let (handle, path) = PowerCut.handle(file)
            let result = handle.pointee.pMethods!.pointee.xSync!(handle, flags)
            if result == SQLITE_OK { PowerCut.remember(handle, as: path) }
            return result
        }
        methods.pointee.xFileSize = { file, size in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xFileSize!(handle, size)
        }
        methods.pointee.xLock = { file, lock in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xLock!(handle, lock)
        }
        methods.pointee.xUnlock = { file, lock in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xUnlock!(handle, lock)
        }
        methods.pointee.xCheckReservedLock = { file, result in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xCheckReservedLock!(handle, result)
        }
        methods.pointee.xFileControl = { file, operation, argument in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xFileControl!(handle, operation, argument)
        }
        methods.pointee.xSectorSize = { file in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xSectorSize!(handle)
        }
        methods.pointee.xDeviceCharacteristics = { file in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xDeviceCharacteristics!(handle)
        }
        methods.pointee.xShmMap = { file, region, size, extend, pointer in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xShmMap!(handle, region, size, extend, pointer)
        }
        methods.pointee.xShmLock = { file, offset, count, flags in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xShmLock!(handle, offset, count, flags)
        }
        methods.pointee.xShmBarrier = { file in
            let handle = PowerCut.handle(file).system
            handle.pointee.pMethods!.pointee.xShmBarrier!(handle)
        }
        methods.pointee.xShmUnmap = { file, delete in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xShmUnmap!(handle, delete)
        }
        methods.pointee.xFetch = { file, offset, amount, pointer in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xFetch!(handle, offset, amount, pointer)
        }
        methods.pointee.xUnfetch = { file, offset, pointer in
            let handle = PowerCut.handle(file).system
            return handle.pointee.pMethods!.pointee.xUnfetch!(handle, offset, pointer)
        }
        let registered = sqlite3_vfs_register(vfs, 1)
        precondition(registered == SQLITE_OK, "the power-cut VFS could not be registered")
    }

    private static let openFile:
        @convention(c) (
            UnsafeMutablePointer<sqlite3_vfs>?, sqlite3_filename?, UnsafeMutablePointer<sqlite3_file>?, Int32,
            UnsafeMutablePointer<Int32>?
        ) -> Int32 = { _, name, file, flags, outFlags in
            let path = name.map { String(cString: $0) }
            guard let file, let path, PowerCut.isWatched(path) else {
                return PowerCut.system.pointee.xOpen!(PowerCut.system, name, file, flags, outFlags)
            }
            let handle = (UnsafeMutableRawPointer(file) + PowerCut.systemOffset).assumingMemoryBound(
                to: sqlite3_file.self)
            let result = PowerCut.system.pointee.xOpen!(PowerCut.system, name, handle, flags, outFlags)
            guard result == SQLITE_OK else {
                file.pointee.pMethods = nil
                return result
            }
            let number = PowerCut.open.withLock { open in
                defer { open.next += 1 }
                open.paths[open.next] = path
                return open.next
            }
            (UnsafeMutableRawPointer(file) + PowerCut.numberOffset).storeBytes(of: number, as: Int.self)
            file.pointee.pMethods = UnsafePointer(PowerCut.methods)
            let known = PowerCut.durable.withLock { $0[path] != nil }
            if !known { PowerCut.remember(handle, as: path) }
            return result
        }

    private static let deleteFile:
        @convention(c) (UnsafeMutablePointer<sqlite3_vfs>?, UnsafePointer<CChar>?, Int32) -> Int32 = {
            _, name, syncDirectory in
            let result = PowerCut.system.pointee.xDelete!(PowerCut.system, name, syncDirectory)
            if result == SQLITE_OK, let name {
                _ = PowerCut.durable.withLock { $0.removeValue(forKey: String(cString: name)) }
            }
            return result
        }

    private static func number(_ file: UnsafeMutablePointer<sqlite3_file>?) -> Int {
        (UnsafeMutableRawPointer(file!) + numberOffset).load(as: Int.self)
    }

    /// The system's handle of a watched file, and the file's path.
    private static func handle(_ file: UnsafeMutablePointer<sqlite3_file>?) -> (
        system: UnsafeMutablePointer<sqlite3_file>, path: String
    ) {
        let handle = (UnsafeMutableRawPointer(file!) + systemOffset).assumingMemoryBound(to: sqlite3_file.self)
        let path = open.withLock { $0.paths[number(file)] } ?? ""
        return (handle, path)
    }

    /// Keeps what the file holds now as what the disk holds of it.
    private static func remember(_ handle: UnsafeMutablePointer<sqlite3_file>, as path: String) {
        var size: sqlite3_int64 = 0
        guard handle.pointee.pMethods!.pointee.xFileSize!(handle, &size) == SQLITE_OK else { return }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        if size > 0 {
            let read = bytes.withUnsafeMutableBytes {
                handle.pointee.pMethods!.pointee.xRead!(handle, $0.baseAddress, Int32(size), 0)
            }
            guard read == SQLITE_OK else { return }
        }
        durable.withLock { $0[path] = bytes }
    }
}
