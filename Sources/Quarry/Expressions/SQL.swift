/// The namespace of SQL's functions and of the expressions that are not methods of an operand:
/// `SQL.count(Message.localID)`, `SQL.lower(Author.name)`, `SQL.exists(select)`.
///
/// A namespace keeps `SQL.abs`, `SQL.max`, `SQL.round` from shadowing Swift's free functions.
public enum SQL {}
