/*
 * main.c — the CLI and the pipeline, nothing else (STYLE.md §1).
 *
 *   args -> rules -> config -> discover -> Program (scan, parse roots) -> hot -> engine
 *        -> tool diagnostics -> suppress/allowlists -> sort -> emit (+ microbench)
 *
 * Exit codes (DESIGN.md §6): 0 no finding at or above the fail level, 1 findings, 2 usage,
 * config or rule error, 3 internal error. Every module below reports bad input as a
 * diagnostic or a `file:line:col: message` on stderr; only out-of-memory aborts.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "config.h"
#include "cufe.h"
#include "core/str.h"
#include "diag.h"
#include "discover.h"
#include "emit.h"
#include "engine.h"
#include "hot.h"
#include "lint.h"
#include "lsp.h"
#include "mbench.h"
#include "program.h"
#include "rules.h"
#include "suppress.h"

#ifndef HOTLINT_VERSION
#define HOTLINT_VERSION "0.0.0"
#endif
#define HOTLINT_INFO_URI "https://github.com/hotlint/hotlint"
#define HOTLINT_RULE_DOC_BASE "https://github.com/hotlint/hotlint/blob/main/docs/rules.md"

static const char usage_text[] =
    "usage: hotlint [OPTIONS] [PATH...]      lint files and trees (default: .)\n"
    "       hotlint rules                    list rules\n"
    "       hotlint rule CODE                show a rule's documentation\n"
    "       hotlint confirm DIR              build and run emitted microbenchmarks on a GPU\n"
    "       hotlint lsp                      language server on stdio\n"
    "\n"
    "options:\n"
    "  --format FMT          text (default), json, sarif, github\n"
    "  --output FILE         write the report to FILE instead of stdout\n"
    "  --select LIST         only these codes, code prefixes or categories (comma-separated)\n"
    "  --ignore LIST         skip these codes, code prefixes or categories\n"
    "  --preview             also run rules whose status is preview\n"
    "  --fail-on LEVEL       exit 1 only for findings at or above LEVEL (note|warning|error)\n"
    "  --config FILE         use this hotlint.yaml      --no-config  ignore hotlint.yaml files\n"
    "  --rules DIR           rule folder (default: next to the executable)\n"
    "  -j, --jobs N          worker threads (default: all cores)\n"
    "  --no-cache            neither read nor write the result cache\n"
    "  --cache-dir DIR       result cache folder (default: `cache-dir` in hotlint.yaml, else ~/.cache/hotlint/results)\n"
    "  --statistics          print counts per rule, waived findings and timing\n"
    "  --show-waived         also show findings waived by suppressions/allowlists\n"
    "  --write-allowlist F   write an allowlist covering every current finding to F\n"
    "  --emit-microbench DIR write one CUDA microbenchmark per finding + manifest.json\n"
    "  --evidence FILE       attach GPU verdicts (from `hotlint confirm`) to findings\n"
    "  --compile-commands D  folder holding compile_commands.json for C/C++/CUDA flags\n"
    "  --cuda-path DIR       use real CUDA headers from DIR (default: built-in declarations)\n"
    "  --stdin-filename P    lint standard input as if it were file P\n"
    "  --quiet               findings only: no code frames, no summary\n"
    "  --color / --no-color  colored text output (default: when stdout is a terminal)\n"
    "  --version             print the version\n"
    "  -h, --help            this text\n"
    "\n"
    "exit codes: 0 clean, 1 findings, 2 usage/config/rule error, 3 internal error\n";

static void split_list(Arena *a, StrArray *out, const char *s) {
    const char *p = s;
    while (*p) {
        const char *e = p;
        while (*e && *e != ',') e++;
        const char *b = p;
        while (b < e && (*b == ' ' || *b == '\t')) b++;
        const char *t = e;
        while (t > b && (t[-1] == ' ' || t[-1] == '\t')) t--;
        if (t > b) array_push(a, out, arena_strndup(a, b, (size_t)(t - b)));
        p = *e ? e + 1 : e;
    }
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int cli_parse(CliOptions *o, Arena *a, int argc, char **argv) {
    memset(o, 0, sizeof *o);
    o->format = "text";
    o->jobs = 0;
    o->color = -1;
    o->argv0 = argv[0];
    enum { O_FORMAT = 256, O_OUTPUT, O_SELECT, O_IGNORE, O_PREVIEW, O_FAILON, O_CONFIG, O_NOCONFIG, O_RULES,
           O_NOCACHE, O_CACHEDIR, O_STATS, O_SHOWW, O_WRITEAL, O_EMITMB, O_EVID, O_CC, O_CUDAPATH, O_STDINFN,
           O_QUIET, O_COLOR, O_NOCOLOR, O_VERSION, O_WORKUS, O_BYTES, O_ARCH, O_DEBUGHOT, O_DEBUGIR, O_STDIO };
    static const struct option longopts[] = {
        {"format", required_argument, 0, O_FORMAT}, {"output", required_argument, 0, O_OUTPUT},
        {"select", required_argument, 0, O_SELECT}, {"ignore", required_argument, 0, O_IGNORE},
        {"preview", no_argument, 0, O_PREVIEW}, {"fail-on", required_argument, 0, O_FAILON},
        {"config", required_argument, 0, O_CONFIG}, {"no-config", no_argument, 0, O_NOCONFIG},
        {"rules", required_argument, 0, O_RULES}, {"jobs", required_argument, 0, 'j'},
        {"no-cache", no_argument, 0, O_NOCACHE}, {"cache-dir", required_argument, 0, O_CACHEDIR},
        {"statistics", no_argument, 0, O_STATS}, {"show-waived", no_argument, 0, O_SHOWW},
        {"write-allowlist", required_argument, 0, O_WRITEAL}, {"emit-microbench", required_argument, 0, O_EMITMB},
        {"evidence", required_argument, 0, O_EVID}, {"compile-commands", required_argument, 0, O_CC},
        {"cuda-path", required_argument, 0, O_CUDAPATH}, {"stdin-filename", required_argument, 0, O_STDINFN},
        {"quiet", no_argument, 0, O_QUIET}, {"color", no_argument, 0, O_COLOR}, {"no-color", no_argument, 0, O_NOCOLOR},
        {"version", no_argument, 0, O_VERSION}, {"help", no_argument, 0, 'h'},
        {"work-us", required_argument, 0, O_WORKUS}, {"bytes", required_argument, 0, O_BYTES},
        {"arch", required_argument, 0, O_ARCH}, {"stdio", no_argument, 0, O_STDIO},
        {"debug-hot", no_argument, 0, O_DEBUGHOT}, {"debug-ir", no_argument, 0, O_DEBUGIR},
        {0, 0, 0, 0}};
    optind = 1;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "j:hq", longopts, NULL)) != -1) {
        switch (c) {
        case O_FORMAT: o->format = optarg; break;
        case O_OUTPUT: o->output = optarg; break;
        case O_SELECT: split_list(a, &o->select, optarg); break;
        case O_IGNORE: split_list(a, &o->ignore, optarg); break;
        case O_PREVIEW: o->preview = true; break;
        case O_FAILON: o->fail_on = optarg; break;
        case O_CONFIG: o->config = optarg; break;
        case O_NOCONFIG: o->no_config = true; break;
        case O_RULES: o->rules_dir = optarg; break;
        case 'j': {
            char *end;
            long v = strtol(optarg, &end, 10);
            if (*end || v < 1 || v > 1024) { fprintf(stderr, "hotlint: -j expects a number from 1 to 1024, got `%s`\n", optarg); return HL_EUSAGE; }
            o->jobs = (int)v;
            break;
        }
        case O_NOCACHE: o->no_cache = true; break;
        case O_CACHEDIR: o->cache_dir = optarg; break;
        case O_STATS: o->statistics = true; break;
        case O_SHOWW: o->show_waived = true; break;
        case O_WRITEAL: o->write_allowlist = optarg; break;
        case O_EMITMB: o->emit_microbench = optarg; break;
        case O_EVID: o->evidence = optarg; break;
        case O_CC: o->compile_commands = optarg; break;
        case O_CUDAPATH: o->cuda_path = optarg; break;
        case O_STDINFN: o->stdin_filename = optarg; break;
        case 'q': case O_QUIET: o->quiet = true; break;
        case O_COLOR: o->color = 1; break;
        case O_NOCOLOR: o->color = 0; break;
        case O_VERSION: o->version = true; break;
        case O_WORKUS: o->work_us = optarg; break;
        case O_BYTES: o->bytes = optarg; break;
        case O_ARCH: o->arch = optarg; break;
        case O_DEBUGHOT: o->debug_hot = true; break;
        case O_DEBUGIR: o->debug_ir = true; break;
        case 'h': o->help = true; break;
        case O_STDIO: break;   /* `hotlint lsp --stdio`: some LSP clients add it; stdio is the only transport */
        default:
            if (optopt && optopt < 256) fprintf(stderr, "hotlint: unknown or incomplete option `-%c`\n", optopt);
            else fprintf(stderr, "hotlint: unknown or incomplete option `%s`\n", argv[optind - 1]);
            fprintf(stderr, "run `hotlint --help` for the list of options\n");
            return HL_EUSAGE;
        }
    }
    for (int i = optind; i < argc; i++) array_push(a, &o->paths, argv[i]);
    if (strcmp(o->format, "text") && strcmp(o->format, "json") && strcmp(o->format, "sarif") && strcmp(o->format, "github")) {
        fprintf(stderr, "hotlint: unknown --format `%s` (expected text, json, sarif or github)\n", o->format);
        return HL_EUSAGE;
    }
    if (o->config && o->no_config) {
        fprintf(stderr, "hotlint: --config and --no-config cannot be used together\n");
        return HL_EUSAGE;
    }
    return HL_OK;
}

