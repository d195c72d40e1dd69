"""A subpackage re-exporting a class it imports (long-context-attention's `yunchang`): a star
import of `starpkg` reaches `RingLayer` through `from .layers import *` and this import."""
from .ring import RingLayer, ring_helper as _helper  # noqa: F401
