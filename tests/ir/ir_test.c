/*
 * ir_test.c — IR tests in tree-sitter corpus format (STYLE.md §7), TAP output.
 *
 *   === title [path=pkg/mod.py] [module=pkg.mod] [partial]
 *   python source
 *   ---
 *   expected ir_dump() output
 *
 * A title may also be written tree-sitter style: a line of '=' only, the title, a line of '='.
 * Without `partial` the dump must equal the expected text exactly (trailing blank lines
 * ignored); with it, every expected line must appear in the dump, in order.
 * Arguments are corpus files or folders of them (*.txt).
 * `ir_test --fuzz N FILE...` parses N random mutations of each file (robustness, under ASan).
 * `ir_test --bench FILE...` times parse-only, parse+walk and parse+IR (not part of the suite).
 * `ir_test --update FILE...` rewrites the expected text of full cases with the actual dump.
 * Built-in cases (no corpus file) check robustness: 100,000 nested brackets, 10,000 nested
 * ifs, a long flat file, parse-only node counts.
 */
#include "core/arena.h"
#include "core/str.h"
#include "ir.h"
#include "pyfe.h"
#include "source.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <string.h>
#include <time.h>

static int ntest = 0, nfail = 0;

static void tap(bool ok, const char *fmt, const char *a, const char *b) {
    ntest++;
    if (!ok) nfail++;
    printf("%s %d - ", ok ? "ok" : "not ok", ntest);
    printf(fmt, a, b);
    printf("\n");
}

static char *read_file(const char *path, size_t *n) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    StrBuf b;
    sb_init(&b);
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&b, buf, k);
    fclose(f);
    *n = b.len;
    return sb_take(&b);
}

static bool is_rule(const char *l, size_t n, char c) {
    if (n < 3) return false;
    for (size_t i = 0; i < n; i++)
        if (l[i] != c) return false;
    return true;
}

typedef struct Case {
    char *title, *path, *module;
    bool partial;
    char *src, *expected;
    size_t exp_start, exp_end;   /* byte range of the expected text in the file (for --update) */
} Case;

static char *trim_trailing_blank(char *s) {
    size_t n = strlen(s);
    while (n && (s[n - 1] == '\n' || s[n - 1] == ' ' || s[n - 1] == '\r')) n--;
    s[n] = 0;
    return s;
}

static char *attr(const char *title, const char *key) {
    const char *p = strstr(title, key);
    if (!p) return NULL;
    p += strlen(key);
    size_t n = 0;
    while (p[n] && p[n] != ' ' && p[n] != ']') n++;
    char *r = malloc(n + 1);
    memcpy(r, p, n);
    r[n] = 0;
    return r;
}

/* splits a corpus file into cases */
static int parse_cases(const char *text, size_t len, Case *out, int max) {
    int nc = 0;
    size_t i = 0;
    Case *cur = NULL;
    int state = 0; /* 0 before, 1 source, 2 expected */
    StrBuf body;
    sb_init(&body);
    while (i <= len) {
        size_t e = i;
        while (e < len && text[e] != '\n') e++;
        const char *l = text + i;
        size_t n = e - i;
        bool eq_rule = is_rule(l, n, '=');
        bool eq_title = n > 3 && !strncmp(l, "===", 3) && !eq_rule;
        if (eq_rule || eq_title) {
            if (cur) {
                if (state == 2) {
                    cur->expected = trim_trailing_blank(sb_take(&body));
                    cur->exp_end = i;
                } else {
                    sb_fini(&body);
                }
            }
            if (nc >= max) break;
            cur = &out[nc++];
            memset(cur, 0, sizeof *cur);
            const char *t;
            size_t tn;
            if (eq_rule) {
                /* tree-sitter style: title on the next line, then another rule */
                size_t j = e + 1, je = j;
                while (je < len && text[je] != '\n') je++;
                t = text + j;
                tn = je - j;
                e = je;
                size_t k = je + 1, ke = k;
                while (ke < len && text[ke] != '\n') ke++;
                if (k < len && is_rule(text + k, ke - k, '=')) e = ke;
            } else {
                t = l + 3;
                tn = n - 3;
                while (tn && *t == ' ') t++, tn--;
            }
            cur->title = strndup(t, tn);
            cur->path = attr(cur->title, "path=");
            cur->module = attr(cur->title, "module=");
            cur->partial = strstr(cur->title, "partial") != NULL;
            state = 1;
            sb_init(&body);
        } else if (cur && state == 1 && is_rule(l, n, '-')) {
            cur->src = sb_take(&body);
            state = 2;
            cur->exp_start = e + 1 <= len ? e + 1 : len;
        } else if (cur) {
            sb_append(&body, l, n);
            sb_putc(&body, '\n');
        }
        i = e + 1;
    }
    if (cur) {
        if (state == 2) {
            cur->expected = trim_trailing_blank(sb_take(&body));
            cur->exp_end = len;
        } else {
            sb_fini(&body);
        }
    }
    return nc;
}

