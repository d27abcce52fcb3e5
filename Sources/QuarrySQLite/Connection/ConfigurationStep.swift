/// A named part of connection setup (WCDB's `setConfig(named:)`): what it does to a connection
/// and, optionally, how to take that back when the step is replaced or removed from connections
/// already open.
struct ConfigurationStep: Sendable {
    /// The step's name, compared byte for byte.
    let name: String
    let apply: @Sendable (Database) throws -> Void
    let undo: (@Sendable (Database) throws -> Void)?

    /// Whether this step is the one named `name` (by bytes: names are not Unicode-equivalent).
    func isNamed(_ name: String) -> Bool {
        self.name.utf8.elementsEqual(name.utf8)
    }
}
