import QuarrySQLite
import Testing

@Suite struct RowTests {
    let all = Select {
        Message.localID
        Message.content
        Message.createTime
    }.from(Message.table)
        .orderBy(Message.localID)

    @Test func readsByIndexAndName() throws {
        let db = try Message.database()
        let rows = try db.fetchAll(all) { row in
            (
                try row[0] as Int64, try row["content"] as String?,
                try row.value(named: "CREATETIME", as: Double.self)
            )
        }
        #expect(rows.map(\.0) == [1, 2, 3])
        #expect(rows.map(\.1) == ["hello", nil, "bye"])
        #expect(rows.map(\.2) == [10, 20, 30])
    }

    @Test func snapshotsKeepValuesAndNames() throws {
        let db = try Message.database()
        let first = try #require(try db.fetchOne(all))
        #expect(first.columns == ["localID", "content", "createTime"])
        #expect(first.values == [.integer(1), .text("hello"), .real(10)])
        #expect(first["CONTENT"] == .text("hello"))
        #expect(try db.fetchAll(all).count == 3)
        #expect(try db.fetchOne("SELECT 1 WHERE 0") == nil)
    }

    @Test func decodesByPositionAndByCodingKeys() throws {
        struct Keyed: Decodable, Equatable {
            var createTime: Double
            var content: String?
            var localID: Int
        }
        let db = try Message.database()
        let positional = try db.fetchAll(all, as: MessageRow.self)
        #expect(positional[1] == MessageRow(localID: 2, content: nil, createTime: 20))
        let keyed = try db.fetchAll(all, as: Keyed.self)
        #expect(
            keyed == [
                Keyed(createTime: 10, content: "hello", localID: 1),
                Keyed(createTime: 20, content: nil, localID: 2),
                Keyed(createTime: 30, content: "bye", localID: 3),
            ])
        #expect(try db.fetchOne(all, as: Keyed.self)?.localID == 1)
        #expect(
            try db.fetchAll("SELECT content FROM message WHERE content IS NOT NULL", as: String.self) == [
                "hello", "bye",
            ])
    }

    @Test func aMissingCodingKeyIsAnError() throws {
        struct Wrong: Decodable { var missing: Int }
        let db = try Message.database()
        let error = #expect(throws: DatabaseError.self) { try db.fetchAll(all, as: Wrong.self) }
        #expect(error?.message.contains("\"missing\"") == true)
    }

    @Test func cursorsStreamRows() throws {
        let db = try Message.database()
        let cursor = try db.cursor(all, as: MessageRow.self)
        #expect(try cursor.next()?.localID == 1)
        // The same SQL while the cursor holds its statement gets a statement of its own.
        #expect(try db.fetchAll(all, as: MessageRow.self).count == 3)
        #expect(try cursor.next()?.localID == 2)
        #expect(try cursor.next()?.localID == 3)
        #expect(try cursor.next() == nil)
        #expect(try cursor.next() == nil)
        var sum: Int64 = 0
        try db.forEachRow(all) { row in sum += try row[0] as Int64 }
        #expect(sum == 6)
    }

    @Test func aClosedDatabaseStopsACursor() throws {
        let db = try Message.database()
        let cursor = try db.cursor(all)
        _ = try cursor.next()
        try db.close()
        #expect(throws: DatabaseError.self) { try cursor.next() }
    }

    @Test func nullIntoNonOptionalNamesTheColumn() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("null.sqlite")))
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchValues("SELECT content FROM message ORDER BY localID", as: String.self)
        }
        #expect(error?.code == .mismatch)
        #expect(error?.column == "content")
        #expect(error?.message == #"column "content": NULL cannot be read as non-optional String"#)
        struct Strict: Decodable { var content: String }
        #expect(throws: DatabaseError.self) {
            try db.fetchAll("SELECT content FROM message", as: Strict.self)
        }
    }

    @Test func textThatIsNotANumberIsAnErrorNotZero() throws {
        let folder = try TemporaryFolder()
        let db = try Message.database(.path(folder.file("text.sqlite")))
        let error = #expect(throws: DatabaseError.self) {
            try db.fetchValue("SELECT content FROM message WHERE localID = 1", as: Int64.self)
        }
        #expect(error?.message == #"column "content": TEXT value cannot be read as Int64"#)
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT 2.5", as: Int.self) }
        #expect(throws: DatabaseError.self) { try db.fetchValue("SELECT 300", as: UInt8.self) }
        #expect(try db.fetchValue("SELECT 2.0", as: Int.self) == 2)
    }

    @Test func columnIndexOutOfRangeIsAnError() throws {
        let db = try Message.database()
        #expect(throws: DatabaseError.self) { try db.fetchOne(all) { row in try row[7] as Int64 } }
        #expect(throws: DatabaseError.self) { try db.fetchOne(all) { row in try row["nope"] as Int64 } }
    }
}

@Suite struct CursorLockTests {
    @Test func closingACursorEarlyReleasesItsReadLock() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("cursor.sqlite")
        let reader = try Message.database(.path(path))
        var configuration = DatabaseConfiguration()
        configuration.busyTimeout = .milliseconds(50)
        let writer = try Database(path: path, configuration: configuration)
        let cursor = try reader.cursor("SELECT localID FROM message") { row in try row[0] as Int64 }
        #expect(try cursor.next() == 1)
        // Rollback journal: a reader mid-statement holds SHARED, so a commit cannot finish.
        #expect(throws: DatabaseError.self) { try writer.execute("DELETE FROM message") }
        cursor.close()
        try writer.execute("DELETE FROM message")
        #expect(try cursor.next() == nil)
    }

    @Test func aRenderingErrorIsAQuarryErrorAndRunsNothing() throws {
        let db = try Message.database()
        let bad = Select { Column<Int64>("a\u{0}b") }.from(Message.table)
        let error = #expect(throws: QuarryError.self) { try db.fetchAll(bad) }
        #expect(error?.kind == .invalidIdentifier)
    }
}
