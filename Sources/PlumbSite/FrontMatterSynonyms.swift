import PlumbDiagnostics

/// "Did you mean" for front matter keys, including the names other site
/// generators give Plumb's keys: an author coming from Hugo writes
/// `weight`, from Jekyll `nav_order`, from Docusaurus `sidebar_position`,
/// none of which is spelled like `order`.
enum FrontMatterSynonyms {
    static let names: [String: String] = [
        "weight": "order", "nav_order": "order", "sidebar_position": "order", "position": "order", "sort": "order",
        "summary": "description", "excerpt": "description", "subtitle": "description",
        "name": "title", "heading": "title", "linktitle": "title", "sidebar_label": "title",
        "hidden": "draft", "unpublished": "draft",
    ]

    static func suggestion(for key: String, among keys: [String]) -> KeySuggestion {
        if let near = closest(to: key, among: keys) { return .near(near) }
        if let same = names[key.lowercased()], keys.contains(same) { return .synonym(same) }
        return .keys(keys)
    }
}
