import CSQLite

/// Sets a function's result on SQLite's context: a value, or an error whose text becomes the
/// statement's error message.
enum FunctionContext {
    static func setResult(_ value: SQLValue, on context: OpaquePointer?) {
        switch value {
        case .null: sqlite3_result_null(context)
        case .integer(let integer): sqlite3_result_int64(context, integer)
        case .real(let real): sqlite3_result_double(context, real)
        case .text(var text):
            text.withUTF8 { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    guard let base = chars.baseAddress, !chars.isEmpty else {
                        sqlite3_result_text(context, "", 0, transientDestructor)
                        return
                    }
                    sqlite3_result_text64(
                        context, base, sqlite3_uint64(chars.count), transientDestructor, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let bytes):
            bytes.withUnsafeBytes { buffer in
                if let base = buffer.baseAddress, !buffer.isEmpty {
                    sqlite3_result_blob64(context, base, sqlite3_uint64(buffer.count), transientDestructor)
                } else {
                    sqlite3_result_zeroblob(context, 0)
                }
            }
        }
    }

    /// Sets the error a function threw as the statement's error. Quarry's own errors keep their
    /// message (which never holds a value); any other error's description may hold the arguments,
    /// so it is used only when the connection opted in with `errorsIncludeArguments`, and
    /// otherwise the message names the function and the error's type.
    static func setError(_ error: any Error, from function: FunctionErrors, on context: OpaquePointer?) {
        let message: String
        switch error {
        case let error as DatabaseError: message = error.message
        case let error as QuarryError: message = error.message
        default:
            message =
                function.includeValues
                ? "\(error)"
                : "\(function.name)() threw \(String(reflecting: type(of: error))) (its description is left out: "
                    + "it may hold values; errorsIncludeArguments turns it on)"
        }
        sqlite3_result_error(context, spellingOutNul(message), -1)
    }

    /// SQLite keeps an error message as a C string, where a NUL would cut it short: `\0` instead.
    static func spellingOutNul(_ message: String) -> String {
        guard message.utf8.contains(0) else { return message }
        var spelled = ""
        for scalar in message.unicodeScalars {
            if scalar == "\0" { spelled += "\\0" } else { spelled.unicodeScalars.append(scalar) }
        }
        return spelled
    }

    /// Runs `body` and sets its value or error as the result.
    static func run(_ context: OpaquePointer?, _ function: FunctionErrors, _ body: () throws -> SQLValue) {
        do {
            setResult(try body(), on: context)
        } catch {
            setError(error, from: function, on: context)
        }
    }
}
