"""Games that compose the engine into state machines: honeymoon bridge, yard bridge, bridge for two, ..."""
