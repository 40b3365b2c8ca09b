"""What both services stand on (companion/games, companion/groups): capability rows (a
public id reads, an edit token writes: capability.py), the refusals a service raises
(refusals.py: a code and its facts, worded at the edge), the clock (clock.py) and the one
kind of cache any process can rebuild (cache.py)."""
