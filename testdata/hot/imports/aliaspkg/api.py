# public names bound to the implementation (tutel's `moe_layer = MOELayer`,
# `top_k_routing = extract_critical`)
from .impl import MOELayer, extract_critical, DEFAULT_K

moe_layer = MOELayer
top_k_routing = extract_critical
k = DEFAULT_K
