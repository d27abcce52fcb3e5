/// Drops expression trees of any depth in constant stack, through the thread's ``Graveyard``.
///
/// Why the kind is moved out through the cell's memory (`_getUnsafePointerToStoredProperties`, an
/// underscored API) rather than by a supported route: the supported routes need `kind` to be a
/// `var` (`swap`, `Optional.take()`, or `isKnownUniquelyReferenced` on a child, which takes the
/// child's reference `inout`). That was the first version of this cell, and a `var` in a class is
/// copied wherever rendering reads it (the compiler cannot lend a stored `var` across the reads,
/// since anything may write it meanwhile), retaining every node the kind holds: building and
/// rendering a SELECT took 26% more instructions. A `let` is lent, but cannot be written even in
/// `deinit`. The layout the pointer relies on (the first stored property right after the object
/// header) is checked on a probe cell once; without it, trees drop by recursion as before. Cells
/// that are not on the hot path (``TableSource``, CTE selects) use `Optional.take()` instead.
enum ExpressionTeardown {
    /// Takes apart the contents of a cell whose deinit is running. Not inlined: the caller
    /// destroys the cell's stored properties after this returns, and must read the term left in
    /// `kind` then, not anything it read before.
    @inline(never)
    static func dispose(_ cell: ExpressionStorage) {
        guard let field = kindField(of: cell) else { return }
        // Moved out, not copied (a copy left behind would release the subtrees when the cell's
        // properties are destroyed, one level deeper each time); the cell keeps a term.
        let contents = field.move()
        field.initialize(to: .keyword(.null))
        Graveyard.bury(.expression(consume contents))
    }

    /// Where a cell keeps its kind: its first stored property, right after the object header
    /// (checked once on a probe cell; without the check passing, trees drop by recursion as
    /// before).
    private static func kindField(of cell: ExpressionStorage) -> UnsafeMutablePointer<ExpressionNode.Kind>? {
        guard firstPropertyIsKind else { return nil }
        return _getUnsafePointerToStoredProperties(cell).assumingMemoryBound(to: ExpressionNode.Kind.self)
    }

    private static let firstPropertyIsKind: Bool = {
        let probe = ExpressionStorage(.value(.integer(0x5155_4152_5259_2A2A)))
        return MemoryLayout<ExpressionNode.Kind>.alignment <= MemoryLayout<UnsafeRawPointer>.alignment
            && _getUnsafePointerToStoredProperties(probe).load(as: Int64.self) == 0x5155_4152_5259_2A2A
    }()
}
