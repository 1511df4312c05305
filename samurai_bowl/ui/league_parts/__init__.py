"""The parts of the League screen: the design frame and its tables, and the forms over it."""
