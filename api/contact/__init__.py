"""The public contact form: messages stored for support, read by superusers."""
