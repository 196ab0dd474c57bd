// sample.swift: Swift
import Foundation
import SwiftUI

/// A post with front matter.
struct Post: Codable, Identifiable, Hashable {
    let id: UUID
    var title: String
    var date: Date
    var tags: [String] = []
    private(set) var views: Int = 0
    var slug: String { title.lowercased().replacingOccurrences(of: " ", with: "-") }
}

enum LoadError: Error, CustomStringConvertible {
    case notFound(path: String)
    case decoding(underlying: Error)
    var description: String {
        switch self {
        case .notFound(let path): return "not found: \(path)"
        case .decoding(let e): return "decoding: \(e.localizedDescription)"
        }
    }
}

protocol Store: AnyObject {
    associatedtype Item
    func load() async throws -> [Item]
}

final class PostStore: Store, ObservableObject {
    @Published private(set) var posts: [Post] = []
    unowned(unsafe) var delegate: AnyObject?
    weak var owner: AnyObject?
    private let url: URL
    init(url: URL) { self.url = url }

    func load() async throws -> [Post] {
        let (data, response) = try await URLSession.shared.data(from: url)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw LoadError.notFound(path: url.path)
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode([Post].self, from: data)
        } catch {
            throw LoadError.decoding(underlying: error)
        }
    }
}

extension Array where Element == Post {
    func tagged(_ tag: String) -> [Post] { filter { $0.tags.contains(tag) } }
}

struct ContentView: View {
    @StateObject var store = PostStore(url: URL(string: "https://example.com/posts.json")!)
    var body: some View {
        List(store.posts) { post in
            VStack(alignment: .leading) {
                Text(post.title).font(.headline)
                Text(post.date, style: .date).foregroundColor(.secondary)
            }
        }
        .task { try? await store.load() }
    }
}

let numbers = [1, 2, 3, 0x1F, 0b101, 0o17, 1_000]
let doubled = numbers.map { $0 * 2 }.reduce(0, +)
var optional: String? = nil
if let value = optional ?? "default" as String? { print("value: \(value)") }
let multi = """
    Multi-line "string"
    with \(doubled) interpolation
    """
for (i, n) in numbers.enumerated() where n % 2 == 0 { print(i, n) }
defer { print("done") }
