/*
 * config.h — hotlint.yaml (DESIGN.md §5, issue "configuration"): discovery upward from each
 * linted path, keys, validation, per-path overrides.
 *
 * Ownership: a Config and its strings live in the run arena.
 * Errors: cfg_load() returns 0, or HL_ECONFIG after printing `file:line:col: message` naming
 * the key (with a "did you mean" for near-miss keys) to stderr — never a silently ignored key.
 */
#ifndef HL_CONFIG_H
#define HL_CONFIG_H

#include "core/arena.h"
#include "core/array.h"
#include "diag.h"
#include "engine.h"
#include "hot.h"
#include "rules.h"

typedef struct PathOverride {
    const char *glob;        /* relative to the config file's folder */
    StrArray select, ignore;
    Array(KeyVal) severity;  /* code/prefix/category -> "error|warning|note" */
} PathOverride;

typedef struct CfgTree CfgTree;     /* nested configs and caches (config.c) */

typedef struct Config {
    const char *file;        /* the hotlint.yaml read, NULL when none */
    const char *base_dir;    /* folder globs are relative to (absolute, symlinks resolved) */
    StrArray include, exclude;
    bool respect_gitignore;  /* default true */
    RuleFilter filter;
    Array(PathOverride) overrides;
    Array(KeyVal) severity;
    Severity fail_on;        /* default SEV_NOTE: any finding fails */
    HotConfig hot;
    StrArray allowlists;     /* files or globs, relative to base_dir */
    uint64_t max_file_bytes; /* default 10 MB */
    const char *cache_dir;
    /* --- additive (config.c) --- */
    const RuleSet *rules;    /* rule table selectors were checked against; set by cfg_load/cfg_setup */
    bool hierarchical;       /* nested hotlint.yaml files found by disc_collect apply below their folder
                                (cfg_setup in discovery mode; false for --config and --no-config) */
    bool allowlists_set;     /* `allowlists:` was given (else the default `allowlists/<name>.yaml`) */
    CfgTree *tree;           /* shared by a root config and its nested configs; set by cfg_default */
} Config;

/* Command-line settings that override every config file (root and nested). */
typedef struct CfgCli {
    const char *config;      /* --config FILE or NULL */
    bool no_config;          /* --no-config */
    const StrArray *paths;   /* command-line paths; NULL or empty = "." */
    const StrArray *select;  /* --select (replaces `select`), may be NULL */
    const StrArray *ignore;  /* --ignore (added to `ignore`), may be NULL */
    bool preview;            /* --preview */
    const char *fail_on;     /* --fail-on or NULL */
} CfgCli;

void cfg_default(Config *self, Arena *arena);
/* Nearest hotlint.yaml from `start` (a file or folder) upward; NULL if none. Arena string. */
const char *cfg_find(Arena *arena, const char *start);
/* Reads `path` on top of the defaults already in `self`. */
int cfg_load(Arena *arena, const char *path, const RuleSet *rules, Config *self);
/* Effective severity/enabled for a rule at a display path, after overrides. SEV_NONE = disabled. */
Severity cfg_rule_severity(const Config *self, const Rule *r, const char *path);
/* Applies per-path overrides (drops findings of rules disabled for that path) and severity
 * overrides to every rule finding in the sink. Called once, after the engine. */
void cfg_apply(const Config *self, const RuleSet *rules, DiagSink *sink);

/* --- additive API (config.c) ------------------------------------------------------------- */

/* The whole config step of a run, in one call: --no-config (defaults only), --config FILE
 * (that file alone, no nested configs), or discovery (nearest hotlint.yaml upward from the
 * first path; nested ones apply below their folders once disc_collect has met them). Applies
 * the command-line overrides, and without a config file still looks for the default
 * `allowlists/<name>.yaml` files at the repo root (the git top folder of the first path, else that path).
 * 0, or HL_ECONFIG / HL_EUSAGE after printing the message. `self` was cfg_default()ed. */
int cfg_setup(Config *self, Arena *arena, const RuleSet *rules, const CfgCli *cli);
/* Loads the hotlint.yaml in `dir` as a nested config (no-op when already loaded or when
 * `self` is not hierarchical). Called by disc_collect for every folder it walks that holds
 * one, and for the nearest config of every other command-line path. 0 or HL_ECONFIG. */
