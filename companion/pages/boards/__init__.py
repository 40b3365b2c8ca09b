"""What everyone else watches: the live scoreboard, the big screen, the recap."""
