import Foundation
import QuarryPostgres
import QuarryPostgresTesting

/// Session settings a connection string can give (`options=-c …`), each one a value Quarry's
/// literals or conversions would misread if the core did not pin the session.
enum HostileSession {
    static let options =
        "-c standard_conforming_strings=off -c DateStyle=SQL,DMY -c IntervalStyle=sql_standard "
        + "-c TimeZone=Pacific/Chatham -c extra_float_digits=0 -c bytea_output=escape "
        + "-c transform_null_equals=on"

    /// The test server's connection string with those options.
    static func connectionString() throws -> String {
        let base = try PostgresTestServer.shared().connectionString
        if base.contains("://") {
            let encoded = options.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return base + (base.contains("?") ? "&" : "?") + "options=" + encoded
        }
        return base + " options='\(options)'"
    }

    /// A new session with those settings, and a scratch schema as ``ScratchSchema`` gives one.
    /// Behind pgbouncer, which refuses `options`, it is a session of the pooler's `quarry_lent`
    /// database, whose own settings are the hostile ones.
    static func connect(
        _ configuration: PostgresConfiguration = PostgresConfiguration(), withScratchSchema: Bool = true
    ) throws -> PostgresConnection {
        let server = try PostgresTestServer.shared()
        let target = try server.isPooled ? PostgresTestServer.pooledConnectionString() : connectionString()
        return try ScratchSchema.connect(
            to: target, configuration: configuration, withScratchSchema: withScratchSchema)
    }
}
