/*
 * program.h — the set of files one run looks at, the module index, and lazy parsing.
 *
 * A Program is built from the discovered paths (discover.c) before anything is parsed.
 * Every file gets a cheap byte scan (prog_scan) that says whether it may hold timing roots;
 * only those files are parsed up front. hot.c asks for any other file by module name
 * (prog_find_module) and gets its IR through prog_ir(). hot_analyze_rounds runs the analysis
 * in frontier mode: a round that reaches files not parsed yet queues them, they are parsed
 * together on the pool, and the analysis runs again, so only what a walk reaches is parsed,
 * and in parallel. Outside frontier mode prog_ir parses on first use. Never twice. A parsed file's
 * IR is re-encoded into a fresh arena (codec.h) so only the text and the IR stay resident;
 * with a result cache (cache.h) the IR of an unchanged file is read instead of parsed.
 *
 * Ownership: the Program owns its ProgFiles (run arena) and each ProgFile owns the Arena that
 * holds its Source and IrFile. prog_fini() frees all of it.
 * Threads: prog_parse_all() and prog_parse_frontier() parse on a pool of -j workers; prog_ir()
 * parses only from hot.c's one thread; for a file already parsed it only reads (the rules'
 * threads, engine.c).
 */
#ifndef HL_PROGRAM_H
#define HL_PROGRAM_H

#include "core/arena.h"
#include "core/array.h"
#include "cufe.h"
#include "ir.h"
#include "source.h"

#include <stdbool.h>

typedef enum { PF_NEW = 0, PF_PARSED, PF_FAILED } ProgFileState;

typedef struct ProgFile {
    const char *path;        /* display path (relative to the working directory when under it) */
    const char *module;      /* Python: dotted name relative to the lint root ("bench.gemm"); NULL otherwise */
    const char *root;        /* the lint root this file was discovered under */
    Lang lang;
    bool maybe_root;         /* byte scan found a timing-root trigger */
    bool scan_counted;       /* in files_scanned/bytes_scanned already (a dropped file read again counts once) */
    bool is_explicit;        /* named on the command line or staged: its findings are reported */
    ProgFileState state;
    const char *error;       /* load error (run arena) when state == PF_FAILED */
    int error_code;          /* HL_EIO / HL_EPARSE */
    Arena arena;             /* per-file arena: Source + IrFile */
    IrFile *ir;              /* NULL until parsed */
    uint64_t ir_key[2];      /* the IR's cache key (cache.h), when the cache is on and the file parsed */
    bool ir_keyed;
    const char *buffer;      /* optional in-memory text (LSP unsaved buffer); NULL: read from disk */
    uint32_t buffer_len;
    struct PyChunks *chunks; /* parsed in part (pychunk.h): its top-level statements and which were parsed;
                                NULL: parsed whole. malloc'ed, freed by prog_fini */
    StrArray wants;          /* top-level names asked for before the parse (prog_want; run arena) */
    bool reparse;            /* a statement left out was asked for after the parse (prog_reparse) */
    Source *loaded;          /* read, not parsed yet (a root candidate waiting for its wants; in `arena`) */
    struct ImportWant *iwants; /* with `loaded`: the (module file, name) pairs its imports ask for, read from its
                                text on the pool and applied in file order (prog_parse_all); in `arena` */
    uint32_t niwants;
    bool queued;             /* in Program.frontier: asked for by an analysis round, parsed before the next */
    bool included_only;      /* C/C++: parsed only to resolve a call into a header a timed file includes (hot.c):
                                clang reads it out of context, so its syntax and decoding are not reported */
    bool counted;            /* in files_parsed / bytes_parsed (a file parsed again is not counted again) */
    char *class_lines;       /* scanned, not parsed (Python): its `class X(...)` lines, '\n'-separated (malloc'ed;
                                NULL: none, or not scanned yet) */
    uint32_t class_lines_len;
    bool class_scanned;      /* class_lines is what the scan found (else: read the file) */
    uint64_t *call_bloom;    /* scanned, not parsed: a Bloom filter of the names it calls (`name(`)
                                or decorates with (`@name`),
                                PROG_CALLBLOOM_BITS bits (malloc'ed; NULL: not scanned) */
} ProgFile;

typedef struct HotConfig HotConfig;   /* hot.h */

