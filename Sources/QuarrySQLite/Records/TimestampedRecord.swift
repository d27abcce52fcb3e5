import Foundation

/// A record that keeps when it was created and last updated (ActiveSQLite's `created_at` and
/// `updated_at`): inserting sets both (a creation date already set is kept), updating sets
/// ``updatedAt``. Bind the two properties as fields like any other, in the storage you want
/// (`.unixMilliseconds` is ActiveSQLite's).
///
/// The promise: **only an insert writes the creation time.** An upsert's `DO UPDATE` leaves the
/// stored `created_at` as it is, and an update (`update`, `save`'s update, `update(_:columns:)`,
/// `updateChanges`) of a record whose ``createdAt`` is nil (built with a known key rather than
/// fetched) never writes NULL over it; after an upsert, or such an update of a row that exists,
/// the record holds the stored creation time. A set ``createdAt`` is written by an update
/// (you set it). A write that fails leaves both dates as they were before the call.
///
/// ```swift
/// struct Product: TimestampedRecord {
///     var id: Int64?
///     var name: String
///     var createdAt: Date?
///     var updatedAt: Date?
///     static let definition = TableDefinition<Product>("product") {
///         Field(\.id, "id").primaryKey()
///         Field(\.name, "name")
///         Field(\.createdAt, "created_at", storage: .unixMilliseconds)
///         Field(\.updatedAt, "updated_at", storage: .unixMilliseconds)
///     }
/// }
/// ```
///
/// A type that writes its own `willInsert` or `willUpdate` calls ``touchForInsert()`` or
/// ``touchForUpdate()`` from it.
public protocol TimestampedRecord: TableRecord {
    /// When the record was first inserted.
    var createdAt: Date? { get set }
    /// When the record was last inserted or updated.
    var updatedAt: Date? { get set }
}

extension TimestampedRecord {
    /// Sets ``TimestampedRecord/createdAt`` (unless already set) and ``TimestampedRecord/updatedAt`` to now.
    public mutating func touchForInsert() {
        let now = Date()
        if createdAt == nil { createdAt = now }
        updatedAt = now
    }

    /// Sets ``TimestampedRecord/updatedAt`` to now.
    public mutating func touchForUpdate() {
        updatedAt = Date()
    }

    /// Sets the creation and modification dates.
    public mutating func willInsert(_ db: Database) throws {
        touchForInsert()
    }

    /// Sets the modification date.
    public mutating func willUpdate(_ db: Database) throws {
        touchForUpdate()
    }
}
