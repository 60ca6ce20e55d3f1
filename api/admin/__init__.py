"""The operators' screens (issue 17): dashboard statistics, the error summary and every user's files."""
