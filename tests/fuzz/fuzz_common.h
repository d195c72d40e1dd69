/*
 * fuzz_common.h — shared set-up for the libFuzzer targets in tests/fuzz (header-only, each
 * target is its own executable). Rules are loaded once per process from the source tree
 * (FUZZ_SRC_DIR, set by meson; $HOTLINT_SRC overrides), everything a single input touches
 * lives in a per-input arena that is freed before the input returns, so LeakSanitizer sees
 * any leak as a crash. Nothing here writes outside a private temporary folder.
 */
#ifndef HL_FUZZ_COMMON_H
#define HL_FUZZ_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "core/arena.h"
#include "diag.h"
#include "engine.h"
#include "hot.h"
#include "program.h"
#include "rules.h"
#include "suppress.h"

#ifndef FUZZ_SRC_DIR
#define FUZZ_SRC_DIR "."
#endif

static inline const char *fz_src(void) {
    const char *s = getenv("HOTLINT_SRC");
    return s && *s ? s : FUZZ_SRC_DIR;
}

static Arena fz_run;
static RuleSet fz_rules;
static Config fz_cfg;

/* Loads the real rules/ once; aborts the fuzzer (not an input's fault) if they do not load. */
static inline void fz_setup(void) {
    static int done;
    if (done) return;
    done = 1;
    arena_init(&fz_run);
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/rules", fz_src());
    if (rule_set_load(&fz_run, dir, &fz_rules) != HL_OK) {
        fprintf(stderr, "fuzz: cannot load rules from %s\n", dir);
        abort();
    }
    cfg_default(&fz_cfg, &fz_run);
    fz_cfg.filter.preview = true;   /* every rule, stable or preview */
}

/* The whole pipeline over in-memory files: parse, hot-path inference, rules, waivers, sort.
 * paths[i] gets text[i]; the sink is left for the caller (fini it, then the arena). */
static inline void fz_pipeline(Arena *a, Program *prog, DiagSink *sink, const char *const *paths,
                               const char *const *texts, const uint32_t *lens, int n, const CuFeOptions *cu) {
    prog_init(prog, a);
    prog->jobs = 1;
    prog->max_file_bytes = fz_cfg.max_file_bytes;
    if (cu) prog->cu = *cu;
    for (int i = 0; i < n; i++) {
        int32_t k = prog_add(prog, paths[i], "fz", true);
        prog->files.contents[k]->buffer = texts[i];
        prog->files.contents[k]->buffer_len = lens[i];
    }
    prog_freeze(prog);
    prog_parse_all(prog);
    HotSiteArray hot = {0};
    hot_analyze_rounds(prog, &fz_cfg.hot, a, &hot, NULL);
    diag_sink_init(sink, a);
    eng_run(&fz_rules, &fz_cfg.filter, prog, &hot, sink);
    AllowList allow = {0};
    sup_apply(prog, sink, &fz_rules, &allow, "2026-11-29");
    diag_sink_finish(sink);
}

#endif
