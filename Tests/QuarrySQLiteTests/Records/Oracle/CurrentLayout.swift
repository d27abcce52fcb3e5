import Synchronization

/// The layout a record type drawn per case is bound to now. A record's definition is a static
/// property, so an oracle that draws table and column names per case installs them here and runs
/// its cases one at a time.
final class CurrentLayout<Layout: Sendable>: Sendable {
    private let installed = Mutex<Layout?>(nil)

    /// The installed layout; reading one before any is installed is the oracle's own bug.
    var layout: Layout {
        guard let layout = installed.withLock({ $0 }) else { fatalError("no \(Layout.self) installed") }
        return layout
    }

    func install(_ layout: Layout) { installed.withLock { $0 = layout } }
}
