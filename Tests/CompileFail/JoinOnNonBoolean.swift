// expected-error: instance method 'join(_:on:)' requires that 'Int64' conform to 'SQLBooleanType'
import Quarry

let authorID = Column<Int64>("authorID")
let source = Table("message").join(Table("author"), on: authorID)
