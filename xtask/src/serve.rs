//! A tiny static file server (loopback only, GET only) for `cargo xtask serve` and the
//! end-to-end tests.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

fn mime(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

fn respond(mut s: TcpStream, dir: &Path) {
    let _ = s.set_read_timeout(Some(Duration::from_secs(10)));
    let mut line = String::new();
    if BufReader::new(&s).read_line(&mut line).is_err() {
        return;
    }
    let raw = line.split_whitespace().nth(1).unwrap_or("/");
    let rel = raw.split(['?', '#']).next().unwrap_or("/").trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let path: PathBuf = dir.join(rel);
    let safe = Path::new(rel).components().all(|c| matches!(c, Component::Normal(_)));
    let (status, body, ty) = match std::fs::read(&path) {
        Ok(b) if safe => ("200 OK", b, mime(&path)),
        _ => ("404 Not Found", b"not found".to_vec(), "text/plain"),
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {ty}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = s.write_all(head.as_bytes()).and_then(|_| s.write_all(&body));
}

/// Accepts connections on `listener` and serves `dir` until `stop` is set.
fn accept_loop(listener: TcpListener, dir: &Path, stop: &AtomicBool) -> Result<(), String> {
    listener.set_nonblocking(true).map_err(|e| format!("listener: {e}"))?;
    while !stop.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((s, _)) => {
                let _ = s.set_nonblocking(false);
                let d = dir.to_path_buf();
                std::thread::spawn(move || respond(s, &d));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
    Ok(())
}

/// Serves `dir` on `addr` until the process is stopped; says "serving on" only once the
/// socket listens.
pub fn serve_forever(dir: &Path, addr: &str) -> Result<(), String> {
    let listener = TcpListener::bind(addr).map_err(|e| format!("cannot listen on {addr}: {e}"))?;
    eprintln!(
        "\nlanescope: serving {} on http://{addr}/ (Ctrl-C to stop)",
        dir.display()
    );
    accept_loop(listener, dir, &AtomicBool::new(false))
}

/// Serves `dir` on a free loopback port while `f(base_url)` runs.
pub fn with_static_server<T>(dir: &Path, f: impl FnOnce(&str) -> T) -> Result<T, String> {
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("bind a loopback port: {e}"))?;
    let addr = listener.local_addr().map_err(|e| format!("local address: {e}"))?;
    let base = format!("http://{addr}/");
    let stop = Arc::new(AtomicBool::new(false));
    let (dir2, stop2) = (dir.to_path_buf(), stop.clone());
    let server = std::thread::spawn(move || accept_loop(listener, &dir2, &stop2));
    let r = f(&base);
    stop.store(true, Ordering::Relaxed);
    let _ = server.join();
    Ok(r)
}
