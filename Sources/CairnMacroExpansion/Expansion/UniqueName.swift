/// The unique names a macro's expansion declares, made as the compiler's plug-in library does:
/// the expansion's discriminator (which the compiler sends, unique to this expansion in the
/// program), the name's length and the name, `fMu`, and `_`: `<discriminator>7PreviewfMu_`.
public enum UniqueName {
    /// The first unique name for `name` in the expansion with `discriminator`.
    public static func make(discriminator: String, name: String) -> String {
        let name = name.isEmpty ? "__local" : name
        return "\(discriminator)\(name.count)\(name)fMu_"
    }
}
