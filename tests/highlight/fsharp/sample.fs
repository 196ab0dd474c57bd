// sample.fs: F#
module Site.Posts

open System
open System.Text.RegularExpressions

(* A block comment *)
/// A post with front matter.
type Post =
    { Title: string
      Date: DateTime
      Tags: string list }

type Result<'T> =
    | Ok of 'T
    | Error of string

[<Literal>]
let BaseUrl = "https://tvm.apache.org"

let slugify (s: string) =
    Regex.Replace(s.ToLowerInvariant(), "[^a-z0-9]+", "-").Trim('-')

let recent n (posts: Post list) =
    posts |> List.sortByDescending (fun p -> p.Date) |> List.truncate n

let rec fib = function
    | 0 | 1 as n -> n
    | n when n < 0 -> failwith "negative"
    | n -> fib (n - 1) + fib (n - 2)

type Site(name: string) =
    let mutable count = 0
    member this.Name = name
    member this.Add(p: Post) = count <- count + 1; printfn "%s: %d" p.Title count
    interface IDisposable with
        member _.Dispose() = ()

[<EntryPoint>]
let main argv =
    let posts =
        [ { Title = "Hello, World"; Date = DateTime(2024, 1, 15); Tags = [ "intro" ] }
          { Title = "Second \"post\""; Date = DateTime.Parse "2024-02-01"; Tags = [] } ]
    for i, p in List.indexed (recent 10 posts) do
        printfn "%d. %s (%s)" (i + 1) p.Title (slugify p.Title)
    let total = posts |> List.sumBy (fun p -> p.Title.Length)
    let hex, f, c, b = 0xFF, 1.5e-3, 'c', true && not false
    let squares = [ for x in 1 .. 10 do if x % 2 = 0 then yield x * x ]
    let asyncWork = async { do! Async.Sleep 10; return total }
    match Async.RunSynchronously asyncWork with
    | t when t > 0 -> printfn "%A %A %A %A %A" hex f c b squares; 0
    | _ -> 1