static char *dump_source(PyFe *fe, const char *path, const char *module, const char *src, size_t n) {
    Arena a;
    arena_init(&a);
    Source *s = src_from_bytes(&a, path ? path : "test.py", LANG_PYTHON, src, (uint32_t)n);
    IrFile *f = NULL;
    int rc = pyfe_parse(fe, &a, s, module ? module : "test", &f);
    char *d = rc == HL_OK && f ? ir_dump(f) : strdup("(parse failed)");
    arena_fini(&a);
    return trim_trailing_blank(d);
}

/* every line of `want` appears in `got`, in order */
static bool subseq(const char *got, const char *want, char **missing) {
    const char *g = got;
    const char *w = want;
    while (*w) {
        const char *we = strchr(w, '\n');
        size_t wn = we ? (size_t)(we - w) : strlen(w);
        if (wn) {
            bool found = false;
            while (*g) {
                const char *ge = strchr(g, '\n');
                size_t gn = ge ? (size_t)(ge - g) : strlen(g);
                bool eq = gn == wn && !memcmp(g, w, wn);
                g = ge ? ge + 1 : g + gn;
                if (eq) { found = true; break; }
            }
            if (!found) {
                *missing = strndup(w, wn);
                return false;
            }
        }
        w = we ? we + 1 : w + wn;
    }
    return true;
}

static void print_diag(const char *label, const char *text) {
    printf("# %s:\n", label);
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        printf("#   %.*s\n", (int)n, p);
        p = e ? e + 1 : p + n;
    }
}

