/* hotlint stub (analyzer/include/stubs) */
#pragma once
#include "helper_cuda.h"
#include "helper_timer.h"
