import Foundation

extension FileDiscovery {
    /// Lists, on other threads, the folders the walk has met and will list: the walk's own work per folder (its
    /// filter, the paths it makes) then overlaps the system calls and sorting of the next folders' listings
    /// (`listing(of:)`), which took about half of discovery's time on eight real apps.
    ///
    /// The walk hands over each folder's subfolders as it puts them on its stack (`prefetch(_:)`): only folders it
    /// lists anyway, so no folder is opened that the walk alone would not open (a folder its filter leaves out, and
    /// what is below it, is never listed; a stuck mount there cannot hold the run). The threads take the last
    /// handed over first, as the walk does. The walk takes each listing with `take(_:)`: one already made, or the
    /// one being made (it waits for it); a folder no thread has started is the walk's to list (nil). Listings
    /// wait to be taken up to `limit` entries in all (a thread waits beyond it). Folders are compared by their
    /// path's bytes (two names that Swift's `String` equality finds equivalent are two folders). A listing is the
    /// same as the walk's own: the same call on the same path.
    ///
    /// The threads are `Thread`s of their own, not work items of a shared queue (they wait on a condition), and
    /// `stop()` must be called when the walk is done: it waits for them, so nothing runs after the walk.
    final class ListingPrefetch: @unchecked Sendable {
        private let condition = NSCondition()
        /// Folders handed over and not yet started, the next on top.
        private var stack: [[UInt8]] = []
        /// The folders in `stack` that no thread has started and the walk has not claimed.
        private var queued = Set<[UInt8]>()
        /// Folders being listed.
        private var listing = Set<[UInt8]>()
        /// Listings made and not taken, and their entries in all.
        private var made: [[UInt8]: Result<Listing, SystemError>] = [:]
        private var heldEntries = 0
        private let limit: Int
        private var stopped = false
        private var running = 0
        /// How many listings the threads made.
        private var listed = 0

        /// Starts `threads` threads that list what `prefetch(_:)` hands over, holding up to `limit` entries.
        init(threads: Int, limit: Int = 65_536) {
            self.limit = limit
            running = threads
            for _ in 0..<threads {
                let thread = Thread { [self] in work() }
                thread.start()
            }
        }

        /// Hands over the folders at the display paths `folders`, which the walk will list in this order.
        func prefetch(_ folders: [String]) {
            guard !folders.isEmpty else { return }
            condition.lock()
            for f in folders.reversed() {
                let key = Array(f.utf8)
                if queued.insert(key).inserted { stack.append(key) }
            }
            condition.broadcast()
            condition.unlock()
        }

        /// The listing of the folder at display path `path`, made or being made by a thread; nil when no thread
        /// has started it (it is then the caller's to list, and no thread will).
        func take(_ path: String) -> Result<Listing, SystemError>? {
            let key = Array(path.utf8)
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let made = made.removeValue(forKey: key) {
                    if case .success(let l) = made { heldEntries -= l.entries.count }
                    condition.broadcast()
                    return made
                }
                if queued.remove(key) != nil || !listing.contains(key) { return nil }
                condition.wait()
            }
        }

        /// Waits until the threads have nothing left to start (or wait for room, `limit` entries being held) and
        /// list nothing (for tests: `take` then answers without a race).
        func waitUntilIdle() {
            condition.lock()
            while !listing.isEmpty || !(queued.isEmpty || heldEntries >= limit) { condition.wait() }
            condition.unlock()
        }

        /// How many listings the threads have made so far (for tests: never more than the folders handed over).
        var listedCount: Int {
            condition.lock()
            defer { condition.unlock() }
            return listed
        }

        /// Stops the threads and waits for them (a listing under way is finished); listings not taken are dropped.
        func stop() {
            condition.lock()
            stopped = true
            condition.broadcast()
            while running > 0 { condition.wait() }
            made = [:]
            condition.unlock()
        }

        /// One thread: lists handed-over folders, the last first, until `stop()`.
        private func work() {
            condition.lock()
            while true {
                while !stopped && (stack.isEmpty || heldEntries >= limit) { condition.wait() }
                if stopped { break }
                let next = stack.removeLast()
                // Claimed by the walk, which lists it itself.
                guard queued.remove(next) != nil else { continue }
                listing.insert(next)
                condition.unlock()
                let result = FileDiscovery.listing(of: String(decoding: next, as: UTF8.self))
                condition.lock()
                listing.remove(next)
                made[next] = result
                if case .success(let l) = result { heldEntries += l.entries.count }
                listed += 1
                condition.broadcast()
            }
            running -= 1
            condition.broadcast()
            condition.unlock()
        }
    }
}
