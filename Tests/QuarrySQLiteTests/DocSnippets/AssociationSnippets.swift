import Foundation
import QuarrySQLite
import Testing

// The associations section of the GRDB migration guide
// (Sources/QuarrySQLite/QuarrySQLite.docc/MigratingFromGRDB.md), run on a database file.

@Suite struct AssociationSnippets {
    // docs:begin grdb-association-records
    struct Author: TableRecord, Equatable {
        var id: Int64
        var name: String

        static let definition = TableDefinition<Author>("author") {
            Field(\.id, "id").primaryKey()
            Field(\.name, "name")
        }

        static let books = HasMany<Author, Book>()  // Book's FOREIGN KEY to "author"
    }

    struct Book: TableRecord, Equatable {
        var id: Int64
        var authorID: Int64?
        var title: String
        var year: Int64

        static let definition = TableDefinition<Book>("book") {
            Field(\.id, "id").primaryKey()
            Field(\.authorID, "authorID").references(ForeignKeyClause(references: "author"))
            Field(\.title, "title")
            Field(\.year, "year")
        }

        static let author = BelongsTo<Book, Author>()  // the same FOREIGN KEY, from the other side
    }
    // docs:end

    @Test func associationsInTheGRDBGuide() throws {
        let folder = try TemporaryFolder()
        let db = try Database(path: folder.file("library.sqlite"))
        try db.sync(Author.self)
        try db.sync(Book.self)
        try db.insert(Author(id: 1, name: "Ann"))
        try db.insert(Author(id: 2, name: "Bo"))
        try db.insert(Book(id: 1, authorID: 1, title: "First", year: 1999))
        try db.insert(Book(id: 2, authorID: 1, title: "Second", year: 2004))
        try db.insert(Book(id: 3, authorID: nil, title: "Anonymous", year: 2010))
        // docs:begin grdb-associations
        // Each book with its author: one statement, a JOIN; only books that have one.
        let credited = try db.fetchAll(Book.including(required: Book.author))  // [(Book, Author)]
        // Every book, its author nil where it has none: a LEFT JOIN.
        let books = try db.fetchAll(Book.including(optional: Book.author))  // [(Book, Author?)]
        // Filtered and sorted by the associated record's columns.
        let recentByAnn = Book.including(required: Book.author)
            .filter { book, author in author.name == "Ann" && book.year > 2000 }
            .orderBy { book, _ in book.year.descending }
        // Each author with all their books: two statements whatever the number of authors.
        let byYear = Author.books.orderBy { $0.year }
        let shelves = try db.fetchAll(Author.including(all: byYear))  // [(Author, [Book])]
        // Authors who wrote a book, and how many each.
        let published = try db.fetchAll(Author.filter { _ in Author.books.exists })
        let counts = try db.fetchAll(Author.annotated(with: Author.books.count))  // [(Author, Int)]
        // docs:end
        #expect(credited.map(\.0.id) == [1, 2])
        #expect(books.map { $0.1?.name } == ["Ann", "Ann", nil])
        #expect(try db.fetchAll(recentByAnn).map(\.0.title) == ["Second"])
        #expect(shelves.map { $0.1.map(\.id) } == [[1, 2], []])
        #expect(published.map(\.name) == ["Ann"])
        #expect(counts.map(\.1) == [2, 0])
        // docs:begin grdb-join
        let pairs = try db.fetchAll(Book.join(Author.self) { $0.authorID == $1.id })  // [(Book, Author)]
        let select = Select(columns: Book.joinedColumns() + Author.joinedColumns())
            .from(Book.table.leftJoin(Author.table, on: Book.columns.authorID == Author.columns.id))
        let rows = try db.fetchAll(select, as: Book.self, Author?.self)  // [(Book, Author?)]
        // docs:end
        #expect(pairs.count == 2)
        #expect(rows.map { $0.1?.id } == [1, 1, nil])
    }
}
