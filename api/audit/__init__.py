"""The account's audit log: sign-ins, password resets, exports and credit movements, each written in
the transaction of its action and shown to the user it belongs to."""
