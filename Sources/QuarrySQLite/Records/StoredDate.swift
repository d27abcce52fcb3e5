/// The value type of a ``DateColumn``'s expression: a date in whatever form its field stores it.
/// It has no values, so a `Date` cannot be compared with a date column except through the
/// column's own operators, which convert the date into the field's storage first.
public enum StoredDate: Sendable {}
