/// A picture a figure names (`src=`, `UIImage(named:)`): a path to a file of
/// the site, never a URL. Read by scalars, as a URL parser reads it: a colon
/// with a combining mark after it is one Character, not ":" (a red-team pass
/// published `src="data:́x.png"`, a `data:` URL to a browser), and a
/// backslash is a slash to a browser.
public enum ImagePath {
    /// Whether `path` can only name a file of the site: no scheme, not
    /// absolute, no backslash.
    public static func isFilePath(_ path: String) -> Bool {
        let scalars = path.unicodeScalars
        return !scalars.isEmpty && !scalars.contains(":") && scalars.first != "/" && !scalars.contains("\\")
    }
}
