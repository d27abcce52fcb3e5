/// The heap cell behind one ``TableSource``.
///
/// A class rather than the box of an `indirect enum` for its deinit: releasing a box releases its
/// children from inside the release, one stack frame per level, so a join chain (or FROM subqueries
/// nested) 100,000 deep overflowed the stack when dropped. This deinit takes the contents out
/// with `Optional.take()` and hands them to the thread's ``Graveyard``, which drops them in a
/// loop. `contents` is written only there, when no other reference exists: hence
/// `@unchecked Sendable`.
final class TableSourceStorage: @unchecked Sendable {
    private var contents: TableSource.Kind?

    init(_ kind: TableSource.Kind) { contents = kind }

    /// What the source is; set from construction until the deinit.
    var kind: TableSource.Kind {
        guard let contents else { preconditionFailure("a TableSource read while it is being destroyed") }
        return contents
    }

    deinit {
        // Taken out first and looked at after: a `switch` over the stored property copies it, and
        // that copy would release the subtrees at the end of the deinit, one level deeper each
        // time. Likewise `consume` below: the graveyard must hold the only reference.
        guard let contents = contents.take() else { return }
        switch contents {
        case .join, .subquery: Graveyard.bury(.source(consume contents))
        case .table, .function: break
        }
    }
}
