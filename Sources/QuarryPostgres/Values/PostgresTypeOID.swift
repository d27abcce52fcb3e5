import CLibPQ

/// The type OIDs of PostgreSQL's built-in types that the core sends or reads specially
/// (`pg_type.oid`, fixed since PostgreSQL 7).
public enum PostgresTypeOID {
    /// `unknown` (0 in a parameter list): the server infers the type from where the parameter stands.
    public static let unspecified: Oid = 0
    /// `bool`.
    public static let bool: Oid = 16
    /// `bytea`.
    public static let bytea: Oid = 17
    /// `int8` (`bigint`).
    public static let int8: Oid = 20
    /// `int2` (`smallint`).
    public static let int2: Oid = 21
    /// `int4` (`integer`).
    public static let int4: Oid = 23
    /// `oid`.
    public static let oid: Oid = 26
    /// `text`.
    public static let text: Oid = 25
    /// `float4` (`real`).
    public static let float4: Oid = 700
    /// `float8` (`double precision`).
    public static let float8: Oid = 701
    /// `date`.
    public static let date: Oid = 1082
    /// `timestamp` (`timestamp without time zone`).
    public static let timestamp: Oid = 1114
    /// `timestamptz` (`timestamp with time zone`).
    public static let timestamptz: Oid = 1184
    /// `numeric`.
    public static let numeric: Oid = 1700
}
