"""Pictures the server draws: the chart of totals (SVG), the recap image of a finished game
(PNG), QR codes, and text fitted to a box."""
