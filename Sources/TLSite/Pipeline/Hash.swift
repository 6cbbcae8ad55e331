/// FNV-1a, 64 bits: enough to give assets content-based names that change
/// when their bytes do.
func contentHash<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100000001b3
    }
    let hex = String(hash, radix: 16)
    return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(10))
}
