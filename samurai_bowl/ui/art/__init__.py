"""Art drawn from code with Pillow: the clans' mon, the positions' icons, the tokens, the turf."""
