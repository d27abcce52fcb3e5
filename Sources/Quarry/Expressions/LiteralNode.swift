/// A value that SQLite accepts only as a literal in its place (likelihood's probability): written
/// as an escaped literal whatever the renderer's value style.
struct LiteralNode: SQLRenderable {
    let value: SQLValue

    func render(into renderer: inout SQLRenderer) {
        renderer.write(literal: value)
    }
}

extension ExpressionNode {
    /// A node that always renders its value as a literal, never as a bound parameter.
    static func literal(_ value: SQLValue) -> ExpressionNode {
        var fragment = SQLFragment(stringLiteral: "")
        fragment.pieces = [.renderable(LiteralNode(value: value))]
        return .fragment(fragment)
    }
}
