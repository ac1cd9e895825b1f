#if canImport(Glibc)
import Glibc
#endif

/// The C library allocator's settings for a lint run, set once before any worker thread starts.
///
/// glibc's `malloc` by default raises its `mmap` threshold (and with it the threshold for trimming a heap's free
/// top) each time a large block is freed, so that later large blocks come from the heap. A run allocates and
/// frees a file's token, tree and finding arrays once per file, on several threads: the large arrays of one big
/// file then stayed in the heap after it (a file with 100,000 findings peaked at 104.4 MB with
/// `--reporter sarif`, over the 100 MB of issue 20), while each worker's heap grew and shrank by small steps
/// (155 `mprotect` and 52 `brk` calls over the eight apps of issue 20). Setting a top pad of 4 MiB
/// (`M_TOP_PAD`) keeps the `mmap` threshold at its default of 128 KiB, so large blocks go back to the system as
/// soon as they are freed, and keeps 4 MiB free at the top of a heap it grows or trims: the same file peaks at
/// 89.2 MB, and the apps take 39 `mprotect` and 7 `brk` calls (MB here: 1,000,000 bytes).
///
/// Linux (glibc) only; elsewhere nothing is changed. `mallopt` is looked up at run time (`dlsym`), as Swift's
/// Glibc module does not declare it; when it is missing (another C library) nothing is changed either.
enum MallocTuning {
    /// The pad kept free at the top of each heap, in bytes.
    static let topPad: Int32 = 4 << 20

    /// Applies the settings. Call before any thread is started: `mallopt` is not meant to race with allocation.
    static func apply() {
        #if canImport(Glibc)
        // RTLD_DEFAULT is the null handle in glibc; M_TOP_PAD is -2 in <malloc.h>.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-2, topPad)
        #endif
    }
}
