/* hotlint stub (analyzer/include/stubs) */
#pragma once
#include "../../detail/hotlint_thrust.h"
