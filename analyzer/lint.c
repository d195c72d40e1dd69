/*
 * lint.c — the pipeline as one call (see lint.h): set-up once, run per request.
 *
 *   rules -> config (+ CLI overrides) -> allowlists            (lint_setup)
 *   discover -> context -> Program (scan, parse roots) -> hot -> engine -> drop context
 *   findings -> per-path overrides -> tool diagnostics -> waivers -> sort   (lint_run)
 *
 * Invariant: a run never prints; the CLI and the language server decide what to show.
 * Allowlist hit counts are reset per run so stale-entry reports are right in a long-lived server.
 */
#include "lint.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/str.h"
#include "cufe.h"
#include "pychunk.h"
#include "discover.h"
#include "engine.h"

static void today_iso(char out[11]) {
    const char *env = getenv("HOTLINT_TODAY");
    if (env && strlen(env) == 10) { memcpy(out, env, 11); return; }
    time_t t = time(NULL);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 11, "%Y-%m-%d", &tm);
}

static int check_selectors(const RuleSet *rules, const StrArray *sels, const char *flag) {
    for (uint32_t i = 0; i < sels->size; i++) {
        if (!rule_selector_valid(rules, sels->contents[i])) {
            fprintf(stderr, "hotlint: %s `%s` matches no rule code, code prefix or category\n", flag, sels->contents[i]);
            return HL_EUSAGE;
        }
    }
    return HL_OK;
}

/*
 * Context: a file named on the command line (a pre-commit hook passes only staged files) is
 * linted together with the rest of its project, so that a helper module is hot when an
 * unchanged benchmark reaches it. The project root is the nearest folder upward holding
 * `.git`, `hotlint.yaml`, `pyproject.toml` or `setup.py`, not above the working directory's
 * filesystem root; without one, no context is added. Context files are scanned and parsed
 * like any other (lazily, only when reached) but their findings are not reported.
 */
static bool is_project_root(const char *dir) {
    static const char *markers[] = {".git", "hotlint.yaml", "pyproject.toml", "setup.py", NULL};
    char buf[4096];
    for (int i = 0; markers[i]; i++) {
        struct stat st;
        snprintf(buf, sizeof buf, "%s/%s", dir, markers[i]);
        if (stat(buf, &st) == 0) return true;
    }
    return false;
}

static const char *project_root_of(Arena *a, const char *file) {
    const char *slash = strrchr(file, '/');
    char *dir = slash ? arena_strndup(a, file, (size_t)(slash - file)) : arena_strdup(a, ".");
    if (!*dir) dir = arena_strdup(a, "/");
    char *probe = arena_strdup(a, dir);
    for (int depth = 0; depth < 64; depth++) {
        if (is_project_root(probe)) return probe;
        /* go up one folder: strip the last component, or append "/.." for relative tops */
        char *last = strrchr(probe, '/');
        if (!strcmp(probe, ".") || !strcmp(probe, "..") || str_ends(probe, "/..")) {
            char *up = arena_printf(a, "%s/..", probe);
            struct stat st_up, st_here;
            if (stat(up, &st_up) != 0 || stat(probe, &st_here) != 0 || (st_up.st_ino == st_here.st_ino && st_up.st_dev == st_here.st_dev)) break;
            /* do not climb above the working directory: a relative path outside it is unusual */
            break;
        }
        if (!last) { probe = arena_strdup(a, "."); continue; }
        if (last == probe) break;   /* reached "/x" */
        *last = 0;
    }
    return NULL;   /* not inside a project: no context (never walk all of /tmp or $HOME) */
}

