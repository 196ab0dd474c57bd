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

// --- a small module in older and newer styles -------------------------------
;(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports'], factory);
  } else if (typeof exports !== 'undefined') {
    factory(exports);
  } else {
    factory((root.searchIndex = {}));
  }
}(this, function (exports) {
  var VERSION = '1.2.3';
  var hasOwn = Object.prototype.hasOwnProperty;

  /**
   * Tokenize a string for the search index.
   * @param {string} text - the text
   * @returns {string[]} lower-case tokens
   */
  function tokenize(text) {
    return String(text || '')
      .toLowerCase()
      .replace(/[^\w\s-]+/g, ' ')
      .split(/\s+/)
      .filter(function (t) { return t.length > 1; });
  }

  function Index(docs) {
    if (!(this instanceof Index)) return new Index(docs);
    this.docs = [];
    this.terms = Object.create(null);
    (docs || []).forEach(this.add, this);
  }

  Index.prototype.add = function (doc, id) {
    var self = this, n = this.docs.push(doc) - 1;
    tokenize(doc.title + ' ' + doc.body).forEach(function (term) {
      (self.terms[term] = self.terms[term] || []).push(n);
    });
    return n;
  };

  Index.prototype.search = function (query, opts) {
    opts = opts || {};
    var limit = opts.limit === void 0 ? 10 : opts.limit;
    var scores = {};
    tokenize(query).forEach(function (term) {
      for (var key in this.terms) {
        if (!hasOwn.call(this.terms, key) || key.indexOf(term) !== 0) continue;
        this.terms[key].forEach(function (i) { scores[i] = (scores[i] | 0) + (key === term ? 2 : 1); });
      }
    }, this);
    return Object.keys(scores)
      .sort(function (a, b) { return scores[b] - scores[a] || a - b; })
      .slice(0, limit)
      .map(function (i) { return this.docs[i]; }, this);
  };

  exports.Index = Index;
  exports.tokenize = tokenize;
  exports.VERSION = VERSION;
}));

// --- event handling in the browser -------------------------------------------
document.addEventListener('DOMContentLoaded', () => {
  const input = document.querySelector('#search-input');
  const results = document.getElementById('search-results');
  let timer = null;

  const render = (items) => {
    results.innerHTML = items.length
      ? items.map(({ url, title, excerpt = '' }) => `
          <li class="result">
            <a href="${encodeURI(url)}">${escapeHtml(title)}</a>
            <p>${escapeHtml(excerpt.slice(0, 140))}&hellip;</p>
          </li>`).join('')
      : '<li class="empty">No results</li>';
  };

  const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'
  })[c]);

  input?.addEventListener('input', (event) => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const q = event.target.value.trim();
      if (q.length < 2) return render([]);
      try {
        const response = await fetch(`/search.json?q=${encodeURIComponent(q)}`, {
          headers: { 'Accept': 'application/json' },
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { hits = [] } = await response.json();
        render(hits);
      } catch (err) {
        console.warn('search failed:', err);
      }
    }, 150);
  });

  window.addEventListener('keydown', function onKey(e) {
    if (e.key === '/' && document.activeElement !== input) {
      e.preventDefault();
      input.focus();
    } else if (e.key === 'Escape') {
      input.blur();
    }
  }, { passive: false });
});

// --- classes, getters, symbols, iterators -------------------------------------
class LRUCache extends Map {
  static #instances = 0;
  #limit;
  constructor(limit = 100) {
    super();
    this.#limit = limit;
    LRUCache.#instances++;
  }
  get(key) {
    if (!super.has(key)) return undefined;
    const value = super.get(key);
    super.delete(key);
    super.set(key, value);
    return value;
  }
  set(key, value) {
    if (super.has(key)) super.delete(key);
    else if (this.size >= this.#limit) super.delete(this.keys().next().value);
    return super.set(key, value);
  }
  *[Symbol.iterator]() { yield* super.entries(); }
  get [Symbol.toStringTag]() { return 'LRUCache'; }
  static get count() { return LRUCache.#instances; }
}

const cache = new LRUCache(2);
cache.set('a', 1).set('b', 2).set('c', 3);
console.assert(!cache.has('a'), 'evicted');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pipeline = [x => x + 1, x => x * 2, x => x ** 2].reduce((f, g) => (x) => g(f(x)));
const bigint = 2n ** 64n - 1n;
const sep = 1_000_000.000_1;
const bin = 0B1111, oct = 0O777, hex = 0XABCDEF;
const weird = a-- - --b + +c - -d + !e;
const ratio = width / height / 2;
const matches = 'a/b/c'.split(/\//g).length;
export { LRUCache, sleep, pipeline };