static bool want_color(const CliOptions *o, FILE *out) {
    if (o->color >= 0) return o->color;
    if (getenv("NO_COLOR")) return false;
    return out == stdout && isatty(STDOUT_FILENO);
}

/* `--stdin-filename P`: standard input, read whole, as the text of P (editors pipe an unsaved
 * buffer). The rest of P's project is read from disk. */
static int read_stdin_buffer(const CliOptions *o, Arena *run, LintBuffer *b) {
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    if (!text) return HL_EIO;
    for (;;) {
        if (len == cap) {
            char *grown = cap > (size_t)UINT32_MAX / 2 ? NULL : realloc(text, cap * 2);
            if (!grown) {
                free(text);
                fprintf(stderr, "hotlint: --stdin-filename %s: standard input is too large\n", o->stdin_filename);
                return HL_EIO;
            }
            text = grown;
            cap *= 2;
        }
        size_t n = fread(text + len, 1, cap - len, stdin);
        len += n;
        if (n == 0) break;
    }
    if (ferror(stdin)) {
        free(text);
        fprintf(stderr, "hotlint: --stdin-filename %s: cannot read standard input: %s\n", o->stdin_filename, strerror(errno));
        return HL_EIO;
    }
    const char *path = o->stdin_filename;
    while (path[0] == '.' && path[1] == '/') path += 2;   /* as discovery spells it */
    b->path = path;
    b->text = arena_strndup(run, text, len);
    b->len = (uint32_t)len;
    free(text);
    return HL_OK;
}

