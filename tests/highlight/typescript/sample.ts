// sample.ts: awkward TypeScript
import type { Request, Response } from "express";
import { readFile } from 'fs/promises';

export interface User {
  readonly id: number;
  name: string;
  email?: string;
  tags: Array<string>;
  meta: Record<string, unknown>;
  [key: string]: any;
}

type Handler<T = void> = (req: Request, res: Response) => Promise<T>;
type Union = "a" | "b" | 'c' | null | undefined;
type Mapped<T> = { [K in keyof T]?: T[K] extends Function ? never : T[K] };

enum Direction { Up = 1, Down, Left = "LEFT", Right = 0x10 }
declare const VERSION: string;
declare module "foo" { export function bar(): void; }
namespace Utils { export const pi = 3.14; }

@Component({ selector: 'app-root', template: `<div>${1 + 1}</div>` })
export abstract class Service<T extends object> implements Disposable {
  private static instances = 0;
  protected readonly cache = new Map<string, T>();
  public constructor(private readonly url: string, public timeout?: number) {
    super();
  }
  abstract fetch(id: number): Promise<T>;
  get size(): number { return this.cache.size; }
  async load(id: number): Promise<T | undefined> {
    const key = `${this.url}/${id}`;
    if (!this.cache.has(key)) {
      const value = await this.fetch(id) as T;
      this.cache.set(key, value!);
    }
    return this.cache.get(key);
  }
}

function assertIsString(val: any): asserts val is string {
  if (typeof val !== "string") throw new Error(`Not a string: ${val}`);
}

export const handler: Handler<number> = async (req, res) => {
  const { id } = req.params as { id: string };
  const n: number = parseInt(id, 10) ?? 0;
  let tuple: [string, number] = ["x", 1];
  let fn = <T,>(x: T): T => x;
  const obj = { a: 1, b: "two", c: [1, 2, 3] } satisfies Record<string, unknown>;
  for (const [k, v] of Object.entries(obj)) console.log(k, v);
  res.status(200).json({ ok: true, n, tuple });
  return n > 0 ? n : -n;
};

let x: unknown = 1;
let y = x as number;
let z = <number>x;
const re = /^[a-z]+$/i;
export default Service;
