import Foundation
import GRDB

/// Why the user data store could not open, read or save, in plain words (never a raw
/// `NSCocoaErrorDomain` or SQLite dump): the text follows "cannot save changes: …".
public enum StoreProblem: Error, CustomStringConvertible, Sendable {
    case readOnly
    case diskFull
    case busy(path: String)
    case notAFolder(path: String)
    /// `path` (or where its symlinks lead, `target`) is a FIFO, device, socket or folder: SQLite
    /// would block on a FIFO forever, or make side files next to a device (`/dev/null-journal`).
    case notARegularFile(path: String, what: String)
    case permissionDenied(path: String)
    /// The database holds migrations this release does not know (`unknown`, sorted): a newer
    /// release wrote it, and this one must neither migrate nor write it (`known`: its newest).
    case newerDatabase(unknown: [String], known: String)
    case damaged
    case diskError
    /// The database file was deleted, moved or replaced while the app ran: nothing more is
    /// committed into the file it had open (no one would find it again).
    case moved
    case other(String)

    public var description: String {
        switch self {
        case .readOnly: "the disk or folder is read-only"
        case .diskFull: "the disk is full"
        case .busy: "another process kept the database locked"
        case .notAFolder(let path): "\(path) is a file, not a folder"
        case .notARegularFile(let path, let what): "\(path) is \(what), not a regular file"
        case .permissionDenied(let path): "no permission to write in \(path)"
        case .newerDatabase(let unknown, let known):
            "the database was written by a newer release: schema \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")) "
                + "is newer than this release's \"\(known)\"; it is left untouched"
        case .damaged: "the database is damaged"
        case .diskError: "the disk reported an input/output error"
        case .moved: "the database file was deleted or replaced while the app ran"
        case .other(let text): text
        }
    }

    /// Whether the database file itself is unreadable (moved aside) rather than out of reach.
    var isDamage: Bool { if case .damaged = self { true } else { false } }

    /// Whether the database file was deleted or replaced under the running app.
    var isMoved: Bool { if case .moved = self { true } else { false } }

    /// A C library failure (`errno`) on `path`.
    static func posix(_ code: Int32, path: String) -> StoreProblem {
        switch code {
        case EROFS: .readOnly
        case ENOSPC, EDQUOT: .diskFull
        case EACCES, EPERM: .permissionDenied(path: (path as NSString).deletingLastPathComponent)
        case ENOTDIR, EEXIST: .notAFolder(path: (path as NSString).deletingLastPathComponent)
        case EIO: noRoomLeft(near: path) ? .diskFull : .diskError
        default: .other("\(path): \(String(cString: strerror(code)))")
        }
    }

    /// Whether the file system holding `path` has no room left for this process (no free block
    /// for it: the blocks reserved for root count only for root), so an I/O error there is a
    /// full disk, said so, not "input/output error".
    static func noRoomLeft(near path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return (getuid() == 0 ? info.f_bfree : info.f_bavail) == 0
    }

    /// Any error met by the store, classified.
    static func from(_ error: Error, path: String) -> StoreProblem {
        if let problem = error as? StoreProblem { return problem }
        if let db = error as? DatabaseError {
            switch db.resultCode {
            case .SQLITE_READONLY: return .readOnly
            case .SQLITE_FULL: return .diskFull
            case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
            case .SQLITE_PERM, .SQLITE_AUTH: return .permissionDenied(path: (path as NSString).deletingLastPathComponent)
            case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged
            // SQLite reports a full disk met while growing its `-shm` index as an I/O error.
            case .SQLITE_IOERR: return noRoomLeft(near: path) ? .diskFull : .diskError
            case .SQLITE_CANTOPEN:
                if access(path, F_OK) == 0, access(path, R_OK | W_OK) != 0 { return .other("no permission to read and write \(path)") }
                return .other("\(path) cannot be opened")
            default: return .other("\(path): \(db.message ?? "SQLite error \(db.resultCode.rawValue)")")
            }
        }
        // Foundation's file errors carry the C library's errno underneath.
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return posix(Int32(ns.code), path: path) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(Int32(underlying.code), path: path)
        }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileWriteVolumeReadOnly: return .readOnly
        case .fileWriteOutOfSpace: return .diskFull
        case .fileWriteNoPermission, .fileReadNoPermission: return .permissionDenied(path: path)
        case .fileWriteFileExists: return .notAFolder(path: path)
        default: return .other("\(path): cannot be written")
        }
    }
}
