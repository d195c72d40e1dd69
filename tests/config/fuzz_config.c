/*
 * fuzz_config.c — a deterministic mutation fuzzer for the YAML loaders and the inline
 * directive parser (TAP). It derives inputs from seed configs and allowlists (built in, plus
 * every testdata/config YAML file) with byte flips, insertions, deletions, truncations, YAML
 * syntax fragments, deep nesting, huge scalars and alias bombs, and feeds each to cfg_load
 * and sup_allowlist_load (and mutated comments to sup_apply). Each input gets a fresh arena,
 * freed afterwards, so the sanitizer build sees any leak; a call that takes more than 2 s
 * fails the run as a hang. Usage: fuzz_config [ITERATIONS] (default 1500 per loader).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "config.h"
#include "core/str.h"
#include "program.h"
#include "rules.h"
#include "suppress.h"

static uint64_t rng = 0x9E3779B97F4A7C15ULL;
static uint32_t rnd(uint32_t n) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return n ? (uint32_t)(rng % n) : 0;
}

static const char *const seed_configs[] = {
    "include: [\"bench/**\", \"*.py\"]\nexclude: [third_party, \"**/gen_*.py\"]\nrespect-gitignore: true\n"
    "select: [HL1, sync-explicit]\nignore: [HL801]\npreview: false\nfail-on: warning\n"
    "severity:\n  HL1: warning\n  logging: note\n"
    "per-path:\n  - path: \"tests/**\"\n    ignore: [logging]\n  - {path: [a/**, b/**], severity: {HL201: note}}\n"
    "root-methods: [run_iteration]\nroot-decorators: [\"@timed\"]\ntimer-functions: [mylib.clock]\n"
    "timing-utilities:\n  - mylib.bench\n  - {callable: mylib.bench2, arg: 1, keyword: fn}\n"
    "allowlists: [\"allowlists/*.yaml\"]\nmax-file-size: 2MB\ncache-dir: .cache\n",
    "per-path:\n  - path: \"a/**\"\n    ignore: &q [logging, io]\n  - path: \"b/**\"\n    ignore: *q\n",
    "select: [ALL]\n",
    "",
};

static const char *const seed_allowlists[] = {
    "root: \".\"\nentries:\n  - path: \"bench/*.py\"\n    scope: \"Bench.benchmark_fn\"\n    codes: [HL201, sync-explicit]\n"
    "    occurrence: 0\n    reason: \"measured on purpose\"\n    owner: \"@perf\"\n    expires: 2027-01-31\n"
    "  - {path: a.py, codes: HL101, reason: TODO}\n",
    "entries: []\n",
};

static const char *const frags[] = {
    "[", "]", "{", "}", ": ", "- ", "&a ", "*a", "? ", "!!str ", "'", "\"", "\n  ", "\t", "---\n", "%YAML 1.1\n", "#",
    "<<: *a", "|\n  x\n", ">\n", "\\x00", "\\u12", "~", "null", "true", ",", "\n- - - -", "\xff", "\xc3", "\0",
    "&a [*a]", "entries:", "path:", "codes:", "reason:", "per-path:", "severity:", "select:", "**/", "[!", "\\",
};

typedef Array(char *) Seeds;

static void add_file_seeds(Seeds *s, Arena *a, const char *dir) {
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t n = strlen(e->d_name);
        if (n < 6 || strcmp(e->d_name + n - 5, ".yaml")) continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        StrBuf sb;
        sb_init(&sb);
        char buf[4096];
        size_t k;
        while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_append(&sb, buf, k);
        fclose(f);
        array_push(a, s, arena_strndup(a, sb_cstr(&sb), sb.len));
        sb_fini(&sb);
    }
    closedir(d);
}

