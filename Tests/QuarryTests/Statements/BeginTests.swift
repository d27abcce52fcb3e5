import Quarry
import QuarryTesting
import Testing

@Suite struct BeginTests {
    @Test func begin() {
        expectSQL(Begin(), "BEGIN")
    }

    @Test func beginDeferred() {
        expectSQL(Begin(.deferred), "BEGIN DEFERRED")
    }

    @Test func beginImmediate() {
        expectSQL(Begin(.immediate), "BEGIN IMMEDIATE")
    }

    @Test func beginExclusive() {
        expectSQL(Begin(.exclusive), "BEGIN EXCLUSIVE")
    }

    @Test func beginKnowsItsBehavior() {
        #expect(Begin().behavior == nil)
        #expect(Begin(.immediate).behavior == .immediate)
        #expect(Begin(.exclusive).description == "BEGIN EXCLUSIVE")
    }
}
