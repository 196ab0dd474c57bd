/*
 * Licensed to the Apache Software Foundation (ASF).
 */
package org.apache.tvm.example;

import java.util.*;
import java.util.function.Function;
import static java.lang.Math.max;

/**
 * Javadoc with {@link Module} and <b>html</b>.
 * @param <T> the type
 */
@SuppressWarnings({"unchecked", "rawtypes"})
public final class Example<T extends Comparable<T>> extends Base implements Runnable, AutoCloseable {
  private static final long serialVersionUID = 1L;
  protected volatile int count = 0x1F;
  transient double ratio = 1.5e-3d;
  float f = 2.0f;
  char c = '\n', q = '\'', u = '\u00e9';
  String s = "string with \"escapes\" \t \\ and unicode ✓";
  String block = """
      text block
      """;
  int[] arr = new int[] {1, 2, 3};
  long big = 1_000_000L;
  int bin = 0b1010, oct = 017;

  @Override
  public void run() {
    synchronized (this) {
      for (int i = 0; i < arr.length; i++) {
        count += arr[i] << 1 >>> 2;
      }
    }
    try (Resource r = open()) {
      r.use();
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException(e);
    } finally {
      count--;
    }
  }

  public <R> List<R> map(Function<? super T, ? extends R> fn) {
    List<R> out = new ArrayList<>();
    items.forEach(x -> out.add(fn.apply(x)));
    return out;
  }

  static int compute(final int a, int... rest) throws Exception {
    assert a >= 0 : "negative";
    switch (a) {
      case 0: return 0;
      case 1:
      default: break;
    }
    var x = a instanceof Integer ? a : -a;
    label: while (true) { break label; }
    do { x++; } while (x < 10);
    return x == null ? 0 : max(x, 1);
  }

  enum Color { RED, GREEN, BLUE; }
  interface Shape { double area(); }
  record Point(int x, int y) {}

  public static void main(String[] args) {
    System.out.println(new Example<String>().toString());
    boolean ok = true && !false;
    Object o = null;
    this.count = super.hashCode();
  }
}
Function func = Function.convertFunc(new Function.Callback() {
      @Override public Object invoke(TVMValue... args) {
        StringBuilder res = new StringBuilder();
        for (TVMValue arg : args) {
          res.append(arg.asString());
        }
        return res.toString();
      }
    });
TVMValue res = func.pushArg("Hello").pushArg(" ").pushArg("World!").invoke();
assertEquals("Hello World!", res.asString());
res.release();
func.release();

import ml.dmlc.tvm.Module;
import ml.dmlc.tvm.NDArray;
import ml.dmlc.tvm.TVMContext;

import java.io.File;
import java.util.Arrays;

public class LoadAddFunc {
  public static void main(String[] args) {
    String loadingDir = args[0];
    Module fadd = Module.load(loadingDir + File.separator + "add_cpu.so");

    TVMContext ctx = TVMContext.cpu();

    long[] shape = new long[]{2};
    NDArray arr = NDArray.empty(shape, ctx);
    arr.copyFrom(new float[]{3f, 4f});
    NDArray res = NDArray.empty(shape, ctx);

    fadd.entryFunc().pushArg(arr).pushArg(arr).pushArg(res).invoke();
    System.out.println(Arrays.toString(res.asFloatArray()));

    arr.release();
    res.release();
    fadd.release();
  }
}
class Ünïcödé { int forÉ = 1; }

package org.example.util;

import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.concurrent.*;
import java.util.stream.Collectors;

/** Utility methods for reading files line by line. */
public final class Lines {
  private Lines() { throw new AssertionError("no instances"); }

  public static List<String> read(Path path) throws IOException {
    try (BufferedReader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      return r.lines()
          .map(String::trim)
          .filter(line -> !line.isEmpty() && !line.startsWith("#"))
          .collect(Collectors.toList());
    }
  }

  public static Map<String, Long> countWords(List<String> lines) {
    return lines.stream()
        .flatMap(l -> Arrays.stream(l.split("\\s+")))
        .map(w -> w.toLowerCase(Locale.ROOT))
        .collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
  }

  public static <T extends Comparable<? super T>> T max(Collection<? extends T> items) {
    Iterator<? extends T> it = items.iterator();
    T best = it.next();
    while (it.hasNext()) {
      T next = it.next();
      if (next.compareTo(best) > 0) best = next;
    }
    return best;
  }

  @FunctionalInterface
  public interface Parser<T> {
    T parse(String s) throws ParseException;
    default Parser<Optional<T>> optional() {
      return s -> {
        try { return Optional.of(parse(s)); }
        catch (ParseException e) { return Optional.empty(); }
      };
    }
  }

  static final class Counter {
    private final AtomicLong value = new AtomicLong();
    long increment() { return value.incrementAndGet(); }
  }

  public static void main(String... args) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    List<Future<Integer>> futures = new ArrayList<>();
    for (String arg : args) {
      futures.add(pool.submit(() -> read(Paths.get(arg)).size()));
    }
    int total = 0;
    for (Future<Integer> f : futures) total += f.get(10, TimeUnit.SECONDS);
    pool.shutdown();
    System.out.printf("%d lines in %d files%n", total, args.length);
    Object o = total;
    if (o instanceof Integer i && i > 0) {
      String size = switch (i / 100) {
        case 0 -> "small";
        case 1, 2 -> "medium";
        default -> {
          yield "large";
        }
      };
      System.out.println(size);
    }
    char[] chars = {'a', '\t', '\u0041', '\\'};
    double d = 1.0e-9, e = 0x1.8p1, f = 3.14D;
    long mask = ~0L >>> 1;
    int[][] grid = new int[3][4];
    label:
    for (int[] row : grid) {
      for (int cell : row) {
        if (cell < 0) break label;
      }
    }
    String multi = """
        {
          "json": "inside a text block",
          "escaped": "\\n"
        }
        """;
    System.err.println(multi.strip());
  }
}

sealed interface Shape permits Circle, Square {}
record Circle(double radius) implements Shape {}
record Square(double side) implements Shape {
  Square {
    if (side < 0) throw new IllegalArgumentException("side < 0: " + side);
  }
}

@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
@interface Timed { String value() default ""; int[] buckets() default {1, 5, 10}; }

enum Planet {
  MERCURY(3.303e+23, 2.4397e6),
  EARTH(5.976e+24, 6.37814e6);
  private final double mass, radius;
  Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
  double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
}
