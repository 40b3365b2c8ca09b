"""The game state as the API answers it (docs/API.md section 2; the pages may embed it)."""
from ..rules import GameState, HandSetup
from ..rules.figures import points_a_hand, seat_figures
from ..rules.teams import TEAMS, team_totals
from ..words import reminder_sentences, speaking
from ..words.speech import ENGLISH
from .contract_json import contract_entry_json, contract_json, loser_json, menu_json, sheet_json


def english_reminders(setup: HandSetup) -> list[str]:
    with speaking(ENGLISH):
        return reminder_sentences(setup)


def setup_json(setup: HandSetup, number: int) -> dict:
    answer = {
        "number": number,
        "kind": setup.kind,
        "participants": setup.participants,
        "dealer": setup.dealer, "eldest": setup.eldest, "cutter": setup.cutter,
        "pass": {"direction": setup.passing.direction, "count": setup.passing.count,
                 "to": {str(a): b for a, b in setup.passing.to.items()}},
        "first_lead": {"rule": setup.first_lead_rule, "seat": setup.first_lead_seat},
        "removed": setup.removed, "cards_each": setup.cards_each, "kitty": setup.kitty,
        "trump": setup.trump,
        "penalty_cards": setup.penalty_cards,
        "penalty_total": setup.penalty_total,
        # the engine says codes; the words word them, in English: the JSON is a program's
        "reminders": english_reminders(setup),
    }
    if setup.contract is not None:  # a compendium deal: every other game answers as before
        answer["contract"] = contract_json(setup, setup.contract)
    elif setup.choices:  # a chooser's deal (Barbu, Bonken): the contracts left to name
        answer["contract"] = menu_json(setup)
    if setup.phase:  # the turn rule's: counting up (1) or down (2)
        answer["phase"] = setup.phase
    return answer


def captured_json(hand):
    """Every participant's captured cards (an empty list for none), or None when the hand
    was entered as points or scored no cards (misdeal, replayed deal)."""
    if hand.entry.captured is None or hand.kind in ("misdeal", "replay"):
        return None
    return {str(seat): list(hand.entry.captured.get(seat, []))
            for seat in hand.setup.participants}


def moon_json(moon) -> dict | None:
    """The moon's seat and choice; "sun", "safety" and "team" only when true (a sun; a
    safety moon; a Partnership Hearts moon that `seat` and the partner took between them)."""
    if moon is None:
        return None
    answer = {"seat": moon.seat, "choice": moon.choice}
    for fact in ("sun", "safety", "team"):
        if getattr(moon, fact):
            answer[fact] = True
    return answer


def hand_json(hand) -> dict:
    """A played hand never changes once made (a correction makes new ones), so its JSON
    is made once and kept on it: long games answer in time of their new hands only."""
    made = hand.__dict__.get("_json")
    if made is None:
        made = hand.__dict__["_json"] = _hand_json(hand)
    return dict(made)


def _hand_json(hand) -> dict:
    entry = hand.entry
    answer = {
        "number": hand.number, "kind": hand.kind,
        "dealer": hand.setup.dealer, "pass": hand.setup.passing.direction,
        "participants": hand.setup.participants,
        "captured": captured_json(hand),
        "points": hand.points,
        "moon": moon_json(hand.moon),
        "reneges": list(entry.reneges),
        "scores": hand.scores, "totals": hand.totals,
        "entered_as": "points" if entry.points is not None else "cards",
        "recorded_at": hand.at,
    }
    if hand.setup.by_contract:  # (the others answer as before)
        answer.update(contract_entry_json(hand))
    if hand.setup.phase:
        answer["phase"] = hand.setup.phase
    return answer


def state_json(game, state: GameState, since: int = 1, only=None) -> dict:
    """The state; `since` > 1 leaves out the hands before hand `since` (a lighter answer
    a client asked for) and says how many were left out; `only`, the numbers of the
    hands to answer from there on (a correction's lighter answer: the hands it played
    again)."""
    answer = {
        "id": game.public_id,
        "ruleset": game.ruleset,
        "options": game.options,
        "players": [{"seat": i, "name": n} for i, n in enumerate(state.players)],
        "first_dealer": state.first_dealer,
        "status": state.status,
        "totals": state.totals,
        "next_hand": setup_json(state.next_hand, state.next_number) if state.next_hand else None,
        "hands": [hand_json(h) for h in state.hands[since - 1:]] if only is None
        else [hand_json(state.hands[number - 1]) for number in only],
        "winners": state.winners if state.status == "finished" else [],
        "draw": state.draw,
        "version": game.version,
        "started_at": state.started_at,
        "time_up_at": state.time_up_at,
    }
    teams = team_totals(state.options, state.totals)
    if teams is not None:  # Partnership Hearts only: every other game answers as before
        answer["teams"] = [list(team) for team in TEAMS]
        answer["team_totals"] = teams
    for key, value in (("loser", loser_json(state)), ("sheet", sheet_json(state))):
        if value is not None:  # (only the games that have them: the others as before)
            answer[key] = value
    if state.status == "finished":  # the game in figures: a finished game's own end
        answer["figures"] = figures_json(state)
    if since > 1:
        answer["hands_left_out"] = since - 1
    return answer


def figures_json(state: GameState) -> list[dict]:
    """What each seat did in the game (rules/figures.py)."""
    return [{"seat": seat, "hands": f["hands"], "moons": f["moons"], "reneges": f["reneges"],
             "queens": f["queens"] if f["card_hands"] else None,
             "points_a_hand": points_a_hand(f),
             "worst_hand": f["worst"] and {"score": f["worst"][0], "hand": f["worst"][1]}}
            for seat, f in enumerate(seat_figures(state))]
