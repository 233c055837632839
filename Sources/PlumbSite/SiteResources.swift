import Foundation
import PlumbDiagnostics

/// A file or folder of PlumbSite's resources (the built-in theme, the
/// pinyin table): beside the executable when SwiftPM put them there, found
/// without Foundation's costly `Bundle` (`ResourceFolder`), else through
/// `Bundle.module`.
enum SiteResources {
    private static let resources = ResourceFolder(besideExecutable: "Plumb_PlumbSite.resources")

    static func url(_ name: String) -> URL? {
        resources.url(name) { Bundle.module.url(forResource: name, withExtension: nil) }
    }
}
