/// FNV-1a, 64 bits, over `bytes`, continuing from `hash` (the offset
/// basis by default): the one hash of asset names, image variants and the
/// manifest's page fingerprints.
func fnv1a<Bytes: Sequence>(_ bytes: Bytes, from hash: UInt64 = 0xcbf29ce484222325) -> UInt64 where Bytes.Element == UInt8 {
    var hash = hash
    for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x100000001b3
    }
    return hash
}

/// The first 40 bits of a hash as 10 lowercase hex digits (the leading
/// digits of its 16-digit form), written straight into the string: made
/// for every item page of every build, so without `String(radix:)`'s copies.
func hex40(_ hash: UInt64) -> String {
    String(unsafeUninitializedCapacity: 10) { buffer in
        var value = hash >> 24
        for index in (0..<10).reversed() {
            let digit = UInt8(truncatingIfNeeded: value & 15)
            buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            value >>= 4
        }
        return 10
    }
}

/// Enough to give assets content-based names that change when their bytes do.
func contentHash<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    hex40(fnv1a(bytes))
}
