/// Two lists sorted by `less` as one sorted list; of two elements that
/// neither precedes, `a`'s first.
package func mergeSorted<T>(_ a: [T], _ b: [T], by less: (T, T) -> Bool) -> [T] {
    guard !b.isEmpty else { return a }
    guard !a.isEmpty else { return b }
    var merged: [T] = []
    merged.reserveCapacity(a.count + b.count)
    var i = 0, j = 0
    while i < a.count, j < b.count {
        if less(b[j], a[i]) {
            merged.append(b[j])
            j += 1
        } else {
            merged.append(a[i])
            i += 1
        }
    }
    merged += a[i...]
    merged += b[j...]
    return merged
}
