// sample.dart: Dart
import 'dart:async';
import 'dart:convert' show jsonDecode;
import 'package:http/http.dart' as http;

/// A post with front matter.
class Post implements Comparable<Post> {
  final String title;
  final DateTime date;
  final List<String> tags;
  const Post(this.title, this.date, {this.tags = const []});

  factory Post.fromJson(Map<String, dynamic> json) =>
      Post(json['title'] as String, DateTime.parse(json['date']), tags: List<String>.from(json['tags'] ?? []));

  String get slug => title.toLowerCase().replaceAll(RegExp(r'[^a-z0-9]+'), '-');

  @override
  int compareTo(Post other) => date.compareTo(other.date);

  @override
  String toString() => 'Post($title, ${date.toIso8601String()})';
}

abstract class Store<T> {
  Future<List<T>> load();
}

class HttpStore extends Store<Post> with ChangeNotifier {
  final Uri uri;
  HttpStore(this.uri);

  @override
  Future<List<Post>> load() async {
    final response = await http.get(uri);
    if (response.statusCode != 200) {
      throw Exception('HTTP ${response.statusCode}');
    }
    final List<dynamic> data = jsonDecode(response.body);
    return data.map((e) => Post.fromJson(e)).toList()..sort();
  }
}

enum Status { draft, published }

Stream<int> countdown(int from) async* {
  for (var i = from; i >= 0; i--) {
    await Future.delayed(const Duration(milliseconds: 10));
    yield i;
  }
}

void main(List<String> args) async {
  final store = HttpStore(Uri.parse('https://example.com/posts.json'));
  late final List<Post> posts;
  try {
    posts = await store.load();
  } on Exception catch (e) {
    print('failed: $e');
    return;
  } finally {
    print('done');
  }
  var count = 0x1F + 1e3.toInt();
  int? maybe;
  maybe ??= count;
  final raw = r'raw \n string';
  final multi = """
  Multi-line with ${posts.length} posts
  """;
  switch (Status.published) {
    case Status.draft:
      break;
    default:
      print(multi + raw);
  }
  await for (final n in countdown(3)) print(n);
  assert(count > 0, 'positive');
}
