import Foundation

extension String {
    /// True when `self` and `other` are the same UTF-8 bytes (not merely canonically equivalent, as `==` says
    /// of NFC and NFD spellings): a length check and one `memcmp`, where comparing the `utf8` views element by
    /// element costs tens of instructions a byte.
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var a = self, b = other
        return a.withUTF8 { pa in
            b.withUTF8 { pb in pa.isEmpty || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }
}
