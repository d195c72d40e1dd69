/*
 * test_pychunk.c — pychunk.c (partial parsing): where the splitter cuts a Python file, when it
 * refuses, and which chunks selection keeps. TAP. Each case names the chunk it checks by its
 * first line, so a wrong cut or a wrong keep fails here before it changes a finding.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pychunk.h"

static int ntest, nfail;

static void ok(int cond, const char *what) {
    ntest++;
    if (!cond) nfail++;
    printf("%s %d - %s\n", cond ? "ok" : "not ok", ntest, what);
}

static const char *const words[] = {"benchmark_fn", "perf_counter", "do_bench", NULL};

static bool hit(void *ctx, const char *t, size_t n) {
    (void)ctx;
    for (int i = 0; words[i]; i++)
        if (memmem(t, n, words[i], strlen(words[i]))) return true;
    return false;
}

/* the chunk whose text starts with `head` (after indentation), or NULL */
static const PyChunk *chunk(const PyChunks *c, const char *text, const char *head) {
    for (uint32_t k = 0; k < c->n; k++) {
        const char *p = text + c->v[k].start;
        while (*p == ' ') p++;
        if (!strncmp(p, head, strlen(head))) return &c->v[k];
    }
    return NULL;
}

static bool kept(const PyChunks *c, const char *text, const char *head) {
    const PyChunk *k = chunk(c, text, head);
    return k && k->keep;
}

static bool dropped(const PyChunks *c, const char *text, const char *head) {
    const PyChunk *k = chunk(c, text, head);
    return k && !k->keep;
}

static void test_split(void) {
    const char *t =
        "\"\"\"doc\n"
        "def not_a_def(): pass\n"
        "\"\"\"\n"
        "import os\n"
        "x = (1,\n"
        "def_like)\n"
        "y = 1 + \\\n"
        "    2\n"
        "@deco\n"
        "# a comment between\n"
        "@other(1)\n"
        "def decorated():\n"
        "    s = '''\n"
        "class NotAClass:\n"
        "'''\n"
        "# column-0 comment inside the body\n"
        "    return s\n"
        "if os.name:\n"
        "    pass\n"
        "else:\n"
        "    pass\n"
        "class K(Base, pkg.Mixin):\n"
        "    \"\"\"K doc\"\"\"\n"
        "    attr = 1\n"
        "    def m(self):\n"
        "        return 1\n"
        "\n"
        "    @property\n"
        "    def p(self):\n"
        "        return 2\n"
        "async def coro():\n"
        "    pass\n";
    PyChunks c;
    ok(pychunk_split(t, (uint32_t)strlen(t), &c), "split: a file with strings, continuations and decorators");
    ok(!chunk(&c, t, "def not_a_def") && !chunk(&c, t, "class NotAClass"), "split: no cut inside a triple-quoted string");
    ok(!chunk(&c, t, "def_like)"), "split: no cut inside brackets");
    ok(!chunk(&c, t, "2\n"), "split: no cut after a backslash continuation");
    const PyChunk *d = chunk(&c, t, "@deco");
    ok(d && d->kind == PYCHUNK_DEF && d->name_len == 9 && !strncmp(t + d->name, "decorated", 9),
       "split: decorators (and comments between them) belong to their def");
    ok(!chunk(&c, t, "else:"), "split: `else:` continues the `if` before it");
    const PyChunk *k = chunk(&c, t, "class K");
    ok(k && k->kind == PYCHUNK_CLASS && k->bases_len && !strncmp(t + k->bases, "Base, pkg.Mixin", k->bases_len),
       "split: a class header with its bases");
    const PyChunk *m = chunk(&c, t, "def m");
    ok(m && m->kind == PYCHUNK_METHOD && m->parent == (int32_t)(k - c.v), "split: a method is a chunk of its class");
    const PyChunk *p = chunk(&c, t, "@property");
    ok(p && p->kind == PYCHUNK_METHOD && p->name_len == 1 && t[p->name] == 'p', "split: a decorated method");
    const PyChunk *a = chunk(&c, t, "attr = 1");
    ok(a && a->kind == PYCHUNK_MEMBER && a->parent == (int32_t)(k - c.v), "split: a class attribute is a member");
    const PyChunk *co = chunk(&c, t, "async def");
    ok(co && co->kind == PYCHUNK_DEF && co->name_len == 4, "split: async def");
    uint32_t covered = 0;
    for (uint32_t i = 0; i < c.n; i++) covered += c.v[i].end - c.v[i].start;
    ok(c.v[0].start == 0 && covered == strlen(t), "split: the chunks tile the file");
    pychunk_free(&c);

    static char deep[700];
    memset(deep, '(', 300);
    memset(deep + 300, ')', 300);
    const char *bad[] = {"x = '''never closed\ndef f(): pass\n", "x = (1,\n", "x = 1)\ndef f(): pass\n",
                         "s = 'no end\ndef f(): pass\n", "y = 1 + \\",
                         "class A:\n    def oops(self, :\n        return ]\n", deep};
    for (int i = 0; i < 7; i++) {
        char what[96];
        snprintf(what, sizeof what, "split refuses input %d (the file is then parsed whole)", i);
        ok(!pychunk_split(bad[i], (uint32_t)strlen(bad[i]), &c), what);
    }
    const char *dedent = "class A:\n        def deep(self): pass\n    def shallow(self): pass\ndef f(): pass\n";
    ok(pychunk_split(dedent, (uint32_t)strlen(dedent), &c) && chunk(&c, dedent, "class A")->whole &&
           chunk(&c, dedent, "def deep")->kind == PYCHUNK_MEMBER,
       "split: a class body that dedents inside is kept whole");
    pychunk_free(&c);
}

