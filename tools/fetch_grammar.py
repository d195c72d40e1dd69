#!/usr/bin/env python3
"""Fetch the pinned tree-sitter-python grammar sources into third_party/ (git-ignored).

Third-party C sources are never committed: this script downloads the pinned source
distributions from PyPI with pip, checks their SHA-256, and unpacks only the files the
build needs. It is idempotent (a stamp file records what was unpacked) and works offline
once third_party/ exists. Called by meson at configure time.

  third_party/tree-sitter-python/src/{parser.c,scanner.c}
  third_party/tree-sitter-python/include/tree_sitter/{parser.h,array.h,alloc.h,ts_assert.h}

The grammar (0.23.6, language version 14) loads in Debian's libtree-sitter 0.20.7. Its
sdist lacks the grammar-side headers; they are the runtime's lib/src/{parser,array,alloc,
ts_assert}.h, taken from the tree-sitter 0.23.2 sdist.
"""
import hashlib
import os
import subprocess
import sys
import tarfile
import tempfile

PINS = [
    ("tree-sitter-python", "0.23.6", "tree_sitter_python-0.23.6.tar.gz",
     "354bfa0a2f9217431764a631516f85173e9711af2c13dbd796a8815acfe505d9"),
    ("tree-sitter", "0.23.2", "tree-sitter-0.23.2.tar.gz",
     "66bae8dd47f1fed7bdef816115146d3a41c39b5c482d7bad36d9ba1def088450"),
]
WANT = {
    "tree_sitter_python-0.23.6/src/parser.c": "src/parser.c",
    "tree_sitter_python-0.23.6/src/scanner.c": "src/scanner.c",
    "tree_sitter_python-0.23.6/LICENSE": "LICENSE",
    "tree-sitter-0.23.2/tree_sitter/core/lib/src/parser.h": "include/tree_sitter/parser.h",
    "tree-sitter-0.23.2/tree_sitter/core/lib/src/array.h": "include/tree_sitter/array.h",
    "tree-sitter-0.23.2/tree_sitter/core/lib/src/alloc.h": "include/tree_sitter/alloc.h",
    "tree-sitter-0.23.2/tree_sitter/core/lib/src/ts_assert.h": "include/tree_sitter/ts_assert.h",
}
STAMP = "tree-sitter-python 0.23.6 + tree-sitter 0.23.2 headers\n"


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest()


def download(name, version, fname, cache):
    """Fetch one pinned sdist into `cache`; returns None or a short reason.

    pip first (it honours the user's index, proxy and certificate settings); when this
    interpreter has no pip (uv-made or --without-pip environments, which is where a build
    frontend may run meson), the file is taken from the simple index ($PIP_INDEX_URL or
    PyPI) directly. Either way the caller checks the SHA-256 pin.
    """
    path = os.path.join(cache, fname)
    has_pip = subprocess.run([sys.executable, "-m", "pip", "--version"], stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL).returncode == 0
    if has_pip:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-binary", ":all:", "--no-deps",
               f"{name}=={version}", "-d", cache]
        r = subprocess.run(cmd)
        if r.returncode == 0 and os.path.exists(path):
            return None
        why = f"pip exit {r.returncode}"
    else:
        why = "no pip in this interpreter"
    import html
    import re
    import urllib.parse
    import urllib.request
    index = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/") + f"/{name}/"
    part = path + ".part"
    url = index
    try:
        with urllib.request.urlopen(index, timeout=60) as resp:
            page = resp.read().decode("utf-8", "replace")
        links = [html.unescape(h) for h in re.findall(r'href="([^"]+)"', page)]
        hits = [h for h in links if urllib.parse.urlsplit(h).path.rsplit("/", 1)[-1] == fname]
        if not hits:
            return f"{why}; {index} lists no {fname}"
        url = urllib.parse.urljoin(index, hits[0]).split("#", 1)[0]
        with urllib.request.urlopen(url, timeout=60) as resp, open(part, "wb") as out:
            while True:
                chunk = resp.read(1 << 16)
                if not chunk:
                    break
                out.write(chunk)
        os.replace(part, path)
        return None
    except OSError as e:
        if os.path.exists(part):
            os.remove(part)
        return f"{why}; {url}: {e}"


def main():
    top = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    dest = os.path.join(top, "third_party", "tree-sitter-python")
    stamp = os.path.join(dest, ".stamp")
    if os.path.exists(stamp) and open(stamp).read() == STAMP:
        print(dest)
        return 0
    cache = os.environ.get("HOTLINT_DEPS_CACHE") or os.path.join(top, "third_party", "downloads")
    os.makedirs(cache, exist_ok=True)
    for name, version, fname, digest in PINS:
        path = os.path.join(cache, fname)
        if not (os.path.exists(path) and sha256(path) == digest):
            err = download(name, version, fname, cache)
            if err:
                sys.stderr.write(f"hotlint: could not download {name}=={version} from PyPI ({err})\n")
                return 1
        got = sha256(path)
        if got != digest:
            sys.stderr.write(f"hotlint: checksum mismatch for {fname}: expected {digest}, got {got}\n")
            return 1
    os.makedirs(os.path.join(top, "third_party"), exist_ok=True)   # absent when HOTLINT_DEPS_CACHE is elsewhere
    tmp = tempfile.mkdtemp(prefix="hotlint-deps-", dir=os.path.join(top, "third_party"))
    for _, _, fname, _ in PINS:
        with tarfile.open(os.path.join(cache, fname)) as tf:
            for member in tf.getmembers():
                if member.name in WANT and member.isfile():
                    out = os.path.join(tmp, WANT[member.name])
                    os.makedirs(os.path.dirname(out), exist_ok=True)
                    with tf.extractfile(member) as src, open(out, "wb") as dst:
                        dst.write(src.read())
    missing = [v for v in WANT.values() if not os.path.exists(os.path.join(tmp, v))]
    if missing:
        sys.stderr.write(f"hotlint: grammar archives lack {missing}\n")
        return 1
    with open(os.path.join(tmp, ".stamp"), "w") as f:
        f.write(STAMP)
    if os.path.exists(dest):
        import shutil
        shutil.rmtree(dest)
    os.rename(tmp, dest)
    print(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
