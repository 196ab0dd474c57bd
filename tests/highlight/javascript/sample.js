// sample.js: awkward JavaScript for the highlighter
'use strict';
/* block comment with "quotes" and `backticks` */
import React, { useState, useEffect } from 'react';
import * as utils from "./utils.js";
export default function App({ title = "Untitled", ...props }) {
  const [count, setCount] = useState(0);
  let total = 0x1F + 0o17 + 0b1010 + 1_000_000 + 1.5e-3 + .5 + 10n;
  var legacy = null, undef = undefined, nan = NaN, inf = Infinity;
  const re = /ab+c\/[a-z]{2,}(?=x)/gi;
  const div = total / 2 / 3;
  const tpl = `Hello ${props.name ?? "world"}, you have ${count > 1 ? `${count} items` : 'one item'}!`;
  const nested = `outer ${`inner ${`deepest ${1 + 1}`}`}`;
  const str = "double \"quoted\" \n\t\u00e9 \x41" + 'single \'quoted\'';
  const obj = { a: 1, 'b-c': 2, [computed]: 3, method() { return this.a; }, get x() { return 1; }, async *gen() {} };
  const arrow = (a, b = 2, ...rest) => a + b + rest.length;
  const asyncArrow = async x => await fetch(x).then(r => r.json()).catch(e => console.error(e));
  useEffect(() => {
    document.title = `${title} (${count})`;
    return () => { window.removeEventListener('resize', handler); };
  }, [count, title]);
  if (typeof x === 'undefined' && !(y instanceof Array) || z !== void 0) {
    throw new TypeError("bad input");
  }
  for (const key in obj) { if (!obj.hasOwnProperty(key)) continue; }
  for (let i = 0; i < 10; i++) { total += i % 3 ? i : -i; }
  for (const v of [1, 2, 3]) total -= v;
  while (false) {}
  do { total >>>= 1; } while (total > 100);
  switch (count) {
    case 0: break;
    case 1:
    default: count = count << 1 | 1 & ~2 ^ 4;
  }
  try { JSON.parse('{}'); } catch (err) { console.log(err.message); } finally { total = 0; }
  label: for (;;) { break label; }
  delete obj.a;
  const { a, b: renamed, ...others } = obj;
  const [first, , third = 3] = [1, 2, 3];
  x ||= 1; y &&= 2; z ??= 3; w **= 2;
  const opt = obj?.deep?.[key]?.(arg);
  return <div className="app" onClick={() => setCount(count + 1)}>{title}</div>;
}

class Animal extends Base {
  #private = 1;
  static count = 0;
  constructor(name) {
    super(name);
    this.name = name;
  }
  speak() {
    return `${this.name} makes a sound`;
  }
  static create(...args) { return new Animal(...args); }
}

function* generator() {
  yield 1;
  yield* other();
}

export const API_URL = process.env.API_URL || "http://localhost:8080/api";
export { Animal as Creature, generator };
module.exports = { App };
const result = a ? b : c ? d : e;
const regexAfterParen = (x) / 2;
const regexAfterOp = x = /=+/.test(s);
const ünïcödé = "identifier";
$('#id').on('click', function (e) { e.preventDefault(); });
console.log(Math.max(...[1, 2, 3]), Date.now(), new Date().toISOString());
setTimeout(() => Promise.resolve().then(() => {}), 0);
