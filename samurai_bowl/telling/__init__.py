"""The game's words made from the engine's data: what happened (each event's facts) and what a
coach may answer (each decision's answers), read alike by the window, the AI's hint and the
match's story."""
