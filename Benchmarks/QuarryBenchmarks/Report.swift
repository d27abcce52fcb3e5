/// The results as a Markdown table and as JSON.
enum Report {
    static func markdown(_ measurements: [Measurement]) -> String {
        var lines = [
            "| scenario | variant | min (s) | median (s) | max (s) | ratio to raw | goal | memory added |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for m in measurements {
            let mark = m.meetsGoal ? "✓" : "✗"
            let goal =
                m.goal.map { "≤ \(fixed($0, 2))× \(mark)" } ?? m.memoryGoal.map {
                    "≤ \(fixed($0, 0)) MiB \(mark)"
                } ?? ""
            let memory = m.peakAddedMiB.map { "\(fixed($0, 1)) MiB" } ?? ""
            lines.append(
                "| \(m.scenario) | \(m.variant) | \(seconds(m.minimum)) | \(seconds(m.median)) | "
                    + "\(seconds(m.maximum)) | \(fixed(m.ratio, 2))× | \(goal) | \(memory) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A JSON array of objects: `scenario`, `variant`, `median_s`, `ratio_to_raw`, then `min_s`,
    /// `max_s`, `goal` and `peak_added_mib` where they apply.
    static func json(_ measurements: [Measurement]) -> String {
        let objects = measurements.map { m in
            var fields = [
                "\"scenario\": \(quoted(m.scenario))",
                "\"variant\": \(quoted(m.variant))",
                "\"median_s\": \(number(m.median))",
                "\"ratio_to_raw\": \(number(m.ratio))",
                "\"min_s\": \(number(m.minimum))",
                "\"max_s\": \(number(m.maximum))",
            ]
            if let goal = m.goal { fields.append("\"goal\": \(number(goal))") }
            if let added = m.peakAdded {
                fields.append("\"peak_added_mib\": \(number(Double(added) / 1_048_576))")
            }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// Seconds with four significant digits, in scientific form when tiny (per-node figures).
    static func seconds(_ value: Double) -> String {
        value >= 0.001 ? fixed(value, 4) : scientific(value)
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if text.contains("e") { return text }
        let decimals = text.split(separator: ".", omittingEmptySubsequences: false).last?.count ?? 0
        if !text.contains(".") { text += "." }
        return text + String(repeating: "0", count: max(0, digits - decimals))
    }

    private static func scientific(_ value: Double) -> String {
        guard value > 0 else { return "0" }
        var exponent = 0
        var mantissa = value
        while mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        return "\(fixed(mantissa, 3))e\(exponent)"
    }

    private static func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
