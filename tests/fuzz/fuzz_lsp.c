/*
 * fuzz_lsp.c — libFuzzer target: arbitrary bytes as the language server's stdin (lsp_main:
 * the Content-Length framing reader, JSON-RPC dispatch, document sync, linting of open
 * buffers). The reader is static in lsp.c, so the whole server runs per input: the input is
 * placed in a memfd dup'ed onto fd 0, fd 1 is pointed at /dev/null (the server writes its
 * replies there), and fd 0/1 and the working directory are restored afterwards (initialize
 * may chdir to a rootUri). Run it from an empty folder: a fuzzed rootUri could name any
 * folder, and the server lints only documents the input opens (from memory).
 */

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz_common.h"
#include "lsp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 65536) return 0;
    fz_setup();
    int mfd = memfd_create("lsp-in", 0);
    if (mfd < 0) abort();
    if (size && write(mfd, data, size) != (ssize_t)size) abort();
    lseek(mfd, 0, SEEK_SET);
    int save0 = dup(0), save1 = dup(1), cwd = open(".", O_RDONLY | O_DIRECTORY);
    int null = open("/dev/null", O_WRONLY);
    if (save0 < 0 || save1 < 0 || cwd < 0 || null < 0) abort();
    dup2(mfd, 0);
    dup2(null, 1);
    close(mfd);
    close(null);

    char rules[4096];
    snprintf(rules, sizeof rules, "%s/rules", fz_src());
    Arena a;
    arena_init(&a);
    CliOptions o = {.argv0 = "hotlint", .rules_dir = rules, .no_config = true, .no_cache = true, .jobs = 1, .color = 0};
    array_init(&o.paths);
    lsp_main(&o, &a, "https://example.invalid/rules.md");
    arena_fini(&a);

    fflush(stdout);
    dup2(save0, 0);
    dup2(save1, 1);
    close(save0);
    close(save1);
    if (fchdir(cwd) != 0) abort();
    close(cwd);
    return 0;
}
