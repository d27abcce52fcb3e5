/// A `Select` kept in a heap cell, where a `Select` holds another through a path without an
/// expression or source cell (a CTE's select, inside the `WITH` of a select): its deinit drops a
/// select that has a `WITH` through the thread's ``Graveyard``, so that CTEs nested 100,000 deep
/// drop in constant stack. `contents` is written only there, when no other reference exists:
/// hence `@unchecked Sendable`.
final class SelectCell: @unchecked Sendable {
    private var contents: Select?

    init(_ select: Select) { contents = select }

    /// The select; set from construction until the deinit.
    var select: Select {
        guard let contents else { preconditionFailure("a CTE's select read while it is being destroyed") }
        return contents
    }

    deinit {
        // Taken out before it is looked at, and moved on (see `TableSourceStorage`'s deinit).
        guard let contents = contents.take() else { return }
        if contents.with != nil { Graveyard.bury(.select(consume contents)) }
    }
}
