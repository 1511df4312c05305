"""The screens before a match over the network: Host a match and Join a match (the match itself is
samurai_bowl/ui/match/net_view.py)."""
