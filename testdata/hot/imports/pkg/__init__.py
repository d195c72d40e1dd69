from .ops import scale_op
