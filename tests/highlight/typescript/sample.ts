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

// --- a typed event emitter and a small store ---------------------------------
type Listener<T> = (payload: T) => void;

export class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [E in keyof Events]?: Set<Listener<Events[E]>> } = {};

  on<E extends keyof Events>(event: E, fn: Listener<Events[E]>): () => void {
    (this.listeners[event] ??= new Set()).add(fn);
    return () => this.off(event, fn);
  }

  off<E extends keyof Events>(event: E, fn: Listener<Events[E]>): void {
    this.listeners[event]?.delete(fn);
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    for (const fn of this.listeners[event] ?? []) fn(payload);
  }
}

interface State {
  readonly posts: ReadonlyArray<Post>;
  filter: { tag?: string; query: string };
  status: "idle" | "loading" | "error";
}

interface Post {
  id: string;
  title: string;
  date: Date;
  tags: string[];
}

type Action =
  | { type: "load" }
  | { type: "loaded"; posts: Post[] }
  | { type: "filter"; tag?: string; query?: string }
  | { type: "fail"; error: Error };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "load":
      return { ...state, status: "loading" };
    case "loaded":
      return { ...state, status: "idle", posts: action.posts };
    case "filter":
      return { ...state, filter: { ...state.filter, ...action, query: action.query ?? "" } };
    case "fail":
      console.error(action.error);
      return { ...state, status: "error" };
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
}

export function visible({ posts, filter }: State): Post[] {
  const q = filter.query.toLowerCase();
  return posts
    .filter((p) => !filter.tag || p.tags.includes(filter.tag))
    .filter((p) => p.title.toLowerCase().includes(q))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

export async function loadPosts(url: string, signal?: AbortSignal): Promise<Post[]> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`failed: ${res.status} ${res.statusText}`);
  const raw: Array<Omit<Post, "date"> & { date: string }> = await res.json();
  return raw.map(({ date, ...rest }) => ({ ...rest, date: new Date(date) }));
}

const enum Flags { None = 0, A = 1 << 0, B = 1 << 1, AB = A | B }
let flags: Flags = Flags.A | Flags.B;
let maybe: string | undefined;
let len = maybe!.length;
let tupleWithNames: [first: string, second?: number] = ["x"];
abstract class Shape { abstract area(): number; toString(): string { return `${this.constructor.name}(${this.area()})`; } }
class Circle extends Shape { constructor(public readonly r: number) { super(); } area() { return Math.PI * this.r ** 2; } }
function isCircle(s: Shape): s is Circle { return s instanceof Circle; }
export type { State as StoreState };
export * as helpers from "./helpers";
