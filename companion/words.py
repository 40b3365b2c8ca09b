"""The table's words: where the rules engine's codes become sentences.

The engine (companion/rules) says what is so in codes and numbers: a hand's kind,
a pass direction, a reminder with its facts, a moon choice, an end rule. This is
the one place that says them in English, for the pages and for the API's
`next_hand.reminders` alike, so each phrase exists once (and one module is what
a translation would replace). Pure functions; no Flask.
"""
from collections import Counter
from dataclasses import dataclass

from .rules import label
from .rules.teams import TEAM_MODES, TEAMS

SUITS = {"C": ("♣", "Clubs"), "D": ("♦", "Diamonds"), "H": ("♥", "Hearts"), "S": ("♠", "Spades")}
PASS_WHERE = {"left": "to the left", "right": "to the right", "across": "across"}
PASS_SIGNS = {"left": "←", "right": "→", "across": "↕", "hold": "hold", "none": "–",
              "scatter": "scatter"}
MOON = {"others": "shot the moon: everyone else scores the points",
        "self": "shot the moon and took the points off",
        "reset": "went for the lot and reset to 0",
        "double": "went for the lot and doubled everyone else"}
MOON_CHOICES = {"others": "Everyone else +{value}", "self": "{shooter} −{value}",
                "reset": "{shooter} back to 0", "double": "Everyone else doubled"}


def plural(count: int, noun: str) -> str:
    """'1 card', '3 cards'."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def possessive(name: str) -> str:
    """'Ann's', 'Hearts'', 'Black Maria's': a name ending in s takes the apostrophe alone."""
    return name + ("'" if name.endswith(("s", "S")) else "'s")


