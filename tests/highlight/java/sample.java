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
