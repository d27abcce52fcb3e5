import Quarry
import QuarryTesting
import Testing

@Suite struct JSONFunctionsTests {
    @Test func json() { expectExpression(SQL.json(Message.meta), #"json("meta")"#) }
    @Test func jsonArray() {
        expectExpression(SQL.jsonArray(1, "two", Message.kind), #"json_array(?, ?, "kind")"#, [1, "two"])
    }
    @Test func jsonObject() {
        expectExpression(
            SQL.jsonObject(("id", Message.localID), ("k", "v")), #"json_object(?, "localID", ?, ?)"#,
            ["id", "k", "v"])
    }
    @Test func jsonArrayLength() {
        expectExpression(SQL.jsonArrayLength(Message.meta), #"json_array_length("meta")"#)
        expectExpression(
            SQL.jsonArrayLength(Message.meta, path: "$.tags"), #"json_array_length("meta", ?)"#, ["$.tags"])
    }
    @Test func jsonExtract() {
        expectExpression(SQL.jsonExtract(Message.meta, "$.a"), #"json_extract("meta", ?)"#, ["$.a"])
        expectExpression(
            SQL.jsonExtract(Message.meta, "$.a", "$.b"), #"json_extract("meta", ?, ?)"#, ["$.a", "$.b"])
    }
    @Test func jsonEdits() {
        expectExpression(SQL.jsonInsert(Message.meta, ("$.a", 1)), #"json_insert("meta", ?, ?)"#, ["$.a", 1])
        expectExpression(
            SQL.jsonReplace(Message.meta, ("$.a", Message.flags)), #"json_replace("meta", ?, "flags")"#,
            ["$.a"])
        expectExpression(
            SQL.jsonSet(Message.meta, ("$.a", 1), ("$.b", "x")), #"json_set("meta", ?, ?, ?, ?)"#,
            ["$.a", 1, "$.b", "x"])
        expectExpression(
            SQL.jsonRemove(Message.meta, "$.a", "$.b"), #"json_remove("meta", ?, ?)"#, ["$.a", "$.b"])
        expectExpression(
            SQL.jsonPatch(Message.meta, #"{"a":null}"#), #"json_patch("meta", ?)"#, [#"{"a":null}"#])
    }
    @Test func jsonTypeValidQuote() {
        expectExpression(SQL.jsonType(Message.meta, path: "$.a"), #"json_type("meta", ?)"#, ["$.a"])
        expectExpression(SQL.jsonValid(Message.meta), #"json_valid("meta")"#)
        expectExpression(SQL.jsonQuote(Message.content), #"json_quote("content")"#)
    }
    @Test func jsonEachInFrom() {
        let item = SQL.jsonEach(Message.meta, path: "$.tags").as("item")
        expectSQL(
            Select {
                Message.localID
                item.column("value", as: String?.self)
            }.from(Message.table, item),
            #"SELECT "message"."localID", "item"."value" FROM "message", json_each("message"."meta", ?) AS "item""#,
            ["$.tags"])
    }
    @Test func jsonTreeInFrom() {
        let node = SQL.jsonTree(#"{"a":[1]}"#)
        expectSQL(
            Select { node.column("fullkey", as: String.self) }.from(node),
            #"SELECT "json_tree"."fullkey" FROM json_tree(?)"#, [#"{"a":[1]}"#])
    }
    @Test func jsonFunctionsEvaluate() {
        expectSameValue(SQL.jsonArray(1, "a"), asFullyParenthesized: "json_array(1, 'a')", #"[1,"a"]"#)
        expectSameValue(
            SQL.jsonExtract(SQL.jsonObject(("a", 2)), "$.a"),
            asFullyParenthesized: "json_extract(json_object('a', 2), '$.a')", 2)
    }
}
