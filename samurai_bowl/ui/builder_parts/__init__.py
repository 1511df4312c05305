"""Parts of the team builder screen: its state, clan bar, hiring table, roster and rule list."""
