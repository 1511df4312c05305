"""Playing matches without a window: the coaches, a series' games and where they are played (in
this process, in worker processes, or on a Dask cluster). The command line, the window, the league
and network play all build their AI coaches here, so one seed gives one coach everywhere."""
