import QuarrySQLite

// `Author`, `Post`, `PostCount` and `DatabaseSchema` come from schema.sql, generated at build time.
let db = try Database.inMemory()
try DatabaseSchema.create(in: db)

var ada = Author(name: "Ada")
try db.insert(&ada)
guard let adaID = ada.id else { fatalError("the insert wrote no rowid back") }
var post = Post(authorId: adaID, title: "Notes on the Analytical Engine", publishedAt: 1843)
try db.insert(&post)
post.body = "The engine weaves algebraic patterns."
try db.update(&post)

let titles = try db.fetchValues(
    Select { Post.Columns.title }.from(Post.table).where(
        Post.Columns.authorId == adaID && Post.Columns.body != nil),
    as: String.self)
let counts = try db.fetchAll(Select.all.from(PostCount.table), as: PostCount.self)
let found = try db.find(Post.self, key: post.id)
print("titles: \(titles)")
print("posts per author: \(counts.map { "\($0.author ?? "?"): \($0.posts ?? .null)" })")
print("found: \(found?.title ?? "nothing")")
guard titles == ["Notes on the Analytical Engine"], found == post, counts.count == 1 else {
    fatalError("the generated types did not round-trip")
}