static int run_lint(CliOptions *o, Arena *run) {
    double t0 = now_ms();
    LintSetup setup;
    if (lint_setup(&setup, run, o) != HL_OK) return 2;
    LintBuffer in;
    uint32_t nbuf = 0;
    if (o->stdin_filename) {
        if (!*o->stdin_filename) {
            fprintf(stderr, "hotlint: --stdin-filename needs a path\n");
            return 2;
        }
        if (read_stdin_buffer(o, run, &in) != HL_OK) return 2;
        nbuf = 1;
        struct stat st;
        /* the named file alone (its project as context), unless paths were given too */
        if (o->paths.size == 0 && stat(in.path, &st) == 0 && S_ISREG(st.st_mode)) array_push(run, &o->paths, in.path);
    } else if (o->paths.size == 0) {
        array_push(run, &o->paths, ".");
    }
    LintRun lr;
    uint32_t dbg = (o->debug_ir ? LINT_DEBUG_IR : 0) | (o->debug_hot ? LINT_DEBUG_HOT : 0);
    if (lint_run(&lr, &setup, run, &o->paths, nbuf ? &in : NULL, nbuf, dbg) != HL_OK) { lint_run_fini(&lr); return 2; }
    DiagSink *sink = &lr.sink;
    int exit_code = lr.exit_code;
    if (o->evidence && mb_evidence_attach(o->evidence, sink) != HL_OK) { lint_run_fini(&lr); return 2; }
    if (o->write_allowlist && sup_allowlist_write(o->write_allowlist, sink) != HL_OK) {
        fprintf(stderr, "hotlint: cannot write allowlist %s: %s\n", o->write_allowlist, strerror(errno));
        exit_code = 2;
    }
    if (o->emit_microbench) {
        MbOptions mo = {.dir = o->emit_microbench, .work_us = o->work_us, .bytes = o->bytes};
        if (mb_emit(&mo, &lr.prog, sink, &setup.rules) != HL_OK) exit_code = 2;
    }
    FILE *out = stdout;
    if (o->output) {
        out = fopen(o->output, "w");
        if (!out) {
            fprintf(stderr, "hotlint: cannot write %s: %s\n", o->output, strerror(errno));
            lint_run_fini(&lr);
            return 2;
        }
    }
    /* A run replayed from the cache replays its report too, when one was rendered with the
     * same options (not with --statistics, whose timing changes every run, nor --evidence) */
    bool color = want_color(o, out);
    bool cacheable = lr.key.valid && !o->statistics && !o->evidence;
    char ropts[160];
    snprintf(ropts, sizeof ropts, "%s color=%d quiet=%d waived=%d exit=%d", o->format, color, o->quiet, o->show_waived, exit_code);
    size_t nreplay = 0;
    char *replay = cacheable && lr.stats.cache_run == 2 ? cache_render_load(setup.cache, lr.key, ropts, &nreplay) : NULL;
    int erc = HL_OK;
    if (replay) {
        if (nreplay && fwrite(replay, 1, nreplay, out) != nreplay) erc = HL_EIO;
        free(replay);
    } else {
        /* findings ranked by cost for the text summary */
        const Diag **ranked = NULL;
        uint32_t nranked = 0, nranked_each = 0;
        if (sink->diags.size) {
            ranked = arena_alloc(run, sink->diags.size * sizeof *ranked);
            for (uint32_t i = 0; i < sink->diags.size; i++) {
                const Diag *d = &sink->diags.contents[i];
                if (!d->waived && !d->is_tool) ranked[nranked++] = d;
            }
            mb_rank(ranked, nranked);
            while (nranked_each < nranked && mb_per_iteration(ranked[nranked_each])) nranked_each++;
        }
        lr.stats.wall_ms = now_ms() - t0;
        EmitCtx ec = {.version = HOTLINT_VERSION, .rules = &setup.rules, .filter = &setup.cfg.filter, .show_waived = o->show_waived,
                      .statistics = o->statistics, .color = color, .quiet = o->quiet, .stats = &lr.stats,
                      .exit_code = exit_code, .info_uri = HOTLINT_INFO_URI, .rule_doc_base = HOTLINT_RULE_DOC_BASE,
                      .ranked = (const Diag *const *)ranked, .nranked = nranked,
                      .nranked_each = nranked_each};
        char *mem = NULL;
        size_t nmem = 0;
        FILE *ms = cacheable ? open_memstream(&mem, &nmem) : NULL;   /* rendered once, kept for the next replay */
        FILE *to = ms ? ms : out;
        if (!strcmp(o->format, "json")) erc = emit_json(to, sink, &ec);
        else if (!strcmp(o->format, "sarif")) erc = emit_sarif(to, sink, &ec);
        else if (!strcmp(o->format, "github")) erc = emit_github(to, sink, &ec);
        else erc = emit_text(to, sink, &ec);
        if (ms) {
            if (fclose(ms) != 0) erc = HL_EIO;
            if (erc == HL_OK) {
                cache_render_store(setup.cache, lr.key, ropts, mem, nmem);
                if (nmem && fwrite(mem, 1, nmem, out) != nmem) erc = HL_EIO;
            }
            free(mem);
        }
    }
    if (out != stdout) { if (fclose(out) != 0) erc = HL_EIO; }
    else if (fflush(stdout) != 0) erc = HL_EIO;
    if (erc != HL_OK) { fprintf(stderr, "hotlint: cannot write the report: %s\n", strerror(errno)); exit_code = 2; }
    lint_run_fini(&lr);
    return exit_code;
}

