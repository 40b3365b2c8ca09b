"""The end score, and the safety moon that looks ahead at it (docs/RULES.md sections 3.1, 6)."""
from .scoring import Moon, exact_score
from .teams import lowest, units


def end_score(options: dict) -> int | None:
    """The score that ends the game when a total reaches (or goes over) it; None when
    the end rule has no such score (hands, time, open)."""
    return options["end_score"] if options["end_rule"] in ("reach", "over") else None


def past_end(options: dict, totals: list[int]) -> bool:
    """Has a total reached (or gone over) the end score, for the end rules that have one?"""
    rule, limit = options["end_rule"], end_score(options)
    if rule == "reach":
        return max(totals) >= limit
    return rule == "over" and max(totals) > limit


def totals_after(options: dict, totals: list[int], scores: list[int]) -> list[int]:
    """The running totals after a hand's scores, with the exact-score rule."""
    return [exact_score(t + s, options) if s else t for t, s in zip(totals, scores)]


def safety_moon(options: dict, totals: list[int], moon: Moon, scores: list[int]) -> bool:
    """Should this old moon be scored as the shooter's −N instead? `safety`: when it would
    end the game with the shooter not alone on the lowest total (a tie is not a win);
    `auto-new`: whenever it would end the game. With the old moon or the new, the shooter
    stands the same against the others: only whether the game ends can change."""
    rule = options["moon_safety"]
    if rule == "off" or options["moon"] != "old" or moon.choice != "others":
        return False
    after = totals_after(options, totals, scores)
    if not past_end(options, after):
        return False
    shooters = next(sorted(u) for u in units(options, len(after)) if moon.seat in u)
    return rule == "auto-new" or lowest(options, after, list(range(len(after)))) != shooters
