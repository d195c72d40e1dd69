"""Shared helpers for the integration suite: TAP output, a private virtualenv holding the
real clients from PyPI (pre-commit, meson-python), a committed snapshot of the source tree
to use as a pre-commit hook repository, and a hermetic git environment.

Everything lives under $HOTLINT_BUILD/integration/ (the private venv is reused between runs;
per-test work folders are rebuilt each run). PyPI being unreachable is the only reason a
test may skip; any other failure to set up is a test failure.
"""
import fcntl
import os
import shutil
import subprocess
import sys
import urllib.request

SRC = os.path.abspath(os.environ.get("HOTLINT_SRC", os.path.join(os.path.dirname(__file__), "..", "..")))
BUILD = os.path.abspath(os.environ.get("HOTLINT_BUILD", os.path.join(SRC, "build")))
HOTLINT = os.path.abspath(os.environ.get("HOTLINT", os.path.join(BUILD, "hotlint")))
WORK = os.path.join(BUILD, "integration")
VENV = os.path.join(WORK, "venv")

# hotlint looks these up before its own install; a test of an installed copy must not see them
LOOKUP_VARS = ("HOTLINT_RULES", "HOTLINT_INCLUDE", "HOTLINT_MICROBENCH")


class Tap:
    """Minimal TAP producer: plan up front, one line per check, diagnostics as comments."""

    def __init__(self, plan):
        self.plan, self.n, self.failed = plan, 0, 0
        print(f"1..{plan}", flush=True)

    def ok(self, cond, desc, detail=""):
        self.n += 1
        print(f"{'ok' if cond else 'not ok'} {self.n} - {desc}", flush=True)
        if not cond:
            self.failed += 1
            self.diag(detail)
        return cond

    def skip(self, desc, reason):
        self.n += 1
        print(f"ok {self.n} - {desc} # SKIP {reason}", flush=True)

    def skip_rest(self, reason):
        while self.n < self.plan:
            self.skip("not run", reason)

    def diag(self, text):
        for line in str(text).rstrip().splitlines()[-80:]:
            print(f"# {line}", flush=True)

    def done(self):
        if self.n != self.plan:
            self.ok(False, f"ran {self.n} of {self.plan} planned checks")
        return 1 if self.failed else 0


def skip_all(reason):
    print(f"1..0 # SKIP {reason}", flush=True)
    sys.exit(0)


def run(cmd, cwd=None, env=None, timeout=600, check=False):
    """Run a command, capturing stdout+stderr together; returns (rc, text)."""
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           timeout=timeout)
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode("utf-8", "replace")
        return 124, out + f"\n[timed out after {timeout}s: {' '.join(map(str, cmd))}]"
    text = p.stdout.decode("utf-8", "replace")
    if check and p.returncode != 0:
        raise RuntimeError(f"`{' '.join(map(str, cmd))}` exited {p.returncode}:\n{text}")
    return p.returncode, text


def pypi_reachable():
    """None when the package index answers, else the reason it does not."""
    index = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/")
    try:
        with urllib.request.urlopen(f"{index}/pre-commit/", timeout=20) as r:
            r.read(1)
        return None
    except OSError as e:
        return f"PyPI unreachable ({index}: {e})"


def base_env(home):
    """Environment for git/pre-commit runs: hermetic git config, private pre-commit store."""
    env = {k: v for k, v in os.environ.items() if k not in LOOKUP_VARS and not k.startswith("GIT_")}
    os.makedirs(home, exist_ok=True)
    gitconfig = os.path.join(home, "gitconfig")
    with open(gitconfig, "w") as f:
        f.write("[user]\n\tname = hotlint test\n\temail = test@hotlint.invalid\n"
                "[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n"
                "[advice]\n\tdetachedHead = false\n")
    env.update(GIT_CONFIG_GLOBAL=gitconfig, GIT_CONFIG_NOSYSTEM="1", PRE_COMMIT_HOME=os.path.join(home, "pre-commit"),
               NO_COLOR="1", PRE_COMMIT_COLOR="never", PIP_DISABLE_PIP_VERSION_CHECK="1")
    # HOTLINT_DEPS_CACHE is left as the caller has it: unset, builds inside pip download the
    # grammar themselves, as they do for users
    return env


