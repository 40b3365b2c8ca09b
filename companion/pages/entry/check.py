"""The entry form's live check: what is filled in for the scorer, and one line per
question, ✓ when it is answered completely.

Filled in is only what is certain: the last player's count or points (the rest of
the total), everyone else's 0 once the total is given (a moon: one player took all
13 hearts), and, in a game with a moon, the single cards of the player who took
every counted card (the Q♠ of a moon); by player, "the rest". Nothing here scores.
"""
from collections import Counter

from ...words import cards_taken_words, tr


def _last_one(values: dict[int, int | None], total: int):
    """{seat: value} for the only seat left empty, or 0 for every empty seat once the
    others already add up to the total (counts and points that cannot go below 0)."""
    empty = [s for s, v in values.items() if v is None]
    if not empty or len(values) < 2:
        return {}
    rest = total - sum(v for v in values.values() if v is not None)
    if len(empty) == 1:
        return {empty[0]: rest}
    return {s: 0 for s in empty} if rest == 0 else {}


def fill_in(entry) -> None:
    # the points instead of the cards, at any table size (a big table enters its cards
    # by player, but its points as any table does)
    if not entry.bonus:
        entry.points_auto = _last_one(entry.points, entry.penalty_total)
    else:  # a bonus card can leave a player below 0: only the last one is certain
        last = _last_one(entry.points, entry.penalty_total)
        entry.points_auto = last if len(last) == 1 else {}
    if entry.by_player:
        _fill_in_rest(entry)
        return
    for group in entry.groups:
        if group.kind == "count":
            auto = _last_one(entry.counts[group.key], len(group.cards))
            if all(n >= 0 for n in auto.values()):
                entry.auto[group.key] = auto
    if entry.moon:
        _fill_in_moon(entry)


def _fill_in_moon(entry) -> None:
    """One player took every counted card: their single cards are filled in too, as the
    moon needs them (the scorer taps another name if someone else took one)."""
    counted = [g for g in entry.groups if g.kind == "count" and g.value > 0]
    if not counted:
        return
    holders = {s for g in counted for s in entry.participants
               if entry.count_of(g.key, s) == len(g.cards)}
    if len(holders) != 1:
        return
    shooter = holders.pop()
    for group in entry.groups:
        if group.kind == "card" and group.value > 0 and entry.choice.get(group.key) is None:
            entry.choice_auto[group.key] = shooter


def _fill_in_rest(entry) -> None:
    if entry.rest is None:
        return
    for group in entry.groups:
        given = sum(n or 0 for n in entry.counts[group.key].values())
        if given < len(group.cards):
            entry.auto[group.key] = {entry.rest: len(group.cards) - given}


def check(entry) -> None:
    """The live check: one line per question, ✓ when it is answered completely."""
    if entry.mode == "points":
        given = [entry.points_of(s) for s in entry.participants]
        if None in given:  # who, and what is left for them
            missing = [entry.names[s] for s, v in zip(entry.participants, given) if v is None]
            left = entry.penalty_total - sum(v for v in given if v is not None)
            entry.checks.append((False, tr().gettext(
                "Points still missing for %(names)s: %(left)s left to share.",
                names=tr().and_list(missing), left=left)))
        else:
            ok = sum(given) == entry.penalty_total
            entry.checks.append((ok, tr().gettext("Points add up to %(sum)s of %(total)s.",
                                                  sum=sum(given), total=entry.penalty_total)))
        return
    if entry.by_player:
        _check_by_player(entry)
        return
    singles = [g for g in entry.groups if g.kind == "card"]
    open_cards = [g.title for g in singles if entry.chosen(g.key) is None]
    if singles and open_cards:
        entry.checks.append((False, tr().gettext("Still to say who took %(cards)s.",
                                                 cards=tr().and_list(open_cards))))
    elif singles:
        taken = [(g.title, entry.names[entry.chosen(g.key)]) for g in singles[:3]]
        entry.checks.append((True, cards_taken_words(taken, len(singles) - len(taken))))
    for group in (g for g in entry.groups if g.kind == "count"):
        counts = [entry.count_of(group.key, s) for s in entry.participants]
        assigned, total = sum(c or 0 for c in counts), len(group.cards)
        # "hearts" in an English sentence; elsewhere the question's own title ("♥ Kiery"),
        # which the sentence puts where its grammar needs no case.
        noun = group.title.split(" ", 1)[-1].lower() if tr().english else group.title
        t = tr()
        if assigned > total:
            entry.checks.append((False, t.gettext("%(assigned)s %(cards)s assigned, but only "
                                                  "%(total)s are in play.", assigned=assigned,
                                                  cards=noun, total=total)))
        elif None in counts:
            entry.checks.append((False, t.gettext("%(assigned)s of %(total)s %(cards)s assigned: "
                                                  "tap a number for each player.",
                                                  assigned=assigned, total=total, cards=noun)))
        else:
            entry.checks.append((assigned == total, t.gettext(
                "%(assigned)s of %(total)s %(cards)s assigned.", assigned=assigned,
                total=total, cards=noun)))


def _check_by_player(entry) -> None:
    """By player: one line for every card, then who is still missing what."""
    over, left = [], Counter()
    for group in entry.groups:
        given = sum(entry.count_of(group.key, s) or 0 for s in entry.participants)
        if given > len(group.cards):
            over.append(tr().gettext("%(given)s × %(card)s given, but only %(total)s are in play",
                                     given=given, card=group.short, total=len(group.cards)))
        left[group.short] = max(0, len(group.cards) - given)
    total = sum(len(g.cards) for g in entry.groups)
    if over:
        entry.checks.append((False, "; ".join(over) + "."))
    elif sum(left.values()):
        given = total - sum(left.values())
        kinds = [f"{k} ×{n}" if n > 1 else k for k, n in left.items() if n]
        if len(kinds) <= 4:
            said = tr().gettext("%(given)s of %(total)s penalty cards given; still to give: "
                                "%(cards)s.", given=given, total=total, cards=", ".join(kinds))
        else:
            said = tr().gettext("%(given)s of %(total)s penalty cards given.", given=given,
                                total=total)
        entry.checks.append((False, said))
    else:
        entry.checks.append((True, tr().gettext("All %(total)s penalty cards given.", total=total)))
