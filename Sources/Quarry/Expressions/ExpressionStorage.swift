/// The heap cell behind one ``ExpressionNode``.
///
/// It is a class rather than the box of an `indirect enum` for its deinit: releasing a box
/// releases its children from inside the release, one stack frame per level, so a tree of 100,000
/// levels overflowed the stack when dropped. This deinit hands a node that holds subtrees to
/// ``ExpressionTeardown``, which takes them apart in a loop.
///
/// `kind` is a `let` and the first stored property: rendering reads it through `borrowing`
/// parameters, which for a `let` lend the stored enum where a `var` (or any pointer) is copied
/// first, retaining every node it holds; that copy made building and rendering a SELECT 26% more
/// instructions. The teardown moves the kind out through the cell's memory, once nothing else can
/// see the cell. What rendering asks of every node (its precedence, whether it is a term or an
/// infix operation) is worked out once, at construction.
@usableFromInline final class ExpressionStorage: Sendable {
    /// What the node is. The first stored property: ``ExpressionTeardown`` finds it there.
    @usableFromInline let kind: ExpressionNode.Kind
    /// How tightly the node binds (see ``ExpressionNode/precedence``).
    let precedence: Precedence
    /// How many levels of nodes this node heads (1 for a term), up to 255; 255 also for a node
    /// whose subtrees are not counted (a subquery, a function call with FILTER or OVER).
    let height: UInt8
    /// For an infix operation, how many infix operations its left operands chain down (1 when the
    /// left operand is not one), up to 255; 0 for any other node.
    let infixChainLength: UInt8

    /// Trees up to this height are dropped by plain recursion, which is bounded by the height;
    /// only taller ones go through ``ExpressionTeardown`` (and its thread-local list).
    static let heightDroppedByRecursion: UInt8 = 16

    @usableFromInline init(_ kind: consuming ExpressionNode.Kind) {
        (precedence, height, infixChainLength) = Self.traits(of: kind)
        self.kind = kind
    }

    // The kinds built most often get their traits without the general switch.

    @usableFromInline init(value: SQLValue) {
        precedence = SQLLiteral.isNegative(value) ? .unary : .primary
        (height, infixChainLength) = (1, 0)
        kind = .value(value)
    }

    @usableFromInline init(binary op: BinaryOperator, _ left: ExpressionNode, _ right: ExpressionNode) {
        precedence = op.precedence
        height = Self.above(left, right)
        let chain = left.storage.infixChainLength
        infixChainLength = chain == UInt8.max ? chain : chain + 1
        kind = .binary(op, left, right)
    }

    deinit {
        if height > Self.heightDroppedByRecursion { ExpressionTeardown.dispose(self) }
    }

    /// Whether the node holds no other node.
    var isTerm: Bool { height == 1 }

    /// Read from the kind without copying it (a copy retains every node it holds).
    private static func traits(of kind: borrowing ExpressionNode.Kind) -> (
        precedence: Precedence, height: UInt8, infixChainLength: UInt8
    ) {
        switch kind {
        case .value(let value): return (SQLLiteral.isNegative(value) ? .unary : .primary, 1, 0)
        case .boolean, .invalid, .keyword, .parameter, .column, .star, .raise: return (.primary, 1, 0)
        case .unary(let op, let operand): return (op.precedence, above(operand), 0)
        case .nullTest(let operand, _): return (.equality, above(operand), 0)
        case .collate(let operand, _): return (.collate, above(operand), 0)
        case .cast(let operand, _): return (.primary, above(operand), 0)
        case .binary(let op, let left, let right):
            let chain = left.storage.infixChainLength
            return (op.precedence, above(left, right), chain == UInt8.max ? chain : chain + 1)
        case .pattern(_, _, let operand, let pattern, let escape):
            return (.equality, above(operand, pattern, escape), 0)
        case .between(_, let operand, let low, let high): return (.equality, above(operand, low, high), 0)
        case .in(_, let operand, .list(let elements)): return (.equality, above([operand] + elements), 0)
        case .in: return (.equality, .max, 0)
        case .row(let elements): return (.primary, above(elements), 0)
        case .case(let node):
            let nodes =
                [node.base, node.otherwise].compactMap { $0 }
                + node.arms.flatMap { [$0.condition, $0.result] }
            return (.primary, above(nodes), 0)
        case .function(let call):
            let plain = call.orderBy.isEmpty && call.filter == nil && call.window == nil
            return (.primary, plain ? above(call.arguments) : .max, 0)
        // SQLite has no NOT EXISTS rule: it is NOT applied to EXISTS, and binds as loosely.
        case .exists(let negated, _): return (negated ? .not : .primary, .max, 0)
        case .subquery: return (.primary, .max, 0)
        case .fragment(let fragment):
            var nodes: [ExpressionNode] = []
            for piece in fragment.pieces {
                switch piece {
                case .node(let node): nodes.append(node)
                case .renderable: return (fragment.isSingleTerm ? .primary : .or, .max, 0)
                case .sql, .identifier: break
                }
            }
            return (fragment.isSingleTerm ? .primary : .or, above(nodes), 0)
        }
    }

    // One more than the tallest of the nodes, up to 255. Not variadic: building a node must not
    // allocate an array.

    private static func above(_ node: ExpressionNode) -> UInt8 { above(height: node.storage.height) }

    private static func above(_ a: ExpressionNode, _ b: ExpressionNode, _ c: ExpressionNode? = nil) -> UInt8 {
        above(height: Swift.max(a.storage.height, b.storage.height, c?.storage.height ?? 0))
    }

    private static func above(_ nodes: [ExpressionNode]) -> UInt8 {
        above(height: nodes.reduce(0) { Swift.max($0, $1.storage.height) })
    }

    private static func above(height: UInt8) -> UInt8 { height == .max ? height : height + 1 }
}
