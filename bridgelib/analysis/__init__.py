"""Analysis adapters: double dummy (endplay), the two-hand solver, fast dealing and simulation (numpy).

Nothing here is imported by ``import bridgelib``; heavy packages are imported lazily.
"""
