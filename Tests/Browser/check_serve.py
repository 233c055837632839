#!/usr/bin/env python3
"""Checks `plumb serve` from outside, as an author's browser and any HTTP
client meet it: a site made by `plumb init`, served on a free port.

usage: check_serve.py PLUMB

- HTTP, with a real client and raw sockets: GET and HEAD answer with the
  right Content-Type and Content-Length (HEAD without a body); POST is 405
  with Allow; paths that climb out of the site (written or %-escaped) are
  refused; a missing page is the site's 404 page, status 404, whose
  stylesheet link works at any depth; a folder without its slash redirects;
  a request for another host name (DNS rebinding) is 403; 64 connections
  trickling their request a byte at a time, or 100 open reload waits, do not
  keep a page request from its 200; every HTML page carries the reload
  script, nothing else does.
- Chromium: a page open in the browser reloads by itself when its Markdown is
  saved (the new text appears and a marker set on the old document is gone);
  a block with an error shows the error panel (file:line:col, the source line
  and the caret) over the last good page, its texts at least 4.5:1 against
  their background in light and in dark mode (as Chromium computes them, the
  theme's CSS included), and fixing it clears the panel.
- a symbolic link to /etc/passwd put in content/ is reported, never served.
- a rebuild waits for the site's build lock (held here as `plumb build`
  holds it, with flock), says so, and runs once it is free.
- serve never creates site/; Ctrl-C (SIGINT) stops it with status 0.
"""
import http.client
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

import chromium
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message, file=sys.stderr)