/* a mutated copy of `seed` (malloc'd; *len set; may contain NULs) */
static char *mutate(const char *seed, size_t *len) {
    StrBuf sb;
    sb_init(&sb);
    sb_puts(&sb, seed);
    uint32_t rounds = 1 + rnd(4);
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t op = rnd(10);
        size_t at = sb.len ? rnd((uint32_t)sb.len + 1) : 0;
        if (op <= 1 && sb.len) {                      /* byte flip */
            sb.data[rnd((uint32_t)sb.len)] ^= (char)(1u << rnd(8));
        } else if (op == 2) {                          /* random byte */
            char c = (char)rnd(256);
            StrBuf t; sb_init(&t);
            sb_append(&t, sb.data ? sb.data : "", at); sb_append(&t, &c, 1); sb_append(&t, sb.data ? sb.data + at : "", sb.len - at);
            sb_fini(&sb); sb = t;
        } else if (op == 3 && sb.len) {                /* delete a range */
            size_t n = 1 + rnd(16);
            if (at + n > sb.len) n = sb.len - at;
            memmove(sb.data + at, sb.data + at + n, sb.len - at - n);
            sb.len -= n;
            sb.data[sb.len] = 0;
        } else if (op == 4) {                          /* truncate */
            sb.len = at;
            if (sb.data) sb.data[sb.len] = 0;
        } else if (op <= 7) {                          /* YAML syntax fragment */
            const char *fr = frags[rnd(sizeof frags / sizeof frags[0])];
            size_t fl = fr[0] ? strlen(fr) : 1;
            StrBuf t; sb_init(&t);
            sb_append(&t, sb.data ? sb.data : "", at); sb_append(&t, fr, fl); sb_append(&t, sb.data ? sb.data + at : "", sb.len - at);
            sb_fini(&sb); sb = t;
        } else if (op == 8) {                          /* deep nesting */
            uint32_t depth = 10 + rnd(200);
            StrBuf t; sb_init(&t);
            sb_puts(&t, rnd(2) ? "select: " : "entries: ");
            for (uint32_t i = 0; i < depth; i++) sb_putc(&t, rnd(3) ? '[' : '{');
            sb_append(&t, sb.data ? sb.data : "", sb.len);
            sb_fini(&sb); sb = t;
        } else {                                       /* huge scalar or an alias bomb */
            if (rnd(2)) {
                sb_puts(&sb, "\ncache-dir: \"");
                uint32_t n = 1000 + rnd(200000);
                for (uint32_t i = 0; i < n; i++) sb_putc(&sb, (char)('a' + i % 26));
                sb_puts(&sb, "\"\n");
            } else {
                sb_puts(&sb, "\nx0: &a0 [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n");
                for (int i = 1; i < 10; i++)
                    sb_printf(&sb, "x%d: &a%d [*a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d, *a%d]\n", i, i, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1, i - 1);
                sb_puts(&sb, rnd(2) ? "select: *a9\nper-path: *a9\n" : "entries: *a9\n");
            }
        }
    }
    *len = sb.len;
    return sb_take(&sb);
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    int iters = argc > 1 ? atoi(argv[1]) : 1500;
    const char *src = getenv("HOTLINT_SRC");
    char path[4096];
    Arena run;
    arena_init(&run);
    RuleSet rules = {0};
    snprintf(path, sizeof path, "%s/rules", src ? src : ".");
    if (rule_set_load(&run, path, &rules) != HL_OK) { printf("Bail out! cannot load rules\n"); return 1; }
    Seeds cfg_seeds = {0}, al_seeds = {0};
    for (size_t i = 0; i < sizeof seed_configs / sizeof seed_configs[0]; i++) array_push(&run, &cfg_seeds, (char *)seed_configs[i]);
    for (size_t i = 0; i < sizeof seed_allowlists / sizeof seed_allowlists[0]; i++) array_push(&run, &al_seeds, (char *)seed_allowlists[i]);
    snprintf(path, sizeof path, "%s/testdata/config/errors", src ? src : ".");
    add_file_seeds(&cfg_seeds, &run, path);
    snprintf(path, sizeof path, "%s/testdata/config/good", src ? src : ".");
    add_file_seeds(&cfg_seeds, &run, path);
    snprintf(path, sizeof path, "%s/testdata/config/allowlist_errors", src ? src : ".");
    add_file_seeds(&al_seeds, &run, path);

    char dir[] = "/tmp/hotlint-fuzz-XXXXXX";
    if (!mkdtemp(dir)) { printf("Bail out! no temp folder\n"); return 1; }
    char file[4200];
    snprintf(file, sizeof file, "%s/hotlint.yaml", dir);
    fflush(stderr);
    int saved = dup(2);
    FILE *nul = fopen("/dev/null", "w");
    dup2(fileno(nul), 2);   /* the loaders complain a lot, by design */
    fclose(nul);

    int tests = 0, bad[2] = {0, 0}, ok_cfg = 0, ok_al = 0;
    double worst = 0;
    for (int kind = 0; kind < 2; kind++) {
        Seeds *seeds = kind ? &al_seeds : &cfg_seeds;
        for (int i = 0; i < iters; i++) {
            size_t len;
            char *text = mutate(seeds->contents[rnd(seeds->size)], &len);
            FILE *f = fopen(file, "wb");
            fwrite(text, 1, len, f);
            fclose(f);
            free(text);
            Arena a;
            arena_init(&a);
            double t0 = now_s();
            int rc;
            if (!kind) {
                Config c;
                cfg_default(&c, &a);
                rc = cfg_load(&a, file, &rules, &c);
                ok_cfg += rc == HL_OK;
            } else {
                AllowList al = {0};
                rc = sup_allowlist_load(&a, file, &rules, &al);
                ok_al += rc == HL_OK;
            }
            double dt = now_s() - t0;
            if (dt > worst) worst = dt;
            if (dt > 2.0 || (rc != HL_OK && rc != HL_ECONFIG)) bad[kind]++;
            arena_fini(&a);
        }
    }
    /* inline directives: mutated comments through sup_apply */
    static const char *const comments[] = {
        "# hotlint: ignore[HL101, sync-explicit] -- reason", "# hotlint: ignore-next-line[HL1] -- r",
        "# hotlint: ignore-file[logging] -- r", "/* hotlint: ignore[HL401] -- block */", "// hotlint: ignore[alloc]",
    };
    int inl_bad = 0;
    for (int i = 0; i < iters; i++) {
        Arena a;
        arena_init(&a);
        Program p;
        prog_init(&p, &a);
        size_t len;
        char *c = mutate(comments[rnd(5)], &len);
        for (size_t k = 0; k < len; k++) if (!c[k] || c[k] == '\n') c[k] = ' ';
        char *text = arena_printf(&a, "x = 1  %s\ny = 2\n", c);
        free(c);
        int32_t fi = prog_add(&p, "fuzz.py", ".", true);
        ProgFile *pf = p.files.contents[fi];
        Source *s = src_from_bytes(&pf->arena, "fuzz.py", LANG_PYTHON, text, (uint32_t)strlen(text));
        IrFile *ir = ir_file_new(&pf->arena, s);
        ir->path = pf->path;
        ir->lang = LANG_PYTHON;
        IrComment *cm = array_push_zero(&pf->arena, &ir->comments);
        cm->text = text + 7;
        cm->loc = (Loc){.path = pf->path, .line = 1, .col = 8, .end_line = 1, .end_col = 8 + (uint32_t)strlen(text + 7)};
        pf->ir = ir;
        pf->state = PF_PARSED;
        DiagSink sink;
        diag_sink_init(&sink, &a);
        Diag d = {0};
        d.rule = rules.rules.size ? &rules.rules.contents[rnd(rules.rules.size)] : NULL;
        if (d.rule) {
            d.code = d.rule->code;
            d.category = rule_category_name(d.rule->category);
            d.loc = (Loc){.path = "fuzz.py", .line = 1 + rnd(2), .col = 1, .end_line = 1, .end_col = 2};
            d.file = fi;
            diag_sink_add(&sink, &d);
        }
        double t0 = now_s();
        sup_apply(&p, &sink, &rules, NULL, "2026-11-29");
        if (now_s() - t0 > 2.0) inl_bad++;
        prog_fini(&p);
        diag_sink_fini(&sink);
        arena_fini(&a);
    }
    fflush(stderr);
    dup2(saved, 2);
    close(saved);
    unlink(file);
    rmdir(dir);
    printf("%s %d - %d mutated configs: no crash, no hang (%d loaded cleanly)\n", bad[0] ? "not ok" : "ok", ++tests, iters, ok_cfg);
    printf("%s %d - %d mutated allowlists: no crash, no hang (%d loaded cleanly); slowest call %.3f s\n", bad[1] ? "not ok" : "ok", ++tests, iters, ok_al, worst);
    printf("%s %d - %d mutated inline directives through sup_apply\n", inl_bad ? "not ok" : "ok", ++tests, iters);
    printf("1..%d\n", tests);
    arena_fini(&run);
    return bad[0] || bad[1] || inl_bad ? 1 : 0;
}
