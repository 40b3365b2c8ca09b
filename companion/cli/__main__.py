"""`python -m companion.cli`: the same command as the `companion` script."""
import sys

from . import main

sys.exit(main())
