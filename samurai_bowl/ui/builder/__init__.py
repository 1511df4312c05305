"""The team builder and the list of saved teams."""
