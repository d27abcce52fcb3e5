#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a dying cell of a tree held: the part that holds subtrees, moved out of the cell.
enum BuriedContents {
    case expression(ExpressionNode.Kind)
    case source(TableSource.Kind)
    case select(Select)
}

/// Drops trees of any depth, and of any mix of cells (expressions, sources, CTE selects), in
/// constant stack.
///
/// The first cell on a thread to be dropped with subtrees becomes the drainer: it moves its
/// contents into the thread's list of pending contents and drops them one by one. Every cell that
/// dies meanwhile on that thread, however deep (inside a function call, a join, a subquery's
/// WHERE, a CTE), finds the drainer at work and only moves its own contents onto the list. So each
/// drop goes at most one cell deep before it returns to the loop.
final class Graveyard {
    @exclusivity(unchecked) private var pending: [BuriedContents] = []
    @exclusivity(unchecked) private var isDraining = false

    /// Takes the contents a dying cell moved out, and drops them (and whatever they held) here or,
    /// when a drainer is at work on this thread, in its loop.
    static func bury(_ contents: consuming BuriedContents) {
        let graveyard = current
        // Moved, not copied: a copy left here would release the subtrees at the end of this
        // call, one level deeper each time.
        graveyard.pending.append(consume contents)
        if graveyard.isDraining { return }
        graveyard.isDraining = true
        while let next = graveyard.pending.popLast() { drop(next) }
        graveyard.isDraining = false
        // A deep tree leaves a large buffer behind; a thread keeps only a small one.
        if graveyard.pending.capacity > 1024 { graveyard.pending = [] }
    }

    /// Ends the contents' life here, so that the cells it was the last owner of die in this call
    /// (and put their own contents on the list) before the loop takes the next.
    @inline(never)
    private static func drop(_ contents: consuming BuriedContents) {}

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// The calling thread's graveyard, made on first use and released when the thread ends.
        private static var current: Graveyard {
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
        private static var current: Graveyard { Graveyard() }
    #endif
}