typedef struct Program {
    Arena *arena;            /* the run arena */
    Array(ProgFile *) files; /* sorted by path, unique */
    void *modidx;            /* module index (program.c) */
    const char *const *scan_words; /* extra trigger words for the byte scan (config roots), NULL-terminated */
    struct ScanSet *scan_sets[2];  /* the scan's compiled word sets, Python and C/C++ (program.c) */
    int jobs;
    uint64_t max_file_bytes; /* files larger than this are not read (HL004); 0 = no limit */
    CuFeOptions cu;          /* options for the CUDA/C/C++ frontend */
    uint64_t bytes_scanned, bytes_parsed;
    uint32_t files_parsed;
    uint32_t files_scanned;  /* files whose bytes the trigger scan read (each once, however often it is read) */
    void *lazy;              /* the frontends prog_ir() parses with (program.c) */
    void *workers;           /* the pool threads' frontends, one per job, kept across pool runs (program.c) */
    struct Cache *cache;     /* IR cache (cache.h), NULL = off; a file's IR comes from it when its key matches */
    uint32_t files_from_cache; /* of files_parsed: IR loaded from the cache instead of parsed */
    bool partial;            /* parse Python files in part (pychunk.h); off with HOTLINT_FULL_PARSE=1 */
    int debug_partial;       /* HOTLINT_DEBUG_PARTIAL: 0, 1 (what is asked for), 2 (and every chunk); read once */
    uint64_t bytes_skipped;  /* of bytes_parsed: in top-level statements left out of the parse */
    uint32_t reparses;       /* files parsed again because a statement left out was needed */
    bool defer;              /* load_file: read and scan Python candidates, parse them later (prog_parse_all) */
    bool scan_first;         /* the pool loads a file only when the byte scan says it may hold a root */
    bool frontier_mode;      /* prog_ir does not parse a new file: it queues it in `frontier` (hot_analyze_rounds) */
    I32Array frontier;       /* files an analysis round reached before they were parsed (run arena) */
    uint32_t frontier_rounds;/* analysis rounds that ended by parsing a frontier */
    double pool_ms;          /* wall time spent on the pool (all pool runs), for HOTLINT_DEBUG_PHASES */
    uint32_t pool_runs;
} Program;

void prog_init(Program *self, Arena *run_arena);
void prog_fini(Program *self);
/* Adds a file (deduplicated by path). Returns its index. */
int32_t prog_add(Program *self, const char *path, const char *root, bool is_explicit);
/* After all prog_add calls: sort, compute module names, build the module index. */
void prog_freeze(Program *self);
/* Byte-scan every file (reading it) and parse those that may hold roots on `jobs` threads;
 * what they import is asked for by name (partial parsing), not parsed. */
void prog_parse_all(Program *self);
/* IR of file i, parsing it now if needed; NULL if it cannot be loaded (error in ProgFile).
 * In frontier mode a file not parsed yet is queued instead (NULL): see prog_parse_frontier. */
IrFile *prog_ir(Program *self, int32_t i);
/* Parses the queued frontier on `jobs` threads; false when it was empty. */
bool prog_parse_frontier(Program *self);
/* hot.c (one thread) needs the top-level name `name` of file i: a file not parsed yet will parse
 * that statement; when a parsed file left it out, it is marked for prog_reparse and true is
 * returned (the analysis that asked must run again). */
bool prog_want(Program *self, int32_t i, const char *name);
/* Has prog_want marked a file since the last prog_reparse? */
bool prog_reparse_pending(const Program *self);
/* Parses again the files prog_want marked; false when there were none. */
bool prog_reparse(Program *self);
/* Parses every partly parsed file whole (the last resort when asking keeps finding more). */
void prog_parse_whole(Program *self);
/* File index of a Python module by dotted name (exact match, then unique suffix match), -1 if none.
 * `from_file` (or -1) breaks ties in favour of modules in the same package. */
int32_t prog_find_module(const Program *self, const char *dotted, int32_t from_file);

/* The call-word filter of ProgFile.call_bloom: may the file call `name(` or decorate with
 * `@name`? (true when unknown) */
enum { PROG_CALLBLOOM_BITS = 4096 };
/* The call-word filter of text (malloc'ed, PROG_CALLBLOOM_BITS bits; the caller frees it); with
 * `reexports` (a package `__init__.py`) also the names its `from x import ...` lines bind. */
uint64_t *prog_call_bloom_of(const char *text, size_t n, bool reexports);
void prog_call_bloom_add(uint64_t *bloom, const char *name, size_t n);
bool prog_call_bloom_may(const uint64_t *bloom, const char *name);

/* The byte scan: true if `text` may hold a timing root for `lang`. */
bool prog_scan_text(const char *text, size_t n, Lang lang, const char *const *extra_words);

#endif
