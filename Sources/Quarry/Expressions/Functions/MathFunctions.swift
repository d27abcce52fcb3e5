// SQLite's math functions (SQLITE_ENABLE_MATH_FUNCTIONS, 3.35+). Each returns a real, or NULL for
// NULL or for an argument outside its domain (`sqrt(-1)`, `ln(0)`).

extension SQL {
    /// `acos(x)`.
    public static func acos<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("acos", x.anyNode)
    }
    /// `acosh(x)`.
    public static func acosh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("acosh", x.anyNode)
    }
    /// `asin(x)`.
    public static func asin<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("asin", x.anyNode)
    }
    /// `asinh(x)`.
    public static func asinh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("asinh", x.anyNode)
    }
    /// `atan(x)`.
    public static func atan<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("atan", x.anyNode)
    }
    /// `atan2(y, x)`: the angle of the point (x, y).
    public static func atan2<E: SQLExpressible>(_ y: E, _ x: some SQLOperand) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("atan2", y.anyNode, x.operandNode)
    }
    /// `atanh(x)`.
    public static func atanh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("atanh", x.anyNode)
    }
    /// `ceil(x)`: the smallest integer not below `x` (an integer for integer `x`).
    public static func ceil<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("ceil", x.anyNode)
    }
    /// `cos(x)`, `x` in radians.
    public static func cos<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("cos", x.anyNode)
    }
    /// `cosh(x)`.
    public static func cosh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("cosh", x.anyNode)
    }
    /// `degrees(x)`: radians to degrees.
    public static func degrees<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("degrees", x.anyNode)
    }
    /// `exp(x)`: e to the power x.
    public static func exp<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("exp", x.anyNode)
    }
    /// `floor(x)`: the largest integer not above `x`.
    public static func floor<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("floor", x.anyNode)
    }
    /// `ln(x)`: the natural logarithm.
    public static func ln<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?> where E.Value: SQLNumericType {
        call("ln", x.anyNode)
    }
    /// `log(x)`: the base-10 logarithm, or `log(base, x)` with a base.
    public static func log<E: SQLExpressible>(_ x: E, base: (any SQLOperand)? = nil) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("log", (base.map { [$0.operandNode] } ?? []) + [x.anyNode])
    }
    /// `log10(x)`.
    public static func log10<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("log10", x.anyNode)
    }
    /// `log2(x)`.
    public static func log2<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("log2", x.anyNode)
    }
    /// `mod(x, y)`: the remainder of x / y, for reals too (unlike `%`).
    public static func mod<E: SQLExpressible>(_ x: E, _ y: some SQLOperand) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("mod", x.anyNode, y.operandNode)
    }
    /// `pi()`.
    public static func pi() -> SQLExpression<Double> { call("pi") }
    /// `pow(x, y)`: x to the power y.
    public static func pow<E: SQLExpressible>(_ x: E, _ y: some SQLOperand) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("pow", x.anyNode, y.operandNode)
    }
    /// `radians(x)`: degrees to radians.
    public static func radians<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("radians", x.anyNode)
    }
    /// `sin(x)`, `x` in radians.
    public static func sin<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("sin", x.anyNode)
    }
    /// `sinh(x)`.
    public static func sinh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("sinh", x.anyNode)
    }
    /// `sqrt(x)`: NULL for a negative `x`.
    public static func sqrt<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("sqrt", x.anyNode)
    }
    /// `tan(x)`, `x` in radians.
    public static func tan<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("tan", x.anyNode)
    }
    /// `tanh(x)`.
    public static func tanh<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("tanh", x.anyNode)
    }
    /// `trunc(x)`: `x` with its fraction cut off, toward zero.
    public static func trunc<E: SQLExpressible>(_ x: E) -> SQLExpression<Double?>
    where E.Value: SQLNumericType {
        call("trunc", x.anyNode)
    }
}
