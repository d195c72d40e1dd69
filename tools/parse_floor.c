/*
 * parse_floor.c — the raw tree-sitter-python parse speed of a set of files: the floor that
 * hotlint's own throughput is compared with in tools/bench (docs/performance.md).
 *
 * Design: every file is read into memory first, so the timed part is parsing only. Three
 * passes over the same bytes, each on one thread with one TSParser (exactly what one hotlint
 * worker owns): parse only; parse + a full TSTreeCursor walk that visits every node (the least
 * any frontend must do to build an IR); and, when asked, pyfe_parse_only() (the frontend's own
 * parse path, whatever it adds). Each pass is repeated --repeat times and the fastest run is
 * reported, so a stray scheduling hiccup on a shared machine does not decide the floor.
 * Output is one JSON object on stdout; sizes in bytes, times in seconds (CLOCK_MONOTONIC for
 * wall, CLOCK_PROCESS_CPUTIME_ID for CPU).
 *
 * Invariants: no recursion on input-controlled depth (the walk uses the cursor, iteratively);
 * a file that cannot be read is counted in "unreadable" and skipped, never fatal; folders are
 * walked without following symlinks, hidden folders skipped (as hotlint's discover does).
 *
 * usage: hl-parse-floor [--repeat N] [--pyfe] [--files-from LIST] [PATH...]
 */
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <tree_sitter/api.h>

#include "pyfe.h"

const TSLanguage *tree_sitter_python(void);

typedef struct Blob {
    char *text;
    uint32_t len;
} Blob;

static Blob *blobs;
static size_t nblobs, capblobs;
static uint64_t total_bytes;
static unsigned unreadable;

static double now(clockid_t c) {
    struct timespec ts;
    clock_gettime(c, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool is_python(const char *path) {
    size_t n = strlen(path);
    return (n > 3 && !strcmp(path + n - 3, ".py")) || (n > 4 && !strcmp(path + n - 4, ".pyi"));
}

static void add_file(const char *path) {
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > (off_t)UINT32_MAX / 2) {
        if (fd >= 0) close(fd);
        unreadable++;
        return;
    }
    size_t len = (size_t)st.st_size, got = 0;
    char *buf = malloc(len + 1);
    if (!buf) { fprintf(stderr, "hl-parse-floor: out of memory\n"); exit(2); }
    while (got < len) {
        ssize_t r = read(fd, buf + got, len - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        got += (size_t)r;
    }
    close(fd);
    buf[got] = '\0';
    if (nblobs == capblobs) {
        capblobs = capblobs ? capblobs * 2 : 1024;
        blobs = realloc(blobs, capblobs * sizeof *blobs);
        if (!blobs) { fprintf(stderr, "hl-parse-floor: out of memory\n"); exit(2); }
    }
    blobs[nblobs++] = (Blob){buf, (uint32_t)got};
    total_bytes += got;
}

static int visit(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st;
    const char *base = path + ftw->base;
    if (flag == FTW_D && ftw->level > 0 && base[0] == '.') return FTW_SKIP_SUBTREE;
    if ((flag == FTW_F) && is_python(path)) add_file(path);
    return FTW_CONTINUE;
}

static void add_path(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) { unreadable++; return; }
    if (S_ISDIR(st.st_mode)) nftw(path, visit, 32, FTW_PHYS | FTW_ACTIONRETVAL);
    else add_file(path);
}

static void add_list(const char *list) {
    FILE *f = strcmp(list, "-") ? fopen(list, "r") : stdin;
    if (!f) { fprintf(stderr, "hl-parse-floor: cannot open %s: %s\n", list, strerror(errno)); exit(2); }
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, f)) > 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
        if (n > 0) add_file(line);
    }
    free(line);
    if (f != stdin) fclose(f);
}

/* One pass over every blob; returns wall seconds, adds CPU seconds and nodes visited. */
static double pass(TSParser *p, PyFe *fe, int mode, double *cpu, uint64_t *nodes) {
    double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
    uint64_t count = 0;
    for (size_t i = 0; i < nblobs; i++) {
        if (mode == 2) { count += pyfe_parse_only(fe, blobs[i].text, blobs[i].len, true); continue; }
        TSTree *t = ts_parser_parse_string(p, NULL, blobs[i].text, blobs[i].len);
        if (!t) continue;
        if (mode == 1) {
            TSTreeCursor c = ts_tree_cursor_new(ts_tree_root_node(t));
            for (;;) {
                count++;
                if (ts_tree_cursor_goto_first_child(&c)) continue;
                while (!ts_tree_cursor_goto_next_sibling(&c)) {
                    if (!ts_tree_cursor_goto_parent(&c)) goto done;
                }
            }
        done:
            ts_tree_cursor_delete(&c);
        }
        ts_tree_delete(t);
    }
    *cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
    *nodes = count;
    return now(CLOCK_MONOTONIC) - w0;
}

int main(int argc, char **argv) {
    int repeat = 3;
    bool use_pyfe = false;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--repeat") && i + 1 < argc) repeat = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--pyfe")) use_pyfe = true;
        else if (!strcmp(argv[i], "--files-from") && i + 1 < argc) add_list(argv[++i]);
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: hl-parse-floor [--repeat N] [--pyfe] [--files-from LIST] [PATH...]\n");
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "hl-parse-floor: unknown option `%s`\n", argv[i]);
            return 2;
        } else add_path(argv[i]);
    }
    if (repeat < 1) repeat = 1;
    TSParser *p = ts_parser_new();
    ts_parser_set_language(p, tree_sitter_python());
    PyFe *fe = use_pyfe ? pyfe_new() : NULL;
    static const char *names[] = {"parse", "parse_walk", "pyfe_parse_only"};
    double best[3] = {0}, best_cpu[3] = {0};
    uint64_t nodes[3] = {0};
    for (int mode = 0; mode < (use_pyfe ? 3 : 2); mode++) {
        for (int r = 0; r < repeat; r++) {
            double cpu;
            uint64_t n;
            double w = pass(p, fe, mode, &cpu, &n);
            if (r == 0 || w < best[mode]) { best[mode] = w; best_cpu[mode] = cpu; nodes[mode] = n; }
        }
    }
    printf("{\"files\": %zu, \"bytes\": %llu, \"unreadable\": %u, \"repeat\": %d", nblobs,
           (unsigned long long)total_bytes, unreadable, repeat);
    for (int mode = 0; mode < (use_pyfe ? 3 : 2); mode++) {
        double mbs = best[mode] > 0 ? (double)total_bytes / 1e6 / best[mode] : 0;
        printf(", \"%s\": {\"wall_s\": %.6f, \"cpu_s\": %.6f, \"mb_per_s\": %.3f, \"files_per_s\": %.1f, \"nodes\": %llu}",
               names[mode], best[mode], best_cpu[mode], mbs, best[mode] > 0 ? (double)nblobs / best[mode] : 0.0,
               (unsigned long long)nodes[mode]);
    }
    printf("}\n");
    pyfe_free(fe);
    ts_parser_delete(p);
    for (size_t i = 0; i < nblobs; i++) free(blobs[i].text);
    free(blobs);
    return 0;
}
