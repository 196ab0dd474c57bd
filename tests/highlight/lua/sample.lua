#!/usr/bin/env lua
-- sample.lua: Lua
--[[ a long
comment ]]
--[==[ another ]] one ]==]
local M = {}
local fmt, insert = string.format, table.insert

local Queue = {}
Queue.__index = Queue

function Queue.new(...)
  local self = setmetatable({ first = 1, last = 0, items = {} }, Queue)
  for _, v in ipairs({...}) do self:push(v) end
  return self
end

function Queue:push(v)
  self.last = self.last + 1
  self.items[self.last] = v
end

function Queue:pop()
  if self.first > self.last then return nil, "empty" end
  local v = self.items[self.first]
  self.items[self.first] = nil
  self.first = self.first + 1
  return v
end

local function slugify(s)
  return (s:lower():gsub("[^%w%s-]", ""):gsub("%s+", "-"))
end

local t = { 1, 2, 3, key = "value", ["with space"] = true, [10] = 0x1F, nested = { a = { b = 1.5e3 } } }
for k, v in pairs(t) do
  print(fmt("%s = %s", tostring(k), tostring(v)))
end
for i = 10, 1, -2 do io.write(i, " ") end
local n = #t + 2 ^ 3 // 2 % 5 - -1
local s = "double \"quoted\" \n" .. 'single \'quoted\'' .. [[long
string]] .. [==[level ]] two]==]
while n > 0 do n = n - 1 end
repeat n = n + 1 until n >= 3
if n ~= 3 and not false or nil then error("bad") elseif n == 3 then goto done end
::done::
local ok, err = pcall(function() return math.floor(3.7) + math.max(1, 2) end)
local co = coroutine.create(function(a) coroutine.yield(a * 2) end)
print(coroutine.resume(co, 21), os.time(), string.rep("=", 10), table.concat({ "a", "b" }, ","))
M.slugify = slugify
M.Queue = Queue
return M
