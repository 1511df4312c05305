"""Imported first by the multiprocessing fork server (``process_pool.PRELOAD``): from then on the
fork server, and every worker it forks, ignores the stop signals. It starts with them blocked
(``stopping.held``), so none that comes while it loads is lost on it or kills it half-started."""

from samurai_bowl.processes.stopping import ignore_stop_signals

ignore_stop_signals()
