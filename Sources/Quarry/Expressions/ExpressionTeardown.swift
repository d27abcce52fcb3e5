#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Drops expression trees of any depth in constant stack.
///
/// The first node on a thread to be dropped with subtrees becomes the drainer: it moves its
/// contents into the thread's list of pending contents and drops them one by one. Every node that
/// dies meanwhile on that thread, however deep (inside a function call, a CASE, a subquery's
/// WHERE), finds the drainer at work and only moves its own contents onto the list. So each drop
/// goes at most one node deep before it returns to the loop.
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
        let graveyard = Graveyard.current
        graveyard.pending.append(consume contents)
        if graveyard.isDraining { return }
        graveyard.isDraining = true
        while let next = graveyard.pending.popLast() { drop(next) }
        graveyard.isDraining = false
        // A deep tree leaves a large buffer behind; a thread keeps only a small one.
        if graveyard.pending.capacity > 1024 { graveyard.pending = [] }
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

    /// Ends the contents' life here, so that the nodes it was the last owner of die in this call
    /// (and put their own contents on the list) before the loop takes the next.
    @inline(never)
    private static func drop(_ contents: consuming ExpressionNode.Kind) {}
}

/// One thread's pending contents, and whether a drainer is emptying them.
private final class Graveyard {
    @exclusivity(unchecked) var pending: [ExpressionNode.Kind] = []
    @exclusivity(unchecked) var isDraining = false

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// The calling thread's graveyard, made on first use and released when the thread ends.
        static var current: Graveyard {
            if let raw = pthread_getspecific(key) {
                return Unmanaged<Graveyard>.fromOpaque(raw).takeUnretainedValue()
            }
            let graveyard = Graveyard()
            pthread_setspecific(key, Unmanaged.passRetained(graveyard).toOpaque())
            return graveyard
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            #if canImport(Darwin)
                pthread_key_create(&key) { Unmanaged<Graveyard>.fromOpaque($0).release() }
            #else
                pthread_key_create(&key) { raw in
                    if let raw { Unmanaged<Graveyard>.fromOpaque(raw).release() }
                }
            #endif
            return key
        }()
    #else
        /// Without thread-local storage every drop drains alone: trees are dropped as deep as the
        /// recursion goes, as before.
        static var current: Graveyard { Graveyard() }
    #endif
}
