/* cufe.c — STUB: replaced by the CUDA frontend. */
#include "cufe.h"
struct CuFe { int unused; };
CuFe *cufe_new(const CuFeOptions *opts) { (void)opts; return hl_calloc(1, sizeof(CuFe)); }
void cufe_free(CuFe *self) { free(self); }
int cufe_parse(CuFe *self, Arena *arena, const Source *src, IrFile **out, const char **err_msg) {
    (void)self; IrFile *f = ir_file_new(arena, src);
    IrFunc *m = ir_func_add(arena, f); m->name = "<module>"; m->qualname = "<module>"; m->flags = IR_FF_MODULE;
    *out = f; *err_msg = NULL; return HL_OK;
}
bool cufe_available(void) { return false; }
const char *cufe_default_include_dir(Arena *arena, const char *argv0) { (void)arena; (void)argv0; return "analyzer/include"; }
