import Dispatch
import Foundation

extension FileDiscovery {
    /// Lists the folders of one walked tree ahead of the walk, on other threads: the walk's own work per folder
    /// (its filter, the paths it makes) then overlaps the system calls and sorting of the next folders' listings
    /// (`listing(of:)`), which took about half of discovery's time on eight real apps.
    ///
    /// The threads go through the tree in the walk's order (a folder's subfolders after it, in sorted order, the
    /// first on top of a shared stack) and descend into every subfolder that `readdir` calls a directory and
    /// that is not skipped by name (hidden, `skippedDirectories`); they know nothing of the walk's filter, so they
    /// may list a folder the walk then leaves out (the listing is dropped). The walk takes each listing it needs
    /// with `take(_:)`: one already made, or the one being made (it waits), or one waiting its turn (listed next);
    /// for a folder the threads will not list (a link, a name only the walk's checks let in) it gets nil and lists
    /// the folder itself. At most `limit` listings wait to be taken. Folders are compared by their path's bytes
    /// (two names that Swift's `String` equality finds equivalent are two folders). The answer is the same as the
    /// walk's own listing would be: the same call on the same path.
    ///
    /// `stop()` must be called when the walk is done: it waits for the threads, so nothing runs after the walk.
    final class ListingPrefetch: @unchecked Sendable {
        private let condition = NSCondition()
        /// Folders to list, the next on top.
        private var stack: [[UInt8]] = []
        /// The folders in `stack`.
        private var queued = Set<[UInt8]>()
        /// Folders being listed.
        private var listing = Set<[UInt8]>()
        /// Listings made and not taken.
        private var made: [[UInt8]: Result<Listing, SystemError>] = [:]
        /// A queued folder the walk waits for: listed next, whatever `limit` says.
        private var wanted: [UInt8]?
        private var stopped = false
        private let limit: Int
        private let group = DispatchGroup()

        /// Starts `threads` threads listing the tree at the display path `root` (as the walk names it).
        init(root: String, threads: Int, limit: Int = 512) {
            self.limit = limit
            let key = Array(root.utf8)
            stack = [key]
            queued = [key]
            for _ in 0..<threads {
                DispatchQueue.global().async(group: group) { self.work() }
            }
        }

        /// The listing of the folder at display path `path`, made ahead or waited for; nil when the threads will
        /// not list it (the caller lists it).
        func take(_ path: String) -> Result<Listing, SystemError>? {
            let key = Array(path.utf8)
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let made = made.removeValue(forKey: key) {
                    condition.broadcast()
                    return made
                }
                guard !stopped, queued.contains(key) || listing.contains(key) else { return nil }
                if queued.contains(key) && wanted != key {
                    wanted = key
                    condition.broadcast()
                }
                condition.wait()
            }
        }

        /// Stops the threads and waits for them; listings not taken are dropped.
        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            condition.unlock()
            group.wait()
            made = [:]
        }

        /// One thread: lists folders from the stack until it is empty with nothing being listed, or `stop()`.
        private func work() {
            condition.lock()
            while true {
                guard let next = nextFolder() else { break }
                listing.insert(next)
                condition.unlock()
                let result = FileDiscovery.listing(of: String(decoding: next, as: UTF8.self))
                let subfolders = ListingPrefetch.subfolders(of: next, result)
                condition.lock()
                listing.remove(next)
                made[next] = result
                for s in subfolders.reversed() where queued.insert(s).inserted { stack.append(s) }
                condition.broadcast()
            }
            condition.broadcast()
            condition.unlock()
        }

        /// The next folder to list (the lock held), waiting while `limit` listings wait to be taken; nil when
        /// stopped or when the stack is empty and no thread is listing (nothing more will come).
        private func nextFolder() -> [UInt8]? {
            while true {
                if stopped { return nil }
                if let w = wanted, queued.contains(w) {
                    wanted = nil
                    queued.remove(w)
                    if let i = stack.lastIndex(of: w) { stack.remove(at: i) }
                    return w
                }
                if stack.isEmpty && listing.isEmpty { return nil }
                if !stack.isEmpty && made.count < limit {
                    let next = stack.removeLast()
                    queued.remove(next)
                    return next
                }
                condition.wait()
            }
        }

        /// The display paths the walk gives the subfolders of `folder` that it may descend into (`readdir`'s
        /// directories not skipped by name), in sorted order; none when `folder` could not be listed.
        private static func subfolders(of folder: [UInt8], _ result: Result<Listing, SystemError>) -> [[UInt8]] {
            guard case .success(let l) = result else { return [] }
            // An entry's path as the walk makes it: its name alone in `.`, else after the folder's path and one slash.
            let prefix: [UInt8] = folder == [UInt8(ascii: ".")] ? [] : (folder.last == UInt8(ascii: "/") ? folder : folder + [UInt8(ascii: "/")])
            var out: [[UInt8]] = []
            for e in l.entries where e.type == UInt8(DT_DIR) && e.rawName.first != UInt8(ascii: ".")
                && !FileDiscovery.skippedDirectories.contains(e.name) {
                out.append(prefix + Array(e.name.utf8))
            }
            return out
        }
    }
}