int cfg_nested_load(const Config *self, const char *config_file);
/* After disc_collect: widens `filter` to every rule any loaded config enables, appends the
 * nested configs' roots to `hot` and their allowlist files to `allowlists`. */
void cfg_merge_nested(Config *self);
/* The config that governs `path` (a display path): the nested config whose folder is the
 * nearest ancestor, else `self`. Not thread-safe (it caches). */
const Config *cfg_for_path(const Config *self, const char *path);
/* Drops tool diagnostics (HL0xx) that `ignore` names (globally or per path; `select` never
 * removes them) and applies severity overrides to them. sup_apply_cfg calls it last. */
void cfg_apply_tools(const Config *self, DiagSink *sink);
/* NULL-terminated extra words for the program's byte scan (prog.scan_words): configured root
 * methods, decorators, timer functions and timing utilities (last dotted part). Run arena. */
const char *const *cfg_scan_words(const Config *self, Arena *arena);

/* Globs (include/exclude, per-path, allowlist paths): matched against a '/'-separated path
 * relative to the config (or allowlist) folder. `*`, `?`, `[...]` never cross '/'; a `**`
 * part matches zero or more folders; a glob without '/' matches the last part at any depth;
 * a leading '/' anchors it at the base; a trailing '/' is dropped. A glob matches a path when
 * it matches the path itself or one of its parent folders. */
bool cfg_glob_match(const char *glob, const char *relpath);
/* NULL if `glob` is valid, else a one-line reason ("unterminated `[`"). */
const char *cfg_glob_check(const char *glob);
/* Absolute form of `path` (symlinks resolved when it exists, else made absolute lexically). */
const char *cfg_path_abs(Arena *arena, const char *path);
/* cfg_path_abs with a hash map in front (one realpath per distinct path). Zero-init + arena. */
typedef struct PathCache { Arena *arena; const char **keys, **vals; uint32_t cap, used; } PathCache;
const char *cfg_path_cache_abs(PathCache *self, const char *path);
/* `abs` relative to the folder `base_abs` ("" when equal), or NULL when it is not below it. */
const char *cfg_path_under(const char *base_abs, const char *abs);

/* A YAML document as a tree with positions (the config and allowlist loaders share it).
 * Scalars keep their text as written (no type resolution: `true`, `5`, `2026-01-01` are text;
 * `plain` says whether it was unquoted). Aliases point at the anchored node (shared); anchors
 * may not refer to an enclosing node; nesting is capped at 64 levels. Arena-owned. */
typedef enum { YAML_SCALAR = 1, YAML_SEQ, YAML_MAP } YamlKind;
typedef struct YamlNode YamlNode;
struct YamlNode {
    YamlKind kind;
    const char *str;         /* scalar text, NUL-terminated (len excludes the NUL) */
    uint32_t len;
    bool plain;              /* unquoted scalar */
    bool open;               /* internal: still being built */
    uint32_t line, col;      /* 1-based */
    Array(YamlNode *) kids;  /* SEQ: items; MAP: key, value, key, value, ... (keys are scalars) */
};
/* 0 with *out = the document (NULL when the file holds none), or HL_ECONFIG after printing
 * `path:line:col: invalid yaml: ...` (or `path: cannot read: ...`) to stderr. */
int cfg_yaml_load(Arena *arena, const char *path, YamlNode **out);
/* A null scalar: `~`, `null`, `Null`, `NULL` or nothing, unquoted. */
bool cfg_yaml_is_null(const YamlNode *n);
/* Prints `file:line:col: message` for node `n` (1:1 when NULL) to stderr. */
void cfg_yaml_error(const char *file, const YamlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The problems found in one file, printed together sorted by position (then in the order
 * found), so a file's messages read top to bottom. */
typedef struct YamlProblem { uint32_t line, col, seq; const char *msg; } YamlProblem;
typedef struct YamlProblems { Arena *arena; Array(YamlProblem) items; } YamlProblems;
void cfg_yaml_problem(YamlProblems *self, const YamlNode *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void cfg_yaml_problems_print(YamlProblems *self, const char *file);
/* The closest of `cands` (NULL-terminated) to `word` when near enough for a "did you mean". */
const char *cfg_closest(const char *word, const char *const *cands);

/* Absolute paths of every hotlint.yaml this run loaded (root and nested), for the result
 * cache's key. */
const StrArray *cfg_loaded_files(const Config *self);

#endif
