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
