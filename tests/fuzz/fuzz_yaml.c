/*
 * fuzz_yaml.c — libFuzzer target: arbitrary bytes as hotlint.yaml (cfg_load) and as an
 * allowlist (sup_allowlist_load). There is no in-memory API, so the input is written to a
 * file in a private temporary folder created once per process (removed at exit). Errors go
 * to stderr (run with -close_fd_mask=2); the loaders must return 0 or HL_ECONFIG, never crash,
 * hang or leak.
 */
#include <unistd.h>

#include "fuzz_common.h"

static char dir[256], file[300];

static void cleanup(void) {
    unlink(file);
    rmdir(dir);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > (1u << 20)) return 0;
    fz_setup();
    if (!dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(dir, sizeof dir, "%s/hl-fuzz-yaml-XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(dir)) abort();
        snprintf(file, sizeof file, "%s/hotlint.yaml", dir);
        atexit(cleanup);
    }
    FILE *f = fopen(file, "wb");
    if (!f) abort();
    fwrite(data, 1, size, f);
    fclose(f);

    Arena a;
    arena_init(&a);
    Config cfg;
    cfg_default(&cfg, &a);
    int rc = cfg_load(&a, file, &fz_rules, &cfg);
    if (rc != HL_OK && rc != HL_ECONFIG) abort();
    AllowList allow = {0};
    rc = sup_allowlist_load(&a, file, &fz_rules, &allow);
    if (rc != HL_OK && rc != HL_ECONFIG) abort();
    arena_fini(&a);
    return 0;
}
