"""A player's rating over time as a small SVG drawn on the server (the group's player page):
one point per rated game, the line between, the lowest and highest rating marked. It
scales to its box (viewBox, no fixed size), so it reads at 360 px and on the big screen."""
from dataclasses import dataclass

WIDTH, HEIGHT, PAD = 320, 120, 8  # viewBox units


@dataclass
class RatingChart:
    points: str  # the polyline's "x,y x,y ..."
    dots: list[tuple[float, float]]
    low: float
    high: float
    width: int = WIDTH
    height: int = HEIGHT


def rating_chart(history: list) -> RatingChart | None:
    """From [[game id, finished at, rating], ...] in order; None under two games."""
    ratings = [0.0] + [float(r[2]) for r in history]  # (everyone starts at 0)
    if len(ratings) < 3:
        return None
    low, high = min(ratings), max(ratings)
    span = (high - low) or 1.0
    step = (WIDTH - 2 * PAD) / (len(ratings) - 1)
    up = (HEIGHT - 2 * PAD) / span
    dots = [(round(PAD + i * step, 1), round(HEIGHT - PAD - (r - low) * up, 1))
            for i, r in enumerate(ratings)]
    return RatingChart(" ".join(f"{x},{y}" for x, y in dots), dots, low, high)
