"""Random legal games of the rules engine for the property tests (Hypothesis).

Random ruleset, table size and options; every hand a legal one: the deal's
penalty cards shared out at random among the seats taking part (sometimes all
the positive ones to one seat, to shoot the moon, or every card of value with
the sun ticked), entered as cards or as points, with random reneges, misdeals,
replayed deals and moon choices.
"""
from hypothesis import assume
from hypothesis import strategies as st

from companion.rules import (GAMES, Record, RuleError, extend, finish, fold, read_entry,
                             resolve_setup)
from companion.rules.cards import DECK
from companion.rules.contracts import deal_total
from companion.rules.moon import moon_choices
from companion.rules.registry import OPTIONS, applies
from companion.rules.games.kierki_deals import DEAL6_TRICKS
from tests.rules_support import NAMES, said


@st.composite
def tables(draw):
    """(names, options, first dealer) for a random ruleset, table size and options."""
    ruleset = draw(st.sampled_from(sorted(GAMES)))
    low, high = GAMES[ruleset].players
    players = draw(st.integers(low, high))
    options = draw(st.fixed_dictionaries({}, optional={
        "moon": st.sampled_from(["none", "old", "new", "minus", "lot"]),
        "bonus_in_moon": st.sampled_from(["keep", "absorbed"]),
        "moon_safety": st.sampled_from(["off", "safety", "auto-new"]),
        "queen_value": st.sampled_from([None, 0, 25]),
        "partnership": st.sampled_from(["none", "team", "partner-hearts", "individual"]),
        "sun": st.sampled_from(["none", "on"]),
        "moon_needs_bonus": st.booleans(),
        "moon_value": st.sampled_from([None, 20]),
        "jack_of_diamonds": st.booleans(), "ten_of_diamonds": st.booleans(),
        "black_jack": st.booleans(), "ten_of_spades_15": st.booleans(),
        "rickety_craig": st.booleans(), "renege_penalty": st.sampled_from([0, 5, 13]),
        "exact_score": st.sampled_from(["none", "minus50", "reset0"]),
        "tie": st.sampled_from(["tiebreak", "draw"]),
        "end_rule": st.sampled_from(["reach", "over", "hands", "time", "open"]),
        "end_score": st.integers(20, 120), "end_hands": st.integers(1, 3),
        "time_limit_minutes": st.integers(1, 60),
        "pass": st.sampled_from(["rotate", "left", "right", "none", "left-across-right",
                                 "rotate-left", "left-right-2", "scatter"]),
        "decks": st.sampled_from([1, 2]), "pass_count": st.integers(1, 4),
        "first_lead": st.sampled_from(["2C", "2C-full", "eldest"]),
        "trump": st.sampled_from(["none", "rotate"]),
        "card_values": st.dictionaries(st.sampled_from(DECK), st.integers(-20, 30),
                                       min_size=1, max_size=6),
    }))
    if "contracts" in GAMES[ruleset].options:  # a compendium game takes its own
        own = {"deal6_tricks": st.sampled_from(sorted(DEAL6_TRICKS)), "no_trumps": st.booleans(),
               "kierki_form": st.sampled_from(OPTIONS["kierki_form"].values),
               "three_trumps_20": st.booleans(), "renege_penalty": st.sampled_from([0, 5]),
               "barbu_rotation": st.sampled_from(["declarer", "every"])}
        options = draw(st.fixed_dictionaries({}, optional={
            name: values for name, values in own.items() if applies(OPTIONS[name], ruleset)}))
    try:
        names, resolved = resolve_setup(ruleset, NAMES[:players], options, 0)
    except RuleError:  # e.g. no card worth points, or a pass of the whole hand
        assume(False)
    first_dealer = draw(st.integers(0, players - 1))
    return names, resolved, first_dealer


def legal_body(draw, setup):
    """A hand the table could really report for this deal."""
    kinds = ["normal"] * 6 + ["misdeal"] + (["replay"] if setup.kind == "normal" else [])
    kind = draw(st.sampled_from(kinds))
    who = st.sampled_from(setup.participants)
    reneges = draw(st.lists(who, max_size=2))
    if kind == "misdeal":
        return {"kind": "misdeal"}
    if kind == "replay":
        return {"kind": "replay", "reneges": reneges or [draw(who)]}
    if setup.contract is not None or setup.choices:
        return {"reneges": reneges, **contract_body(draw, setup)}
    cards = setup.penalty_cards
    sun = False
    if draw(st.integers(0, 2)) == 0:  # one seat takes every positive card: a moon
        shooter = draw(who)
        sun = draw(st.booleans())  # ...and every trick: every card of value, a sun
        owners = [shooter if setup.values[c] > 0 or sun else draw(who) for c in cards]
    else:
        owners = draw(st.lists(who, min_size=len(cards), max_size=len(cards)))
    body = {"reneges": reneges, **({"sun": True} if sun else {})}
    captured = {str(s): [c for c, o in zip(cards, owners) if o == s] for s in setup.participants}
    if draw(st.booleans()):
        body["captured"] = captured
    else:
        body["points"] = [sum(setup.values[c] for c, o in zip(cards, owners) if o == s)
                          for s in setup.participants]
        body["_cards"] = captured  # what the table enters when points are too costly to check
    choice = draw(st.sampled_from([None, "others", "self", "reset", "double"]))
    if choice:
        body["moon_choice"] = choice
    return body


