"""What the services' codes and facts become for a reader outside the pages: a game's
CSV sheet (csv_sheet.py), the import's report (import_words.py). The services make
none of it; the faces (api/, pages/, cli/) call these."""
