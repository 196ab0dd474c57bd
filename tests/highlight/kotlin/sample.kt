// sample.kt: Kotlin
@file:JvmName("Main")
package org.example.site

import kotlinx.coroutines.*
import java.time.LocalDate
import kotlin.math.max

/** A post with front matter. */
data class Post(
    val title: String,
    val date: LocalDate,
    val tags: List<String> = emptyList(),
    var draft: Boolean = false,
) : Comparable<Post> {
    override fun compareTo(other: Post): Int = date.compareTo(other.date)
    val slug: String get() = title.lowercase().replace(Regex("[^a-z0-9]+"), "-").trim('-')
}

sealed class Result<out T> {
    data class Ok<T>(val value: T) : Result<T>()
    data class Err(val message: String, val cause: Throwable? = null) : Result<Nothing>()
    object Loading : Result<Nothing>()
}

interface Renderer { fun render(post: Post): String }

enum class Format(val ext: String) { HTML("html"), XML("xml"); fun file(name: String) = "$name.$ext" }

object Site {
    const val BASE_URL = "https://tvm.apache.org"
    private val cache = mutableMapOf<String, String>()
    @JvmStatic fun url(path: String) = "$BASE_URL/${path.removePrefix("/")}"
}

fun <T : Comparable<T>> List<T>.maxOrDefault(default: T): T = this.maxOrNull() ?: default

inline fun <reified T> Any?.asOrNull(): T? = this as? T

suspend fun fetchAll(urls: List<String>): List<Result<String>> = coroutineScope {
    urls.map { url ->
        async(Dispatchers.IO) {
            try {
                Result.Ok(java.net.URL(url).readText())
            } catch (e: Exception) {
                Result.Err("failed: ${e.message}", e)
            }
        }
    }.awaitAll()
}

fun main(args: Array<String>) {
    val posts = listOf(
        Post("Hello, World", LocalDate.of(2024, 1, 15), listOf("intro")),
        Post("Second \"post\"", LocalDate.parse("2024-02-01"), draft = true),
    )
    val published = posts.filterNot { it.draft }.sortedDescending()
    for ((i, p) in published.withIndex()) println("${i + 1}. ${p.title} (${p.slug})")
    when (val r = Result.Ok(42) as Result<Int>) {
        is Result.Ok -> println("ok ${r.value}")
        is Result.Err -> println("err ${r.message}")
        Result.Loading -> println("...")
    }
    val x = 0xFF_FF; val y = 1_000L; val z = 3.14f; val c = '\n'; val b = 0b1010
    var n: Int? = null
    n = n?.plus(1) ?: max(x, 2)
    val raw = """
        |raw string with $x and ${y + 1}
        |no \n escapes
    """.trimMargin()
    require(n > 0) { "n must be positive" }
    lateinit var later: String
    repeat(3) { later = "iteration $it" }
    println(raw + later)
    runBlocking { delay(10L); println(fetchAll(emptyList()).size) }
}
