"""A package re-exporting its modules with `from .x import *` (flux's `flux.testing`)."""
from .refs import *
from .perf import *
from .layers import *
