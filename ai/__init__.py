"""The AI coach: decisions made through the public engine and team APIs only."""