def contract_body(draw, setup):
    """A compendium deal as the table could report it: tricks shared out, each counted
    card to one player who won a trick, the named tricks to players who won enough."""
    contract, seats, tricks_in_deal = setup.contract, len(setup.participants), setup.cards_each
    body = {}
    if contract is None:  # Barbu, Bonken: the chooser names one left, and may be doubled
        contract = draw(st.sampled_from(setup.choices))
        body["contract"] = contract.code
        doublers = [s for s in range(seats) if s != setup.chooser]
        by = draw(st.sampled_from(doublers))
        if draw(st.booleans()):
            body["doubles"] = [{"by": by, "of": setup.chooser, "redoubled": draw(st.booleans())}]
    asks = contract.asks()
    if contract.capot and draw(st.integers(0, 5)) == 0:
        return {**body, "capot": {"by": draw(st.integers(0, seats - 1)), "made": draw(
            st.booleans())}}
    turned = None
    if contract.turn_up and draw(st.booleans()):
        turned = draw(st.sampled_from([c for c in contract.cards if setup.in_play[c]]))
        body["turn_up"] = turned
    tricks = [0] * seats
    for _ in range(tricks_in_deal):
        tricks[draw(st.integers(0, seats - 1))] += 1
    winners = [s for s in range(seats) if tricks[s]]
    if "tricks" in asks:
        body["tricks"] = tricks
    if "captured" in asks:
        cards = [c for c in contract.cards if setup.in_play[c] and c != turned]
        room = {s: tricks[s] * seats for s in winners}  # a trick holds a card from each
        owners = []
        for _card in cards:
            owners.append(draw(st.sampled_from([s for s in winners if room[s]])))
            room[owners[-1]] -= 1
        if contract.counted_alone and draw(st.booleans()):
            body["counts"] = [owners.count(s) for s in range(seats)]
        else:
            body["captured"] = {str(s): [c for c, o in zip(cards, owners) if o == s]
                                for s in range(seats)}
    if "winners" in asks:
        # as many named tricks to a player as they won tricks in all
        room = [seat for seat in range(seats) for _ in range(tricks[seat])]
        named = contract.named_tricks(tricks_in_deal)
        chosen = draw(st.permutations(room))[:len(named)]
        body["winners"] = {str(n): seat for n, seat in zip(named, chosen)}
    if "order" in asks:
        body["order"] = draw(st.permutations(range(seats)))[:contract.places]
    if "last_out" in asks:
        body["last_out"] = draw(st.integers(0, seats - 1))
    if "trump" in asks:
        body["trump"] = turned[1] if turned else draw(st.sampled_from("CDHS"))
    return body


def play_hand(state, body, at, cards=None):
    """Extend with a legal hand; a moon choice the rule does not offer is asked again, and
    points too costly to check are entered as the cards instead (docs/DECISIONS.md)."""
    cards = body.pop("_cards", cards)
    try:
        extend(state, Record(read_entry(body, len(state.players)), at))
        return body
    except RuleError as error:
        if error.code == "points_too_costly" and cards is not None:
            body = {**{k: v for k, v in body.items() if k != "points"}, "captured": cards}
            return play_hand(state, body, at)
        if error.field == "sun":  # this game has no sun (or scores teams): a moon then
            return play_hand(state, {k: v for k, v in body.items() if k != "sun"}, at, cards)
        assert error.field == "moon_choice", said(error)
        offered = moon_choices(state.options["moon"])[-1]
        if body.get("moon_choice") == offered:
            raise
    return play_hand(state, {**body, "moon_choice": offered}, at, cards)


def check_hand(state, hand, before):
    seats = range(len(state.players))
    assert [before[s] + hand.scores[s] for s in seats] == hand.totals == state.totals
    contract = hand.setup.contract or next(
        (c for c in hand.setup.choices if c.code == hand.entry.contract), None)
    if contract is not None and hand.kind == "normal":  # the row check
        # (a card turned up counts for nobody; a capot scores alone; a sweep adds one)
        total = deal_total(contract, hand.setup.cards_each,
                           set(hand.setup.in_play) - {hand.entry.turn_up})
        capot, seats_in = contract.capot, len(hand.setup.participants)
        assert sum(hand.points) in ((capot, capot * (seats_in - 1)) if hand.entry.capot
                                    else (total, total + 1) if contract.varies else (total,))
    elif hand.kind in ("normal", "tiebreak"):
        assert sum(hand.points[s] for s in hand.setup.participants) == hand.setup.penalty_total
        assert all(hand.points[s] == 0 for s in seats if s not in hand.setup.participants)
    else:
        assert hand.points == [0] * len(seats)
    if hand.kind in ("tiebreak", "misdeal"):
        assert hand.scores == [0] * len(seats)


def random_game(draw):
    """Play a random game; sometimes the table stops it early (finish)."""
    names, options, first_dealer = draw(tables())
    state = fold(names, options, first_dealer, 0.0, [])
    records, finished_after = [], None
    for number in range(1, draw(st.integers(1, 14)) + 1):
        if state.next_hand is None:
            break
        before = list(state.totals)
        body = play_hand(state, legal_body(draw, state.next_hand), number * 600.0)
        records.append(Record(read_entry(body, len(names)), number * 600.0))
        check_hand(state, state.hands[-1], before)
        if state.status == "playing" and draw(st.integers(0, 7)) == 0:
            finish(state)
            finished_after = len(state.hands)
    return names, options, first_dealer, state, records, finished_after
