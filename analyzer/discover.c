/*
 * discover.c — command-line paths -> Program files.
 *
 * Folders are walked with an explicit stack (no recursion), entries sorted by name so the
 * order never depends on the filesystem. A folder is entered once per (device, inode), which
 * stops symlink loops. Folders that hold no user code by convention (hidden ones, venvs,
 * build outputs, caches, node_modules, site-packages) are skipped unless named on the command
 * line. Files are kept by extension (source.c); a file named explicitly is linted whatever
 * its extension says, as Python when unknown. Paths are displayed as given (`./` removed).
 *
 * Filters, per folder, from the config that governs it (config.h: the nearest hotlint.yaml):
 * - `exclude` globs prune files and folders (also files named on the command line);
 * - `include` globs, when given, keep only matching files found by walking (a file named on
 *   the command line is always linted);
 * - in a git work tree, when `respect-gitignore` is on (default), only what
 *   `git ls-files --cached --others --exclude-standard` lists is walked: one git call per
 *   work tree, so .gitignore files at every level, .git/info/exclude, the global excludes
 *   file and "tracked files are never ignored" all follow git's own rules. A nested work tree
 *   (a folder holding .git) gets its own call. A folder named on the command line is walked
 *   even if git ignores it. When git is missing or fails, a one-line warning says .gitignore
 *   is not honoured there and the walk goes on.
 * Nested configs: in a hierarchical run (Config.hierarchical), every walked folder holding a
 * hotlint.yaml loads it (cfg_nested_load) and governs its subtree; a broken one makes
 * disc_collect return HL_ECONFIG after the whole walk, so every config error is printed.
 */
#include "discover.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/str.h"

extern char **environ;

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

/* ------------------------------------------------------------------------------------------ */
/* git work trees                                                                             */

typedef struct StrSet { const char **slots; uint32_t cap, used; } StrSet;

