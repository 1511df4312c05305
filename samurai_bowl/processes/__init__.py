"""The game's processes: how many cores work may use, the pool of worker processes and the fork
server they start from, and how a command stops when it is asked to from outside."""
