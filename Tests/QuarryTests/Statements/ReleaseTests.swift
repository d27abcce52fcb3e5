import Quarry
import QuarryTesting
import Testing

@Suite struct ReleaseTests {
    @Test func release() {
        // Prepares without the savepoint: SQLite looks it up only when the statement runs.
        expectSQL(Release("before_import"), #"RELEASE SAVEPOINT "before_import""#)
    }

    @Test func releaseWithBacktickInName() {
        expectSQL(Release("a`b"), #"RELEASE SAVEPOINT "a`b""#)
    }

    @Test func releaseNameWithNUL() {
        expectRenderingError(Release("\0"), .invalidIdentifier, mentioning: "NUL")
    }
}
