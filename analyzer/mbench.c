/* mbench.c — STUB: replaced by the microbenchmark emitter and `confirm`. */
#include "mbench.h"
#include <stdio.h>
int mb_emit(const MbOptions *o, Program *prog, DiagSink *sink, const RuleSet *rules) { (void)o; (void)prog; (void)sink; (void)rules; fprintf(stderr, "hotlint: --emit-microbench is not implemented yet\n"); return HL_EUSAGE; }
int mb_confirm_main(CliOptions *o, Arena *run) { (void)o; (void)run; fprintf(stderr, "hotlint: confirm is not implemented yet\n"); return 2; }
int mb_evidence_attach(const char *path, DiagSink *sink) { (void)path; (void)sink; return 0; }