static void add_context(Program *prog, const Config *cfg, const StrArray *paths, Arena *run) {
    StrArray roots = {0};
    for (uint32_t i = 0; i < paths->size; i++) {
        struct stat st;
        if (stat(paths->contents[i], &st) != 0 || !S_ISREG(st.st_mode)) continue;
        const char *root = project_root_of(run, paths->contents[i]);
        if (!root) continue;
        bool dup = false;
        for (uint32_t k = 0; k < roots.size; k++) if (!strcmp(roots.contents[k], root)) dup = true;
        if (!dup) array_push(run, &roots, root);
    }
    if (!roots.size) return;
    uint32_t before = prog->files.size;
    DiagSink scratch;   /* problems in context folders are not the user's question here */
    diag_sink_init(&scratch, run);
    disc_collect(prog, cfg, (const StrArray *)&roots, &scratch);
    diag_sink_fini(&scratch);
    for (uint32_t i = before; i < prog->files.size; i++) prog->files.contents[i]->is_explicit = false;
    /* C/C++/CUDA calls resolve within their own file (hot.c resolve_c), so context only ever
     * matters through Python imports: keep Python context files, and only when a named file is
     * Python (a Python-only run never parses the project's .cu files, nor loads libclang) */
    bool py = false;
    for (uint32_t i = 0; i < before; i++) py |= prog->files.contents[i]->lang == LANG_PYTHON;
    uint32_t w = before;
    for (uint32_t i = before; i < prog->files.size; i++) {
        ProgFile *pf = prog->files.contents[i];
        if (py && pf->lang == LANG_PYTHON) prog->files.contents[w++] = pf;
        else arena_fini(&pf->arena);
    }
    prog->files.size = w;
}

/* Findings in context files (not named by the user) are dropped before suppressions run. */
static void drop_unreported(Program *prog, DiagSink *sink) {
    uint32_t w = 0;
    for (uint32_t r = 0; r < sink->diags.size; r++) {
        const Diag *d = &sink->diags.contents[r];
        if (d->file >= 0 && (uint32_t)d->file < prog->files.size && !prog->files.contents[d->file]->is_explicit) continue;
        sink->diags.contents[w++] = *d;
    }
    sink->diags.size = w;
}

/* Tool diagnostics for files that could not be read or parsed cleanly. */
static void report_file_problems(Program *prog, DiagSink *sink) {
    for (uint32_t i = 0; i < prog->files.size; i++) {
        ProgFile *pf = prog->files.contents[i];
        Loc loc = {.path = diag_strdup(sink, pf->path), .line = 1, .col = 1, .end_line = 1, .end_col = 1};
        if (pf->included_only) continue;
        if (pf->state == PF_FAILED) {
            if (pf->is_explicit)
                diag_tool(sink, pf->error_code == HL_EPARSE ? "HL001" : pf->error_code == HL_ELIMIT ? "HL004" :
                          pf->error_code == HL_EDECODE ? "HL003" : "HL002", SEV_WARNING, loc, "%s",
                          pf->error ? pf->error : "cannot read file");
            continue;
        }
        if (!pf->ir || !pf->is_explicit) continue;
        const Source *src = pf->ir->src;
        if (src && src->had_nul)
            diag_tool(sink, "HL003", SEV_WARNING, loc, "file contains NUL bytes; linted as text up to what parses");
        else if (src && src->invalid_utf8)
            diag_tool(sink, "HL003", SEV_WARNING, loc, "file is not valid UTF-8; linted as bytes");
        if (pf->ir->syntax_errors) {
            Loc el = pf->ir->error_loc;
            el.path = loc.path;
            diag_tool(sink, "HL001", SEV_WARNING, el, "syntax error; the rest of the file is still linted");
        }
    }
}

/*
 * The result cache (cache.h): `--cache-dir`, else the config's `cache-dir`, else the user's
 * cache folder (cache_default_dir). Off with --no-cache and with the debug flags
 * (they print the IR, which a replayed run does not build). A folder that cannot be written
 * turns it off for the run (--statistics says why); it is never an error.
 */
