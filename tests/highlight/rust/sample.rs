//! Crate docs with `code`.
#![allow(dead_code)]
use std::collections::HashMap;
use std::fmt::{self, Display};
use std::sync::{Arc, Mutex};

/// A documented struct.
#[derive(Debug, Clone, PartialEq)]
pub struct Point<T: Copy + Default> {
    pub x: T,
    pub y: T,
}

/* block comment /* nested */ still comment */
#[repr(u8)]
enum Shape { Circle { r: f64 }, Square(f64), Empty }

pub trait Area { fn area(&self) -> f64; }

impl Area for Shape {
    fn area(&self) -> f64 {
        match *self {
            Shape::Circle { r } => std::f64::consts::PI * r * r,
            Shape::Square(s) if s > 0.0 => s * s,
            _ => 0.0,
        }
    }
}

impl<T: Copy + Default + Display> fmt::Display for Point<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

const MAX: usize = 1_000;
static mut COUNTER: u32 = 0;

fn longest<'a>(a: &'a str, b: &'a str) -> &'a str { if a.len() > b.len() { a } else { b } }

async fn fetch(url: &str) -> Result<String, Box<dyn std::error::Error>> {
    let body = reqwest::get(url).await?.text().await?;
    Ok(body)
}

fn main() {
    let mut map: HashMap<String, Vec<i32>> = HashMap::new();
    map.entry("k".to_string()).or_insert_with(Vec::new).push(42);
    let nums = vec![1, 2, 3, 0xFF, 0o77, 0b1010, 1_000i64 as i32];
    let floats = [1.5f32, 2.0, 3e10, 1e-3_f64 as f32];
    let s = "string with \"escapes\" \n \t \\ \u{1F600} \x41";
    let raw = r#"raw "string" with # inside"#;
    let raw2 = r"no escapes \n";
    let bytes = b"bytes\x00";
    let byte = b'a';
    let ch = 'x';
    let esc = '\n';
    let uni = '\u{00e9}';
    let shared = Arc::new(Mutex::new(0));
    let closure = |a: i32, b| -> i32 { a + b };
    let moved = move || println!("{:?}", shared);
    for (i, n) in nums.iter().enumerate().filter(|(_, &n)| n % 2 == 0) {
        println!("{i}: {n:>5}");
    }
    'outer: loop {
        while true { break 'outer; }
    }
    if let Some(v) = map.get("k") { assert_eq!(v.len(), 1, "len was {}", v.len()); }
    unsafe { COUNTER += 1; }
    let p = Point { x: 1, y: 2 };
    let r = &p; let rr = &mut 5; let deref = *rr;
    let _ = p.x.checked_add(1).unwrap_or_default();
    let t: (i32, &str) = (1, "a");
    let v = macro_rules_test!{ a, [b, c], (d) };
    panic!("unreachable: {}", line!());
}

macro_rules! square {
    ($x:expr) => { $x * $x };
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn it_works() { assert!(true); }
}

/// An error type with `thiserror`-like manual impls.
#[derive(Debug)]
pub enum ParseError {
    Empty,
    BadNumber { line: usize, source: std::num::ParseIntError },
    Io(std::io::Error),
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty input"),
            ParseError::BadNumber { line, .. } => write!(f, "bad number on line {}", line),
            ParseError::Io(e) => write!(f, "i/o: {e}"),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<std::io::Error> for ParseError {
    fn from(e: std::io::Error) -> Self { ParseError::Io(e) }
}

pub fn parse_numbers<R: std::io::BufRead>(reader: R) -> Result<Vec<i64>, ParseError> {
    let mut out = Vec::with_capacity(16);
    for (i, line) in reader.lines().enumerate() {
        let line = line?;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let n = trimmed
            .parse::<i64>()
            .map_err(|source| ParseError::BadNumber { line: i + 1, source })?;
        out.push(n);
    }
    if out.is_empty() { Err(ParseError::Empty) } else { Ok(out) }
}

pub struct Matrix<const R: usize, const C: usize> {
    data: [[f64; C]; R],
}

impl<const R: usize, const C: usize> Matrix<R, C> {
    pub const fn zero() -> Self { Self { data: [[0.0; C]; R] } }
    pub fn transpose(&self) -> Matrix<C, R> {
        let mut t = Matrix::<C, R>::zero();
        for r in 0..R {
            for c in 0..C {
                t.data[c][r] = self.data[r][c];
            }
        }
        t
    }
}

impl<const N: usize> std::ops::Mul for Matrix<N, N> {
    type Output = Self;
    fn mul(self, rhs: Self) -> Self {
        let mut m = Self::zero();
        for i in 0..N { for j in 0..N { for k in 0..N {
            m.data[i][j] += self.data[i][k] * rhs.data[k][j];
        } } }
        m
    }
}

pub trait Visitor<'ast> {
    type Output: Default;
    fn visit(&mut self, node: &'ast Node) -> Self::Output where Self: Sized {
        Default::default()
    }
}

pub enum Node { Leaf(u32), Branch(Box<Node>, Box<Node>) }

fn depth(n: &Node) -> usize {
    match n {
        Node::Leaf(_) => 1,
        Node::Branch(l, r) => 1 + depth(l).max(depth(r)),
    }
}

fn threads() {
    let (tx, rx) = std::sync::mpsc::channel::<String>();
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let tx = tx.clone();
            std::thread::spawn(move || tx.send(format!("worker {i}")).unwrap())
        })
        .collect();
    drop(tx);
    for h in handles { h.join().expect("thread panicked"); }
    let mut msgs: Vec<String> = rx.iter().collect();
    msgs.sort_unstable();
    let total: usize = msgs.iter().map(String::len).sum();
    println!("{total} bytes from {} messages: {msgs:?}", msgs.len());
}

#[inline(always)]
pub(crate) unsafe fn raw_copy(src: *const u8, dst: *mut u8, n: usize) {
    std::ptr::copy_nonoverlapping(src, dst, n);
}

extern "C" {
    fn abs(input: i32) -> i32;
}

type Callback = Box<dyn Fn(&str) -> Option<usize> + Send + Sync + 'static>;
const GREETING: &str = "héllo, wörld";
static LOOKUP: [u8; 4] = *b"abcd";
