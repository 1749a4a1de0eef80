"""``python -m bridgelib`` is the ``bridge`` command."""

import sys

from .cli import main

sys.exit(main())
