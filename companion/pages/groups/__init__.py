"""A group's pages: the group, its players, a new game in it, its edit rights."""
