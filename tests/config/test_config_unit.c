/*
 * test_config_unit.c — TAP unit tests for config.c, suppress.c and discover.c that do not need
 * the Python frontend: globs, config loading and per-path severity, tool-code filtering,
 * inline directives over hand-built IR (every form and every tool diagnostic), allowlists
 * (waive, stale, expired, TODO, occurrence, scope), the seed class attribute, the
 * --write-allowlist round trip, nested configs and .gitignore-aware discovery.
 *
 * Runs in a fresh temp folder (it chdir()s there); rules come from $HOTLINT_SRC/rules.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "config.h"
#include "core/str.h"
#include "diag.h"
#include "discover.h"
#include "program.h"
#include "rules.h"
#include "suppress.h"

static int n_tests, n_failed;

static void ok(bool cond, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void ok(bool cond, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    printf("%s %d - ", cond ? "ok" : "not ok", ++n_tests);
    vprintf(fmt, ap);
    printf("\n");
    va_end(ap);
    if (!cond) n_failed++;
    fflush(stdout);
}

static void mkdirs(const char *path) {
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *p = buf + 1; *p; p++)
        if (*p == '/') { *p = 0; mkdir(buf, 0755); *p = '/'; }
}

static void wfile(const char *path, const char *text) {
    mkdirs(path);
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(2); }
    fputs(text, f);
    fclose(f);
}

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    StrBuf sb;
    sb_init(&sb);
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, n);
    fclose(f);
    return sb_take(&sb);
}

/* silence stderr around loaders that are expected to complain */
static int saved_err = -1;
static void quiet(bool on) {
    fflush(stderr);
    if (on) {
        saved_err = dup(2);
        FILE *nul = fopen("/dev/null", "w");
        dup2(fileno(nul), 2);
        fclose(nul);
    } else if (saved_err >= 0) {
        dup2(saved_err, 2);
        close(saved_err);
        saved_err = -1;
    }
}

/* a multi-line text as TAP diagnostics */
static void note(const char *text) {
    for (const char *p = text; p && *p;) {
        const char *e = strchr(p, '\n');
        int n = e ? (int)(e - p) : (int)strlen(p);
        printf("# %.*s\n", n, p);
        p = e ? e + 1 : p + n;
    }
}

static RuleSet rules;
static Arena run;

/* ------------------------------------------------------------------------------------------ */

