/*
 * confirm_driver.c — `hotlint-confirm DIR [--arch sm_XX] [--work-us N] [--bytes N] [-j N]
 * [--pairs N] [--timeout S]`: the code of `hotlint confirm` (analyzer/mbconfirm.c) as a
 * standalone program, for GPU machines that have nvcc and a C compiler but none of hotlint's
 * libraries (tree-sitter, libyaml, jansson, libclang). Same protocol, same verdicts, same
 * evidence.json. Build it with one line, from the repository root:
 *
 *   cc -std=c11 -O2 -D_GNU_SOURCE -Ianalyzer -o hotlint-confirm tools/microbench/confirm_driver.c \
 *      analyzer/mbconfirm.c analyzer/mbjson.c analyzer/core/arena.c analyzer/core/str.c -lm
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/str.h"
#include "mbconfirm.h"

#ifndef HOTLINT_VERSION
#define HOTLINT_VERSION "0.1.0"
#endif

int main(int argc, char **argv) {
    MbcOptions o = {.tool = "hotlint-confirm " HOTLINT_VERSION " (standalone driver of `hotlint confirm`)"};
    StrBuf cmd;
    sb_init(&cmd);
    sb_puts(&cmd, "hotlint-confirm");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        sb_printf(&cmd, " %s", a);
        if (a[0] != '-') {
            if (o.dir) { o.dir = NULL; break; }
            o.dir = a;
            continue;
        }
        if (!v) { o.dir = NULL; break; }
        sb_printf(&cmd, " %s", v);
        i++;
        if (!strcmp(a, "--arch")) o.arch = v;
        else if (!strcmp(a, "--work-us")) o.work_us = v;
        else if (!strcmp(a, "--bytes")) o.bytes = v;
        else if (!strcmp(a, "-j")) o.jobs = atoi(v);
        else if (!strcmp(a, "--pairs")) o.pairs = atoi(v);
        else if (!strcmp(a, "--timeout")) o.timeout_s = atof(v);
        else { o.dir = NULL; break; }
    }
    if (!o.dir) {
        fprintf(stderr, "usage: hotlint-confirm DIR [--arch sm_XX] [--work-us N] [--bytes N] [-j N] [--pairs N] [--timeout S]\n");
        sb_fini(&cmd);
        return 2;
    }
    o.command = sb_cstr(&cmd);
    int rc = mbc_confirm(&o);
    sb_fini(&cmd);
    return rc;
}
