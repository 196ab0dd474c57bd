// sample.zig: Zig
const std = @import("std");
const mem = std.mem;
const Allocator = mem.Allocator;

/// A post with front matter.
pub const Post = struct {
    title: []const u8,
    year: u16,
    tags: []const []const u8 = &.{},

    pub fn slug(self: Post, allocator: Allocator) ![]u8 {
        var out = try allocator.alloc(u8, self.title.len);
        for (self.title, 0..) |c, i| {
            out[i] = if (std.ascii.isAlphanumeric(c)) std.ascii.toLower(c) else '-';
        }
        return out;
    }
};

const Error = error{ NotFound, Invalid };

fn find(posts: []const Post, title: []const u8) Error!Post {
    for (posts) |p| {
        if (mem.eql(u8, p.title, title)) return p;
    }
    return error.NotFound;
}

pub fn main() !void {
    var gpa = std.heap.GeneralPurposeAllocator(.{}){};
    defer _ = gpa.deinit();
    const allocator = gpa.allocator();

    const posts = [_]Post{
        .{ .title = "Hello, World", .year = 2024, .tags = &.{"intro"} },
        .{ .title = "Second", .year = 2023 },
    };
    const stdout = std.io.getStdOut().writer();
    for (posts, 1..) |p, i| {
        const s = try p.slug(allocator);
        defer allocator.free(s);
        try stdout.print("{d}. {s} ({s})\n", .{ i, p.title, s });
    }
    const found = find(&posts, "Missing") catch |err| switch (err) {
        error.NotFound => null,
        else => return err,
    };
    _ = found;
    const hex: u32 = 0xFF_FF;
    const f: f64 = 1.5e-3;
    const c: u8 = 'c';
    const multi =
        \\a multi-line
        \\string literal
    ;
    comptime var n: usize = 0;
    inline while (n < 2) : (n += 1) {}
    std.debug.assert(hex > 0 and f < 1.0 or c == 'x');
    std.log.info("{s} {d}", .{ multi, @sizeOf(Post) });
}

test "slug" {
    const p = Post{ .title = "A B", .year = 2024 };
    const s = try p.slug(std.testing.allocator);
    defer std.testing.allocator.free(s);
    try std.testing.expectEqualStrings("a-b", s);
}
