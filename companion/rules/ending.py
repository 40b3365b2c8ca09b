"""The end of a game: the end rule, the end score and the safety moon that looks ahead at
it, the winners or the tie-break (docs/RULES.md sections 3.1, 6). The functions that end
a game change the fold's state (game.py) in place."""
from .games import family_of
from .moon import Moon
from .phases import turn_ends
from .scoring import exact_score
from .teams import fewest, leading, one_unit, units


def end_score(options: dict) -> int | None:
    """The score that ends the game when a total reaches (or goes over) it; None when
    the end rule has no such score (hands, time, open)."""
    return options["end_score"] if options["end_rule"] in ("reach", "over") else None


def goal(state) -> int | None:
    """The total the players head for now, for the boards' "left" and the chart's line:
    the end score; under the turn rule the turn score, then 0 once counting down."""
    if state.options["end_rule"] == "turn":
        return state.options["turn_score"] if state.turned is None else 0
    return end_score(state.options)


def past_end(options: dict, totals: list[int]) -> bool:
    """Has a total reached (or gone over) the end score, for the end rules that have one?"""
    rule, limit = options["end_rule"], end_score(options)
    if rule == "reach":
        return max(totals) >= limit
    return rule == "over" and max(totals) > limit


def totals_after(options: dict, totals: list[int], scores: list[int]) -> list[int]:
    """The running totals after a hand's scores: raised to 0 under the floor at zero
    (docs/RULES.md section 3), then the exact-score rule."""
    floor = options["floor"] == "total"
    return [exact_score(max(t + s, 0) if floor else t + s, options) if s else t
            for t, s in zip(totals, scores)]


def reads_totals(options: dict) -> str | None:
    """Which hands' scoring reads the totals before them: "all" under the exact-score
    rule (any total may land on the end score) or the floor at zero (any total may be
    raised to it), "moons" when a moon may (the lot's
    reset and double; an old moon that a safety rule looks ahead for), else None: a
    hand's scores are then its entry's and its deal's alone (correction.py counts on it)."""
    if options["exact_score"] != "none" or options["floor"] != "off" \
            or options["end_rule"] == "turn" or family_of(options).reads_hands:
        return "all"  # (a deal's phase follows the totals; a menu, the contracts named)
    if options["moon"] == "lot" or (options["moon"] == "old" and options["moon_safety"] != "off"):
        return "moons"
    return None


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
    return rule == "auto-new" or leading(options, after, list(range(len(after)))) != shooters


def end_reached(state, at: float) -> bool:
    """Does the counted hand just played (at `at`) end the game by its end rule? Under
    `tie: play-on`, not while the best total is shared: one more deal."""
    reached = _by_rule(state, at)
    return reached and (state.options["tie"] != "play-on"
                        or one_unit(state.options, state.leaders, len(state.players)))


def _by_rule(state, at: float) -> bool:
    options = state.options
    rule = options["end_rule"]
    if rule in ("reach", "over"):
        return past_end(options, state.totals)
    if rule == "turn":
        return turn_ends(state.hands[-1].setup.phase, state.totals)
    if rule == "hands":  # (while the game is on, its counted hands are all normal ones)
        return state.counted >= options["end_hands"]
    if rule == "time":
        # When time runs out the table finishes the hand it is playing.
        return at >= state.time_up_at
    return False


def end_game(state) -> None:
    """The game ends here: the best total wins (game.GameState.leaders), or the tie rule
    applies."""
    state.ended_after = len(state.hands)
    _decide(state, state.leaders)


def _decide(state, tied: list[int]) -> None:
    """Winners when `tied` is one player (or team) or the tie rule is a draw; else a
    tie-break among them."""
    # (a game that plays on through a tie and is stopped while tied: the tied share it)
    if one_unit(state.options, tied, len(state.players)) or state.options["tie"] != "tiebreak":
        state.status, state.winners = "finished", tied
        state.draw = not one_unit(state.options, tied, len(state.players))
        state.contenders, state.tie_from = tied, None
        return
    if state.status != "tiebreak" or tied != state.contenders:
        state.tie_from = state.counted  # the deal starts going round these players
    state.status, state.contenders = "tiebreak", tied


def settle_tiebreak(state, points: list[int], entry) -> None:
    """A tie-break hand played: its fewest decides, or the tie goes on among the fewest."""
    # Fewest penalty points captured in the hand wins; a renege counts against its player.
    count = {s: points[s] + entry.reneges.count(s) * state.options["renege_penalty"]
             for s in state.contenders}
    _decide(state, fewest(state.options, count))
