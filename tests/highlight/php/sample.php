<!DOCTYPE html>
<html>
<head><title><?= htmlspecialchars($title ?? 'Site', ENT_QUOTES) ?></title></head>
<body>
<?php
declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Post;
use Illuminate\Support\Facades\{Cache, Log};
use function array_map as map;
use const PHP_EOL;

/**
 * Posts controller.
 */
final class PostController extends Controller implements HasMiddleware
{
    public const PER_PAGE = 10;
    private static int $count = 0;
    protected ?string $name = null;

    public function __construct(private readonly Cache $cache) {}

    public function index(Request $request): array|string
    {
        $page = (int) $request->query('page', 1);
        $posts = Post::query()
            ->where('draft', false)
            ->orderByDesc('published_at')
            ->paginate(self::PER_PAGE);
        $titles = array_map(fn (Post $p): string => strtoupper($p->title), $posts->items());
        $html = "<h1>{$this->name}</h1> and $page and {$posts[0]->title}";
        $raw = 'single $not interpolated \n';
        $heredoc = <<<EOT
            Page $page of {$posts->lastPage()}
            EOT;
        $nowdoc = <<<'EOT'
            raw $text
            EOT;
        Log::info(sprintf("%d posts", count($titles)) . PHP_EOL);
        static::$count++;
        return match (true) {
            $page < 1 => throw new \InvalidArgumentException("bad page"),
            $page > 100 => 'too far',
            default => $titles,
        };
    }

    #[Route('/posts/{id}', methods: ['GET'])]
    public function show(int $id): ?Post
    {
        try {
            return $this->cache->remember("post.$id", 3600, function () use ($id) {
                return Post::findOrFail($id);
            });
        } catch (ModelNotFoundException $e) {
            return null;
        } finally {
            unset($tmp);
        }
    }
}

interface HasMiddleware { public function middleware(): array; }
trait Loggable { public function log(string $msg): void { echo __CLASS__ . ": $msg\n"; } }
enum Status: string { case Draft = 'draft'; case Published = 'published'; }

$numbers = [1, 2, 0x1F, 0b101, 017, 1_000, 1.5e3, -3];
foreach ($numbers as $key => &$value) { $value *= 2; }
for ($i = 0; $i < 3; $i++) { if ($i === 1 && !empty($numbers) || isset($x)) continue; }
while (false) {}
$obj = new \stdClass();
$obj?->missing?->chain;
$fn = static fn($x) => $x ** 2;
echo E_ALL, E_USER_WARNING, PHP_VERSION, __DIR__, __LINE__, MyClass::CONSTANT, Some\Ns\Thing::class;
// line comment
# hash comment
/* block comment */
?>
<p>Back in <strong>HTML</strong> &amp; text.</p>
<?php if ($loggedIn): ?>
  <a href="/logout">Log out</a>
<?php else: ?>
  <a href="/login">Log in</a>
<?php endif; ?>
</body>
</html>