static void test_select(void) {
    const char *t =
        "import time\n"
        "from time import perf_counter as pc\n"
        "\"\"\"the perf_counter docstring binds nothing\"\"\"\n"
        "def helper():\n"
        "    return inner()\n"
        "def inner():\n"
        "    return 1\n"
        "def unused():\n"
        "    return 2\n"
        "def uses_alias():\n"
        "    return pc()\n"
        "def by_string():\n"
        "    return 3\n"
        "def timed_loop():\n"
        "    t0 = perf_counter()\n"
        "    helper()\n"
        "    TABLE['by_string']\n"
        "class Bench(Base):\n"
        "    def __init__(self):\n"
        "        self.n = 1\n"
        "    def setup(self):\n"
        "        self.x, self.y = make()\n"
        "    def benchmark_fn(self):\n"
        "        self._step()\n"
        "    def _step(self):\n"
        "        return self.x\n"
        "    def report(self):\n"
        "        return str(self.x)\n"
        "    def forward(self, x):\n"
        "        return x\n"
        "class Other:\n"
        "    def run(self):\n"
        "        return 4\n"
        "def make():\n"
        "    return 5\n";
    PyChunks c;
    ok(pychunk_split(t, (uint32_t)strlen(t), &c), "select: split");
    uint64_t left = pychunk_select(&c, t, hit, NULL, NULL, 0);
    ok(kept(&c, t, "import time") && kept(&c, t, "\"\"\"the"), "select: statements other than def/class are kept");
    ok(kept(&c, t, "def timed_loop"), "select: a def with a trigger word is kept");
    ok(kept(&c, t, "def helper") && kept(&c, t, "def inner"), "select: what a kept def names is kept, to a fixpoint");
    ok(kept(&c, t, "def by_string"), "select: a name in a string of a kept def is kept");
    ok(kept(&c, t, "def uses_alias"), "select: a def using a name a triggering import binds is kept");
    ok(dropped(&c, t, "def unused"), "select: a def nothing names is dropped");
    ok(kept(&c, t, "class Bench") && kept(&c, t, "def benchmark_fn") && kept(&c, t, "def _step"),
       "select: a class with a triggering method, and the methods it calls");
    ok(kept(&c, t, "def __init__") && kept(&c, t, "def setup") && kept(&c, t, "def forward"),
       "select: dunders, forward and methods assigning self.<attr> are kept");
    ok(kept(&c, t, "def make"), "select: a def named by a kept method is kept");
    ok(dropped(&c, t, "def report"), "select: a method nothing needs is dropped");
    ok(dropped(&c, t, "class Other") && dropped(&c, t, "def run"), "select: a class nothing names is dropped");
    ok(left == pychunk_dropped_bytes(&c) && left > 0 && pychunk_variant(&c) != 0, "select: bytes left out and the variant");
    ok(pychunk_dropped(&c, t, "unused", 6) && !pychunk_dropped(&c, t, "helper", 6), "dropped: by name");
    ok(pychunk_dropped(&c, t, "Bench.report", 12) && !pychunk_dropped(&c, t, "Bench._step", 11),
       "dropped: a method by Class.method");
    ok(pychunk_keep_name(&c, t, "Bench.report", 12) && kept(&c, t, "def report"), "keep_name: a method");
    ok(!pychunk_keep_name(&c, t, "Bench.report", 12), "keep_name: asking again changes nothing");
    ok(pychunk_keep_name(&c, t, "Other.run", 9) && kept(&c, t, "class Other") && kept(&c, t, "def run"),
       "keep_name: a method of a dropped class keeps its class");
    ok(pychunk_keep_name(&c, t, "unused", 6) && pychunk_dropped_bytes(&c) == 0 && pychunk_variant(&c) == 0,
       "keep_name: everything kept, variant 0");
    ok(!pychunk_keep_name(&c, t, "no_such_name", 12), "keep_name: an unknown name");
    const char *w[] = {"unused"};
    pychunk_select(&c, t, hit, NULL, w, 1);
    ok(kept(&c, t, "def unused") && dropped(&c, t, "def report"), "select: wants seed the selection");
    pychunk_free(&c);
}

int main(void) {
    test_split();
    test_select();
    printf("1..%d\n", ntest);
    return nfail ? 1 : 0;
}
