extension Column {
    /// The column of the row that an upsert refused: `"excluded"."column"`, for `DO UPDATE SET`.
    public var excluded: Column<Value> { self.in(Table("excluded")) }

    /// The column of the row after the change, in a trigger: `"new"."column"`.
    public var new: Column<Value> { self.in(Table("new")) }

    /// The column of the row before the change, in a trigger: `"old"."column"`.
    public var old: Column<Value> { self.in(Table("old")) }
}
