/// The name of the stored property a key path reaches in one step (`\Product.createdAt` is
/// `createdAt`), read from the key path's description, which the runtime builds from the type's
/// reflection metadata; `nil` for a computed, nested or optional-chained path, or when the
/// metadata is stripped. A field that names its column needs none of this.
enum PropertyName {
    static func of<Root>(_ keyPath: PartialKeyPath<Root>) -> String? {
        of(keyPath as AnyKeyPath, in: Root.self)
    }

    static func of(_ keyPath: AnyKeyPath, in root: Any.Type) -> String? {
        let description = String(describing: keyPath)
        let prefix = "\\" + String(describing: root) + "."
        guard description.utf8.starts(with: prefix.utf8) else { return nil }
        let name = description.utf8.dropFirst(prefix.utf8.count)
        guard let first = name.first, !(0x30...0x39).contains(first) else { return nil }
        // An identifier: no path separator, no generic or optional marks, no `<computed …>`.
        let forbidden: Set<UInt8> = Set(".<>()?! \\[],:".utf8)
        guard !name.contains(where: { forbidden.contains($0) }) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// Whether the key path reaches a property the runtime describes as `<computed 0x… (Type)>`: a
    /// computed one, and also a stored one with `didSet`/`willSet` or a property wrapper.
    static func isComputed(_ keyPath: AnyKeyPath) -> Bool {
        String(describing: keyPath).utf8.firstRange(of: "<computed".utf8) != nil
    }

    /// Why a key path has no property name, for an error message: what a field's key path must be.
    static func whyUnnamed(_ keyPath: AnyKeyPath) -> String {
        if isComputed(keyPath) { return computedReason }
        return
            "its key path is not one stored property whose name Quarry can read (a path through several properties or an optional chain, or stripped metadata): bind the stored property itself and name its column, Field(\\.property, \"column\")"
    }

    static let computedReason =
        "its key path reaches a property whose name Quarry cannot read: a computed property, which cannot be a field (a field binds a stored property that the record's Codable conformance reads and writes), a stored property with didSet or willSet, or a property wrapper's, which a field cannot read back (Codable reads the wrapper, not its value); for a stored property with an observer, name the column after its coding key, Field(\\.property, \"property\")"

    /// A key path as error messages show it: `\\Note.title`, or for a computed property the
    /// runtime's description without its address (`\\Note.<computed (String)>`).
    static func describe(_ keyPath: AnyKeyPath) -> String {
        var text = Substring(String(describing: keyPath))
        var described = ""
        while let range = text.utf8.firstRange(of: " 0x".utf8) {
            described += text[..<range.lowerBound]
            text = text[range.upperBound...].drop { $0.isHexDigit }
        }
        return described + text
    }
}