static void test_globs(void) {
    static const struct { const char *g, *p; bool m; } cases[] = {
        {"*.py", "a/b/c.py", true}, {"*.py", "c.txt", false}, {"tests/**", "tests/a/b.py", true},
        {"tests/**", "x/tests/a.py", false}, {"**/tests/**", "x/tests/a.py", true}, {"**/tests/**", "tests/a.py", true},
        {"build", "x/build/y.py", true}, {"/build", "x/build/y.py", false}, {"/build", "build/y.py", true},
        {"a/*/c.py", "a/b/c.py", true}, {"a/*/c.py", "a/b/x/c.py", false}, {"a/**/c.py", "a/c.py", true},
        {"a/**/c.py", "a/b/x/c.py", true}, {"bench/", "bench/x.py", true}, {"[ab].py", "a.py", true},
        {"[!ab].py", "a.py", false}, {"**", "anything/x", true}, {"**/**/**/**/x", "a/b/c/d/e/f/g/x", true},
        {"**/**/**/**/x", "a/b/c/d/e/f/g/y", false}, {"a\\*b.py", "a*b.py", true}, {"a\\*b.py", "axb.py", false},
        {"bench/*.py", "./bench/a.py", true}, {"bench", "benchmark/a.py", false}, {"*", "a/b", true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        ok(cfg_glob_match(cases[i].g, cases[i].p) == cases[i].m, "glob `%s` %s `%s`", cases[i].g, cases[i].m ? "matches" : "does not match", cases[i].p);
    static const struct { const char *g, *why; } bad[] = {
        {"[abc", "unterminated `[`"}, {"../x", "`.` and `..` parts are not allowed (globs are relative to the config folder)"},
        {"", "empty glob"}, {"a//b", "empty folder name (`//`)"}, {"a\\", "trailing `\\`"}, {"a/./b", "`.` and `..` parts are not allowed (globs are relative to the config folder)"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *why = cfg_glob_check(bad[i].g);
        ok(why && !strcmp(why, bad[i].why), "glob `%s` rejected: %s (got %s)", bad[i].g, bad[i].why, why ? why : "accepted");
    }
    ok(cfg_glob_check("tests/**/*.py") == NULL, "glob `tests/**/*.py` accepted");
}

/* ------------------------------------------------------------------------------------------ */

static const Rule *R(const char *code) {
    const Rule *r = rule_find(&rules, code);
    if (!r) { fprintf(stderr, "no rule %s\n", code); exit(2); }
    return r;
}

static void test_config_load(void) {
    wfile("cl/hotlint.yaml",
          "# every key\n"
          "include: [\"bench/**\", \"*.py\"]\n"
          "exclude: [third_party, \"**/gen_*.py\"]\n"
          "respect-gitignore: false\n"
          "select: [HL1, sync-explicit, logging, HL801]\n"
          "ignore: [HL801]\n"
          "preview: true\n"
          "fail-on: warning\n"
          "severity:\n  HL1: warning\n  HL101: note\n  logging: error\n"
          "per-path:\n"
          "  - path: \"tests/**\"\n    ignore: [logging]\n"
          "  - path: [\"examples/**\", \"demo/**\"]\n    select: [sync-explicit]\n"
          "  - path: \"legacy/**\"\n    severity: {HL201: note}\n"
          "root-methods: [run_iteration, step]\n"
          "root-decorators: [\"@mylib.timed\"]\n"
          "timer-functions: [mylib.clock, \"std::chrono::steady_clock::now\"]\n"
          "timing-utilities:\n  - mylib.bench\n  - {callable: mylib.bench2, arg: 1, keyword: fn}\n"
          "allowlists: [\"waivers/*.yaml\"]\n"
          "max-file-size: 2MB\n"
          "cache-dir: .cache/hl\n");
    wfile("cl/waivers/one.yaml", "entries: []\n");
    wfile("cl/waivers/two.yaml", "entries: []\n");
    Config c;
    cfg_default(&c, &run);
    int rc = cfg_load(&run, "cl/hotlint.yaml", &rules, &c);
    ok(rc == HL_OK, "full config loads");
    ok(c.include.size == 2 && !strcmp(c.include.contents[0], "bench/**"), "include read");
    ok(c.exclude.size == 2 && !strcmp(c.exclude.contents[1], "**/gen_*.py"), "exclude read");
    ok(!c.respect_gitignore, "respect-gitignore read");
    ok(c.filter.select.size == 4 && c.filter.ignore.size == 1 && c.filter.preview, "select/ignore/preview read");
    ok(c.fail_on == SEV_WARNING, "fail-on read");
    ok(c.severity.size == 3, "severity read");
    ok(c.overrides.size == 4 && !strcmp(c.overrides.contents[2].glob, "demo/**"), "per-path read (a list of paths gives one override each)");
    bool m = false, d = false, t = false, u = false;
    for (uint32_t i = 0; i < c.hot.root_methods.size; i++) m |= !strcmp(c.hot.root_methods.contents[i], "run_iteration");
    for (uint32_t i = 0; i < c.hot.root_decorators.size; i++) d |= !strcmp(c.hot.root_decorators.contents[i], "mylib.timed");
    for (uint32_t i = 0; i < c.hot.timer_funcs.size; i++) t |= !strcmp(c.hot.timer_funcs.contents[i], "std::chrono::steady_clock::now");
    for (uint32_t i = 0; i < c.hot.timing_utils.size; i++)
        u |= !strcmp(c.hot.timing_utils.contents[i].qual, "mylib.bench2") && c.hot.timing_utils.contents[i].arg_index == 1 &&
             str_eq(c.hot.timing_utils.contents[i].arg_name, "fn");
    ok(m && d && t && u, "extra roots merged into Config.hot (methods, decorators without @, timers, utilities)");
    ok(c.allowlists.size == 2 && str_ends(c.allowlists.contents[0], "cl/waivers/one.yaml"), "allowlist globs expanded, sorted");
    ok(c.max_file_bytes == 2u << 20, "max-file-size 2MB");
    ok(c.cache_dir && str_ends(c.cache_dir, "cl/.cache/hl"), "cache-dir relative to the config");
    const char *const *words = cfg_scan_words(&c, &run);
    bool w1 = false, w2 = false;
    for (int i = 0; words[i]; i++) { w1 |= !strcmp(words[i], "run_iteration"); w2 |= !strcmp(words[i], "bench2"); }
    ok(w1 && w2, "scan words hold the extra roots");
    bool dflt = false;
    for (int i = 0; words[i]; i++)
        dflt |= !strcmp(words[i], "time") || !strcmp(words[i], "repeat") || !strcmp(words[i], "benchmark") ||
                !strcmp(words[i], "Timer") || !strcmp(words[i], "benchmark_fn");
    ok(!dflt, "scan words leave out the defaults' last names (`time` of time.time would make every file a candidate)");
    Config plain;
    cfg_default(&plain, &run);
    const char *const *none = cfg_scan_words(&plain, &run);
    ok(none && !none[0], "the default configuration adds no scan words");

    /* rule severity per path */
    ok(cfg_rule_severity(&c, R("HL801"), "cl/a.py") == SEV_NONE, "ignored rule disabled");
    ok(cfg_rule_severity(&c, R("HL101"), "cl/a.py") == SEV_NOTE, "exact code beats prefix (HL101: note)");
    ok(cfg_rule_severity(&c, R("HL102"), "cl/a.py") == SEV_WARNING, "prefix override (HL1: warning)");
    ok(cfg_rule_severity(&c, R("HL601"), "cl/a.py") == SEV_ERROR, "category override (logging: error)");
    ok(cfg_rule_severity(&c, R("HL601"), "cl/tests/t.py") == SEV_NONE, "per-path ignore of a category");
    ok(cfg_rule_severity(&c, R("HL101"), "cl/examples/x.py") == SEV_NONE, "per-path select narrows");
    ok(cfg_rule_severity(&c, R("HL201"), "cl/demo/x.py") == SEV_ERROR, "per-path select keeps the selected rules");
    ok(cfg_rule_severity(&c, R("HL201"), "cl/legacy/y.py") == SEV_NOTE, "per-path severity beats the rule's");
    ok(cfg_rule_severity(&c, R("HL401"), "cl/a.py") == SEV_NONE, "unselected rule disabled");

    /* cfg_apply: drops, overrides, conditional drop on top */
    DiagSink sink;
    diag_sink_init(&sink, &run);
    const char *codes[] = {"HL101", "HL102", "HL601", "HL601", "HL201"};
    const char *paths[] = {"cl/a.py", "cl/a.py", "cl/a.py", "cl/tests/t.py", "cl/legacy/y.py"};
    bool cond[] = {false, true, true, false, false};
    for (int i = 0; i < 5; i++) {
        Diag dg = {0};
        dg.rule = R(codes[i]);
        dg.code = dg.rule->code;
        dg.category = rule_category_name(dg.rule->category);
        dg.conditional = cond[i];
        dg.severity = cond[i] ? diag_severity_drop(dg.rule->severity) : dg.rule->severity;
        dg.loc = (Loc){.path = paths[i], .line = 1, .col = 1, .end_line = 1, .end_col = 2};
        diag_sink_add(&sink, &dg);
    }
    cfg_apply(&c, &rules, &sink);
    ok(sink.diags.size == 4, "cfg_apply drops the finding of a rule ignored for its path (%u left)", sink.diags.size);
    ok(sink.diags.contents[0].severity == SEV_NOTE, "override applied (HL101 -> note)");
    ok(sink.diags.contents[1].severity == SEV_NOTE, "conditional finding: override then one level down (HL102 warning -> note)");
    ok(sink.diags.contents[2].severity == SEV_WARNING, "conditional finding: logging error -> warning");
    ok(sink.diags.contents[3].severity == SEV_NOTE, "per-path severity applied");
    diag_sink_fini(&sink);

    /* tool codes */
    wfile("ct/hotlint.yaml", "ignore: [HL012]\nseverity: {HL020: error}\nper-path:\n  - path: gen/**\n    ignore: [HL0]\n");
    Config t2;
    cfg_default(&t2, &run);
    ok(cfg_load(&run, "ct/hotlint.yaml", &rules, &t2) == HL_OK, "tool-code config loads");
    diag_sink_init(&sink, &run);
    Loc l1 = {.path = "ct/a.py", .line = 1, .col = 1};
    diag_tool(&sink, "HL012", SEV_WARNING, l1, "unused");
    diag_tool(&sink, "HL020", SEV_WARNING, l1, "stale");
    Loc l2 = {.path = "ct/gen/x.py", .line = 1, .col = 1};
    diag_tool(&sink, "HL001", SEV_WARNING, l2, "syntax");
    cfg_apply_tools(&t2, &sink);
    ok(sink.diags.size == 1 && !strcmp(sink.diags.contents[0].code, "HL020") && sink.diags.contents[0].severity == SEV_ERROR,
       "tool codes: ignored ones dropped (globally and per path), severity override applied");
    diag_sink_fini(&sink);

    /* empty and comment-only configs are the defaults */
    wfile("ce/hotlint.yaml", "# nothing\n");
    Config t3;
    cfg_default(&t3, &run);
    ok(cfg_load(&run, "ce/hotlint.yaml", &rules, &t3) == HL_OK && t3.respect_gitignore && t3.fail_on == SEV_NOTE, "comment-only config = defaults");
    /* cfg_find: nearest upward */
    wfile("cf/hotlint.yaml", "preview: false\n");
    wfile("cf/sub/hotlint.yaml", "preview: true\n");
    wfile("cf/sub/deep/x.py", "x = 1\n");
    const char *f = cfg_find(&run, "cf/sub/deep/x.py");
    ok(f && !strcmp(f, "cf/sub/hotlint.yaml"), "cfg_find: nearest config from a file (%s)", f ? f : "none");
    f = cfg_find(&run, "cf");
    ok(f && !strcmp(f, "cf/hotlint.yaml"), "cfg_find: from a folder holding one");
}

/* ------------------------------------------------------------------------------------------ */
/* hand-built programs                                                                        */

/* adds a parsed file with comments found by a tiny scanner ('#', '//' and block comments) */
static int32_t add_file(Program *p, const char *path, Lang lang, const char *text, bool is_explicit) {
    wfile(path, text);
    int32_t idx = prog_add(p, path, ".", is_explicit);
    ProgFile *pf = p->files.contents[idx];
    pf->lang = lang;
    Source *src = src_from_bytes(&pf->arena, path, lang, text, (uint32_t)strlen(text));
    IrFile *ir = ir_file_new(&pf->arena, src);
    ir->path = pf->path;
    ir->lang = lang;
    uint32_t line = 1, col = 1;
    for (const char *q = text; *q;) {
        bool py = lang == LANG_PYTHON && *q == '#';
        bool cl = lang != LANG_PYTHON && q[0] == '/' && q[1] == '/';
        bool bl = lang != LANG_PYTHON && q[0] == '/' && q[1] == '*';
        if (py || cl || bl) {
            const char *e = q;
            uint32_t el = line, ec = col;
            if (bl) {
                const char *close = strstr(q + 2, "*/");
                e = close ? close + 2 : q + strlen(q);
                for (const char *z = q; z < e; z++) { if (*z == '\n') { el++; ec = 1; } else ec++; }
            } else {
                while (*e && *e != '\n') e++;
                ec = col + (uint32_t)(e - q);
            }
            IrComment *cm = array_push_zero(&pf->arena, &ir->comments);
            cm->text = arena_strndup(&pf->arena, q, (size_t)(e - q));
            cm->loc = (Loc){.path = pf->path, .line = line, .col = col, .end_line = el, .end_col = ec};
            line = el;
            col = ec;
            q = e;
            continue;
        }
        if (*q == '\n') { line++; col = 1; } else col++;
        q++;
    }
    pf->ir = ir;
    pf->state = PF_PARSED;
    return idx;
}

static Diag *finding(DiagSink *s, int32_t file, const char *path, const char *code, uint32_t line, const char *scope, uint32_t occ) {
    Diag d = {0};
    d.rule = R(code);
    d.code = d.rule->code;
    d.name = d.rule->name;
    d.category = rule_category_name(d.rule->category);
    d.severity = d.rule->severity;
    d.loc = (Loc){.path = path, .line = line, .col = 5, .end_line = line, .end_col = 9};
    d.file = file;
    d.site = 0;
    d.scope = scope;
    d.occurrence = occ;
    return diag_sink_add(s, &d);
}

/* the tool diagnostic with this code at path:line[:col] (col 0 = any), or NULL */
static const Diag *tool_at(const DiagSink *s, const char *code, const char *path, uint32_t line, uint32_t col) {
    for (uint32_t i = 0; i < s->diags.size; i++) {
        const Diag *d = &s->diags.contents[i];
        if (d->is_tool && !strcmp(d->code, code) && str_eq(d->loc.path, path) && d->loc.line == line && (!col || d->loc.col == col)) return d;
    }
    return NULL;
}

static uint32_t count_tool(const DiagSink *s, const char *code) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < s->diags.size; i++) n += s->diags.contents[i].is_tool && !strcmp(s->diags.contents[i].code, code);
    return n;
}

static const Diag *rule_at(const DiagSink *s, const char *code, const char *path, uint32_t line) {
    for (uint32_t i = 0; i < s->diags.size; i++) {
        const Diag *d = &s->diags.contents[i];
        if (!d->is_tool && !strcmp(d->code, code) && str_eq(d->loc.path, path) && d->loc.line == line) return d;
    }
    return NULL;
}

static void dump(const DiagSink *s) {
    for (uint32_t i = 0; i < s->diags.size; i++) {
        const Diag *d = &s->diags.contents[i];
        printf("# %s:%u:%u %s %s%s%s\n", d->loc.path, d->loc.line, d->loc.col, d->code, d->message ? d->message : "",
               d->waived ? " [waived: " : "", d->waived ? d->waive_reason : "");
    }
}

static void test_inline(void) {
    Program p;
    prog_init(&p, &run);
    DiagSink s;
    diag_sink_init(&s, &run);
    const char *py =
        "# hotlint: ignore-file[logging] -- this module prints on purpose\n"             /* 1 */
        "import torch\n"                                                                  /* 2 */
        "def f(x):\n"                                                                     /* 3 */
        "    a = x.item()  # hotlint: ignore[HL101] -- measured on purpose\n"             /* 4 */
        "    # hotlint: ignore[sync-explicit] -- the baseline syncs per step\n"           /* 5 */
        "    torch.cuda.synchronize()\n"                                                  /* 6 */
        "    # hotlint: ignore-next-line[HL1] -- prefix form\n"                           /* 7 */
        "    b = x.tolist()\n"                                                            /* 8 */
        "    c = x.cpu()  # hotlint: ignore[HL101]\n"                                     /* 9 */
        "    print(x)\n"                                                                  /* 10 */
        "    d = x.numpy()  # hotlint: ignroe[HL104] -- typo\n"                           /* 11 */
        "    e = x.nonzero()  # hotlint: ignore HL301 -- no brackets\n"                   /* 12 */
        "    g = x.unique()  # hotlint: ignore[HL304 -- no close\n"                       /* 13 */
        "    h = x.item()  # hotlint: ignore[HL999, HL101] -- unknown first\n"            /* 14 */
        "    k = x.item()  # hotlint: ignore[HL101] because\n"                            /* 15 */
        "    # hotlint: ignore[HL201] -- nothing below\n"                                 /* 16 */
        "    m = 1\n"                                                                     /* 17 */
        "    n = x.item()  # hotlint: ignore[HL001] -- tool codes are not for inline\n"   /* 18 */
        "# hotlint: ignore-file[HL102] -- too late\n"                                     /* 19 */
        "# hotlint: ignore[sync-scalr] -- near category\n"                                /* 20 */
        "y = 1  # see hotlint: docs for details\n"                                        /* 21 */
        "    # hotlint: ignore[HL102] -- two comment lines above\n"                       /* 22 */
        "    # an unrelated comment\n"                                                    /* 23 */
        "    z = x.tolist()\n"                                                            /* 24 */
        "    zz = f(x,\n"                                                                 /* 25 */
        "           x.item())  # hotlint: ignore[HL101] -- multi-line call, last line\n"; /* 26 */
    int32_t fi = add_file(&p, "inl/mod.py", LANG_PYTHON, py, true);
    finding(&s, fi, "inl/mod.py", "HL101", 4, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL201", 6, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL102", 8, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL103", 9, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL601", 10, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL104", 11, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL301", 12, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL304", 13, "f", 0);
    finding(&s, fi, "inl/mod.py", "HL101", 14, "f", 1);
    finding(&s, fi, "inl/mod.py", "HL101", 15, "f", 2);
    finding(&s, fi, "inl/mod.py", "HL101", 18, "f", 3);
    finding(&s, fi, "inl/mod.py", "HL102", 24, "f", 1);
    Diag *ml = finding(&s, fi, "inl/mod.py", "HL101", 25, "f", 4);
    ml->loc.end_line = 26;

    const char *cu =
        "// hotlint: ignore-file[HL205] -- c++ header form\n"                /* 1 */
        "void f(float *p, int n) {\n"                                        /* 2 */
        "  g(p); /* hotlint: ignore[HL401] -- block form */\n"               /* 3 */
        "  // hotlint: ignore-next-line[alloc] -- category form\n"           /* 4 */
        "  h(p);\n"                                                          /* 5 */
        "  /* a block comment\n"                                             /* 6 */
        "     hotlint: ignore-next-line[HL403] -- inside a multi-line block */\n" /* 7 */
        "  k(p);\n"                                                          /* 8 */
        "  barrier();\n"                                                     /* 9 */
        "}\n";
    int32_t fc = add_file(&p, "inl/k.cu", LANG_CUDA, cu, true);
    finding(&s, fc, "inl/k.cu", "HL401", 3, "f", 0);
    finding(&s, fc, "inl/k.cu", "HL402", 5, "f", 0);
    finding(&s, fc, "inl/k.cu", "HL403", 8, "f", 0);
    finding(&s, fc, "inl/k.cu", "HL205", 9, "f", 0);

    /* a file not named for linting: its directives waive but are not reported */
    int32_t fq = add_file(&p, "inl/quiet.py", LANG_PYTHON, "x = 1  # hotlint: ignore[HL999]\ny = 2  # hotlint: ignore[HL101] -- unused\n", false);
    (void)fq;

    sup_apply(&p, &s, &rules, NULL, "2026-11-29");
    dump(&s);
    const char *m = "inl/mod.py";
    ok(rule_at(&s, "HL101", m, 4)->waived == WAIVE_INLINE && !strcmp(rule_at(&s, "HL101", m, 4)->waive_reason, "measured on purpose"),
       "trailing ignore[CODE] waives its line, with the reason");
    ok(rule_at(&s, "HL101", m, 4)->waive_loc.line == 4 && rule_at(&s, "HL101", m, 4)->waive_loc.col == 21, "waive_loc is the directive");
    ok(rule_at(&s, "HL201", m, 6)->waived == WAIVE_INLINE, "ignore[category] on the line above waives");
    ok(rule_at(&s, "HL102", m, 8)->waived == WAIVE_INLINE, "ignore-next-line[prefix] waives the next line");
    ok(!rule_at(&s, "HL103", m, 9)->waived, "a directive for another code does not waive");
    ok(tool_at(&s, "HL010", m, 9, 20) != NULL, "HL010 missing reason at the directive");
    ok(tool_at(&s, "HL012", m, 9, 36) != NULL, "HL012 unused selector at its column");
    ok(rule_at(&s, "HL601", m, 10)->waived == WAIVE_FILE, "ignore-file[category] in the leading comments waives");
    ok(!rule_at(&s, "HL104", m, 11)->waived && tool_at(&s, "HL013", m, 11, 22), "HL013 unknown directive (typo), no waiver");
    const Diag *t = tool_at(&s, "HL013", m, 11, 22);
    ok(t && strstr(t->message, "did you mean `hotlint: ignore`"), "HL013 suggests the directive (%s)", t ? t->message : "");
    ok(!rule_at(&s, "HL301", m, 12)->waived && tool_at(&s, "HL013", m, 12, 24), "HL013 no brackets, no waiver");
    ok(!rule_at(&s, "HL304", m, 13)->waived && tool_at(&s, "HL013", m, 13, 23), "HL013 missing `]`, no waiver");
    ok(tool_at(&s, "HL011", m, 14, 37) && rule_at(&s, "HL101", m, 14)->waived, "HL011 unknown code at its column; the known one still waives");
    ok(!rule_at(&s, "HL101", m, 15)->waived && tool_at(&s, "HL013", m, 15, 44), "HL013 text after `]` without `--`, no waiver");
    ok(tool_at(&s, "HL012", m, 16, 23) != NULL, "HL012 unused line-above directive");
    ok(!rule_at(&s, "HL101", m, 18)->waived && tool_at(&s, "HL011", m, 18, 37), "HL011 tool code in brackets");
    ok(tool_at(&s, "HL013", m, 19, 3) != NULL, "HL013 ignore-file after code");
    t = tool_at(&s, "HL011", m, 20, 19);
    ok(t && strstr(t->message, "did you mean `sync-scalar`"), "HL011 suggests the category (%s)", t ? t->message : "");
    ok(!tool_at(&s, "HL013", m, 21, 0), "prose mentioning `hotlint:` is not a directive");
    ok(rule_at(&s, "HL102", m, 24)->waived == WAIVE_INLINE, "line-above directive skips comment-only lines");
    ok(rule_at(&s, "HL101", m, 25)->waived == WAIVE_INLINE, "trailing directive on the last line of a multi-line finding");
    ok(tool_at(&s, "HL012", m, 1, 0) == NULL, "used ignore-file is not reported");
    const char *k = "inl/k.cu";
    ok(rule_at(&s, "HL401", k, 3)->waived == WAIVE_INLINE, "C++ block comment trailing directive");
    ok(rule_at(&s, "HL402", k, 5)->waived == WAIVE_INLINE, "C++ // ignore-next-line with a category");
    ok(rule_at(&s, "HL403", k, 8)->waived == WAIVE_INLINE, "directive inside a multi-line block comment (line computed)");
    ok(rule_at(&s, "HL205", k, 9)->waived == WAIVE_FILE, "C++ // ignore-file");
    ok(count_tool(&s, "HL010") == 1 && count_tool(&s, "HL012") == 2, "exactly one HL010 and two HL012 (%u, %u)", count_tool(&s, "HL010"),
       count_tool(&s, "HL012"));
    ok(!tool_at(&s, "HL011", "inl/quiet.py", 1, 0) && !tool_at(&s, "HL012", "inl/quiet.py", 2, 0), "files not named for linting are not reported");
    prog_fini(&p);
    diag_sink_fini(&s);
}

/* ------------------------------------------------------------------------------------------ */

static void test_allowlist(void) {
    wfile("al/hotlint.yaml", "");
    wfile("al/allowlists/a.yaml",
          "entries:\n"
          "  - path: \"bench/*.py\"\n"                 /* 2 */
          "    scope: \"Bench.benchmark_fn\"\n"
          "    codes: [HL201]\n"
          "    reason: \"the baseline measures per-step synchronization\"\n"
          "    owner: \"@perf\"\n"
          "  - path: \"bench/b.py\"\n"                 /* 7: stale */
          "    codes: HL101\n"
          "    reason: \"gone\"\n"
          "  - path: \"bench/a.py\"\n"                 /* 10: expired */
          "    scope: \"*\"\n"
          "    codes: [HL401]\n"
          "    reason: \"x\"\n"
          "    expires: 2020-01-01\n"
          "  - path: \"bench/a.py\"\n"                 /* 15: TODO */
          "    codes: [sync-scalar]\n"
          "    reason: \"TODO\"\n"
          "  - path: \"other/**\"\n"                   /* 18: not linted: never reported */
          "    codes: [HL101]\n"
          "    reason: \"y\"\n"
          "  - path: \"bench/a.py\"\n"                 /* 21: occurrence */
          "    scope: \"Bench.*\"\n"
          "    codes: [io]\n"
          "    occurrence: 1\n"
          "    reason: \"the second write is the measured one\"\n"
          "  - path: \"bench/a.py\"\n"                 /* 26: expires today: still valid */
          "    codes: [HL601]\n"
          "    expires: 2026-11-29\n"
          "    reason: \"valid through its expiry day\"\n"
          "  - path: \"bench/a.py\"\n"                 /* 30: expired and matching nothing */
          "    codes: [HL1001]\n"
          "    expires: 2026-11-28\n"
          "    reason: \"z\"\n");
    AllowList al = {0};
    ok(sup_allowlist_load(&run, "al/allowlists/a.yaml", &rules, &al) == HL_OK && al.entries.size == 8, "allowlist loads (%u entries)", al.entries.size);
    ok(al.entries.size && str_ends(al.entries.contents[0].base, "/al"), "default root: the folder holding hotlint.yaml");
    Program p;
    prog_init(&p, &run);
    DiagSink s;
    diag_sink_init(&s, &run);
    int32_t fa = add_file(&p, "al/bench/a.py", LANG_PYTHON, "x = 1\n", true);
    int32_t fb = add_file(&p, "al/bench/b.py", LANG_PYTHON, "x = 1\n", true);
    (void)fb;
    const char *a = "al/bench/a.py";
    finding(&s, fa, a, "HL201", 3, "Bench.benchmark_fn", 0);
    finding(&s, fa, a, "HL201", 4, "Bench.setup_step", 0);
    finding(&s, fa, a, "HL401", 5, "Bench.benchmark_fn", 0);
    finding(&s, fa, a, "HL101", 6, "Bench.benchmark_fn", 0);
    finding(&s, fa, a, "HL701", 7, "Bench.benchmark_fn", 0);
    finding(&s, fa, a, "HL701", 8, "Bench.benchmark_fn", 1);
    finding(&s, fa, a, "HL601", 9, "helper", 0);
    sup_apply(&p, &s, &rules, &al, "2026-11-29");
    dump(&s);
    const Diag *d = rule_at(&s, "HL201", a, 3);
    ok(d->waived == WAIVE_ALLOWLIST && !strcmp(d->waive_reason, "the baseline measures per-step synchronization") &&
       str_eq(d->waive_loc.path, "al/allowlists/a.yaml") && d->waive_loc.line == 2, "path glob + scope + code waives, waive_loc is the entry");
    ok(!rule_at(&s, "HL201", a, 4)->waived, "another scope is not waived");
    ok(!rule_at(&s, "HL401", a, 5)->waived && tool_at(&s, "HL021", "al/allowlists/a.yaml", 10, 5), "expired entry no longer waives, HL021");
    ok(!rule_at(&s, "HL101", a, 6)->waived && tool_at(&s, "HL022", "al/allowlists/a.yaml", 15, 5), "TODO reason does not waive, HL022");
    ok(!rule_at(&s, "HL701", a, 7)->waived && rule_at(&s, "HL701", a, 8)->waived, "occurrence picks the second finding only");
    ok(rule_at(&s, "HL601", a, 9)->waived, "an entry expiring today still waives");
    ok(tool_at(&s, "HL020", "al/allowlists/a.yaml", 7, 5) != NULL, "stale entry reported at its file:line");
    ok(tool_at(&s, "HL021", "al/allowlists/a.yaml", 30, 5) != NULL, "expired entry matching nothing: HL021");
    ok(!tool_at(&s, "HL020", "al/allowlists/a.yaml", 18, 0), "entries for files not linted are not stale");
    ok(count_tool(&s, "HL020") == 1 && count_tool(&s, "HL021") == 2 && count_tool(&s, "HL022") == 1, "exactly the expected allowlist diagnostics");
    const Diag *st = tool_at(&s, "HL020", "al/allowlists/a.yaml", 7, 5);
    ok(st && !strcmp(st->message, "stale allowlist entry: `bench/b.py` in `*` matches no finding"), "HL020 message (%s)", st ? st->message : "");
    prog_fini(&p);
    diag_sink_fini(&s);

    /* explicit root */
    wfile("al2/waivers/w.yaml", "root: \"../src\"\nentries:\n  - {path: \"m.py\", codes: [HL101], reason: \"r\"}\n");
    wfile("al2/src/m.py", "x = 1\n");
    AllowList al2 = {0};
    ok(sup_allowlist_load(&run, "al2/waivers/w.yaml", &rules, &al2) == HL_OK && al2.entries.size == 1 && str_ends(al2.entries.contents[0].base, "/al2/src"),
       "`root:` is relative to the allowlist's folder");
}

/* ------------------------------------------------------------------------------------------ */

static void test_seed(void) {
    Program p;
    prog_init(&p, &run);
    DiagSink s;
    diag_sink_init(&s, &run);
    int32_t fi = add_file(&p, "sd/bench.py", LANG_PYTHON, "class Bench:\n    allowed_benchmark_fn_antipatterns = (\"sync\", \"bogus\", \"alocation\")\n", true);
    int32_t fo = add_file(&p, "sd/util.py", LANG_PYTHON, "def helper(x):\n    return x.item()\n", true);
    IrFile *ir = p.files.contents[fi]->ir;
    IrClass *c = ir_class_add(&p.files.contents[fi]->arena, ir);
    c->name = "Bench";
    c->qualname = "Bench";
    array_push(&p.files.contents[fi]->arena, &c->seed_waivers, "sync");
    array_push(&p.files.contents[fi]->arena, &c->seed_waivers, "bogus");
    array_push(&p.files.contents[fi]->arena, &c->seed_waivers, "alocation");
    c->seed_loc = (Loc){.path = "sd/bench.py", .line = 2, .col = 5, .end_line = 2, .end_col = 38};
    static HotLink chain_bench[2] = {{"Bench.benchmark_fn", "sd/bench.py", 3}, {"helper", "sd/util.py", 5}};
    static HotLink chain_other[1] = {{"Other.benchmark_fn", "sd/bench.py", 9}};
    Diag *d1 = finding(&s, fi, "sd/bench.py", "HL201", 4, "Bench.benchmark_fn", 0);
    d1->chain = chain_bench; d1->chain_len = 1;
    Diag *d2 = finding(&s, fi, "sd/bench.py", "HL401", 5, "Bench.benchmark_fn", 0);
    d2->chain = chain_bench; d2->chain_len = 1;
    Diag *d3 = finding(&s, fo, "sd/util.py", "HL101", 2, "helper", 0);
    d3->chain = chain_bench; d3->chain_len = 2;
    Diag *d4 = finding(&s, fi, "sd/bench.py", "HL201", 10, "Other.benchmark_fn", 0);
    d4->chain = chain_other; d4->chain_len = 1;
    sup_apply(&p, &s, &rules, NULL, "2026-11-29");
    dump(&s);
    const Diag *w = rule_at(&s, "HL201", "sd/bench.py", 4);
    ok(w->waived == WAIVE_SEED && !strcmp(w->waive_reason, "allowed_benchmark_fn_antipatterns") && w->waive_loc.line == 2,
       "seed attribute waives its rules for the class's roots (reason and loc)");
    ok(!rule_at(&s, "HL401", "sd/bench.py", 5)->waived, "rules of codes not listed stay");
    ok(rule_at(&s, "HL101", "sd/util.py", 2)->waived == WAIVE_SEED, "findings reached from the class's root in other files are waived too");
    ok(!rule_at(&s, "HL201", "sd/bench.py", 10)->waived, "other classes' roots are not waived");
    const Diag *u = tool_at(&s, "HL011", "sd/bench.py", 2, 5);
    ok(u && strstr(u->message, "unknown code `bogus` in `allowed_benchmark_fn_antipatterns`"), "HL011 for an unknown seed code");
    ok(count_tool(&s, "HL011") == 2, "one HL011 per unknown seed code");
    bool near = false;
    for (uint32_t i = 0; i < s.diags.size; i++)
        near |= s.diags.contents[i].is_tool && strstr(s.diags.contents[i].message, "did you mean `allocation`") != NULL;
    ok(near, "a near-miss seed code gets a suggestion");
    ok(sup_seed_code_known("host_transfer") && sup_seed_code_known("random_input_regeneration") && !sup_seed_code_known("bogus"), "seed code table");
    prog_fini(&p);
    diag_sink_fini(&s);
}

/* ------------------------------------------------------------------------------------------ */

static void build_roundtrip(Program *p, DiagSink *s) {
    prog_init(p, &run);
    diag_sink_init(s, &run);
    int32_t fa = add_file(p, "rt/bench/a.py", LANG_PYTHON, "x = 1\n", true);
    int32_t fb = add_file(p, "rt/bench/odd name [1].py", LANG_PYTHON, "x = 1\n", true);
    finding(s, fa, "rt/bench/a.py", "HL201", 3, "Bench.benchmark_fn", 0);
    finding(s, fa, "rt/bench/a.py", "HL201", 9, "Bench.benchmark_fn", 1);
    finding(s, fa, "rt/bench/a.py", "HL101", 4, "Bench.benchmark_fn", 0);
    finding(s, fa, "rt/bench/a.py", "HL601", 5, "<module>", 0);
    finding(s, fb, "rt/bench/odd name [1].py", "HL401", 2, "f", 0);
}

static void test_roundtrip(void) {
    wfile("rt/hotlint.yaml", "");
    Program p;
    DiagSink s;
    build_roundtrip(&p, &s);
    ok(sup_allowlist_write("rt/allowlists/baseline.yaml", &s) == HL_OK, "--write-allowlist writes");
    char *first = slurp("rt/allowlists/baseline.yaml");
    ok(sup_allowlist_write("rt/allowlists/baseline.yaml", &s) == HL_OK, "written twice");
    char *second = slurp("rt/allowlists/baseline.yaml");
    ok(first && second && !strcmp(first, second), "deterministic output");
    note(first);
    ok(first && strstr(first, "  - path: \"bench/a.py\"\n    scope: \"Bench.benchmark_fn\"\n    codes: [HL101]\n    reason: \"TODO\"\n"),
       "entries are relative to the repo root, keyed on scope and code");
    ok(first && strstr(first, "odd name \\\\[1\\\\].py"), "glob characters in paths are escaped");
    /* TODO entries do not waive */
    AllowList al = {0};
    ok(sup_allowlist_load(&run, "rt/allowlists/baseline.yaml", &rules, &al) == HL_OK && al.entries.size == 4, "the written file loads (%u entries, one per path/scope/code)", al.entries.size);
    sup_apply(&p, &s, &rules, &al, "2026-11-29");
    ok(count_tool(&s, "HL022") == 4, "every TODO entry reported (HL022)");
    uint32_t waived = 0;
    for (uint32_t i = 0; i < s.diags.size; i++) waived += s.diags.contents[i].waived != 0;
    ok(waived == 0, "TODO entries waive nothing");
    prog_fini(&p);
    diag_sink_fini(&s);
    /* fill the reasons, re-run: zero findings, zero stale */
    char *filled = slurp("rt/allowlists/baseline.yaml");
    StrBuf sb;
    sb_init(&sb);
    for (char *q = filled; *q;) {
        char *hit = strstr(q, "\"TODO\"");
        if (!hit) { sb_puts(&sb, q); break; }
        sb_append(&sb, q, (size_t)(hit - q));
        sb_puts(&sb, "\"measured on purpose\"");
        q = hit + 6;
    }
    wfile("rt/allowlists/baseline.yaml", sb_cstr(&sb));
    sb_fini(&sb);
    build_roundtrip(&p, &s);
    AllowList al2 = {0};
    ok(sup_allowlist_load(&run, "rt/allowlists/baseline.yaml", &rules, &al2) == HL_OK, "filled allowlist loads");
    sup_apply(&p, &s, &rules, &al2, "2026-11-29");
    uint32_t open = 0, tools = 0;
    for (uint32_t i = 0; i < s.diags.size; i++) {
        open += !s.diags.contents[i].is_tool && !s.diags.contents[i].waived;
        tools += s.diags.contents[i].is_tool;
    }
    ok(open == 0 && tools == 0, "round trip: zero findings, zero stale (%u open, %u tool)", open, tools);
    prog_fini(&p);
    diag_sink_fini(&s);
    /* written outside the repo root: a `root:` key keeps the paths valid */
    build_roundtrip(&p, &s);
    mkdir("rt_out", 0755);
    ok(sup_allowlist_write("rt_out/elsewhere.yaml", &s) == HL_OK, "write outside the repo");
    AllowList al3 = {0};
    char *txt = slurp("rt_out/elsewhere.yaml");
    note(txt);
    ok(txt && strstr(txt, "root: \"..\"\n") && strstr(txt, "path: \"rt/bench/a.py\""), "`root:` written when findings are not below the default root");
    ok(sup_allowlist_load(&run, "rt_out/elsewhere.yaml", &rules, &al3) == HL_OK && al3.entries.size == 4, "and it loads");
    free(txt);
    free(first);
    free(second);
    free(filled);
    prog_fini(&p);
    diag_sink_fini(&s);
}

/* ------------------------------------------------------------------------------------------ */

static bool has_file(const Program *p, const char *path) {
    for (uint32_t i = 0; i < p->files.size; i++)
        if (!strcmp(p->files.contents[i]->path, path)) return true;
    return false;
}

static void test_discover(void) {
    /* nested configs: nearest wins */
    wfile("nest/hotlint.yaml", "ignore: [HL601]\nexclude: [\"*skip_me.py\"]\n");
    wfile("nest/a.py", "x = 1\n");
    wfile("nest/skip_me.py", "x = 1\n");
    wfile("nest/sub/hotlint.yaml", "select: [logging]\ninclude: [\"keep_*.py\"]\n");
    wfile("nest/sub/keep_b.py", "x = 1\n");
    wfile("nest/sub/other.py", "x = 1\n");
    wfile("nest/sub/keep_skip_me.py", "x = 1\n");
    wfile("nest/.hidden/h.py", "x = 1\n");
    wfile("nest/node_modules/n.py", "x = 1\n");
    Config c;
    cfg_default(&c, &run);
    StrArray paths = {0};
    array_push(&run, &paths, "nest");
    CfgCli cli = {.paths = &paths};
    ok(cfg_setup(&c, &run, &rules, &cli) == HL_OK && c.hierarchical && str_eq(c.file, "nest/hotlint.yaml"), "cfg_setup finds the nearest config");
    Program p;
    prog_init(&p, &run);
    DiagSink s;
    diag_sink_init(&s, &run);
    ok(disc_collect(&p, &c, &paths, &s) == HL_OK, "discovery with a nested config");
    cfg_merge_nested(&c);
    ok(has_file(&p, "nest/a.py") && !has_file(&p, "nest/skip_me.py"), "root exclude applies");
    ok(has_file(&p, "nest/sub/keep_b.py") && !has_file(&p, "nest/sub/other.py"), "nested include applies below its folder");
    ok(has_file(&p, "nest/sub/keep_skip_me.py"), "the root's exclude does not apply under a nested config (nearest wins, no inheritance)");
    ok(!has_file(&p, "nest/.hidden/h.py") && !has_file(&p, "nest/node_modules/n.py"), "hidden and vendored folders skipped");
    ok(cfg_for_path(&c, "nest/sub/keep_b.py") != &c && cfg_for_path(&c, "nest/a.py") == &c, "cfg_for_path picks the nearest");
    ok(cfg_rule_severity(&c, R("HL601"), "nest/a.py") == SEV_NONE && cfg_rule_severity(&c, R("HL601"), "nest/sub/keep_b.py") == SEV_WARNING,
       "rule selection per governing config");
    ok(cfg_rule_severity(&c, R("HL101"), "nest/sub/keep_b.py") == SEV_NONE && cfg_rule_severity(&c, R("HL101"), "nest/a.py") == SEV_ERROR,
       "nested select narrows its subtree only");
    ok(eng_rule_enabled(&c.filter, R("HL601")) && eng_rule_enabled(&c.filter, R("HL101")), "the engine filter is the union over configs");
    prog_fini(&p);
    diag_sink_fini(&s);

    /* --config: the nested config is not consulted */
    Config c2;
    cfg_default(&c2, &run);
    CfgCli cli2 = {.paths = &paths, .config = "nest/hotlint.yaml"};
    ok(cfg_setup(&c2, &run, &rules, &cli2) == HL_OK && !c2.hierarchical, "--config: not hierarchical");
    prog_init(&p, &run);
    diag_sink_init(&s, &run);
    disc_collect(&p, &c2, &paths, &s);
    ok(has_file(&p, "nest/sub/other.py") && !has_file(&p, "nest/sub/keep_skip_me.py"), "--config governs every file");
    prog_fini(&p);
    diag_sink_fini(&s);

    /* a broken nested config is an error */
    wfile("nestbad/hotlint.yaml", "");
    wfile("nestbad/sub/hotlint.yaml", "selct: [HL101]\n");
    wfile("nestbad/sub/x.py", "x = 1\n");
    Config c3;
    cfg_default(&c3, &run);
    StrArray p3 = {0};
    array_push(&run, &p3, "nestbad");
    CfgCli cli3 = {.paths = &p3};
    cfg_setup(&c3, &run, &rules, &cli3);
    prog_init(&p, &run);
    diag_sink_init(&s, &run);
    quiet(true);
    int rc = disc_collect(&p, &c3, &p3, &s);
    quiet(false);
    ok(rc == HL_ECONFIG, "a broken nested config fails discovery with HL_ECONFIG");
    prog_fini(&p);
    diag_sink_fini(&s);

    /* .gitignore in a git work tree */
    if (system("git --version >/dev/null 2>&1") != 0) {
        ok(true, "# SKIP git not installed");
        return;
    }
    wfile("gitr/hotlint.yaml", "");
    wfile("gitr/.gitignore", "gen/\n*_tmp.py\n!keep_tmp.py\n");
    wfile("gitr/src/a.py", "x = 1\n");
    wfile("gitr/src/b_tmp.py", "x = 1\n");
    wfile("gitr/src/keep_tmp.py", "x = 1\n");
    wfile("gitr/gen/g.py", "x = 1\n");
    wfile("gitr/src/.gitignore", "local.py\n");
    wfile("gitr/src/local.py", "x = 1\n");
    wfile("gitr/tracked_tmp.py", "x = 1\n");
    int gr = system("cd gitr && git init -q . && git -c user.email=t@t -c user.name=t add -f tracked_tmp.py && "
                    "git -c user.email=t@t -c user.name=t commit -q -m t >/dev/null 2>&1");
    ok(gr == 0, "git repo created");
    Config c4;
    cfg_default(&c4, &run);
    StrArray p4 = {0};
    array_push(&run, &p4, "gitr");
    CfgCli cli4 = {.paths = &p4};
    cfg_setup(&c4, &run, &rules, &cli4);
    prog_init(&p, &run);
    diag_sink_init(&s, &run);
    disc_collect(&p, &c4, &p4, &s);
    ok(has_file(&p, "gitr/src/a.py") && has_file(&p, "gitr/src/keep_tmp.py"), ".gitignore: kept files");
    ok(!has_file(&p, "gitr/src/b_tmp.py") && !has_file(&p, "gitr/gen/g.py"), ".gitignore: ignored files and folders skipped");
    ok(!has_file(&p, "gitr/src/local.py"), ".gitignore in a subfolder honoured");
    ok(has_file(&p, "gitr/tracked_tmp.py"), "tracked files are never ignored (git's rule)");
    prog_fini(&p);
    diag_sink_fini(&s);
    /* explicit folder that git ignores is walked; respect-gitignore: false */
    StrArray p5 = {0};
    array_push(&run, &p5, "gitr/gen");
    Config c5;
    cfg_default(&c5, &run);
    CfgCli cli5 = {.paths = &p5};
    cfg_setup(&c5, &run, &rules, &cli5);
    prog_init(&p, &run);
    diag_sink_init(&s, &run);
    disc_collect(&p, &c5, &p5, &s);
    ok(has_file(&p, "gitr/gen/g.py"), "a folder named on the command line is walked even if git ignores it");
    prog_fini(&p);
    diag_sink_fini(&s);
    wfile("gitr/hotlint.yaml", "respect-gitignore: false\n");
    Config c6;
    cfg_default(&c6, &run);
    cfg_setup(&c6, &run, &rules, &cli4);
    prog_init(&p, &run);
    diag_sink_init(&s, &run);
    disc_collect(&p, &c6, &p4, &s);
    ok(has_file(&p, "gitr/src/b_tmp.py") && has_file(&p, "gitr/gen/g.py"), "respect-gitignore: false walks everything");
    prog_fini(&p);
    diag_sink_fini(&s);
}

static void test_setup(void) {
    /* CLI overrides every config: --select replaces, --ignore adds, --fail-on replaces */
    wfile("su/hotlint.yaml", "select: [HL1]\nignore: [HL102]\nfail-on: error\n");
    wfile("su/a.py", "x = 1\n");
    StrArray paths = {0}, sel = {0}, ign = {0};
    array_push(&run, &paths, "su/a.py");
    array_push(&run, &sel, "HL2");
    array_push(&run, &ign, "HL201");
    Config c;
    cfg_default(&c, &run);
    CfgCli cli = {.paths = &paths, .select = &sel, .ignore = &ign, .fail_on = "warning"};
    ok(cfg_setup(&c, &run, &rules, &cli) == HL_OK, "cfg_setup with command-line overrides");
    ok(cfg_rule_severity(&c, R("HL101"), "su/a.py") == SEV_NONE && cfg_rule_severity(&c, R("HL202"), "su/a.py") != SEV_NONE,
       "--select replaces the config's select");
    ok(cfg_rule_severity(&c, R("HL201"), "su/a.py") == SEV_NONE, "--ignore adds to the config's ignore");
    ok(c.fail_on == SEV_WARNING, "--fail-on replaces fail-on");
    CfgCli bad = {.paths = &paths, .fail_on = "fatal"};
    Config c2;
    cfg_default(&c2, &run);
    quiet(true);
    int rc = cfg_setup(&c2, &run, &rules, &bad);
    quiet(false);
    ok(rc == HL_EUSAGE, "a bad --fail-on is a usage error");
    /* no config: default allowlists at the git top folder of the first path */
    wfile("nocfg/.git/HEAD", "ref: refs/heads/main\n");
    wfile("nocfg/allowlists/a.yaml", "entries: []\n");
    wfile("nocfg/allowlists/b.yml", "entries: []\n");
    wfile("nocfg/src/x.py", "x = 1\n");
    StrArray p2 = {0};
    array_push(&run, &p2, "nocfg/src");
    Config c3;
    cfg_default(&c3, &run);
    CfgCli cli3 = {.paths = &p2};
    ok(cfg_setup(&c3, &run, &rules, &cli3) == HL_OK && !c3.file && c3.allowlists.size == 2 &&
       str_ends(c3.allowlists.contents[0], "nocfg/allowlists/a.yaml"), "no config: allowlists/*.yaml and *.yml at the repo root (%u)", c3.allowlists.size);
    Config c4;
    cfg_default(&c4, &run);
    CfgCli cli4 = {.paths = &p2, .no_config = true};
    ok(cfg_setup(&c4, &run, &rules, &cli4) == HL_OK && !c4.allowlists.size && !c4.hierarchical, "--no-config: no allowlists, no nested configs");
    Config c5;
    cfg_default(&c5, &run);
    CfgCli cli5 = {.paths = &p2, .config = "nocfg/missing.yaml"};
    quiet(true);
    rc = cfg_setup(&c5, &run, &rules, &cli5);
    quiet(false);
    ok(rc == HL_EUSAGE, "--config naming a missing file is a usage error");
}

int main(void) {
    const char *src = getenv("HOTLINT_SRC");
    char rules_dir[4096];
    snprintf(rules_dir, sizeof rules_dir, "%s/rules", src ? src : ".");
    arena_init(&run);
    if (rule_set_load(&run, rules_dir, &rules) != HL_OK) { printf("Bail out! cannot load rules from %s\n", rules_dir); return 1; }
    char tmpl[] = "/tmp/hotlint-config-XXXXXX";
    if (!mkdtemp(tmpl) || chdir(tmpl) != 0) { printf("Bail out! no temp folder\n"); return 1; }
    test_globs();
    test_config_load();
    test_inline();
    test_allowlist();
    test_seed();
    test_roundtrip();
    test_discover();
    test_setup();
    printf("1..%d\n", n_tests);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpl);
    if (!n_failed && system(cmd) != 0) {}
    arena_fini(&run);
    return n_failed ? 1 : 0;
}
