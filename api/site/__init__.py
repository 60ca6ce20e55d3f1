"""Public site plumbing: the settings the public pages read, and promo clicks counted per day."""
