"""The Arcade game window: views drawn from engine and data, never changing them."""
