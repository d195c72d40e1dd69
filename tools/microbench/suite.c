/*
 * suite.c — `mbench-suite LIST DIR`: emits the every-template microbenchmark suite.
 *
 * Each non-comment line of LIST (`TEMPLATE [k=v;k=v]`) becomes a synthetic finding (code
 * SUITE, at LIST:line) that goes through mb_emit, the code behind `hotlint --emit-microbench`,
 * so the suite's programs are exactly what hotlint emits for real findings with those
 * parameters. Fingerprints are FNV-1a of the line's text, stable across edits elsewhere.
 * Options: --templates DIR (default: found like hotlint does), --work-us N.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "mbench.h"

int main(int argc, char **argv) {
    const char *list = NULL, *dir = NULL, *tdir = NULL, *work_us = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--templates") && i + 1 < argc) tdir = argv[++i];
        else if (!strcmp(argv[i], "--work-us") && i + 1 < argc) work_us = argv[++i];
        else if (!list) list = argv[i];
        else if (!dir) dir = argv[i];
        else { list = NULL; break; }
    }
    if (!list || !dir) {
        fprintf(stderr, "usage: mbench-suite LIST DIR [--templates DIR] [--work-us N]\n");
        return 2;
    }
    FILE *f = fopen(list, "r");
    if (!f) { perror(list); return 2; }
    Arena a;
    arena_init(&a);
    DiagSink sink;
    diag_sink_init(&sink, &a);
    char line[512];
    uint32_t ln = 0;
    while (fgets(line, sizeof line, f)) {
        ln++;
        line[strcspn(line, "\r\n")] = 0;
        char *s = line;
        while (*s == ' ' || *s == '\t') s++;
        if (!*s || *s == '#') continue;
        char *params = s + strcspn(s, " \t");
        if (*params) *params++ = 0;
        while (*params == ' ' || *params == '\t') params++;
        uint64_t h = 1469598103934665603ull;
        for (const char *p = s; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211ull;
        for (const char *p = params; *p; p++) h = (h ^ (unsigned char)*p) * 1099511628211ull;
        Diag d = {0};
        d.loc = (Loc){.path = "tools/microbench/suite.list", .line = ln, .col = 1, .end_line = ln, .end_col = 1};
        d.code = "SUITE";
        d.name = arena_strdup(&a, s);
        d.category = "suite";
        d.severity = SEV_NOTE;
        d.microbench = arena_strdup(&a, s);
        d.mb_params = *params ? arena_strdup(&a, params) : NULL;
        d.line_text = arena_printf(&a, "%s%s%s", s, *params ? " " : "", params);
        d.file = d.site = -1;
        snprintf(d.fingerprint, sizeof d.fingerprint, "%016llx", (unsigned long long)h);
        diag_sink_add(&sink, &d);
    }
    fclose(f);
    MbOptions o = {.dir = dir, .work_us = work_us, .templates_dir = tdir};
    int rc = mb_emit(&o, NULL, &sink, NULL);
    diag_sink_fini(&sink);
    arena_fini(&a);
    return rc == HL_OK ? 0 : 2;
}