static void open_cache(LintSetup *self, Arena *run, const CliOptions *o) {
    if (o->no_cache || o->debug_ir || o->debug_hot) return;
    const char *dir = o->cache_dir ? o->cache_dir : self->cfg.cache_dir ? self->cfg.cache_dir : cache_default_dir(run);
    if (!dir) { self->cache_off = "no cache folder ($HOME, $XDG_CACHE_HOME and $HOTLINT_CACHE_DIR are unset)"; return; }
    StrArray *k = &self->cache_opts;
    #define OPT(fmt, ...) array_push(run, k, (const char *)arena_printf(run, fmt, __VA_ARGS__))
    for (uint32_t i = 0; i < o->select.size; i++) OPT("select=%s", o->select.contents[i]);
    for (uint32_t i = 0; i < o->ignore.size; i++) OPT("ignore=%s", o->ignore.contents[i]);
    OPT("preview=%d fail_on=%s config=%s no_config=%d", o->preview, o->fail_on ? o->fail_on : "-",
        o->config ? o->config : "-", o->no_config);
    OPT("rules=%s today=%s", self->rules.dir ? self->rules.dir : "-", self->today);
    OPT("cc=%s cuda=%s", o->compile_commands ? o->compile_commands : "-", o->cuda_path ? o->cuda_path : "-");
    const char *pt = getenv("HOTLINT_PARSE_TIMEOUT_S"), *pch = getenv("HOTLINT_NO_PCH");
    OPT("parse_timeout=%s no_pch=%s", pt ? pt : "-", pch ? pch : "-");
    #undef OPT
    array_push(run, k, (const char *)NULL);
    const char *salt[] = {HOTLINT_VERSION, NULL};
    const char *why = NULL;
    self->cache = cache_open(run, dir, salt, &self->cu, &why);
    if (!self->cache) self->cache_off = arena_printf(run, "%s: %s", dir, why ? why : "unusable");
}

int lint_setup(LintSetup *self, Arena *run, const CliOptions *o) {
    memset(self, 0, sizeof *self);
    const char *rules_dir = o->rules_dir ? o->rules_dir : rule_default_dir(run, o->argv0);
    if (rule_set_load(run, rules_dir, &self->rules) != HL_OK) return HL_ECONFIG;
    if (check_selectors(&self->rules, &o->select, "--select") || check_selectors(&self->rules, &o->ignore, "--ignore"))
        return HL_EUSAGE;
    Config *cfg = &self->cfg;
    cfg_default(cfg, run);
    CfgCli cc = {.config = o->config, .no_config = o->no_config, .paths = &o->paths, .select = &o->select,
                 .ignore = &o->ignore, .preview = o->preview, .fail_on = o->fail_on};
    int crc = cfg_setup(cfg, run, &self->rules, &cc);
    if (crc != HL_OK) return crc;
    self->run_arena = run;
    for (uint32_t i = 0; i < cfg->allowlists.size; i++)
        if (sup_allowlist_load(run, cfg->allowlists.contents[i], &self->rules, &self->allow) != HL_OK) return HL_ECONFIG;
    self->jobs = o->jobs > 0 ? o->jobs : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (self->jobs < 1) self->jobs = 1;
    self->cu.compile_commands_dir = o->compile_commands;
    self->cu.cuda_path = o->cuda_path;
    self->cu.include_dir = cufe_default_include_dir(run, o->argv0);
    today_iso(self->today);
    open_cache(self, run, o);
    return HL_OK;
}

static void debug_ir(Program *prog) {
    for (uint32_t i = 0; i < prog->files.size; i++) {
        ProgFile *pf = prog->files.contents[i];
        if (!pf->ir) continue;
        char *dump = ir_dump(pf->ir);
        printf("=== %s\n%s", pf->path, dump);
        free(dump);
    }
}

static void debug_hot(Program *prog, const HotSiteArray *hot) {
    for (uint32_t i = 0; i < hot->size; i++) {
        const HotSite *h = &hot->contents[i];
        const IrFile *f = prog->files.contents[h->file]->ir;
        const IrSite *s = &f->sites.contents[h->site];
        printf("hot %s:%u:%u %s %s root=%s%s%s chain=", f->path, s->loc.line, s->loc.col, ir_site_kind_name(s->kind),
               s->callee ? s->callee : "-", hot_root_kind_name(h->root_kind), h->in_loop ? " in_loop" : "",
               h->conditional ? " conditional" : "");
        for (uint32_t k = 0; k < h->chain_len; k++) printf("%s%s", k ? ">" : "", h->chain[k].name);
        printf("\n");
    }
}

