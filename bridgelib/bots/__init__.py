"""Computer players: simple sound heuristics, and double dummy where endplay is installed."""