static void run_file(PyFe *fe, const char *path, bool update);

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* a folder: every *.txt in it, sorted */
static void run_path(PyFe *fe, const char *path, bool update) {
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) {
        run_file(fe, path, update);
        return;
    }
    DIR *d = opendir(path);
    if (!d) return;
    char *names[1024];
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 1024) {
        size_t l = strlen(e->d_name);
        if (l > 4 && !strcmp(e->d_name + l - 4, ".txt")) {
            names[n] = malloc(strlen(path) + l + 2);
            sprintf(names[n], "%s/%s", path, e->d_name);
            n++;
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    for (int i = 0; i < n; i++) {
        run_file(fe, names[i], update);
        free(names[i]);
    }
}

static void run_file(PyFe *fe, const char *path, bool update) {
    size_t len;
    char *text = read_file(path, &len);
    if (!text) {
        tap(false, "%s: cannot read%s", path, "");
        return;
    }
    static Case cases[512];
    int nc = parse_cases(text, len, cases, 512);
    StrBuf out;
    sb_init(&out);
    size_t copied = 0;
    for (int i = 0; i < nc; i++) {
        Case *c = &cases[i];
        if (!c->src || !c->expected) {
            tap(false, "%s: %s: malformed case (no `---` line)", path, c->title);
            continue;
        }
        char *got = dump_source(fe, c->path, c->module, c->src, strlen(c->src));
        bool ok;
        char *missing = NULL;
        if (c->partial) ok = subseq(got, c->expected, &missing);
        else ok = strcmp(got, c->expected) == 0;
        if (update && !c->partial) {
            sb_append(&out, text + copied, c->exp_start - copied);
            sb_puts(&out, got);
            sb_puts(&out, i + 1 < nc ? "\n\n" : "\n");
            copied = c->exp_end;
            ok = true;
        }
        tap(ok, "%s: %s", path, c->title);
        if (!ok) {
            if (missing) printf("# missing line: %s\n", missing);
            print_diag("expected", c->expected);
            print_diag("got", got);
        }
        free(missing);
        free(got);
    }
    for (int i = 0; i < nc; i++) {
        free(cases[i].title);
        free(cases[i].path);
        free(cases[i].module);
        free(cases[i].src);
        free(cases[i].expected);
    }
    if (update) {
        sb_append(&out, text + copied, len - copied);
        FILE *f = fopen(path, "wb");
        if (f) {
            fwrite(out.data, 1, out.len, f);
            fclose(f);
        }
    }
    sb_fini(&out);
    free(text);
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double cpu_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* robustness: deep nesting must neither overflow nor hang, and the IR still forms */
static void builtin_cases(PyFe *fe) {
    /* 100,000 nested brackets */
    {
        size_t depth = 100000;
        StrBuf b;
        sb_init(&b);
        sb_puts(&b, "import torch\nx = ");
        for (size_t i = 0; i < depth; i++) sb_putc(&b, '[');
        for (size_t i = 0; i < depth; i++) sb_putc(&b, ']');
        sb_puts(&b, "\ntorch.cuda.synchronize()\n");
        double t0 = now_s();
        char *d = dump_source(fe, "deep.py", "deep", b.data, b.len);
        double dt = now_s() - t0;
        bool ok = strstr(d, "site 0 call torch.cuda.synchronize") != NULL && strstr(d, "depth_limited @2:") != NULL;
        tap(ok, "builtin: 100000 nested brackets (%s%s)", dt < 20 ? "in time" : "too slow", "");
        if (!ok) {
            char *head = strndup(d, 2000);
            print_diag("got (head)", head);
            free(head);
        }
        free(d);
        sb_fini(&b);
    }
    /* 10,000 nested ifs */
    {
        size_t depth = 10000;
        StrBuf b;
        sb_init(&b);
        for (size_t i = 0; i < depth; i++) {
            for (size_t k = 0; k < i; k++) sb_putc(&b, ' ');
            sb_puts(&b, "if x:\n");
        }
        for (size_t k = 0; k < depth; k++) sb_putc(&b, ' ');
        sb_puts(&b, "f()\ng()\n");
        double t0 = now_s();
        char *d = dump_source(fe, "ifs.py", "ifs", b.data, b.len);
        double dt = now_s() - t0;
        bool ok = strstr(d, " call g func=0 region=-1") != NULL && dt < 30;
        tap(ok, "builtin: 10000 nested ifs (%s%s)", dt < 30 ? "in time" : "too slow", "");
        if (!ok) print_diag("got (tail)", d + (strlen(d) > 2000 ? strlen(d) - 2000 : 0));
        free(d);
        sb_fini(&b);
    }
    /* a long flat file: every call becomes a site, in order */
    {
        StrBuf b;
        sb_init(&b);
        sb_puts(&b, "import torch\ndef f(x):\n");
        for (int i = 0; i < 20000; i++) sb_printf(&b, "    y%d = torch.relu(x) + %d  # c%d\n", i, i, i);
        char *d = dump_source(fe, "flat.py", "flat", b.data, b.len);
        bool ok = strstr(d, "site 19999 call torch.relu recv=torch:module func=1 region=-1 args=(x:unknown) -> tensor @20002:") != NULL &&
                  strstr(d, "comment @20002:37 # c19999") != NULL;
        tap(ok, "builtin: 20000-line function%s%s", "", "");
        free(d);
        sb_fini(&b);
    }
    /* parse_only: a walk counts nodes; no walk counts nothing */
    {
        const char *src = "x = f(1)\n";
        uint64_t n = pyfe_parse_only(fe, src, (uint32_t)strlen(src), true);
        uint64_t z = pyfe_parse_only(fe, src, (uint32_t)strlen(src), false);
        tap(n >= 8 && z == 0, "builtin: parse_only counts nodes%s%s", "", "");
    }
    /* old-Mac line endings (lone CR) count as line breaks, as in source.c */
    {
        const char *src = "import torch\rdef f(x):\r    return x.item()\r";
        char *d = dump_source(fe, "cr.py", "cr", src, strlen(src));
        tap(strstr(d, "func 1 f cls=-1 parent=-1 params=[x] @3-3") && strstr(d, "site 0 call x.item recv=x:unknown func=1 region=-1 -> number @3:12") &&
                !strstr(d, "syntax_error"),
            "builtin: lone CR line endings%s%s", "", "");
        free(d);
    }
    /* binary junk and NUL bytes never crash */
    {
        char junk[4096];
        uint32_t s = 12345;
        for (size_t i = 0; i < sizeof junk; i++) {
            s = s * 1103515245u + 12345u;
            junk[i] = (char)(s >> 16);
        }
        char *d = dump_source(fe, "junk.py", "junk", junk, sizeof junk);
        tap(strstr(d, "func 0 <module>") != NULL, "builtin: random bytes%s%s", "", "");
        free(d);
    }
}

/* `--bench FILE...`: parse floor vs IR building, best of 7 rounds, CPU time (not part of the suite) */
static int bench(PyFe *fe, int argc, char **argv) {
    size_t total = 0;
    char **texts = calloc((size_t)argc, sizeof *texts);
    size_t *lens = calloc((size_t)argc, sizeof *lens);
    for (int i = 0; i < argc; i++) {
        texts[i] = read_file(argv[i], &lens[i]);
        if (texts[i]) total += lens[i];
    }
    /* sources are loaded once: the IR mode times pyfe_parse and its arena, not file loading */
    Arena sa, a;
    arena_init(&sa);
    arena_init(&a);
    Source **srcs = calloc((size_t)argc, sizeof *srcs);
    for (int i = 0; i < argc; i++)
        if (texts[i]) srcs[i] = src_from_bytes(&sa, argv[i], LANG_PYTHON, texts[i], (uint32_t)lens[i]);
    double best[3] = {1e9, 1e9, 1e9};
    uint64_t nodes = 0;
    /* IR_BENCH_MODE=0|1|2 runs one mode once (for `perf stat -e instructions`) */
    const char *only = getenv("IR_BENCH_MODE");
    int rounds = only ? 1 : 7;
    for (int round = 0; round < rounds; round++) {
        for (int mode = 0; mode < 3; mode++) {
            if (only && mode != atoi(only)) continue;
            double t0 = cpu_s();
            for (int i = 0; i < argc; i++) {
                if (!texts[i]) continue;
                if (mode < 2) {
                    uint64_t n = pyfe_parse_only(fe, texts[i], (uint32_t)lens[i], mode == 1);
                    if (mode == 1 && round == 0) nodes += n;
                } else {
                    arena_reset(&a);
                    IrFile *f = NULL;
                    pyfe_parse(fe, &a, srcs[i], "bench", &f);
                }
            }
            double dt = cpu_s() - t0;
            if (dt < best[mode]) best[mode] = dt;
        }
    }
    double mb = total / 1e6;
    printf("%d files, %.2f MB, %llu nodes\n", argc, mb, (unsigned long long)nodes);
    printf("parse only      %7.1f ms  %5.2f MB/s\n", best[0] * 1e3, mb / best[0]);
    printf("parse + walk    %7.1f ms  %5.2f MB/s  (+%.1f%%)\n", best[1] * 1e3, mb / best[1], (best[1] / best[0] - 1) * 100);
    printf("parse + IR      %7.1f ms  %5.2f MB/s  (+%.1f%%)\n", best[2] * 1e3, mb / best[2], (best[2] / best[0] - 1) * 100);
    for (int i = 0; i < argc; i++) free(texts[i]);
    arena_fini(&a);
    arena_fini(&sa);
    free(srcs);
    free(texts);
    free(lens);
    return 0;
}

/* `--fuzz N FILE...`: N random mutations of each file (bytes dropped, duplicated, brackets and
 * indentation inserted, truncation) must parse and dump without crashing (run under ASan) */
static int fuzz(PyFe *fe, int rounds, int argc, char **argv) {
    uint32_t seed = 0x9E3779B9u;
    static const char inserts[] = "([{)]}:\n    \"'#\\@=,.";
    for (int f = 0; f < argc; f++) {
        size_t n;
        char *text = read_file(argv[f], &n);
        if (!text) continue;
        char *buf = malloc(n * 2 + 64);
        for (int r = 0; r < rounds; r++) {
            memcpy(buf, text, n);
            size_t len = n;
            int edits = 1 + r % 8;
            for (int e = 0; e < edits && len > 0; e++) {
                seed = seed * 1103515245u + 12345u;
                size_t at = (seed >> 8) % len;
                switch ((seed >> 4) % 4) {
                case 0: memmove(buf + at, buf + at + 1, len - at - 1); len--; break;
                case 1:
                    if (len < n * 2 + 60) {
                        memmove(buf + at + 1, buf + at, len - at);
                        buf[at] = inserts[(seed >> 16) % (sizeof inserts - 1)];
                        len++;
                    }
                    break;
                case 2: len = at + 1; break;
                default: buf[at] = (char)(seed >> 20); break;
                }
            }
            char *d = dump_source(fe, argv[f], "fuzz.mod", buf, len);
            free(d);
        }
        free(buf);
        free(text);
        printf("ok %d - fuzz %s (%d mutations)\n", ++ntest, argv[f], rounds);
    }
    printf("1..%d\n", ntest);
    return 0;
}

int main(int argc, char **argv) {
    PyFe *fe = pyfe_new();
    bool update = false;
    if (argc > 2 && !strcmp(argv[1], "--fuzz")) {
        int rc = fuzz(fe, atoi(argv[2]), argc - 3, argv + 3);
        pyfe_free(fe);
        return rc;
    }
    if (argc > 1 && !strcmp(argv[1], "--bench")) {
        int rc = bench(fe, argc - 2, argv + 2);
        pyfe_free(fe);
        return rc;
    }
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--update")) { update = true; continue; }
        run_path(fe, argv[i], update);
    }
    if (!update) builtin_cases(fe);
    printf("1..%d\n", ntest);
    pyfe_free(fe);
    return nfail ? 1 : 0;
}
