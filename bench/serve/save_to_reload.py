#!/usr/bin/env python3
"""Save-to-reload time of `plumb serve` on the guide: the time from writing a
page (one constant changed in one layout block) to having the rebuilt page in
hand, as an open page gets it: its wait on /__plumb/wait returns, then it
fetches the page again.

usage: save_to_reload.py PLUMB SITE_FOLDER PAGE ROUNDS [--count SAVES]

Prints one line per round and the medians; with perf available, the
instructions the server retired per rebuild (a figure machine noise does not
move, unlike the milliseconds). With --count, it then serves twice more under
valgrind's callgrind (which needs no hardware counters), once saving SAVES
times and once not at all, and prints the difference per save: the
instructions one rebuild costs the server, exactly.
"""
import http.client
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time


def get(port, path, timeout=60):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    c.request("GET", path)
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, body


def main():
    plumb, folder, page, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    serve(plumb, folder, page, rounds, [plumb, "serve", "--port", "0"])
    if len(sys.argv) > 6 and sys.argv[5] == "--count":
        saves = int(sys.argv[6])
        counts = {}
        for n in (0, saves):
            out = os.path.join(folder, f"callgrind-{n}.out")
            serve(plumb, folder, page, n, ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                                           plumb, "serve", "--port", "0"], quiet=True)
            counts[n] = int(re.search(r"^summary: (\d+)", open(out).read(), re.M).group(1))
        per = (counts[saves] - counts[0]) / (saves + 1)
        print(f"serve: {per / 1e6:.1f} M instructions per save (callgrind: {saves} + 1 saves against none)")


def serve(plumb, folder, page, rounds, command, quiet=False):
    server = subprocess.Popen(command, cwd=folder, stderr=subprocess.PIPE, text=True)
    log = []
    threading.Thread(target=lambda: [log.append(l) for l in server.stderr], daemon=True).start()
    deadline = time.monotonic() + 900
    while not any("serving" in l for l in log):
        if time.monotonic() > deadline or server.poll() is not None:
            sys.exit("bench: serve did not start:\n" + "".join(log))
        time.sleep(0.05)
    port = int(re.search(r":(\d+)/", "".join(l for l in log if "serving" in l)).group(1))
    path = os.path.join(folder, "content", page)
    url = "/" + page[:-3] + ".html"
    text = open(path).read()
    # The first constant in a layout block: `+ 16` at the end of a line.
    blocks = [m.span() for m in re.finditer(r"```layout\n.*?```", text, re.S)]
    target = None
    for m in re.finditer(r"([+-] )(\d+)$", text, re.M):
        if any(a <= m.start() < b for a, b in blocks):
            target = m
            break
    if target is None:
        sys.exit(f"bench: no constant in a layout block of {page}")
    perf = None
    if shutil.which("perf") and not quiet:
        perf = subprocess.Popen(["perf", "stat", "-x,", "-e", "instructions:u", "-p", str(server.pid)],
                                stderr=subprocess.PIPE, text=True)
        time.sleep(0.3)
    notify, reload = [], []
    try:
        for i in range(rounds + 1):
            if quiet and rounds == 0:
                get(port, url)
                break
            _, body = get(port, url)
            token = re.search(rb'var token = "([^"]+)"', body).group(1).decode()
            answer = {}

            def wait():
                answer["token"] = get(port, f"/__plumb/wait?since={token}")[1].decode().strip()
                answer["at"] = time.monotonic()

            waiter = threading.Thread(target=wait)
            waiter.start()
            time.sleep(0.05)
            value = int(target.group(2)) + 1 + (i % 2)
            new = text[:target.start(2)] + str(value) + text[target.end(2):]
            t0 = time.monotonic()
            with open(path + ".tmp", "w") as f:
                f.write(new)
            os.rename(path + ".tmp", path)   # as editors save
            waiter.join(60)
            status, body = get(port, url)
            t2 = time.monotonic()
            if status != 200 or answer.get("token") == token or f"{value}".encode() not in body:
                sys.exit(f"bench: round {i}: the page was not rebuilt ({status})")
            if i == 0:
                continue   # the first edit warms the server's caches
            notify.append((answer["at"] - t0) * 1000)
            reload.append((t2 - t0) * 1000)
            if not quiet:
                print(f"  round {i:2}: rebuilt and notified {notify[-1]:6.1f} ms, page fetched {reload[-1]:6.1f} ms")
    finally:
        instructions = None
        if perf:
            perf.send_signal(signal.SIGINT)
            out = perf.communicate()[1]
            m = re.search(r"^(\d+),,instructions", out, re.M)
            instructions = int(m.group(1)) if m else None
        server.send_signal(signal.SIGINT)
        server.wait(300)
        with open(path, "w") as f:
            f.write(text)
    if quiet:
        return
    print(f"serve: {rounds} saves of {page}: median save-to-notify {statistics.median(notify):.1f} ms, "
          f"save-to-reloaded-page {statistics.median(reload):.1f} ms (target: under 50 ms, issue 14)")
    if instructions:
        print(f"serve: {instructions / (rounds + 1) / 1e6:.1f} M instructions retired by the server per save (perf, user space)")


if __name__ == "__main__":
    main()
