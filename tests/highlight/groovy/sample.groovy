// sample.groovy: Groovy
package org.example.site

import groovy.json.JsonSlurper
import java.time.LocalDate

@groovy.transform.Canonical
class Post implements Comparable<Post> {
    String title
    LocalDate date
    List<String> tags = []

    String getSlug() { title.toLowerCase().replaceAll(/[^a-z0-9]+/, '-') }
    int compareTo(Post other) { date <=> other.date }
}

def loadPosts(String url) {
    def json = new JsonSlurper().parse(new URL(url))
    json.collect { new Post(title: it.title, date: LocalDate.parse(it.date), tags: it.tags ?: []) }
}

static void main(String[] args) {
    def posts = [
        new Post('Hello, World', LocalDate.of(2024, 1, 15), ['intro']),
        new Post("Second \"post\"", LocalDate.parse('2024-02-01')),
    ]
    posts.sort().reverse().eachWithIndex { p, i -> println "${i + 1}. ${p.title} (${p.slug})" }
    def byTag = posts.collectMany { p -> p.tags.collect { [it, p] } }.groupBy { it[0] }
    def total = posts*.title*.size().sum()
    String multi = """
        ${posts.size()} posts, $total characters
    """.stripIndent()
    def slashy = /a\d+b/
    def dollar = $/dollar slashy $ /$
    def range = 1..10
    def map = [name: 'site', port: 4000, enabled: true, nothing: null]
    switch (map.port) {
        case 4000: println 'default'; break
        case { it > 8000 }: println 'high'; break
        default: println 'other'
    }
    try {
        assert total > 0 : 'no text'
    } catch (AssertionError e) {
        println e.message
    }
    int hex = 0xFF; long big = 1_000L; double d = 1.5e-3d; char c = 'c' as char
    println(multi + slashy + dollar + range + map + hex + big + d + c)
}
