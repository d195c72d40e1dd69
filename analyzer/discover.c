/*
 * discover.c — command-line paths -> Program files.
 *
 * Folders are walked with an explicit stack (no recursion), entries sorted by name so the
 * order never depends on the filesystem. A folder is entered once per (device, inode), which
 * stops symlink loops. Folders that hold no user code by convention (hidden ones, venvs,
 * build outputs, caches, node_modules, site-packages) are skipped unless named on the command
 * line. Files are kept by extension (source.c); a file named explicitly is linted whatever
 * its extension says, as Python when unknown. Paths are displayed as given (`./` removed).
 */
#include "discover.h"

#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <string.h>
#include <sys/stat.h>

#include "core/str.h"

static const char *const skip_dirs[] = {
    ".git", ".hg", ".svn", ".tox", ".nox", ".venv", "venv", ".eggs", ".mypy_cache", ".pytest_cache", ".ruff_cache",
    "__pycache__", "__pypackages__", "node_modules", "site-packages", "build", "_build", "dist", "buck-out",
    ".hotlint_cache", ".ipynb_checkpoints", NULL};

static bool skip_dir(const char *name) {
    if (name[0] == '.') return true;   /* hidden folders */
    for (int i = 0; skip_dirs[i]; i++)
        if (!strcmp(name, skip_dirs[i])) return true;
    return false;
}

typedef struct Seen { dev_t dev; ino_t ino; } Seen;
typedef Array(Seen) SeenArray;

static bool seen_add(Arena *a, SeenArray *seen, const struct stat *st) {
    for (uint32_t i = 0; i < seen->size; i++)
        if (seen->contents[i].dev == st->st_dev && seen->contents[i].ino == st->st_ino) return false;
    Seen s = {st->st_dev, st->st_ino};
    array_push(a, seen, s);
    return true;
}

static bool glob_match_any(const StrArray *globs, const char *path) {
    for (uint32_t i = 0; i < globs->size; i++) {
        const char *g = globs->contents[i];
        if (fnmatch(g, path, 0) == 0) return true;
        /* a glob without '/' matches any path component's tail ("*.gen.py") */
        if (!strchr(g, '/')) {
            const char *slash = strrchr(path, '/');
            if (slash && fnmatch(g, slash + 1, 0) == 0) return true;
        }
    }
    return false;
}

static const char *clean_path(Arena *a, const char *p) {
    while (p[0] == '.' && p[1] == '/' && p[2]) p += 2;
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') n--;
    return arena_strndup(a, p, n);
}

static int cmp_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void walk(Program *prog, const Config *cfg, const char *root, DiagSink *sink) {
    Arena *a = prog->arena;
    SeenArray seen = {0};
    StrArray stack = {0};
    array_push(a, &stack, root);
    struct stat st;
    if (stat(root, &st) == 0) seen_add(a, &seen, &st);
    while (stack.size) {
        const char *dir = array_pop(&stack);
        DIR *d = opendir(dir);
        if (!d) {
            Loc loc = {.path = dir, .line = 1, .col = 1};
            diag_tool(sink, "HL002", SEV_WARNING, loc, "cannot read folder: %s", strerror(errno));
            continue;
        }
        StrArray names = {0};
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            array_push(a, &names, arena_strdup(a, e->d_name));
        }
        closedir(d);
        if (names.size > 1) qsort(names.contents, names.size, sizeof(char *), cmp_name);
        /* push folders in reverse so they pop in name order */
        StrArray subdirs = {0};
        for (uint32_t i = 0; i < names.size; i++) {
            const char *name = names.contents[i];
            const char *path = !strcmp(dir, ".") ? name : arena_printf(a, "%s/%s", dir, name);
            if (cfg && cfg->exclude.size && glob_match_any(&cfg->exclude, path)) continue;
            if (stat(path, &st) != 0) {
                if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
                    if (src_lang_from_path(path) != LANG_NONE) {
                        Loc loc = {.path = path, .line = 1, .col = 1};
                        diag_tool(sink, "HL002", SEV_WARNING, loc, "dangling or looping symbolic link");
                    }
                }
                continue;
            }
            if (S_ISDIR(st.st_mode)) {
                if (skip_dir(name)) continue;
                if (!seen_add(a, &seen, &st)) continue;   /* symlink loop or second path to one folder */
                array_push(a, &subdirs, path);
            } else if (src_lang_from_path(path) != LANG_NONE) {
                if (cfg && cfg->include.size && !glob_match_any(&cfg->include, path)) continue;
                prog_add(prog, path, root, true);
            }
        }
        for (uint32_t i = subdirs.size; i > 0; i--) array_push(a, &stack, subdirs.contents[i - 1]);
    }
}

int disc_collect(Program *prog, const Config *cfg, const StrArray *paths, DiagSink *sink) {
    for (uint32_t i = 0; i < paths->size; i++) {
        const char *p = clean_path(prog->arena, paths->contents[i]);
        struct stat st;
        if (stat(p, &st) != 0) {
            if (lstat(p, &st) == 0) {
                Loc loc = {.path = p, .line = 1, .col = 1};
                diag_tool(sink, "HL002", SEV_WARNING, loc, "dangling or looping symbolic link");
                continue;
            }
            fprintf(stderr, "hotlint: %s: %s\n", p, strerror(errno));
            return HL_EUSAGE;
        }
        if (S_ISDIR(st.st_mode)) walk(prog, cfg, p, sink);
        else {
            /* the root of a single file is its folder, so sibling modules resolve */
            const char *slash = strrchr(p, '/');
            const char *root = slash ? arena_strndup(prog->arena, p, (size_t)(slash - p)) : ".";
            int32_t idx = prog_add(prog, p, root, true);
            if (prog->files.contents[idx]->lang == LANG_NONE) prog->files.contents[idx]->lang = LANG_PYTHON;
        }
    }
    return HL_OK;
}
