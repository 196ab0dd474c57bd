# sample.nim: Nim
import std/[strutils, sequtils, algorithm, times, tables]

type
  Post* = object
    title*: string
    date*: DateTime
    tags*: seq[string]
  Kind = enum kDraft, kPublished

const BaseUrl = "https://tvm.apache.org"
let hex = 0xFF
var count: int = 0

proc slugify*(s: string): string =
  ## Lower-case, dash-separated slug.
  result = s.toLowerAscii.multiReplace(("\"", ""), (",", ""))
  result = result.split(' ').filterIt(it.len > 0).join("-")

proc recent*(posts: seq[Post], n = 10): seq[Post] =
  result = posts.sortedByIt(it.date)
  result.reverse()
  if result.len > n: result.setLen(n)

func double(x: int): int = x * 2

iterator evens(n: int): int =
  for i in 0 ..< n:
    if i mod 2 == 0: yield i

when isMainModule:
  let posts = @[
    Post(title: "Hello, World", date: dateTime(2024, mJan, 15), tags: @["intro"]),
    Post(title: "Second \"post\"", date: parse("2024-02-01", "yyyy-MM-dd"), tags: @[]),
  ]
  for i, p in recent(posts):
    echo i + 1, ". ", p.title, " (", slugify(p.title), ")"
  var byTag = initTable[string, seq[string]]()
  for p in posts:
    for t in p.tags:
      byTag.mgetOrPut(t, @[]).add p.title
  let f = 1.5e-3
  let f32 = 2.5'f32
  let c = 'c'
  let raw = r"raw \n string"
  let multi = """
multi-line "string"
"""
  case count
  of 0: echo "none"
  of 1..5: echo "few"
  else: echo "many"
  try:
    discard parseInt("x")
  except ValueError as e:
    echo "bad: ", e.msg
  finally:
    inc count
  echo toSeq(evens(10)).map(double), hex, f, f32, c, raw, multi, byTag
