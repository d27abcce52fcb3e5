/// A row of the insert scenario: one value of each storage class.
struct Item: Codable, Sendable {
    var id: Int64
    var quantity: Int64
    var price: Double
    var label: String
    var payload: [UInt8]

    static let createTable = """
        CREATE TABLE item(
            id INTEGER PRIMARY KEY, quantity INTEGER NOT NULL, price REAL NOT NULL,
            label TEXT NOT NULL, payload BLOB NOT NULL)
        """

    /// What the table holds after an insert, as one number: every variant must leave the same.
    static let contentChecksumSQL = """
        SELECT count(*) + sum(id) + sum(quantity) + CAST(sum(price) AS INTEGER)
            + sum(length(label)) + sum(length(payload)) + sum(unicode(label)) + sum(unicode(substr(label, -1)))
        FROM item
        """

    /// The rows to insert, made once so that no variant pays for making them.
    static func rows(_ count: Int) -> [Item] {
        // Split into typed steps: as one expression, Swift's own overloads of + % & * (with
        // Quarry's beside them) took over 100 ms to type-check.
        (0..<count).map { (i: Int) -> Item in
            let byte = UInt8(truncatingIfNeeded: i)
            let payloadCount: Int = 16 + i % 17
            let price: Double = Double(i) * 0.25
            return Item(
                id: Int64(i + 1), quantity: Int64(i % 97), price: price, label: "item number \(i)",
                payload: [UInt8](repeating: byte, count: payloadCount))
        }
    }
}

/// A row of the fetch and lookup scenarios: ten columns.
struct WideRow: Codable, Sendable {
    var id: Int64
    var a: Int64
    var b: Int64
    var c: Int64
    var d: Int64
    var x: Double
    var y: Double
    var s: String
    var t: String
    var u: String

    static let createTable = """
        CREATE TABLE wide(
            id INTEGER PRIMARY KEY, a INTEGER NOT NULL, b INTEGER NOT NULL, c INTEGER NOT NULL,
            d INTEGER NOT NULL, x REAL NOT NULL, y REAL NOT NULL, s TEXT NOT NULL, t TEXT NOT NULL,
            u TEXT NOT NULL)
        """

    static func fill(rows: Int) -> String {
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(rows))
        INSERT INTO wide SELECT i, i * 3, i % 1000, -i, i * 7, i * 0.5, i / 3.0, 'text ' || i,
            printf('%08d', i), 'label' FROM n
        """
    }

    /// A fold over every field, the same for every variant that read the same rows.
    var checksum: UInt64 {
        var sum = UInt64(bitPattern: id &+ a &+ b &+ c &+ d)
        sum &+= UInt64(x * 2) &+ UInt64(y * 3)
        sum &+= UInt64(s.utf8.count &+ t.utf8.count &+ u.utf8.count)
        return sum
    }
}