static uint64_t hash_str(const char *s) {
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static void set_add(Arena *a, StrSet *s, const char *v) {
    if ((s->used + 1) * 2 > s->cap) {
        uint32_t nc = s->cap ? s->cap * 2 : 1024;
        const char **ns = arena_alloc(a, nc * sizeof *ns);
        for (uint32_t i = 0; i < s->cap; i++) {
            if (!s->slots[i]) continue;
            uint32_t j = (uint32_t)(hash_str(s->slots[i]) & (nc - 1));
            while (ns[j]) j = (j + 1) & (nc - 1);
            ns[j] = s->slots[i];
        }
        s->slots = ns;
        s->cap = nc;
    }
    uint32_t j = (uint32_t)(hash_str(v) & (s->cap - 1));
    while (s->slots[j]) {
        if (!strcmp(s->slots[j], v)) return;
        j = (j + 1) & (s->cap - 1);
    }
    s->slots[j] = v;
    s->used++;
}

static bool set_has(const StrSet *s, const char *v) {
    if (!s->cap) return false;
    uint32_t j = (uint32_t)(hash_str(v) & (s->cap - 1));
    while (s->slots[j]) {
        if (!strcmp(s->slots[j], v)) return true;
        j = (j + 1) & (s->cap - 1);
    }
    return false;
}

typedef struct GitTree {
    const char *top;         /* absolute */
    bool ok;                 /* the listing worked: filter by it */
    StrSet listed;           /* listed files and every folder above them, relative to top */
} GitTree;

typedef Array(GitTree *) GitTreeArray;

/* runs `git ls-files` in `top`; the NUL-separated output in *out (malloc'd) */
static bool git_ls_files(const char *top, StrBuf *out) {
    int fds[2];
    if (pipe(fds) != 0) return false;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addclose(&fa, fds[0]);
    posix_spawn_file_actions_addclose(&fa, fds[1]);
    char *argv[] = {"git", "-c", "core.quotepath=off", "-c", "safe.directory=*", "-C", (char *)top, "ls-files", "-z",
                    "--cached", "--others", "--exclude-standard", NULL};
    /* the child must look at `top`, not at a repository named by a hook's environment */
    size_t n = 0;
    while (environ && environ[n]) n++;
    char **env = hl_calloc(n + 1, sizeof *env);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (strncmp(environ[i], "GIT_", 4) != 0) env[k++] = environ[i];
    pid_t pid;
    int rc = posix_spawnp(&pid, "git", &fa, NULL, argv, env);
    posix_spawn_file_actions_destroy(&fa);
    free(env);
    close(fds[1]);
    if (rc != 0) { close(fds[0]); return false; }
    char buf[65536];
    ssize_t r;
    while ((r = read(fds[0], buf, sizeof buf)) != 0) {
        if (r < 0) { if (errno == EINTR) continue; break; }
        sb_append(out, buf, (size_t)r);
    }
    close(fds[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static GitTree *git_tree(Arena *a, GitTreeArray *trees, const char *top) {
    for (uint32_t i = 0; i < trees->size; i++)
        if (!strcmp(trees->contents[i]->top, top)) return trees->contents[i];
    GitTree *g = arena_alloc(a, sizeof *g);
    g->top = arena_strdup(a, top);
    array_push(a, trees, g);
    StrBuf out;
    sb_init(&out);
    if (!git_ls_files(top, &out)) {
        fprintf(stderr, "hotlint: warning: `git ls-files` failed in %s; .gitignore files are not honoured there\n", top);
        sb_fini(&out);
        return g;
    }
    g->ok = true;
    set_add(a, &g->listed, "");
    for (size_t p = 0; p < out.len;) {
        size_t e = p;
        while (e < out.len && out.data[e]) e++;
        size_t len = e - p;
        while (len > 0 && out.data[p + len - 1] == '/') len--;   /* an untracked nested work tree: "sub/" */
        if (len) {
            char *path = arena_strndup(a, out.data + p, len);
            set_add(a, &g->listed, path);
            for (char *s = strrchr(path, '/'); s; s = strrchr(path, '/')) {   /* the folders above it */
                path = arena_strndup(a, path, (size_t)(s - path));
                if (set_has(&g->listed, path)) break;
                set_add(a, &g->listed, path);
            }
        }
        p = e + 1;
    }
    sb_fini(&out);
    return g;
}

static bool has_entry(Arena *a, const char *dir, const char *name) {
    struct stat st;
    return lstat(arena_printf(a, "%s/%s", dir, name), &st) == 0;
}

/* ------------------------------------------------------------------------------------------ */
/* the walk                                                                                   */

typedef struct WalkDir {
    const char *dir;         /* display path */
    const Config *cfg;       /* governing config */
    const char *cfg_rel;     /* folder relative to cfg->base_dir ("" = it), NULL when not below it */
    GitTree *git;            /* NULL: no git filtering here */
    const char *git_rel;     /* folder relative to git->top */
} WalkDir;

typedef struct Walk {
    Program *prog;
    const Config *root_cfg;
    DiagSink *sink;
    GitTreeArray trees;
    int rc;
} Walk;

static const char *join(Arena *a, const char *rel, const char *name) {
    if (!rel) return NULL;
    return *rel ? arena_printf(a, "%s/%s", rel, name) : name;
}

static bool glob_any(const StrArray *globs, const char *rel) {
    for (uint32_t i = 0; i < globs->size; i++)
        if (cfg_glob_match(globs->contents[i], rel)) return true;
    return false;
}

/* the config governing folder `dir` (display path), loading the one it holds if hierarchical */
static const Config *cfg_at(Walk *w, const char *dir, bool check_here) {
    const Config *root = w->root_cfg;
    if (!root || !root->hierarchical) return root;
    if (check_here) {
        const char *f = !strcmp(dir, ".") ? "hotlint.yaml" : arena_printf(w->prog->arena, "%s/hotlint.yaml", dir);
        struct stat st;
        if (stat(f, &st) == 0 && S_ISREG(st.st_mode) && cfg_nested_load(root, f) != HL_OK) w->rc = HL_ECONFIG;
    }
    return cfg_for_path(root, dir);
}

/* the WalkDir for a command-line folder */
static WalkDir start_dir(Walk *w, const char *root) {
    Arena *a = w->prog->arena;
    WalkDir wd = {root, w->root_cfg, NULL, NULL, NULL};
    if (w->root_cfg && w->root_cfg->hierarchical) {
        const char *f = cfg_find(a, root);
        if (f && cfg_nested_load(w->root_cfg, f) != HL_OK) w->rc = HL_ECONFIG;
        wd.cfg = cfg_at(w, root, false);
    }
    const char *abs = cfg_path_abs(a, root);
    if (wd.cfg && wd.cfg->base_dir) wd.cfg_rel = cfg_path_under(wd.cfg->base_dir, abs);
    if (!wd.cfg || wd.cfg->respect_gitignore) {
        /* the work tree holding `root` */
        char *d = arena_strdup(a, abs);
        for (;;) {
            if (has_entry(a, *d ? d : "/", ".git")) {
                GitTree *g = git_tree(a, &w->trees, *d ? d : "/");
                const char *rel = cfg_path_under(g->top, abs);
                /* a folder named on the command line is walked even when git ignores it */
                if (g->ok && rel && set_has(&g->listed, rel)) { wd.git = g; wd.git_rel = rel; }
                break;
            }
            char *slash = strrchr(d, '/');
            if (!slash || slash == d) break;   /* not below a work tree (the filesystem root is never one) */
            *slash = 0;
        }
    }
    return wd;
}

static int cmp_name(const void *a, const void *b) { return strcmp(*(char *const *)a + 1, *(char *const *)b + 1); }

static void walk(Walk *w, const char *root) {
    Program *prog = w->prog;
    Arena *a = prog->arena;
    SeenArray seen = {0};
    Array(WalkDir) stack = {0};
    WalkDir first = start_dir(w, root);
    array_push(a, &stack, first);
    struct stat st;
    if (stat(root, &st) == 0) seen_add(a, &seen, &st);
    while (stack.size) {
        WalkDir cur = array_pop(&stack);
        DIR *d = opendir(cur.dir);
        if (!d) {
            Loc loc = {.path = cur.dir, .line = 1, .col = 1};
            diag_tool(w->sink, "HL002", SEV_WARNING, loc, "cannot read folder: %s", strerror(errno));
            continue;
        }
        /* names with their d_type: a regular file needs no stat, and one that is not a source
         * file is never looked at again; folders (for the loop check), symlinks and DT_UNKNOWN
         * are stat'ed below. The type rides in front of the name (the sort skips it). */
        StrArray names = {0};
        struct dirent *e;
        while ((e = readdir(d))) {
            if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
            char t = e->d_type == DT_REG ? 'f' : e->d_type == DT_DIR ? 'd' : '?';
            if (t == 'f' && src_lang_from_path(e->d_name) == LANG_NONE) continue;   /* not ours: never looked at */
            array_push(a, &names, (const char *)arena_printf(a, "%c%s", t, e->d_name));
        }
        closedir(d);
        if (names.size > 1) qsort(names.contents, names.size, sizeof(char *), cmp_name);
        /* push folders in reverse so they pop in name order */
        Array(WalkDir) subdirs = {0};
        for (uint32_t i = 0; i < names.size; i++) {
            char type = names.contents[i][0];
            const char *name = names.contents[i] + 1;
            const char *path = !strcmp(cur.dir, ".") ? name : arena_printf(a, "%s/%s", cur.dir, name);
            const char *rel = cur.cfg_rel ? join(a, cur.cfg_rel, name) : path;
            if (cur.cfg && cur.cfg->exclude.size && glob_any(&cur.cfg->exclude, rel)) continue;
            const char *grel = cur.git ? join(a, cur.git_rel, name) : NULL;
            if (cur.git && !set_has(&cur.git->listed, grel)) continue;   /* ignored by git */
            if (type == 'f') st.st_mode = S_IFREG;
            else if (stat(path, &st) != 0) {
                if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
                    if (src_lang_from_path(path) != LANG_NONE) {
                        Loc loc = {.path = path, .line = 1, .col = 1};
                        diag_tool(w->sink, "HL002", SEV_WARNING, loc, "dangling or looping symbolic link");
                    }
                }
                continue;
            }
            if (S_ISDIR(st.st_mode)) {
                if (skip_dir(name)) continue;
                if (!seen_add(a, &seen, &st)) continue;   /* symlink loop or second path to one folder */
                WalkDir sub = {path, cur.cfg, rel, cur.git, grel};
                const Config *c = cfg_at(w, path, true);
                if (c != cur.cfg) {
                    sub.cfg = c;
                    sub.cfg_rel = c && c->base_dir ? cfg_path_under(c->base_dir, cfg_path_abs(a, path)) : NULL;
                }
                if ((!sub.cfg || sub.cfg->respect_gitignore) && has_entry(a, path, ".git")) {
                    GitTree *g = git_tree(a, &w->trees, cfg_path_abs(a, path));
                    sub.git = g->ok ? g : NULL;
                    sub.git_rel = "";
                } else if (sub.cfg && !sub.cfg->respect_gitignore) {
                    sub.git = NULL;
                }
                array_push(a, &subdirs, sub);
            } else if (src_lang_from_path(path) != LANG_NONE) {
                if (cur.cfg && cur.cfg->include.size && !glob_any(&cur.cfg->include, rel)) continue;
                prog_add(prog, path, root, true);
            }
        }
        for (uint32_t i = subdirs.size; i > 0; i--) array_push(a, &stack, subdirs.contents[i - 1]);
    }
}

static const char *clean_path(Arena *a, const char *p) {
    while (p[0] == '.' && p[1] == '/' && p[2]) p += 2;
    size_t n = strlen(p);
    while (n > 1 && p[n - 1] == '/') n--;
    return arena_strndup(a, p, n);
}

/* is an explicitly named file excluded by the config that governs it? */
static bool file_excluded(Walk *w, const char *p) {
    const Config *c = w->root_cfg;
    if (!c) return false;
    if (c->hierarchical) {
        const char *f = cfg_find(w->prog->arena, p);
        if (f && cfg_nested_load(c, f) != HL_OK) w->rc = HL_ECONFIG;
        c = cfg_for_path(c, p);
    }
    if (!c->exclude.size || !c->base_dir) return false;
    const char *rel = cfg_path_under(c->base_dir, cfg_path_abs(w->prog->arena, p));
    return glob_any(&c->exclude, rel ? rel : p);
}

int disc_collect(Program *prog, const Config *cfg, const StrArray *paths, DiagSink *sink) {
    Walk w = {prog, cfg, sink, {0}, HL_OK};
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
        if (S_ISDIR(st.st_mode)) walk(&w, p);
        else {
            if (file_excluded(&w, p)) continue;
            /* the root of a single file is its folder, so sibling modules resolve */
            const char *slash = strrchr(p, '/');
            const char *root = slash ? arena_strndup(prog->arena, p, (size_t)(slash - p)) : ".";
            int32_t idx = prog_add(prog, p, root, true);
            if (prog->files.contents[idx]->lang == LANG_NONE) prog->files.contents[idx]->lang = LANG_PYTHON;
        }
    }
    return w.rc;
}