/* The rules over the hot sites, file by file through the cache (cache_eng_*): a file whose IR
 * and hot sites are unchanged gets its stored findings back; the rules run on the others. */
static void run_rules(LintSetup *setup, Program *prog, const HotSiteArray *hot, DiagSink *sink, RunStats *st) {
    const RuleFilter *flt = &setup->cfg.filter;
    if (!prog->cache) {
        eng_run(&setup->rules, flt, prog, hot, sink);
        return;
    }
    Arena tmp;
    arena_init(&tmp);
    uint32_t nf = prog->files.size;
    uint32_t *count = arena_alloc(&tmp, (nf + 1) * sizeof *count);
    for (uint32_t h = 0; h < hot->size; h++)
        if (hot->contents[h].file >= 0 && (uint32_t)hot->contents[h].file < nf) count[hot->contents[h].file]++;
    const HotSite ***byfile = arena_alloc(&tmp, (nf + 1) * sizeof *byfile);
    uint32_t *fill = arena_alloc(&tmp, (nf + 1) * sizeof *fill);
    for (uint32_t f = 0; f < nf; f++) if (count[f]) byfile[f] = arena_alloc(&tmp, count[f] * sizeof **byfile);
    for (uint32_t h = 0; h < hot->size; h++) {
        int32_t f = hot->contents[h].file;
        if (f >= 0 && (uint32_t)f < nf) byfile[f][fill[f]++] = &hot->contents[h];
    }
    StrArray rule_files = {0};
    for (uint32_t i = 0; i < setup->rules.rules.size; i++) array_push(&tmp, &rule_files, setup->rules.rules.contents[i].file);
    array_push(&tmp, &rule_files, (const char *)NULL);
    CacheIrKey salt = cache_eng_salt(prog->cache, rule_files.contents, &flt->select, &flt->ignore, flt->preview);
    for (uint32_t f = 0; f < nf; f++) {
        if (!count[f]) continue;
        const ProgFile *pf = prog->files.contents[f];
        HotSiteArray one = {0};
        for (uint32_t k = 0; k < count[f]; k++) array_push(&tmp, &one, *byfile[f][k]);
        if (!pf->ir_keyed) {
            eng_run(&setup->rules, flt, prog, &one, sink);
            st->files_linted++;
            continue;
        }
        CacheIrKey ik = {pf->ir_key[0], pf->ir_key[1]};
        CacheIrKey key = cache_eng_key(&salt, &ik, byfile[f], count[f]);
        if (cache_eng_load(prog->cache, &key, &setup->rules, sink, (int32_t)f)) {
            st->files_rules_cached++;
            continue;
        }
        uint32_t before = sink->diags.size;
        eng_run(&setup->rules, flt, prog, &one, sink);
        uint32_t added = sink->diags.size - before;
        cache_eng_store(prog->cache, &key, added ? sink->diags.contents + before : NULL, added);
        st->files_linted++;
    }
    arena_fini(&tmp);
}

/* What a replayed run must match: the options, every rule, config and allowlist file, the
 * command-line paths and every discovered file (cache_run_key stats them). */
