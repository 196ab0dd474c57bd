# sample.coffee: CoffeeScript
###
Block comment
###
{readFile} = require 'fs'
path = require "path"

class Post
  constructor: (@title, @date, @tags = []) ->
  slug: -> @title.toLowerCase().replace /[^a-z0-9]+/g, '-'
  @compare: (a, b) -> b.date - a.date

class Site extends EventEmitter
  constructor: (options = {}) ->
    super()
    {@name, @baseurl} = options
    @posts = []

  add: (post) =>
    @posts.push post
    @emit 'added', post
    this

  recent: (n = 10) -> (p for p in @posts.sort(Post.compare))[0...n]

site = new Site name: 'tvm', baseurl: ''
site.add new Post "Hello, World", new Date(2024, 0, 15), ['intro']
site.add new Post 'Second', new Date("2024-02-01")

for post, i in site.recent()
  console.log "#{i + 1}. #{post.title} (#{post.slug()})"

square = (x) -> x * x
cubes = (Math.pow(n, 3) for n in [1..5] when n % 2 isnt 0)
total = cubes.reduce ((a, b) -> a + b), 0
message = if total > 100 then "big" else "small"
console.log message unless not site?
html = """
  <h1>#{site.name}</h1>
  <p>#{site.posts.length} posts</p>
"""
regex = ///
  ^ (\d{4}) - (\d{2})   # year and month
///
switch total
  when 0 then console.log 'none'
  when 1, 2 then console.log 'few'
  else console.log 'many'
try
  readFile path.join(__dirname, 'missing.txt'), (err, data) -> throw err if err
catch e
  console.error e
finally
  console.log 'done'
hex = 0xFF; big = 1e3; yes_ = yes; no_ = off; nothing = null; und = undefined
