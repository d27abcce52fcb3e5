/// `CASE [base] WHEN … THEN … [ELSE …] END`.
public struct CaseNode: Sendable {
    var base: ExpressionNode?
    var arms: [(condition: ExpressionNode, result: ExpressionNode)]
    var otherwise: ExpressionNode?
}

extension CaseNode: SQLRenderable {
    public func render(into r: inout SQLRenderer) {
        if arms.isEmpty { r.record(QuarryError(.emptyList, "CASE needs at least one WHEN arm")) }
        r.write("CASE")
        if let base {
            r.write(" ")
            base.render(into: &r)
        }
        for arm in arms {
            r.write(" WHEN ")
            arm.condition.render(into: &r)
            r.write(" THEN ")
            arm.result.render(into: &r)
        }
        if let otherwise {
            r.write(" ELSE ")
            otherwise.render(into: &r)
        }
        r.write(" END")
    }
}
