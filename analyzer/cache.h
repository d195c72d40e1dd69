/*
 * cache.h — the result cache (DESIGN.md §1 work avoidance, issue 7): two kinds of entry under
 * one folder (`--cache-dir`, else `cache-dir:` in hotlint.yaml, else cache_default_dir(); off
 * with `--no-cache`). One folder serves every project: keys hold the paths and the working
 * directory. Entries unused for 30 days are pruned (checked at most once a day).
 *
 *   run/<key>   a whole run's finished diagnostics and statistics. The key covers hotlint
 *               itself (version, executable, header folder), the options, the date, the
 *               working directory, every rule, config and allowlist file, and the path and
 *               stat (size, mtime, ctime, inode) of every discovered file. Files a run read
 *               without discovering them (C/C++ includes, compile_commands.json) are listed in
 *               the entry with their stat and checked on load. A hit replays the report
 *               without reading a source file: the warm path.
 *   ir/<key>    one file's IR (ir.h), keyed on its content hash, path, module name and
 *               frontend; for C/C++/CUDA also its local includes and compile_commands.json
 *               (checked on load). A run after an edit re-parses only the edited files;
 *               timed-path inference and the rules run again over the cached IR, so a change
 *               in a helper module re-lints everything that reaches it.
 *
 * Safety: entries are written to a temporary file and renamed into place (atomic under
 * concurrent runs); every entry carries a magic, its own key and an xxh64 checksum of its
 * payload, so a truncated or corrupt entry is ignored (a miss) and rewritten. A cache folder
 * that cannot be created or written just turns caching off for the run; nothing outside the
 * cache folder is ever written. A run entry is not written while a discovered file's mtime is
 * within 2 s of now (a same-size edit in the same clock tick would otherwise look unchanged).
 *
 * Ownership: Cache lives in the arena given to cache_open (the run arena). Loaded IR and
 * diagnostics live in the arena the caller passes. Threads: cache_ir_load/cache_ir_store are
 * called from the parse workers concurrently; everything else from one thread.
 */
#ifndef HL_CACHE_H
#define HL_CACHE_H

#include "core/arena.h"
#include "core/str.h"
#include "cufe.h"
#include "diag.h"
#include "emit.h"
#include "ir.h"
#include "rules.h"
#include "source.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct Cache Cache;

/* Opens (creating) the cache folder. `salt_parts` (NULL-terminated) are strings that change
 * with anything every entry depends on (version, options); the executable and the header
 * folder are added here. NULL, with *why set, when the folder cannot be created or written. */
Cache *cache_open(Arena *run, const char *dir, const char *const *salt_parts, const CuFeOptions *cu,
                  const char **why);
const char *cache_path(const Cache *self);
/* The default folder: $HOTLINT_CACHE_DIR/results, else $XDG_CACHE_HOME/hotlint/results, else
 * ~/.cache/hotlint/results (beside the CUDA prelude cache); NULL without any of them. Outside
 * the linted tree on purpose: a run writes nothing where it was not asked to (issue 8), and a
 * pre-commit hook leaves the work tree as it found it. `cache-dir: .hotlint_cache` in
 * hotlint.yaml (or --cache-dir) keeps it in the project instead, e.g. for a CI cache step. */
const char *cache_default_dir(Arena *a);

/* ---- per-file IR ---- */
typedef struct CacheIrKey { uint64_t lo, hi; } CacheIrKey;
/* IR for `src` (with the module name the frontend is given) from the cache into `arena`, or
 * NULL on a miss; *key gets the entry's key either way, for cache_ir_store after a parse.
 * `variant` says which top-level statements were parsed (pychunk_variant, 0 = all of them). */
IrFile *cache_ir_load(Cache *self, Arena *arena, const Source *src, const char *module, uint64_t variant,
                      CacheIrKey *key);
/* Stores a file's IR as codec_ir_encode() wrote it (program.c encodes once, for this and for
 * compacting the IR). */
void cache_ir_store(Cache *self, const CacheIrKey *key, const StrBuf *encoded);

/* ---- whole runs ---- */
typedef struct CacheRunKey { uint64_t lo, hi; bool valid; } CacheRunKey;
typedef struct CacheFileStat { const char *path; bool is_explicit; const char *root; } CacheFileStat;

/* The key of a run over `files` (discovered, sorted) with `extra` inputs (rule, config and
 * allowlist files, NULL-terminated) and `opts` (option strings, NULL-terminated). key.valid is
 * false when some file is too new to trust (see above) or cannot be stat'ed. */
CacheRunKey cache_run_key(Cache *self, const CacheFileStat *files, uint32_t nfiles, const char *const *extra,
                          const char *const *opts);
/* Replays a stored run into `sink` (strings copied into its arena), `stats` and `exit_code`.
 * Rules are re-linked by code. false on a miss or a stale/corrupt entry. */
bool cache_run_load(Cache *self, CacheRunKey key, const RuleSet *rules, DiagSink *sink, RunStats *stats,
                    int *exit_code);
void cache_run_store(Cache *self, CacheRunKey key, const DiagSink *sink, const RunStats *stats, int exit_code);

/* The rendered report of a stored run (the bytes a format writes), keyed on the run and the
 * rendering options (format, color, quiet, show-waived): a replayed run writes them as they
 * are. NULL on a miss; the caller frees the result. */
char *cache_render_load(Cache *self, CacheRunKey key, const char *render_opts, size_t *n);
void cache_render_store(Cache *self, CacheRunKey key, const char *render_opts, const char *bytes, size_t n);

/* ---- per-file rule results ----
 * The rules' findings in one file depend only on its IR and on what inference decided about
 * its sites (hot, root kind, in-loop, conditional, chain), given the rules and their filter.
 * cache_eng_key hashes exactly that; a hit adds the stored findings (re-linked to `file`), so
 * after an edit the rules run only on the edited file and on files whose hot sites changed. */
CacheIrKey cache_eng_salt(const Cache *self, const char *const *rule_files, const StrArray *select,
                          const StrArray *ignore, bool preview);
CacheIrKey cache_eng_key(const CacheIrKey *salt, const CacheIrKey *ir_key, const HotSite *const *hot, uint32_t n);
bool cache_eng_load(Cache *self, const CacheIrKey *key, const RuleSet *rules, DiagSink *sink, int32_t file);
void cache_eng_store(Cache *self, const CacheIrKey *key, const Diag *diags, uint32_t n);

/* What this process's cache did (for --statistics). */
typedef struct CacheCounts { uint32_t ir_hits, ir_misses, ir_stored; int run; /* 0 off, 1 miss, 2 hit */ } CacheCounts;
CacheCounts cache_counts(const Cache *self);
void cache_note_run(Cache *self, int run_state);

#endif
