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
    static func dispose(_ kind: inout ExpressionNode.Kind) {
        // Moved out, not copied (a copy left behind would release the subtrees when this call
        // returns, one level deeper each time); the cell keeps a term.
        var contents = ExpressionNode.Kind.keyword(.null)
        swap(&contents, &kind)
        let graveyard = Graveyard.current
        graveyard.pending.append(consume contents)
        if graveyard.isDraining { return }
        graveyard.isDraining = true
        while let next = graveyard.pending.popLast() { drop(next) }
        graveyard.isDraining = false
        // A deep tree leaves a large buffer behind; a thread keeps only a small one.
        if graveyard.pending.capacity > 1024 { graveyard.pending = [] }
    }

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
