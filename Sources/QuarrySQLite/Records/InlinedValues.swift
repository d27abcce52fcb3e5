import Quarry

/// An expression whose values render as literals in any statement, as they do in the DEFAULT
/// clause it was declared for: a record statement is rendered once and its parameters are the
/// fields' values alone, so a default may not add one.
struct InlinedValues: SQLRenderable, @unchecked Sendable {
    // Unchecked: an expression tree is immutable once made.
    let node: ExpressionNode

    func render(into renderer: inout SQLRenderer) {
        renderer.inliningValues { node.render(into: &$0) }
    }
}
