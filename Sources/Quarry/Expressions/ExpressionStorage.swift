/// The heap cell behind one ``ExpressionNode``.
///
/// It is a class rather than the box of an `indirect enum` for its deinit: releasing a box
/// releases its children from inside the release, one stack frame per level, so a tree of 100,000
/// levels overflowed the stack when dropped. This deinit hands a node that holds subtrees to
/// ``ExpressionTeardown``, which takes them apart in a loop.
///
/// `kind` is only written by the deinit, when no other reference exists: hence `@unchecked
/// Sendable`, and no exclusivity bookkeeping on the reads that rendering makes.
@usableFromInline final class ExpressionStorage: @unchecked Sendable {
    @exclusivity(unchecked) @usableFromInline var kind: ExpressionNode.Kind

    @inlinable init(_ kind: ExpressionNode.Kind) { self.kind = kind }

    deinit {
        if kind.holdsSubtrees { ExpressionTeardown.dispose(&kind) }
    }
}

extension ExpressionNode.Kind {
    /// Whether the node holds nodes that themselves hold nodes. Dropping one that does not is
    /// at most one level of recursion; only the others go through the teardown loop.
    var holdsSubtrees: Bool {
        switch self {
        case .value, .invalid, .keyword, .parameter, .column, .star, .raise: return false
        case .unary(_, let operand), .nullTest(let operand, _), .collate(let operand, _),
            .cast(let operand, _):
            return !operand.storage.kind.isTerm
        case .binary(_, let left, let right): return !left.storage.kind.isTerm || !right.storage.kind.isTerm
        default: return true
        }
    }

    /// Whether the node holds no other node.
    var isTerm: Bool {
        switch self {
        case .value, .invalid, .keyword, .parameter, .column, .star, .raise: return true
        default: return false
        }
    }
}