static int run_rules_cmd(CliOptions *o, Arena *run, bool one) {
    const char *rules_dir = o->rules_dir ? o->rules_dir : rule_default_dir(run, o->argv0);
    RuleSet rules = {0};
    if (rule_set_load(run, rules_dir, &rules) != HL_OK) return 2;
    if (!one) return emit_rule_list(stdout, &rules) == HL_OK ? 0 : 2;
    if (o->paths.size < 2) { fprintf(stderr, "hotlint: usage: hotlint rule CODE\n"); return 2; }
    const Rule *r = rule_find(&rules, o->paths.contents[1]);
    if (!r) {
        fprintf(stderr, "hotlint: no rule `%s`; `hotlint rules` lists them\n", o->paths.contents[1]);
        return 2;
    }
    return emit_rule_doc(stdout, r) == HL_OK ? 0 : 2;
}

int main(int argc, char **argv) {
    Arena run;
    arena_init(&run);
    CliOptions o;
    int rc = cli_parse(&o, &run, argc, argv);
    if (rc != HL_OK) { arena_fini(&run); return 2; }
    if (o.help) { fputs(usage_text, stdout); arena_fini(&run); return 0; }
    if (o.version) { printf("hotlint %s\n", HOTLINT_VERSION); arena_fini(&run); return 0; }
    int exit_code;
    const char *cmd = o.paths.size ? o.paths.contents[0] : NULL;
    /* Subcommands win over paths of the same name: lint a folder called `rules` as `./rules`. */
    bool cmd_is_path = false;
    if (cmd && !cmd_is_path && !strcmp(cmd, "rules")) exit_code = run_rules_cmd(&o, &run, false);
    else if (cmd && !cmd_is_path && !strcmp(cmd, "rule")) exit_code = run_rules_cmd(&o, &run, true);
    else if (cmd && !cmd_is_path && !strcmp(cmd, "confirm")) exit_code = mb_confirm_main(&o, &run);
    else if (cmd && !cmd_is_path && !strcmp(cmd, "lsp")) exit_code = lsp_main(&o, &run, HOTLINT_RULE_DOC_BASE);
    else exit_code = run_lint(&o, &run);
    arena_fini(&run);
    if (cufe_abandoned()) {
        /* a libclang parse over its budget is still running on a detached thread: leave without
         * running exit handlers (LLVM's static destructors, LeakSanitizer) beneath it */
        fflush(stdout);
        fflush(stderr);
        _exit(exit_code);
    }
    return exit_code;
}
