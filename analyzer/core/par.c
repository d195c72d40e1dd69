/* core/par.c — see par.h. */
#include "par.h"

#include <pthread.h>
#include <stdlib.h>

#include "arena.h"

void par_run(int nt, void *(*fn)(void *), void *arg) {
    if (nt <= 1) { fn(arg); return; }
    pthread_t *th = hl_calloc((size_t)nt, sizeof *th);
    int started = 0;
    for (int i = 0; i < nt; i++)
        if (pthread_create(&th[started], NULL, fn, arg) == 0) started++;
    if (started == 0) fn(arg);
    for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
    free(th);
}
