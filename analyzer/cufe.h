/*
 * cufe.h — CUDA/C/C++ frontend: libclang translation unit -> IR (ir.h).
 *
 * libclang is loaded with dlopen on first use (a Python-only run never pays for it) and one
 * CXIndex is shared by the process; cufe_parse() is safe to call from several threads, each
 * with its own CuFe. Without CUDA installed, .cu files are parsed as CUDA host code against
 * hotlint's own declarations (analyzer/include/hotlint_cuda.h and the stub headers next to it,
 * installed to <prefix>/share/hotlint/include; see cufe.c); with a compile_commands.json the
 * file's real flags are used, falling back to the built-in mode. A file over the time budget
 * (CuFeOptions.time_budget_ms, default 10 s) or over 4 MiB is not analysed: HL_EPARSE with a
 * message. Developer aid: HOTLINT_CUFE_TIMING=1 prints each file's mode and libclang time.
 * Unresolved calls (missing headers) still become call sites, by name (IR_SF_UNRESOLVED).
 * Returns 0; HL_EPARSE when libclang cannot produce a translation unit (the caller reports it);
 * HL_EIO when libclang itself cannot be loaded.
 */
#ifndef HL_CUFE_H
#define HL_CUFE_H

#include "core/arena.h"
#include "ir.h"
#include "source.h"

typedef struct CuFeOptions {
    const char *compile_commands_dir;  /* NULL: look for compile_commands.json at the tree root only */
    const char *cuda_path;             /* NULL: built-in declarations, no CUDA needed */
    const char *include_dir;           /* hotlint's own header folder */
    uint32_t time_budget_ms;           /* per-file budget (0 = default) */
} CuFeOptions;

typedef struct CuFe CuFe;

CuFe *cufe_new(const CuFeOptions *opts);
void cufe_free(CuFe *self);
int cufe_parse(CuFe *self, Arena *arena, const Source *src, IrFile **out, const char **err_msg);
/* hotlint's own header folder: $HOTLINT_INCLUDE, <exe>/../share/hotlint/include, <exe>/../analyzer/include */
const char *cufe_default_include_dir(Arena *arena, const char *argv0);
/* true once a parse was abandoned over its time budget: a detached thread is still inside
 * libclang, so the process must leave with _exit() (static destructors and leak checkers would
 * run under that thread's feet) */
bool cufe_abandoned(void);
/* true if libclang could be loaded (for --version / diagnostics) */
bool cufe_available(void);
/* May this thread call cufe_parse without waiting for another thread to load libclang? True
 * once it is loaded, and for the one thread that claims the load (it then loads in its own
 * cufe_parse); false while another thread is loading it. Lets a pool thread scan other files
 * instead of blocking on the ~30-100 ms load (program.c). */
bool cufe_claim(void);

#endif
