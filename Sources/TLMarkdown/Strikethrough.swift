import CCmark

/// GitHub's strikethrough, after the scan has cut tilde runs into nodes of
/// their own: `~one~` and `~~two~~` pairs, as cmark-gfm's extension pairs them.
extension InlinePass {
    /// Pairs tilde runs of equal length (one or two), innermost first, and
    /// puts what lies between them in `<del>`; openers between a pair are
    /// dropped. One stack per length, so each closer looks at one opener.
    func strike(_ delimiters: [Delimiter]) {
        var openers: [[(delimiter: Delimiter, order: Int)]] = [[], []]
        var budget = Self.strikeBudget
        for (order, delimiter) in delimiters.enumerated() {
            let stack = delimiter.count - 1
            if delimiter.canClose, let (opener, openerOrder) = openers[stack].last,
               cmark_node_parent(opener.node) == cmark_node_parent(delimiter.node) {
                let del = Cmark.customInline(enter: "<del>", exit: "</del>")
                cmark_node_insert_after(opener.node, del)
                while let next = cmark_node_next(del), next != delimiter.node, budget > 0 {
                    cmark_node_unlink(next)
                    cmark_node_append_child(del, next)
                    budget -= 1
                }
                guard budget > 0 else { return }
                Cmark.remove(opener.node)
                Cmark.remove(delimiter.node)
                openers[stack].removeLast()
                let other = 1 - stack
                while let last = openers[other].last, last.order > openerOrder { openers[other].removeLast() }
            } else if delimiter.canOpen {
                openers[stack].append((delimiter, order))
            }
        }
    }
}
