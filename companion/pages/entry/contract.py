"""A compendium deal's entry form (rules/contracts.py): the questions its contract asks,
read from the posted answers, with the live check and the last player filled in.

What is asked follows the contract: the trump suit, each player's tricks, the counted
cards (cards alike in what they score are one count, as the hearts of the robber; the
others one card each), the winner of each named trick, the going-out order. Nothing
here scores: the preview and the save are the engine's.
"""
from dataclasses import dataclass, field

from ...rules.contracts import HEARTS, KINGS_JACKS, QUEENS
from ...words import card_label, tr
from .checks_contract import question_check
from .declarer import (choice_check, chosen_contract, doubles_back, doubles_body, doubles_checks,
                       read_doubles)
from .form import _count, _int
from .small import capot_check, read_capot, trump_body, trump_chips, turned_cards

SUIT_CHOICES = ("S", "H", "D", "C")
GROUP_FROM = 5  # this many cards alike or more are asked as one count


@dataclass
class Question:
    key: str  # the form's field (a count's: one per seat, key_seat)
    kind: str  # "trump", "tricks", "count", "card", "winner", "place", "last"
    title: str = ""
    cards: tuple[str, ...] = ()
    most: int = 0  # tricks and counts: the most one player can have
    number: int = 0  # a winner's trick number, a place


@dataclass
class ContractForm:
    questions: list[Question]
    participants: list[int]
    names: list[str]
    counted_alone: bool
    trumps: tuple[str, ...] = ()
    # a declarer's deal (declarer.py): the contracts left, the one named, the doubles
    choices: tuple = ()
    contract: object = None
    doubles: dict = field(default_factory=dict)
    doubles_back: set = field(default_factory=set)  # the pairs whose later speaker may double
    answers: dict = field(default_factory=dict)  # key -> seat, suit, or {seat: n}
    auto: dict = field(default_factory=dict)  # key -> {seat: n} filled in
    reneges: list[int] = field(default_factory=list)
    checks: list[tuple[bool, str]] = field(default_factory=list)
    mode: str = "contract"
    capot: tuple | None = None  # (announcer, made): the deal scores it alone (small.py)
    repeats: bool = False  # every deal plays this contract (a small game): no schedule

    @property
    def trump_chips(self) -> list[tuple[str, str, bool]]:
        return trump_chips(self.trumps)

    @property
    def complete(self) -> bool:
        return all(ok for ok, _ in self.checks)

    def number_of(self, key: str, seat: int):
        """A player's tricks or count: entered, or filled in."""
        entered = self.answers[key].get(seat)
        return entered if entered is not None else self.auto.get(key, {}).get(seat)

    def body(self) -> dict:
        body: dict = {"reneges": list(self.reneges)}
        if self.capot is not None:
            return {**body, "capot": {"by": self.capot[0], "made": self.capot[1]}}
        if self.choices and self.contract is not None:
            body["contract"] = self.contract.code
            doubles = doubles_body(self.doubles)
            if doubles:
                body["doubles"] = doubles
        captured = {str(s): [] for s in self.participants}
        for q in self.questions:
            answer = self.answers.get(q.key)
            if q.kind == "trump" and answer:
                body.update(trump_body(answer))
            elif q.kind == "tricks":
                body["tricks"] = [self.number_of(q.key, s) or 0 for s in self.participants]
            elif q.kind == "count" and self.counted_alone:
                body["counts"] = [self.number_of(q.key, s) or 0 for s in self.participants]
            elif q.kind == "count":
                left = list(q.cards)  # cards alike: which of them does not change a score
                for seat in self.participants:
                    n = min(self.number_of(q.key, seat) or 0, len(left))
                    captured[str(seat)] += left[:n]
                    left = left[n:]
            elif q.kind == "card" and answer is not None:
                captured[str(answer)].append(q.cards[0])
            elif q.kind == "winner" and answer is not None:
                body.setdefault("winners", {})[str(q.number)] = answer
            elif q.kind == "place" and answer is not None:
                body.setdefault("order", []).append(answer)
            elif q.kind == "last" and answer is not None:
                body["last_out"] = answer
        if any(q.kind == "card" for q in self.questions) or (
                not self.counted_alone and any(q.kind == "count" for q in self.questions)):
            body["captured"] = captured
        return body


