"""The night's ledger as files: CSV for a spreadsheet, JSON for programs."""
