"""Match saves: files on disk, the formats read and written, and what a loaded match must mean."""