static CacheRunKey run_key(LintSetup *setup, Program *prog, const StrArray *paths, Arena *arena) {
    StrArray extra = {0}, opts = {0};
    for (uint32_t i = 0; i < setup->rules.rules.size; i++) array_push(arena, &extra, setup->rules.rules.contents[i].file);
    const StrArray *cfgs = cfg_loaded_files(&setup->cfg);
    for (uint32_t i = 0; i < cfgs->size; i++) array_push(arena, &extra, cfgs->contents[i]);
    for (uint32_t i = 0; i < setup->cfg.allowlists.size; i++) array_push(arena, &extra, setup->cfg.allowlists.contents[i]);
    array_push(arena, &extra, (const char *)NULL);
    for (uint32_t i = 0; setup->cache_opts.contents && setup->cache_opts.contents[i]; i++)
        array_push(arena, &opts, setup->cache_opts.contents[i]);
    for (uint32_t i = 0; i < paths->size; i++) array_push(arena, &opts, (const char *)arena_printf(arena, "path=%s", paths->contents[i]));
    array_push(arena, &opts, (const char *)NULL);
    CacheFileStat *fs = prog->files.size ? arena_alloc(arena, prog->files.size * sizeof *fs) : NULL;
    for (uint32_t i = 0; i < prog->files.size; i++) {
        const ProgFile *pf = prog->files.contents[i];
        fs[i] = (CacheFileStat){.path = pf->path, .root = pf->root, .is_explicit = pf->is_explicit};
    }
    return cache_run_key(setup->cache, fs, prog->files.size, extra.contents, opts.contents);
}

/* Developer aid: HOTLINT_DEBUG_PHASES=1 prints each phase's wall time to stderr. */
static bool phases_on(void) {
    static int on = -1;
    if (on < 0) on = getenv("HOTLINT_DEBUG_PHASES") != NULL;
    return on;
}

static void phase(const char *name, const Program *prog) {
    static struct timespec last;
    static double last_pool;
    if (!phases_on()) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (name)
        fprintf(stderr, "phase %-10s %8.1f ms (%.1f ms on the pool)\n", name,
                (double)(now.tv_sec - last.tv_sec) * 1e3 + (double)(now.tv_nsec - last.tv_nsec) / 1e6, prog->pool_ms - last_pool);
    last = now;
    last_pool = prog->pool_ms;
}

