// sample.scala: Scala
package org.example.site

import scala.collection.mutable
import scala.concurrent.{ExecutionContext, Future}
import java.time.LocalDate

/** A post. */
final case class Post(title: String, date: LocalDate, tags: List[String] = Nil) {
  def slug: String = title.toLowerCase.replaceAll("[^a-z0-9]+", "-")
}

sealed trait Result[+A]
case class Ok[A](value: A) extends Result[A]
case class Err(message: String) extends Result[Nothing]

trait Renderer[-A] { def render(a: A): String }

object Renderer {
  implicit val postRenderer: Renderer[Post] = (p: Post) => s"<h1>${p.title}</h1><p>${p.date}</p>"
  def apply[A](implicit r: Renderer[A]): Renderer[A] = r
}

abstract class Site(val name: String) extends AutoCloseable {
  private[this] val cache = mutable.Map.empty[String, String]
  protected def load(path: String): Option[String]
  override def close(): Unit = cache.clear()
}

object Main extends App {
  val posts = List(Post("Hello", LocalDate.of(2024, 1, 15), List("intro")), Post("Second", LocalDate.parse("2024-02-01")))
  val byTag: Map[String, List[Post]] = posts.flatMap(p => p.tags.map(_ -> p)).groupMap(_._1)(_._2)
  for {
    p <- posts if p.tags.nonEmpty
    t <- p.tags
  } yield println(s"$t: ${p.slug}")
  posts.sortBy(_.date.toEpochDay).reverse.foreach { p => println(Renderer[Post].render(p)) }
  def fib(n: Int): BigInt = n match {
    case 0 | 1 => n
    case _ if n < 0 => throw new IllegalArgumentException(s"negative: $n")
    case _ => fib(n - 1) + fib(n - 2)
  }
  implicit val ec: ExecutionContext = ExecutionContext.global
  val f: Future[Int] = Future(42).map(_ * 2).recover { case _: Exception => -1 }
  val x = 0xFF; val y = 1e-3; val z = 'c'; val sym = 'symbol; val l = 10L; val ok = true
  lazy val raw = """raw "string" \n"""
  var count = 0
  while (count < 3) count += 1
  println(f"$count%05d ${x.toHexString}")
}
