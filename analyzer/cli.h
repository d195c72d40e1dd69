/*
 * cli.h — parsed command-line options (main.c fills them; subcommands such as `confirm`
 * read them). Strings point into argv or the run arena.
 */
#ifndef HL_CLI_H
#define HL_CLI_H

#include "core/arena.h"
#include "core/array.h"
#include <stdbool.h>

typedef struct CliOptions {
    const char *argv0;
    StrArray paths;          /* positional arguments (subcommand first when there is one) */
    const char *format, *output, *fail_on, *config, *rules_dir, *cache_dir;
    StrArray select, ignore;
    bool preview, no_config, no_cache, statistics, show_waived, quiet, version, help;
    int color;               /* -1 auto, 0 off, 1 on */
    int jobs;                /* 0 = all cores */
    const char *write_allowlist, *emit_microbench, *evidence, *compile_commands, *cuda_path, *stdin_filename;
    const char *work_us, *bytes, *arch;  /* microbench / confirm parameters */
    bool debug_hot, debug_ir;            /* developer aids: print hot sites / IR, then lint as usual */
} CliOptions;

int cli_parse(CliOptions *o, Arena *a, int argc, char **argv);

#endif
