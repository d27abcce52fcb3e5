import Foundation
import QuarryPostgres
import QuarryPostgresTesting

/// Session settings a connection string can give (`options=-c …`), each one a value Quarry's
/// literals or conversions would misread if the core did not pin the session.
enum HostileSession {
    static let options =
        "-c standard_conforming_strings=off -c DateStyle=SQL,DMY -c IntervalStyle=sql_standard "
        + "-c TimeZone=Pacific/Chatham -c extra_float_digits=0 -c bytea_output=escape"

    /// The test server's connection string with those options.
    static func connectionString() throws -> String {
        let base = try PostgresTestServer.shared().connectionString
        if base.contains("://") {
            let encoded = options.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            return base + (base.contains("?") ? "&" : "?") + "options=" + encoded
        }
        return base + " options='\(options)'"
    }

    static func connect(_ configuration: PostgresConfiguration = PostgresConfiguration()) throws
        -> PostgresConnection
    {
        try PostgresConnection(connectionString(), configuration: configuration)
    }
}
