import Quarry
import QuarryTesting
import Testing

@Suite struct VacuumTests {
    @Test func vacuum() {
        expectSQL(Vacuum(), "VACUUM")
    }

    @Test func vacuumSchema() {
        expectSQL(Vacuum(schema: "main"), #"VACUUM "main""#)
    }

    @Test func vacuumTemp() {
        expectSQL(Vacuum(schema: "temp"), #"VACUUM "temp""#)
    }

    @Test func vacuumInto() {
        expectSQL(Vacuum().into("backup.sqlite"), "VACUUM INTO ?", ["backup.sqlite"])
    }

    @Test func vacuumSchemaInto() {
        expectSQL(Vacuum(schema: "main").into("it's.sqlite"), #"VACUUM "main" INTO ?"#, ["it's.sqlite"])
    }

    @Test func vacuumIntoDescription() {
        #expect(Vacuum(schema: "main").into("it's.db").description == #"VACUUM "main" INTO 'it''s.db'"#)
    }

    @Test func vacuumSchemaWithNUL() {
        expectRenderingError(Vacuum(schema: "\0main").into("x"), .invalidIdentifier, mentioning: "NUL")
    }
}
