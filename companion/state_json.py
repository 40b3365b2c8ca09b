"""The game state as API.md's JSON (the same dict the pages may embed)."""
from .rules import GameState, HandSetup


def setup_json(setup: HandSetup, number: int) -> dict:
    return {
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
        "reminders": setup.reminders,
    }


def hand_json(hand) -> dict:
    entry = hand.entry
    return {
        "number": hand.number, "kind": hand.kind,
        "dealer": hand.setup.dealer, "pass": hand.setup.passing.direction,
        "participants": hand.setup.participants,
        "captured": entry.to_json()["captured"],
        "points": hand.points,
        "moon": {"seat": hand.moon.seat, "choice": hand.moon.choice} if hand.moon else None,
        "reneges": list(entry.reneges),
        "scores": hand.scores, "totals": hand.totals,
        "entered_as": "points" if entry.points is not None else "cards",
        "recorded_at": hand.at,
    }


def state_json(game, state: GameState) -> dict:
    return {
        "id": game.public_id,
        "ruleset": game.ruleset,
        "options": game.options,
        "players": [{"seat": i, "name": n} for i, n in enumerate(state.players)],
        "first_dealer": state.first_dealer,
        "status": state.status,
        "totals": state.totals,
        "next_hand": setup_json(state.next_hand, state.next_number) if state.next_hand else None,
        "hands": [hand_json(h) for h in state.hands],
        "winners": state.winners if state.status == "finished" else [],
        "draw": state.draw,
        "version": game.version,
        "started_at": state.started_at,
    }
