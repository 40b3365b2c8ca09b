"""What each player did in one game, counted from its hands: the figures a game ends
with (the scoreboard's "The game in figures", the API's `figures`) and the counts a
group adds up over many games (companion/groups/stats.py)."""
from .games import family_of

COUNTS = ("hands", "points", "moons", "reneges", "queens", "card_hands")
NOT_DEALT = ("misdeal", "replay")  # scored nothing from cards: no hand played there


def seat_figures(state) -> list[dict]:
    """Per seat: the COUNTS, and `worst`, the hand that cost the seat most as
    [score, hand number] (None before they played one). `hands` counts the hands the
    seat played (tie-break hands only for those in them); `points` adds every hand's
    score, so it is the final total; `queens` counts the Q♠ taken, known only in the
    `card_hands` entered as cards."""
    family = family_of(state.options)
    turned = -1 if family.highest_wins(state.options) else 1  # the cost of a score, lower better
    queens = "queens" in family.figures  # (a game of contracts counts no Q♠ of its own)
    seats = [{**dict.fromkeys(COUNTS, 0), "worst": None} for _ in state.players]
    for hand in state.hands:
        for seat, score in enumerate(hand.scores):
            seats[seat]["points"] += score
        for seat in hand.entry.reneges:
            seats[seat]["reneges"] += 1
        if hand.moon is not None:
            seats[hand.moon.seat]["moons"] += 1
        if hand.kind in NOT_DEALT:
            continue
        captured = hand.entry.captured
        for seat in hand.setup.participants:
            figures, score = seats[seat], hand.scores[seat]
            figures["hands"] += 1
            if captured is not None and queens:
                figures["card_hands"] += 1
                figures["queens"] += captured.get(seat, []).count("QS")
            if figures["worst"] is None or score * turned > figures["worst"][0] * turned:
                figures["worst"] = [score, hand.number]
    return seats


def points_a_hand(figures: dict) -> float | None:
    """A seat's average score a hand played, to one decimal (None before a hand)."""
    return round(figures["points"] / figures["hands"], 1) if figures["hands"] else None
