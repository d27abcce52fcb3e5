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
}
