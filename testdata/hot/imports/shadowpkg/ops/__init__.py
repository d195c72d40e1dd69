# the function binds over its submodule of the same name (megablocks' ops package)
from shadowpkg.ops.padded_gather import padded_gather
