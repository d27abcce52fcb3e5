/// One instruction of the bytecode program that `EXPLAIN` shows: a row of SQLite's virtual
/// machine listing.
public struct BytecodeInstruction: Sendable, Hashable, RowDecodable, CustomStringConvertible {
    /// The instruction's address in the program.
    public var address: Int
    /// The opcode (`Init`, `OpenRead`, `Column`, `ResultRow` …).
    public var opcode: String
    /// The first operand.
    public var p1: Int
    /// The second operand.
    public var p2: Int
    /// The third operand.
    public var p3: Int
    /// The fourth operand, as text (a key info, a function, a string), when there is one.
    public var p4: String?
    /// The fifth operand (flags).
    public var p5: Int
    /// SQLite's comment, when it was compiled with `SQLITE_ENABLE_EXPLAIN_COMMENTS`.
    public var comment: String?

    /// Whether both are the same instruction, text compared by its bytes.
    public static func == (lhs: BytecodeInstruction, rhs: BytecodeInstruction) -> Bool {
        lhs.address == rhs.address && lhs.opcode.isByteEqual(to: rhs.opcode) && lhs.p1 == rhs.p1
            && lhs.p2 == rhs.p2 && lhs.p3 == rhs.p3
            && lhs.p4.map(ExactText.init) == rhs.p4.map(ExactText.init)
            && lhs.p5 == rhs.p5 && lhs.comment.map(ExactText.init) == rhs.comment.map(ExactText.init)
    }

    /// Hashes text by its bytes, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
        hasher.combine(ExactText(opcode))
        hasher.combine(p1)
        hasher.combine(p2)
        hasher.combine(p3)
        hasher.combine(p4.map(ExactText.init))
        hasher.combine(p5)
        hasher.combine(comment.map(ExactText.init))
    }

    /// Reads a row of `EXPLAIN` output (`addr, opcode, p1, p2, p3, p4, p5, comment`).
    public init(row: borrowing Row) throws {
        address = try row[0]
        opcode = try row[1]
        p1 = try row[2]
        p2 = try row[3]
        p3 = try row[4]
        p4 = try row.isNull(at: 5) ? nil : try row.withColumn(at: 5) { column in column.text }
        p5 = try row[6]
        comment = try row[7]
    }

    /// The instruction as the sqlite3 shell lists it: address, opcode and operands.
    public var description: String {
        "\(address) \(opcode) \(p1) \(p2) \(p3) \(p4 ?? "") \(p5)" + (comment.map { " \($0)" } ?? "")
    }
}