def names_and(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cat'."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def suit_words(suit: str) -> str:
    """'♦ Diamonds'."""
    return " ".join(SUITS[suit])


# --- Reminders (rules/deal.py Reminder) ----------------------------------------------

def _bonus(note) -> str:
    one = len(note.cards) == 1
    cards = " and ".join(label(c) for c in note.cards)
    return (f"Bonus: {cards} count{'s' if one else ''} −{-note.value} for whoever takes "
            f"{'it' if one else 'them'}.")


def _kitty(note) -> str:
    if note.count == 1:
        return "The card left over lies face down: the winner of the first trick takes it."
    return (f"The {note.count} cards left over lie face down: "
            "the winner of the first trick takes them.")


REMINDERS = {
    "tiebreak": lambda n: "Tie-break hand: the fewest penalty points taken wins it; no moon, "
                          "and nobody's total changes.",
    "trumps": lambda n: f"Trumps this hand: {suit_words(n.suit)}.",
    "kitty": _kitty,
    "queen_refusal": lambda n: "A player may refuse the Queen of Spades when it is passed; "
                               "the passer then passes another card instead.",
    "first_trick": lambda n: "No penalty card on the first trick, unless a player holds "
                             "nothing else.",
    "hearts_broken": lambda n: "Hearts may not be led until a heart has been discarded "
                               "(unless the leader holds only hearts).",
    "black_jack": lambda n: "Black Jack: the Jack of Spades is worth 10; the Queen of Spades "
                            "is ordinary.",
    "bonus": _bonus,
    "partners": lambda n: "Partners sit opposite and score as a team; a moon may be the two "
                          "of them between them.",
    "partners_alone": lambda n: "Partners sit opposite; each scores alone, and at the end the "
                                "lower team sum wins.",
    "cancellation": lambda n: "Two identical cards in one trick cancel each other; the highest "
                              "other card of the led suit wins. If all are cancelled, the next "
                              "trick's winner takes it.",
    "two_decks": lambda n: "Two decks: when identical winning cards fall in one trick, "
                           "the first one played wins it.",
}


def reminder_words(note) -> str:
    return REMINDERS[note.code](note)


def reminder_sentences(setup, leave_out=()) -> list[str]:
    """The hand's reminders as sentences, without the codes in `leave_out`."""
    return [reminder_words(n) for n in setup.reminders if n.code not in leave_out]


# --- Before the hand: the referee panel ----------------------------------------------

def pass_words(direction: str, count: int) -> str:
    """'Pass 3 cards to the left', 'Hold: no passing this hand', 'No passing'."""
    if direction == "hold":
        return "Hold: no passing this hand"
    if direction == "none":
        return "No passing"
    if direction == "scatter":
        return "Pass 1 card to each other player"
    return f"Pass {plural(count, 'card')} {pass_where(direction)}"


def pass_where(direction: str) -> str:
    """'to the left', 'across', '2 seats to the left' (rules/passing.py's codes)."""
    if direction in PASS_WHERE:
        return PASS_WHERE[direction]
    side = "left" if direction.startswith("left") else "right"
    return f"{direction[len(side):]} seats to the {side}"


def pass_sign(direction: str) -> str:
    """The score sheet's mark: '←', '↕', '←2', 'hold'."""
    if direction in PASS_SIGNS:
        return PASS_SIGNS[direction]
    return PASS_SIGNS["left" if direction.startswith("left") else "right"] + direction[-1]


def deck_words(setup) -> str:
    """'Full deck: 13 cards each', 'Take out 2♣, 2♠: 10 cards each', two decks said first."""
    if setup.removed:
        shown = ", ".join(f"{c} ×{n}" if n > 1 else c
                          for c, n in Counter(label(c) for c in setup.removed).items())
        text = f"Take out {shown}: {setup.cards_each} cards each"
    else:
        text = f"Full deck: {setup.cards_each} cards each"
    if sum(setup.in_play.values()) + len(setup.removed) > 52:
        return f"Two decks shuffled together; {text[0].lower()}{text[1:]}"
    return text


def kitty_words(kitty: int) -> str:
    if not kitty:
        return ""
    return f"Kitty: {plural(kitty, 'card')} face down, for the winner of the first trick"


def first_lead_words(setup, names: list[str]) -> str:
    if setup.first_lead_rule == "2C":
        return "Whoever holds the 2♣ leads it"
    return f"{names[setup.first_lead_seat]} leads any card"


def tiebreak_words(setup, names: list[str], teams: bool = False) -> str:
    """Who plays the tie-break hand and how it is won (`teams`: Partnership Hearts,
    where the two teams tied and partners add up what they take)."""
    if teams:
        return f"{_sides(names)}: the team that takes fewer penalty points wins."
    playing = [names[s] for s in setup.participants]
    out = [n for s, n in enumerate(names) if s not in setup.participants]
    words = f"Only {names_and(playing)} play this hand; fewest penalty points wins."
    if out:
        rest = "sits out and keeps their total" if len(out) == 1 else \
            "sit out and keep their totals"
        words += f" {names_and(out)} {rest}."
    return words


def _sides(names: list[str]) -> str:
    """'Ann and Cat against Bob and Dan'."""
    return " against ".join(names_and([names[s] for s in team]) for team in TEAMS)


def tiebreak_players_words(names: list[str], contenders: list[int], teams: bool) -> str:
    """'Ann and Bob play a tie-break hand'; 'Ann and Cat against Bob and Dan play a
    tie-break hand' when the teams tied."""
    who = _sides(names) if teams else names_and([names[s] for s in contenders])
    return f"{who} play a tie-break hand"


# --- After the hand ------------------------------------------------------------------

@dataclass(frozen=True)
class HandWords:
    """How the pages speak of a played hand, by its kind (normal, misdeal, replay, tiebreak)."""
    title: str  # "Hand 4", "Hand 4: misdeal"
    was: str  # what it was recorded as: "a misdeal", "a replayed deal", "" for a normal hand
    note: str  # what it meant for the table ("" for a normal hand)
    line: str  # the score sheet's words: "Misdeal: nothing scored", "Pass left", "Hold"
    sign: str  # the score sheet's short mark: "misdeal", "tie-break", "←"


def hand_words(number: int, kind: str, direction: str = "none", count: int = 0) -> HandWords:
    """The one place a hand's kind is worded (history, standings, entry, board)."""
    if kind == "misdeal":
        return HandWords(f"Hand {number}: misdeal", "a misdeal",
                         "Nothing scored, and the same dealer deals again.",
                         "Misdeal: nothing scored", "misdeal")
    if kind == "replay":
        return HandWords(f"Hand {number}: renege, deal replayed", "a replayed deal",
                         "Only the renege counted; the same dealer deals again and the pass "
                         "repeats.", "Renege: deal replayed", "replay")
    if kind == "tiebreak":
        return HandWords(f"Hand {number}: tie-break", "a tie-break hand",
                         "Fewest points wins the tie-break; totals do not change.",
                         "Tie-break", "tie-break")
    line = "Hold" if not count else "Scatter pass" if direction == "scatter" else \
        f"Pass {direction}" if direction in PASS_WHERE else f"Pass {pass_where(direction)}"
    return HandWords(f"Hand {number}", "", "", line, pass_sign(direction))


def words_of(hand) -> HandWords:
    """hand_words of a played hand (rules.PlayedHand)."""
    passing = hand.setup.passing
    return hand_words(hand.number, hand.kind, passing.direction, passing.count)


def moon_words(shooter: str, choice: str, sun: bool = False, safety: bool = False) -> str:
    """'Ann shot the moon: everyone else scores the points.' ('shot the sun' for a sun;
    a safety moon says why the shooter took the points off instead)."""
    words = MOON[choice].replace("the moon", "the sun") if sun else MOON[choice]
    if safety:
        return (f"{shooter} {words}: everyone else scoring them would have ended the game "
                "(safety moon).")
    return f"{shooter} {words}."


def shooter_words(names: list[str], moon) -> str:
    """Who shot it: 'Ann', or 'Ann and Cat' for a Partnership Hearts team moon."""
    if moon.team:
        return names_and([names[s] for s in next(t for t in TEAMS if moon.seat in t)])
    return names[moon.seat]


def moon_choice_title(choice: str, shooter: str, value: int) -> str:
    return MOON_CHOICES[choice].format(shooter=shooter, value=value)


def cards_taken_words(taken: list[tuple[str, str]], more: int) -> str:
    """The entry check's words for the single cards said: '10♠: Cy; Q♠: Ann.', and past
    the first three '10♠: Cy; Q♠: Ann; J♦: Bob; and 2 more.'"""
    said = "; ".join(f"{card}: {name}" for card, name in taken)
    return f"{said}; and {more} more." if more else f"{said}."


# --- The end of the game -------------------------------------------------------------

def _partners(options: dict) -> str | None:
    """The partnership mode, or None when everyone plays for themselves."""
    mode = options.get("partnership", "none")
    return None if mode == "none" else mode


def lowest_wins_words(options: dict) -> str:
    """'the lowest total wins (a tie for lowest plays a tie-break hand)'; by team for
    Partnership Hearts."""
    mode = _partners(options)
    if mode is None:
        tie = " (a tie for lowest plays a tie-break hand)" if options["tie"] == "tiebreak" else ""
        return f"the lowest total wins{tie}"
    tie = " (a tie plays a tie-break hand)" if options["tie"] == "tiebreak" else ""
    lower = "lower sum of its partners' totals" if mode == "individual" else "lower total"
    return f"the team with the {lower} wins{tie}"


def winners_words(names: list[str]) -> str:
    """Who won: 'Ann wins', or 'Ann and Cat win' (a team)."""
    return f"{names_and(names)} win" if len(names) > 1 else f"{names[0]} wins"


def tiebreak_played(state) -> bool:
    """Did a tie-break hand decide this game (or is one being played)?"""
    return any(hand.kind == "tiebreak" for hand in state.hands)


def end_words(state) -> str:
    """How the game ends while it is played; once its end was reached, how it ended (the
    end rule's 'after 2 hands' would be false by hand 3, a tie-break hand)."""
    options = state.options
    if state.status == "tiebreak":
        tie = "the two teams tied" if _partners(options) else "a tie for the lowest total"
        return (f"The game ended after hand {state.ended_after} with {tie}: a tie-break "
                "hand decides it.")
    if state.status == "finished":
        how = " A tie-break hand decided it." if tiebreak_played(state) else ""
        return f"The game ended after hand {state.ended_after}.{how}"
    score = options["end_score"]
    # team scoring: both partners carry the team's total, so a team reaches the end score
    who = "a team" if _partners(options) in TEAM_MODES else "someone"
    return {"reach": f"The game ends after the hand in which {who} reaches {score}.",
            "over": f"The game ends after the hand in which {who} goes over {score}.",
            "hands": f"The game ends after {options['end_hands']} hands.",
            "time": f"The game ends when {options['time_limit_minutes']} minutes are up "
                    "(the hand being played is finished).",
            "open": "The game ends when the table says so."}[options["end_rule"]]


def win_words(state) -> str:
    """Why the one winner won: the lowest total, or the tie-break after a tie for it."""
    if tiebreak_played(state) and _partners(state.options):
        return "Won the tie-break hand after the two teams tied."
    if tiebreak_played(state):
        low = min(state.totals)
        tied = [state.players[s] for s, t in enumerate(state.totals)
                if t == low and s not in state.winners]
        return (f"Won the tie-break after a tie with {names_and(tied)} for the lowest "
                f"total ({low}).")
    low = "Lowest team total" if _partners(state.options) else "Lowest total"
    return f"{low} after {plural(state.ended_after or len(state.hands), 'hand')}."


# --- Undo, and putting a hand back ---------------------------------------------------

def undo_button_words(kind: str) -> str:
    """The saved notice's undo: 'Undo misdeal', 'Undo replay', 'Undo'."""
    return {"misdeal": "Undo misdeal", "replay": "Undo replay"}.get(kind, "Undo")


def put_back_refused(number: int, next_number: int | None) -> str:
    """Why an undone hand cannot be put back (nothing was changed)."""
    if next_number is None:
        return (f"Hand {number} cannot be put back from here: only the phone that undid it "
                "can, until another hand is entered. Nothing was changed.")
    if next_number > number:
        return (f"Hand {number} cannot be put back: another hand {number} was entered after "
                f"it was undone. Nothing was changed; correct hand {number} from History if "
                "it is wrong.")
    return (f"Hand {number} cannot be put back: the game has changed since it was undone "
            f"(the next hand is hand {next_number}). Nothing was changed.")


def ordinal(place: int) -> str:
    """1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st: a place at the table."""
    if 10 <= place % 100 <= 20:
        return f"{place}th"
    return f"{place}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"
