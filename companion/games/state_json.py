"""The game state as the API answers it (docs/API.md section 2; the pages may embed it)."""
from ..rules import GameState, HandSetup
from ..rules.contracts import deal_total
from ..rules.figures import points_a_hand, seat_figures
from ..rules.teams import TEAMS, team_totals
from ..words import reminder_sentences, speaking
from ..words.speech import ENGLISH


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
    elif setup.choices:  # a declarer's deal (Barbu): the contracts left to name
        answer["contract"] = {"deal": setup.deal, "deals": setup.deals,
                              "chooser": setup.chooser,
                              "choices": [contract_json(setup, c) for c in setup.choices]}
    if setup.phase:  # the turn rule's: counting up (1) or down (2)
        answer["phase"] = setup.phase
    return answer


def contract_json(setup: HandSetup, contract) -> dict:
    """What the deal's contract asks the table for and adds up to, so a client can build
    the entry and check a row itself: the fields to give ("counts" too where a count of
    the cards says as much as the cards), the row's total, and, only where the contract
    has them, the tricks it names, the going-out places it scores and the cards it counts."""
    in_play = {card for card in setup.in_play if setup.in_play[card]}
    answer = {
        "code": contract.code, "deal": setup.deal, "deals": setup.deals,
        "asks": list(contract.asks()) + (["counts"] if contract.counted_alone else []),
        "trump_chooser": setup.trump_chooser,
        "total": deal_total(contract, setup.cards_each, in_play),
    }
    named = contract.named_tricks(setup.cards_each)
    if named:
        answer["named_tricks"] = list(named)
    if contract.places > 0:
        answer["places"] = contract.places
    # only the cards dealt count: a game dealt from a shorter pack leaves some out
    counted = [card for card in contract.cards if card in in_play]
    if counted:
        answer["cards"] = counted
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


def contract_entry_json(hand) -> dict:
    """A compendium deal's contract and place in the schedule, and the contract fields as
    the table gave them (only those it gave: a misdeal gives none); its `captured` and
    `points` keep their meaning, the cards given and the signed scores before reneges."""
    entry = hand.entry
    played = hand.setup.contract.code if hand.setup.contract else entry.contract
    answer = {"contract": played, "deal": hand.setup.deal, "entered_as": "contract"}
    if entry.doubles is not None:
        answer["doubles"] = [{"by": by, "of": of, "redoubled": again}
                             for by, of, again in entry.doubles]
    for name in ("tricks", "counts", "order", "trump", "last_out", "turn_up", "capot"):
        if getattr(entry, name) is not None:
            answer[name] = getattr(entry, name)
    if entry.winners is not None:  # JSON keys are strings, as `captured`'s seats
        answer["winners"] = {str(number): seat for number, seat in entry.winners.items()}
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