def private_venv(packages):
    """A virtualenv under the build dir with `packages` from PyPI; returns its bin folder.

    Serialised with a lock: the suite's tests run in parallel and share it."""
    os.makedirs(WORK, exist_ok=True)
    with open(os.path.join(WORK, ".venv.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        bindir = os.path.join(VENV, "bin")
        py = os.path.join(bindir, "python")
        if not os.path.exists(py):
            shutil.rmtree(VENV, ignore_errors=True)
            rc, out = run([sys.executable, "-m", "venv", VENV], timeout=300)
            if rc != 0:   # Debian without python3-venv has no ensurepip: borrow this interpreter's pip
                shutil.rmtree(VENV, ignore_errors=True)
                run([sys.executable, "-m", "venv", "--without-pip", VENV], check=True, timeout=300)
                rc2, out2 = run([sys.executable, "-m", "pip", "--python", py, "install", "--quiet", "pip"], timeout=600)
                if rc2 != 0:
                    shutil.rmtree(VENV, ignore_errors=True)
                    raise RuntimeError("cannot make a virtualenv with pip: install the Debian package python3-venv\n"
                                       + out + out2)
        have = os.path.join(VENV, "installed.txt")
        done = set(open(have).read().split()) if os.path.exists(have) else set()
        want = [p for p in packages if p not in done]
        if want:
            run([py, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *want], check=True, timeout=600)
            with open(have, "w") as f:
                f.write("\n".join(sorted(done | set(want))) + "\n")
        return bindir


def snapshot_repo(dest):
    """A git repository holding the source tree as the suite's build sees it, one commit.

    Tracked and untracked-but-not-ignored files of $HOTLINT_SRC are copied (so uncommitted
    work under test is what the hook repo holds, and ignored build dirs / third_party are
    not). Fixed identity and dates make the commit id a function of the content, so the
    pre-commit store's environment for it can be reused by the next run.
    Returns the commit id."""
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    if os.path.isdir(os.path.join(SRC, ".git")) or os.path.isfile(os.path.join(SRC, ".git")):
        _, out = run(["git", "-C", SRC, "ls-files", "-z", "-co", "--exclude-standard"], check=True)
        files = [f for f in out.split("\0") if f]
    else:   # an unpacked sdist: everything but build products
        files = []
        for root, dirs, names in os.walk(SRC):
            rel = os.path.relpath(root, SRC)
            dirs[:] = [d for d in dirs if not (rel == "." and (d.startswith("build") or d in ("third_party", ".git")))]
            files += [os.path.normpath(os.path.join(rel, n)) for n in names]
    for rel in files:
        src = os.path.join(SRC, rel)
        if not os.path.isfile(src) or os.path.islink(src):
            continue   # tracked but deleted in the work tree, or a link
        out = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        shutil.copy2(src, out)
    env = dict(os.environ, GIT_AUTHOR_NAME="hotlint", GIT_AUTHOR_EMAIL="hotlint@invalid",
               GIT_COMMITTER_NAME="hotlint", GIT_COMMITTER_EMAIL="hotlint@invalid",
               GIT_AUTHOR_DATE="2026-01-01T00:00:00Z", GIT_COMMITTER_DATE="2026-01-01T00:00:00Z",
               GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull)
    run(["git", "init", "-q", "-b", "main", dest], env=env, check=True)
    run(["git", "-C", dest, "add", "-A"], env=env, check=True)
    run(["git", "-C", dest, "commit", "-q", "--no-verify", "-m", "hotlint snapshot"], env=env, check=True)
    _, sha = run(["git", "-C", dest, "rev-parse", "HEAD"], env=env, check=True)
    return sha.strip()


def reset_store_if_stale(home, key):
    """Empty the pre-commit store when it was filled for another snapshot (keeps disk bounded)."""
    store = os.path.join(home, "pre-commit")
    stamp = os.path.join(home, "store-key")
    old = open(stamp).read() if os.path.exists(stamp) else None
    if old != key:
        shutil.rmtree(store, ignore_errors=True)
    os.makedirs(home, exist_ok=True)
    with open(stamp, "w") as f:
        f.write(key)

