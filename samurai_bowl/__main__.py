"""``python -m samurai_bowl``."""

from samurai_bowl.cli import entry

if __name__ == "__main__":
    entry()
