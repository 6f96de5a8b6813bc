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

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn get(base: &str, path: &str) -> String {
        let addr = base.trim_start_matches("http://").trim_end_matches('/');
        let mut s = TcpStream::connect(addr).expect("connect");
        s.write_all(format!("GET {path} HTTP/1.1\r\n\r\n").as_bytes())
            .expect("send");
        let mut out = String::new();
        s.read_to_string(&mut out).expect("read");
        out
    }

    #[test]
    fn serves_files_and_refuses_escapes() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        std::fs::write(dir.join("index.html"), "hello").expect("write");
        let (root, up) = with_static_server(&dir, |b| (get(b, "/"), get(b, "/../Cargo.toml"))).expect("server");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(root.starts_with("HTTP/1.1 200 OK") && root.ends_with("hello"), "{root}");
        assert!(up.starts_with("HTTP/1.1 404"), "{up}");
    }

    #[test]
    fn serve_forever_reports_a_busy_port() {
        let busy = TcpListener::bind("127.0.0.1:0").expect("bind");
        let addr = busy.local_addr().expect("addr").to_string();
        let e = serve_forever(Path::new("."), &addr).expect_err("port in use");
        assert!(e.starts_with(&format!("cannot listen on {addr}")), "{e}");
    }
}
