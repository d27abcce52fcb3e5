extension Optional where Wrapped: SQLRenderable {
    /// Writes `keyword` and then the clause when there is one, nothing when there is none:
    /// `whereCondition.render(after: " WHERE ", into: &r)`.
    func render(after keyword: StaticString, into r: inout SQLRenderer) {
        guard let self else { return }
        r.write(keyword)
        self.render(into: &r)
    }
}
