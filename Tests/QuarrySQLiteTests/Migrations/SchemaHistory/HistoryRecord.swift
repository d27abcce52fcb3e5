import QuarrySQLite
import Synchronization

/// The record of the schema-history oracle, whose definition changes from step to step: a pool of
/// slots (an integer key, optional text and integer slots, one required text slot), each bound or
/// not to a column whose name the step chose. It encodes under those names, so the definition's
/// coding-key check holds for every definition.
struct HistoryRecord: TableRecord {
    var id: Int64?
    var t0: String?
    var t1: String?
    var t2: String?
    var t3: String?
    var t4: String?
    var t5: String?
    var i0: Int64?
    var i1: Int64?
    var i2: Int64?
    var i3: Int64?
    var r0: String = ""

    static var textSlots: [WritableKeyPath<HistoryRecord, String?>] { [\.t0, \.t1, \.t2, \.t3, \.t4, \.t5] }
    static var integerSlots: [WritableKeyPath<HistoryRecord, Int64?>] { [\.i0, \.i1, \.i2, \.i3] }

    /// The definition in force, with the column name of each bound slot.
    static let current = Mutex<HistoryLayout?>(nil)

    static var definition: TableDefinition<HistoryRecord> {
        current.withLock { $0 }!.definition
    }

    init() {}

    init(from decoder: any Decoder) throws {
        // The oracle reads rows by SQL, never through the record.
        self.init()
    }

    func encode(to encoder: any Encoder) throws {
        let layout = Self.current.withLock { $0 }!
        var container = encoder.container(keyedBy: NameKey.self)
        for (slot, name) in layout.names {
            let key = NameKey(stringValue: name)
            switch slot {
            case .key: try container.encode(id, forKey: key)
            case .text(let index): try container.encode(self[keyPath: Self.textSlots[index]], forKey: key)
            case .integer(let index):
                try container.encode(self[keyPath: Self.integerSlots[index]], forKey: key)
            case .required: try container.encode(r0, forKey: key)
            }
        }
    }

    struct NameKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// A slot of ``HistoryRecord``.
enum HistorySlot: Hashable {
    case key
    case text(Int)
    case integer(Int)
    case required
}

/// One definition of ``HistoryRecord`` and the column name of each slot it binds.
struct HistoryLayout: Sendable {
    let definition: TableDefinition<HistoryRecord>
    let names: [(HistorySlot, String)]
}