int lint_run(LintRun *out, LintSetup *setup, Arena *arena, const StrArray *paths, const LintBuffer *bufs,
             uint32_t nbuf, uint32_t debug_flags) {
    memset(out, 0, sizeof *out);
    const Config *cfg = &setup->cfg;
    Program *prog = &out->prog;
    DiagSink *sink = &out->sink;
    prog_init(prog, arena);
    prog->jobs = setup->jobs;
    prog->max_file_bytes = cfg->max_file_bytes;
    prog->cu = setup->cu;
    diag_sink_init(sink, arena);
    for (uint32_t i = 0; i < setup->allow.entries.size; i++) setup->allow.entries.contents[i].hits = 0;

    phase(NULL, prog);
    if (disc_collect(prog, cfg, paths, sink) != HL_OK) return HL_EUSAGE;
    phase("discover", prog);
    add_context(prog, cfg, paths, arena);
    /* nested configs met while walking: widen the engine filter, add their roots and allowlists */
    uint32_t had = setup->cfg.allowlists.size;
    cfg_merge_nested(&setup->cfg);
    for (uint32_t i = had; i < setup->cfg.allowlists.size; i++)
        if (sup_allowlist_load(setup->run_arena, setup->cfg.allowlists.contents[i], &setup->rules, &setup->allow) != HL_OK) return HL_EUSAGE;
    prog->scan_words = cfg_scan_words(cfg, arena);
    for (uint32_t b = 0; b < nbuf; b++) {
        int32_t hit = -1;
        for (uint32_t i = 0; i < prog->files.size; i++)
            if (!strcmp(prog->files.contents[i]->path, bufs[b].path)) { hit = (int32_t)i; break; }
        if (hit < 0) {   /* a new, unsaved file */
            const char *slash = strrchr(bufs[b].path, '/');
            hit = prog_add(prog, bufs[b].path, slash ? arena_strndup(arena, bufs[b].path, (size_t)(slash - bufs[b].path)) : ".", true);
        }
        prog->files.contents[hit]->buffer = bufs[b].text;
        prog->files.contents[hit]->buffer_len = bufs[b].len;
    }
    prog_freeze(prog);
    /* the cache: a whole run replayed when nothing it read changed (not with editor buffers,
     * whose text is not on disk), else each file's IR when its content did not change */
    prog->cache = debug_flags ? NULL : setup->cache;
    CacheRunKey rk = {0};
    if (prog->cache && nbuf == 0) {
        rk = run_key(setup, prog, paths, arena);
        if (cache_run_load(setup->cache, rk, &setup->rules, sink, &out->stats, &out->exit_code)) {
            out->stats.cache_run = 2;
            out->key = rk;
            out->stats.files_cached = out->stats.files_linted = out->stats.files_rules_cached = 0;
            return HL_OK;
        }
    }
    phase("setup", prog);
    prog_parse_all(prog);
    phase("parse", prog);
    if (debug_flags & LINT_DEBUG_IR) debug_ir(prog);
    HotLimitArray limits = {0};
    hot_analyze_rounds(prog, &cfg->hot, arena, &out->hot, &limits);
    phase("hot", prog);
    if (debug_flags & LINT_DEBUG_HOT) debug_hot(prog, &out->hot);
    run_rules(setup, prog, &out->hot, sink, &out->stats);
    phase("rules", prog);
    drop_unreported(prog, sink);
    for (uint32_t i = 0; i < limits.size; i++) {   /* analysis limits are never silent */
        const HotLimit *l = &limits.contents[i];
        if (l->file >= 0 && (uint32_t)l->file < prog->files.size && prog->files.contents[l->file]->is_explicit)
            diag_tool(sink, "HL030", SEV_NOTE, l->loc, "hot-path analysis stopped here: %s", l->what ? l->what : "limit reached");
    }
    for (uint32_t i = 0; i < prog->files.size; i++) {
        const ProgFile *pf = prog->files.contents[i];
        if (pf->is_explicit && pf->ir && pf->ir->depth_limited) {
            Loc loc = pf->ir->depth_loc;
            loc.path = pf->path;
            if (!loc.line) { loc.line = loc.col = 1; }
            diag_tool(sink, "HL030", SEV_NOTE, loc, "nesting deeper than hotlint walks: code below that depth was not analysed");
        }
    }
    cfg_apply(cfg, &setup->rules, sink);      /* per-path and severity overrides */
    report_file_problems(prog, sink);
    sup_apply_cfg(prog, sink, &setup->rules, &setup->allow, setup->today, cfg);
    diag_sink_finish(sink);
    phase("finish", prog);
    if (phases_on())   /* what of the above ran on the -j threads: the rest is serial */
        fprintf(stderr, "on the pool     %8.1f ms (%u runs, %d threads; the rest is serial)\n", prog->pool_ms, prog->pool_runs, prog->jobs);

    RunStats *st = &out->stats;
    for (uint32_t i = 0; i < prog->files.size; i++) {
        st->files_seen += prog->files.contents[i]->is_explicit;
        if (prog->files.contents[i]->state == PF_FAILED && prog->files.contents[i]->is_explicit) st->files_failed++;
    }
    st->files_cached = prog->files_from_cache;
    st->bytes_scanned = prog->bytes_scanned;
    st->bytes_parsed = prog->bytes_parsed;
    for (uint32_t i = 0; i < prog->files.size; i++)
        if (prog->files.contents[i]->state == PF_PARSED && prog->files.contents[i]->chunks)
            st->bytes_skipped += pychunk_dropped_bytes(prog->files.contents[i]->chunks);
    st->files_reparsed = prog->reparses;
    st->files_parsed = prog->files_parsed;
    st->files_scanned = prog->files_scanned;
    for (uint32_t i = 0; i < sink->diags.size; i++) {
        const Diag *d = &sink->diags.contents[i];
        if (d->waived) { st->waived++; continue; }
        if (d->is_tool) st->tool_diags++; else st->findings++;
        if (d->severity >= cfg->fail_on) out->exit_code = 1;
    }
    if (rk.valid) {
        cache_run_store(setup->cache, rk, sink, st, out->exit_code);
        st->cache_run = 1;
        out->key = rk;
    }
    return HL_OK;
}

void lint_run_fini(LintRun *self) {
    prog_fini(&self->prog);
    diag_sink_fini(&self->sink);
}
