/// Seeds whose cases once failed an oracle, run first on every `swift test`: each is a bug the
/// fuzzing found, fixed, and kept here so it stays fixed (see docs/ARCHITECTURE.md, "Fuzzing").
enum RegressionSeeds {
    static let parentheses: [UInt64] = [
        // `NOT EXISTS (…) | ?` read as `NOT (EXISTS (…) | ?)`: negated EXISTS had primary precedence.
        0x4C16_2E1C_0D06_51CC, 0x2415_DAAB_68C5_8EC2, 0xD533_43F7_2778_2E88, 0x598A_13ED_42AC_26E1,
        0xBC7F_3B54_3E86_F6CE,
    ]
    static let description: [UInt64] = [
        // An inlined integer ORDER BY / GROUP BY term read as a result column number.
        0x8B58_43ED_2C81_34B9, 0xFB0E_8AEF_7A42_D581, 0x5686_E3F3_165E_3AEE, 0x454F_9CE3_71FC_BC9F,
        0x66B6_03F9_44D7_5559, 0x8B8A_D5BD_BC83_B631,
        // A double literal SQLite read one unit off (its text-to-double conversion double-rounds).
        0xE480_6BB0_D8FA_53C, 0xF5DB_D109_5D3F_1E6A, 0x5425_AE46_4292_F51E, 0xA069_DBC8_4C31_F6E4,
        0x1E55_7665_D0DD_77AC,
        // `-0.0` inlined is the literal -0.0, `-?` with 0.0 computes +0.0.
        0x5707_DAFB_AFD4_FFF7,
        // `CAST(X'00' AS TEXT)` carried TEXT affinity into a comparison; a bound text has none.
        0x4496_9B95_8554_587C, 0x5B9B_F57E_ADE7_4119,
    ]
    static let preparation: [UInt64] = [
        // An ORDER BY / GROUP BY term `x AND … IN ()` folded by SQLite into column number 0.
        0x6BAF_FFB9_15DB_A94, 0xCD34_1C11_7438_B205, 0xB5B5_FA21_87E8_CB7F, 0x5D84_D096_2BC2_7A0F,
        0xFBF2_99FD_9324_B560,
        // A compound ending in VALUES, then ORDER BY or LIMIT: a syntax error in SQLite.
        0x2D4B_6C9F_2793_BFE0, 0x1530_5157_251C_381B, 0x7212_143A_17D2_942C, 0x69FC_D1AD_6957_E156,
    ]
    static let statements: [UInt64] = [
        // An inlined integer ORDER BY / GROUP BY term read as a result column number.
        0x3C29_E988_E8C8_FCC, 0xEF95_71DE_964F_ED2A, 0xE52B_4AE8_4B62_6D6D, 0x1ACD_DDDE_9EB8_0C0F,
        0x5621_6661_13D7_9FB8, 0x43F8_5ED2_7FA6_4BCB,
        // A double literal SQLite read one unit off.
        0x8BA4_41F0_E0E1_79E1, 0x60DA_4151_E3FF_189A, 0xEF75_31AF_FF49_C73D,
    ]
}