def questions_for(setup, contract) -> list[Question]:
    tricks = setup.cards_each
    asked = []
    if contract.trumps:
        asked.append(Question("trump", "trump"))
    if "tricks" in contract.asks():
        asked.append(Question("tricks", "tricks", most=tricks))
    asked += _card_questions(setup, contract)
    for n in contract.named_tricks(tricks):
        asked.append(Question(f"w{n}", "winner", number=n))
    # every place scores: the last is who is left, not asked
    places = contract.places - (contract.places == len(setup.participants))
    for place in range(1, places + 1):
        asked.append(Question(f"o{place}", "place", number=place))
    return asked + ([Question("last", "last")] if "last_out" in contract.asks() else [])


def _card_questions(setup, contract) -> list[Question]:
    """Cards that score alike (in the same parts) are one count when there are many of
    them, or always in a contract that counts one kind of card; the others one by one."""
    alike: dict[tuple, list[str]] = {}
    for card in contract.cards:
        if setup.in_play[card]:
            parts = tuple(i for i, part in enumerate(contract.parts) if card in part.cards)
            alike.setdefault(parts, []).append(card)
    asked = []
    for i, cards in enumerate(alike.values()):
        if len(cards) >= GROUP_FROM or (contract.counted_alone and len(cards) > 1):
            asked.append(Question(f"c{i}", "count", _kind_title(cards), tuple(cards),
                                  most=len(cards)))
        else:
            asked += [Question(f"card-{c}", "card", card_label(c), (c,)) for c in cards]
    return asked


def _kind_title(cards: list[str]) -> str:
    """"Hearts", "Queens", "Kings and jacks"; "Hearts other than K♥ Q♥ J♥"."""
    t = tr()
    for kind, title in ((HEARTS, t.gettext("Hearts")), (QUEENS, t.gettext("Queens")),
                        (KINGS_JACKS, t.gettext("Kings and jacks"))):
        if set(cards) <= set(kind):
            left = [card_label(c) for c in kind if c not in cards]
            return t.gettext("%(kind)s other than %(cards)s", kind=title,
                             cards=" ".join(left)) if left else title
    return " ".join(card_label(c) for c in cards)


def read_contract_form(data, setup, names, no_trumps: bool) -> ContractForm:
    """Read the posted answers (a MultiDict); fill in the last player's tricks or count."""
    seats = setup.participants
    contract = setup.contract or chosen_contract(data, setup)
    trumps = SUIT_CHOICES + (("NT",) if no_trumps else ()) + (
        turned_cards(setup, contract) if contract else ())
    form = ContractForm(questions_for(setup, contract) if contract else [], seats, names,
                        bool(contract and contract.counted_alone), trumps, setup.choices,
                        contract)
    form.repeats = not setup.deals
    turned = data.get("trump") if data.get("trump") in trumps else None
    # a card turned up is not played: nobody took it
    form.questions = [q for q in form.questions if q.key != f"card-{turned}"]
    form.capot = read_capot(data, seats) if contract and contract.capot else None
    if form.capot is not None:  # the capot scores the deal alone
        form.questions = []
    for q in form.questions:
        if q.kind == "trump":
            form.answers[q.key] = data.get("trump") if data.get("trump") in form.trumps else None
        elif q.kind in ("tricks", "count"):
            form.answers[q.key] = {s: _count(data.get(f"{q.key}_{s}"), q.most) for s in seats}
            _fill_in(form, q)
        else:
            seat = _int(data.get(q.key))
            form.answers[q.key] = seat if seat in seats else None
    form.reneges = [s for s in map(_int, data.getlist("renege")) if s in seats]
    form.checks = [question_check(form, q) for q in form.questions] + (
        [capot_check(form.capot, names)] if form.capot else [])
    if setup.choices:  # the declarer's contract first, the doubles last
        form.doubles = read_doubles(data, setup, contract) if contract else {}
        form.doubles_back = doubles_back(setup, contract) if contract else set()
        form.checks = [choice_check(setup, contract, names)] + form.checks + doubles_checks(
            form.doubles, names)
    return form


def _fill_in(form: ContractForm, q: Question) -> None:
    """Every player but one answered: the last has what is left, when that can be."""
    given = form.answers[q.key]
    open_seats = [s for s, n in given.items() if n is None]
    left = q.most - sum(n for n in given.values() if n is not None)
    if len(open_seats) == 1 and left >= 0:
        form.auto[q.key] = {open_seats[0]: left}