def request(port, method, path, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def raw(port, data):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(data)
        chunks = []
        while True:
            try:
                chunk = s.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    return b"".join(chunks)


def host(port):
    """The Host header's value the server answers to."""
    return f"127.0.0.1:{port}".encode()


def wait_until(predicate, seconds):
    """Polls predicate until it holds or time runs out. An element found just
    before the page reloads goes stale under the predicate: that is the
    reload still happening, so it counts as "not yet", never as a failure.
    Chromium reports the same race either as a stale element or as a node
    that "does not belong to the document" (a fresh-clone run met the
    second); any other driver error is a failure."""
    def holds():
        try:
            return predicate()
        except StaleElementReferenceException:
            return False
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return False
            raise
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if holds():
            return True
        time.sleep(0.02)
    return holds()


PANEL_COLOURS = """
const out = [];
for (const el of document.querySelectorAll('#plumb-serve-errors p, #plumb-serve-errors pre')) {
  let bg = null;
  for (let e = el; e && !bg; e = e.parentElement) {
    const c = getComputedStyle(e).backgroundColor;
    if (!/rgba\\([^)]*, 0\\)$/.test(c) && c !== 'transparent') bg = c;
  }
  out.push([el.tagName.toLowerCase(), getComputedStyle(el).color, bg || 'rgb(255, 255, 255)']);
}
return out;
"""


def luminance(css):
    """WCAG's relative luminance of a computed `rgb(...)`/`rgba(...)` colour."""
    r, g, b = [float(v) / 255 for v in re.findall(r"[\d.]+", css)[:3]]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def panel_contrasts(driver, scheme):
    """Each text of the error panel and its contrast against the background
    it is drawn on, as Chromium computes them in that colour scheme (the
    page's theme included: its `pre` background once showed through)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    out = []
    for tag, colour, background in driver.execute_script(PANEL_COLOURS):
        a, b = sorted([luminance(colour), luminance(background)], reverse=True)
        out.append((f"<{tag}> text ({colour} on {background})", (a + 0.05) / (b + 0.05)))
    check(len(out) >= 2, f"the error panel has no text to check in {scheme} mode")
    return out


def main():
    plumb = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="plumb-serve-")
    site = os.path.join(work, "site-src")
    subprocess.run([plumb, "init", site], check=True, stdout=subprocess.DEVNULL)
    server = subprocess.Popen([plumb, "serve", "--port", "0"], cwd=site, stderr=subprocess.PIPE, text=True)
    log = []

    def read_log():
        for line in server.stderr:
            log.append(line)

    threading.Thread(target=read_log, daemon=True).start()
    driver = None
    try:
        check(wait_until(lambda: any("serving" in l for l in log), 60), "serve did not start: " + "".join(log))
        port = int(re.search(r"http://127\.0\.0\.1:(\d+)/", "".join(log)).group(1))

        # HTTP as any client sees it.
        status, headers, body = request(port, "GET", "/")
        check(status == 200 and headers.get("content-type") == "text/html; charset=utf-8", f"GET / -> {status} {headers}")
        check(b"<script data-plumb-serve>" in body, "the served home page has no reload script")
        check(int(headers.get("content-length", -1)) == len(body), "Content-Length does not match the body")
        status, head_headers, head_body = request(port, "HEAD", "/")
        check(status == 200 and head_body == b"" and head_headers.get("content-length") == headers.get("content-length"),
              f"HEAD / -> {status}, {len(head_body)} bytes, {head_headers.get('content-length')}")
        status, headers, body = request(port, "GET", "/assets/site.css")
        check(status == 200 and headers.get("content-type") == "text/css; charset=utf-8" and b"<script" not in body,
              f"the stylesheet -> {status} {headers.get('content-type')}")
        fonts = re.findall(r'url\("fonts/([^"]+)"\)', request(port, "GET", "/assets/plumb-figure.css")[2].decode())
        check(bool(fonts), "the figure stylesheet names no font")
        for font in fonts:
            status, headers, _ = request(port, "GET", "/assets/fonts/" + font)
            check(status == 200 and headers.get("content-type") == "font/ttf", f"font {font} -> {status} {headers.get('content-type')}")
        status, headers, _ = request(port, "POST", "/")
        check(status == 405 and headers.get("allow") == "GET, HEAD", f"POST / -> {status} {headers.get('allow')}")
        for attack in (b"/../../../../etc/passwd", b"/%2e%2e/%2e%2e/etc/passwd", b"/assets/..%2f..%2f..%2fetc/passwd"):
            answer = raw(port, b"GET " + attack + b" HTTP/1.1\r\nHost: " + host(port) + b"\r\n\r\n")
            check(answer.startswith(b"HTTP/1.1 400") or answer.startswith(b"HTTP/1.1 404"), f"{attack!r} -> {answer[:40]!r}")
            check(b"root:" not in answer, f"{attack!r} served /etc/passwd")
        check(raw(port, b"GARBAGE\r\n\r\n").startswith(b"HTTP/1.1 400"), "a malformed request was not a 400")
        status, headers, body = request(port, "GET", "/deep/er/missing.html")
        rooted = b'href="/assets/site.css"' in body
        check(status == 404 and b"Page not found" in body and rooted, f"a missing page -> {status}, links from the root: {rooted}")
        os.makedirs(os.path.join(site, "content", "more"), exist_ok=True)
        with open(os.path.join(site, "content", "more", "index.md"), "w") as f:
            f.write("# More\n\nA section.\n")
        check(wait_until(lambda: request(port, "GET", "/more/")[0] == 200, 10), "a new section was not served")
        status, headers, _ = request(port, "GET", "/more")
        check(status == 301 and headers.get("location") == "/more/", f"/more -> {status} {headers.get('location')}")

        # A `plumb build` holding the site's build lock keeps serve's rebuild
        # waiting (it says so), and the rebuild runs once the lock is free.
        import fcntl
        lock_path = os.path.join(site, ".plumb-cache", "build.lock")
        os.makedirs(os.path.dirname(lock_path), exist_ok=True)
        with open(lock_path, "a+") as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            with open(os.path.join(site, "content", "more", "index.md"), "w") as f:
                f.write("# More\n\nWritten while locked.\n")
            check(wait_until(lambda: any("waiting for another build" in l for l in log), 10),
                  "serve did not wait for the build lock: " + "".join(log[-3:]))
            check(b"Written while locked" not in request(port, "GET", "/more/")[2], "serve rebuilt while another build held the lock")
            fcntl.flock(held, fcntl.LOCK_UN)
        check(wait_until(lambda: b"Written while locked" in request(port, "GET", "/more/")[2], 10),
              "serve did not rebuild once the lock was free")

        # A symbolic link out of the site is refused by the build, not served.
        leak = os.path.join(site, "content", "leak.txt")
        os.symlink("/etc/passwd", leak)
        time.sleep(1)
        status, _, body = request(port, "GET", "/leak.txt")
        check(b"root:" not in body, "a symbolic link to /etc/passwd was served")
        check(b"leads outside the site" in request(port, "GET", "/")[2], "the link out of the site is not reported in the page")
        os.remove(leak)
        check(wait_until(lambda: b"plumb-serve-errors" not in request(port, "GET", "/")[2], 10), "removing the link did not clear the error")

        # DNS rebinding: a request for another name is refused.
        answer = raw(port, b"GET / HTTP/1.1\r\nHost: evil.example:" + str(port).encode() + b"\r\n\r\n")
        check(answer.startswith(b"HTTP/1.1 403") and b"<html" not in answer, f"a rebinding Host -> {answer[:40]!r}")
        check(raw(port, b"GET / HTTP/1.1\r\nHost: LOCALHOST:" + str(port).encode() + b"\r\n\r\n").startswith(b"HTTP/1.1 200"),
              "localhost in capitals was refused")

        # 64 connections trickling a byte every half second, then 100 open
        # reload waits: a page request still gets its page, within seconds.
        trickling = [socket.create_connection(("127.0.0.1", port), timeout=10) for _ in range(64)]
        stop = time.monotonic() + 6

        def trickle():
            for _ in range(12):
                if time.monotonic() > stop:
                    break
                for s in trickling:
                    try:
                        s.send(b"G")
                    except OSError:
                        pass
                time.sleep(0.5)
        threading.Thread(target=trickle, daemon=True).start()
        time.sleep(0.6)
        started = time.monotonic()
        answer = raw(port, b"GET / HTTP/1.1\r\nHost: " + host(port) + b"\r\n\r\n")
        check(answer.startswith(b"HTTP/1.1 200") and time.monotonic() - started < 3,
              f"beside 64 trickling connections -> {answer[:30]!r} in {time.monotonic() - started:.1f} s")
        for s in trickling:
            s.close()
        # The page's own token: a wait for it is held until the site changes.
        token = re.search(rb'var token = "([^"]+)"', request(port, "GET", "/")[2]).group(1)
        waiters = []
        for _ in range(100):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            s.sendall(b"GET /__plumb/wait?since=" + token + b" HTTP/1.1\r\nHost: " + host(port) + b"\r\n\r\n")
            waiters.append(s)
        time.sleep(0.5)
        started = time.monotonic()
        answer = raw(port, b"GET / HTTP/1.1\r\nHost: " + host(port) + b"\r\n\r\n")
        check(answer.startswith(b"HTTP/1.1 200") and time.monotonic() - started < 3,
              f"beside 100 reload waits -> {answer[:30]!r} in {time.monotonic() - started:.1f} s")
        for s in waiters:
            s.close()

        # The browser: reload on save, errors over the last good page.
        driver = chromium.start()
        driver.get(f"http://127.0.0.1:{port}/first-figure.html")
        check("A first figure" in driver.title, "the figure page did not load: " + driver.title)
        driver.execute_script("window.__plumbMarker = 1")
        page = os.path.join(site, "content", "first-figure.md")
        original = open(page).read()
        saved = time.monotonic()
        with open(page, "w") as f:
            f.write(original.replace("A label hugs its text", "Edited while served: a label hugs its text"))
        reloaded = wait_until(lambda: "Edited while served" in driver.find_element(By.TAG_NAME, "body").text, 10)
        seconds = time.monotonic() - saved
        check(reloaded, "the page did not reload after its Markdown was saved")
        check(driver.execute_script("return window.__plumbMarker === undefined"), "the page changed without a reload")
        print(f"serve: save to reloaded page in Chromium: {seconds * 1000:.0f} ms (includes the test's 20 ms polling)")

        with open(page, "w") as f:
            f.write(original.replace("input.leading == name.trailing", "input.leading == nme.trailing"))
        shown = wait_until(lambda: driver.find_elements(By.ID, "plumb-serve-errors"), 10)
        check(bool(shown), "the error panel did not appear")
        if shown:
            text = driver.find_element(By.ID, "plumb-serve-errors").text
            check(re.search(r"content/first-figure\.md:\d+:\d+: error: unknown view 'nme'; did you mean 'name'\?", text) is not None,
                  "the panel does not say file:line:col and the fix: " + text[:300])
            check("| input.leading == nme.trailing + system" in text and "^" in text, "the panel does not quote the line: " + text[:300])
            check("Edited while served" in driver.find_element(By.TAG_NAME, "body").text,
                  "the last good version is not what is shown under the panel")
            for scheme in ("light", "dark"):
                for what, ratio in panel_contrasts(driver, scheme):
                    check(ratio >= 4.5, f"the error panel's {what} has a contrast of {ratio:.2f}:1 in {scheme} mode (at least 4.5 needed)")
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        with open(page, "w") as f:
            f.write(original)
        check(wait_until(lambda: not driver.find_elements(By.ID, "plumb-serve-errors")
                         and "Edited while served" not in driver.find_element(By.TAG_NAME, "body").text, 10),
              "fixing the page did not clear the panel")
        check(not os.path.exists(os.path.join(site, "site")), "serve wrote site/")
    finally:
        if driver:
            driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            code = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        check(code == 0, f"serve did not stop cleanly on Ctrl-C (status {code})")
        time.sleep(0.1)
        check(any("stopped serving" in l for l in log), "serve did not say it stopped")
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"serve: {len(failures)} failure(s)", file=sys.stderr)
        sys.exit(1)
    print("serve: HTTP, reload on save, error panel and shutdown all as expected")


if __name__ == "__main__":
    main()
