/// Seeds whose cases once failed an oracle on the server, run first on every `swift test` (see
/// docs/ARCHITECTURE.md, "Fuzzing and `QuarryTesting`"): each is a bug the PostgreSQL oracles
/// found, fixed, and kept here so it stays fixed.
enum PostgresRegressionSeeds {
    static let statements: [UInt64] = [
        // A BETWEEN whose lower bound was `x ISNULL`: not a b_expr, a syntax error in PostgreSQL.
        0x3414_02F7_7BF8_D0C9
    ]
    static let preparation: [UInt64] = [
        // `x IN ()`: PostgreSQL's grammar has no empty list.
        0x345B_48F6_BDC2_C37B, 0x570E_0642_8E70_1B15, 0x139E_CAE5_302A_F5C1,
        // BETWEEN's lower bound a BETWEEN or a comparison, unparenthesized.
        0xA8C1_18BD_EEFF_1FEF, 0x0598_8671_A806_7E23,
        // `GROUP BY NULL` in the bound form: a non-integer constant there.
        0x3BD1_4DA5_96DA_3289,
    ]
    static let description: [UInt64] = [
        // `x IN ()` and `x NOT IN ()`.
        0x0D2E_DC03_0F93_934B, 0x3E50_F83E_6273_3B09, 0x1A2F_DE11_4837_A9EB, 0xD4B0_42C2_D29C_EEC9,
        // `CAST(… AS UNSIGNED BIG INT)`: a syntax error in PostgreSQL.
        0x508F_E08C_CEE9_F5BA,
    ]
}
