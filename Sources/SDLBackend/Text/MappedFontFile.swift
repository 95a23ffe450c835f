import CSDL2
import CSDL2TTF
import Foundation

/// A font file's bytes mapped into memory, from which SDL_ttf opens faces.
///
/// SDL_ttf reads a face opened by path through its file stream: FreeType's every table and
/// glyph load became an `lseek` and a `read` (a replay's start-up made 4,400 seeks on DejaVu
/// Sans before its first frame, and each new string's glyphs more). Faces opened here read the
/// mapped bytes instead, as FreeType's own Unix stream does: no system call after the `mmap`.
///
/// One mapping serves every face of a file, at every size, for as long as any holder keeps it
/// (``file(atPath:)`` hands out the one already mapped while the file at the path is the same
/// one). A face keeps reading the file it was opened from: a font replaced or removed under a
/// running app (a package upgrade) still draws at a size first asked for after that.
final class MappedFontFile: @unchecked Sendable {
    /// The file the bytes were mapped from.
    let path: String
    /// The mapped bytes (read-only).
    private let base: UnsafeMutableRawPointer
    /// How many bytes are mapped: the file's size when it was mapped.
    let count: Int
    /// What tells this file from another at the same path: device, inode, size, modification time.
    private let identity: Identity

    /// The `stat` fields that change when a file at a path is replaced or rewritten.
    private struct Identity: Equatable {
        let device: UInt64, inode: UInt64, size: Int64, modified: Int, modifiedNanoseconds: Int

        init(_ s: stat) {
            device = UInt64(s.st_dev); inode = UInt64(s.st_ino); size = Int64(s.st_size)
            modified = Int(s.st_mtim.tv_sec); modifiedNanoseconds = Int(s.st_mtim.tv_nsec)
        }
    }

    /// The mappings handed out, by path, held weakly: the last holder's release unmaps the file.
    private static let mapped = Mapped()

    /// A lock-guarded table of weak references to the files mapped.
    private final class Mapped: @unchecked Sendable {
        private let lock = NSLock()
        private var files: [String: WeakFile] = [:]

        struct WeakFile { weak var file: MappedFontFile? }

        func withLock<T>(_ body: (inout [String: WeakFile]) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&files)
        }
    }

    /// The mapping of the font file at `path`: the one already handed out while the file there
    /// is still the one it mapped, else a new one; nil when the file cannot be opened, read or
    /// mapped, or is empty (callers then open the face by path, which reports why).
    static func file(atPath path: String) -> MappedFontFile? {
        var s = stat()
        guard stat(path, &s) == 0, s.st_size > 0, s.st_size <= Int64(Int32.max) else { return nil }
        let now = Identity(s)
        return mapped.withLock { files in
            if let known = files[path]?.file, known.identity == now { return known }
            guard let made = MappedFontFile(path: path) else { return nil }
            files[path] = Mapped.WeakFile(file: made)
            // Entries whose files were released are dropped as others are added.
            files = files.filter { $0.value.file != nil }
            return made
        }
    }

    /// Maps the file at `path`; nil when it cannot be opened, read or mapped, or is empty.
    private init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var s = stat()
        guard fstat(fd, &s) == 0, s.st_size > 0, s.st_size <= Int64(Int32.max),
              let p = mmap(nil, Int(s.st_size), PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
        self.path = path
        base = p
        count = Int(s.st_size)
        identity = Identity(s)
    }

    deinit { munmap(base, count) }

    /// A face of the file at `pixels` (collection member `index`), reading the mapped bytes;
    /// nil when SDL_ttf cannot open it (SDL's error says why). The caller keeps this file while
    /// the face is open and closes the face with `TTF_CloseFont`.
    func openFace(pixels: Int32, index: Int = 0) -> OpaquePointer? {
        guard let stream = SDL_RWFromConstMem(base, Int32(count)) else { return nil }
        // SDL_ttf closes the stream with the face (or at once when opening fails): the stream
        // only points at the bytes, which stay with this file.
        return TTF_OpenFontIndexRW(stream, 1, pixels, index)
    }
}
