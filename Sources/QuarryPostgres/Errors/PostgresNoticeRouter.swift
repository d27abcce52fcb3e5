import CLibPQ

/// Receives the server's notices for one connection (libpq's notice receiver, which would
/// otherwise print them, values and all, on stderr) and hands them to the configuration's
/// observers, redacted. Owned by the connection, which outlives libpq's handle to it.
final class PostgresNoticeRouter {
    let observers: [@Sendable (PostgresNotice) -> Void]
    let includesArguments: Bool
    /// The statement running now, whose arguments are withheld from its notices.
    var statement: RenderedSQL?

    init(observers: [@Sendable (PostgresNotice) -> Void], includesArguments: Bool) {
        self.observers = observers
        self.includesArguments = includesArguments
    }

    /// Installs the router as `handle`'s notice receiver; with no observers notices are dropped.
    func install(on handle: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = PQsetNoticeReceiver(
            handle,
            { context, result in
                guard let context, let result else { return }
                Unmanaged<PostgresNoticeRouter>.fromOpaque(context).takeUnretainedValue().receive(result)
            }, context)
    }

    private func receive(_ result: OpaquePointer) {
        guard !observers.isEmpty else { return }
        func field(_ code: UInt8) -> String? {
            PQresultErrorField(result, Int32(code)).map { String(cString: $0) }
        }
        let arguments = statement?.arguments ?? []
        func shown(_ text: String?) -> String? {
            guard let text else { return nil }
            return includesArguments
                ? text : PostgresValueRedaction.redactingNotice(text, arguments: arguments)
        }
        let notice = PostgresNotice(
            severity: field(UInt8(ascii: "V")) ?? field(UInt8(ascii: "S")) ?? "NOTICE",
            sqlState: field(UInt8(ascii: "C")) ?? "00000",
            message: shown(field(UInt8(ascii: "M"))) ?? "",
            detail: shown(field(UInt8(ascii: "D"))), hint: shown(field(UInt8(ascii: "H"))),
            sql: statement?.sql)
        for observer in observers { observer(notice) }
    }
}
