/*
 * core/par.h — run one function on several threads at once (the -j workers).
 *
 * par_run(nt, fn, arg) calls fn(arg) on up to nt threads and returns when all have returned;
 * with nt <= 1, or when no thread can be started, it calls fn(arg) on the calling thread. The
 * threads share `arg` and take work from it themselves (an atomic counter): the caller owns
 * `arg` and everything in it.
 */
#ifndef HL_CORE_PAR_H
#define HL_CORE_PAR_H

void par_run(int nt, void *(*fn)(void *), void *arg);

#endif
