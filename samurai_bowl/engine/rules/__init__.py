"""The rules as procedures on a stack, and the functions they share, by rule (R3-R19)."""
