"""Outgoing e-mail behind one small interface, so the product only ever says "send this message"."""
