extension TableRecord {
    /// The pairs of this record and `other` that `condition` matches (`JOIN … ON`), each decoded
    /// into its record: `Article.join(ArticleStatus.self) { $0.articleID == $1.articleID }`.
    /// Give `alias` to join a table to itself.
    public static func join<Other: TableRecord, Condition: SQLExpressible>(
        _ other: Other.Type, as alias: SQLIdentifier? = nil,
        on condition: (RecordColumns<Self>, RecordColumns<Other>) -> Condition
    ) -> JoinRequest<Self, Other> where Condition.Value: SQLBooleanType {
        JoinRequest(
            JoinParts(kind: .inner, rightTable: joinedTable(Other.self, alias)) {
                condition($0, $1).typed(as: Bool.self)
            })
    }

    /// Every record with the `other` record that `condition` matches, or `nil` where none does
    /// (`LEFT JOIN … ON`): `Article.leftJoin(ArticleStatus.self) { $0.articleID == $1.articleID }`.
    public static func leftJoin<Other: TableRecord, Condition: SQLExpressible>(
        _ other: Other.Type, as alias: SQLIdentifier? = nil,
        on condition: (RecordColumns<Self>, RecordColumns<Other>) -> Condition
    ) -> OptionalJoinRequest<Self, Other> where Condition.Value: SQLBooleanType {
        OptionalJoinRequest(
            JoinParts(kind: .left, rightTable: joinedTable(Other.self, alias)) {
                condition($0, $1).typed(as: Bool.self)
            })
    }

    static func joinedTable<Other: TableRecord>(_ other: Other.Type, _ alias: SQLIdentifier?) -> Table {
        alias.map { Other.table.as($0) } ?? Other.table
    }
}
