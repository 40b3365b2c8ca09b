"""How the game ends, who won and why, and the tie-break that decides a tie."""
from ..rules.hands import hand_kinds
from ..rules.games import highest_wins
from ..rules.teams import TEAM_MODES, TEAMS
from ..rules.timeline import COUNTED
from .voice import tr


def _partners(options: dict) -> str | None:
    """The partnership mode, or None when everyone plays for themselves."""
    mode = options["partnership"]
    return None if mode == "none" else mode


def lowest_wins_words(options: dict) -> str:
    """'the lowest total wins (a tie for lowest plays a tie-break hand)'; by team for
    Partnership Hearts."""
    t, mode, tiebreak = tr(), _partners(options), options["tie"] == "tiebreak"
    if highest_wins(options):  # a compendium game: a tie is a shared win
        return t.gettext("the highest total wins (a tie shares the win)")
    if mode is None:
        return (t.gettext("the lowest total wins (a tie for lowest plays a tie-break hand)")
                if tiebreak else t.gettext("the lowest total wins"))
    if mode == "individual":
        return (t.gettext("the team with the lower sum of its partners' totals wins (a tie "
                          "plays a tie-break hand)") if tiebreak else
                t.gettext("the team with the lower sum of its partners' totals wins"))
    return (t.gettext("the team with the lower total wins (a tie plays a tie-break hand)")
            if tiebreak else t.gettext("the team with the lower total wins"))


def winners_words(names: list[str]) -> str:
    """Who won: 'Ann wins', or 'Ann and Cat win' (a team)."""
    t = tr()
    if len(names) > 1:
        return t.gettext("%(names)s win", names=t.and_list(names))
    return t.gettext("%(name)s wins", name=names[0])


def tiebreak_played(state) -> bool:
    """Did a tie-break hand decide this game (or is one being played)?"""
    return "tiebreak" in hand_kinds(state.hands)  # (a restored state's hands not made)


def end_words(state) -> str:
    """How the game ends while it is played; once its end was reached, how it ended (the
    end rule's 'after 2 hands' would be false by hand 3, a tie-break hand)."""
    t, options = tr(), state.options
    if state.status == "tiebreak":
        if _partners(options):
            return t.gettext("The game ended after hand %(n)s with the two teams tied: a "
                             "tie-break hand decides it.", n=state.ended_after)
        return t.gettext("The game ended after hand %(n)s with a tie for the lowest total: "
                         "a tie-break hand decides it.", n=state.ended_after)
    if state.status == "finished":
        if tiebreak_played(state):
            return t.gettext("The game ended after hand %(n)s. A tie-break hand decided it.",
                             n=state.ended_after)
        return t.gettext("The game ended after hand %(n)s.", n=state.ended_after)
    return _end_rule_words(options)


def _end_rule_words(options: dict) -> str:
    t, rule, score = tr(), options["end_rule"], options["end_score"]
    # team scoring: both partners carry the team's total, so a team reaches the end score
    team = _partners(options) in TEAM_MODES
    if rule == "reach":
        return (t.gettext("The game ends after the hand in which a team reaches %(score)s.",
                          score=score) if team else
                t.gettext("The game ends after the hand in which someone reaches %(score)s.",
                          score=score))
    if rule == "over":
        return (t.gettext("The game ends after the hand in which a team goes over "
                          "%(score)s.", score=score) if team else
                t.gettext("The game ends after the hand in which someone goes over "
                          "%(score)s.", score=score))
    if rule == "turn":
        score = options["turn_score"]
        return (t.gettext("The totals count up to %(score)s, then down: the game ends after "
                          "the deal in which a total is 0 or less.", score=score)
                if options["turn_end"] == "zero" else
                t.gettext("The totals count up to %(score)s, then down: the game ends after "
                          "the deal in which a total is exactly 0 (below it bounces back).",
                          score=score))
    if rule == "hands" and highest_wins(options):
        return t.ngettext("The match ends after its %(num)s deal.",
                          "The match ends after its %(num)s deals.", options["end_hands"])
    if rule == "hands":
        return t.ngettext("The game ends after %(num)s hand.",
                          "The game ends after %(num)s hands.", options["end_hands"])
    if rule == "time":
        return t.ngettext("The game ends when %(num)s minute is up (the hand being played "
                          "is finished).", "The game ends when %(num)s minutes are up (the "
                          "hand being played is finished).", options["time_limit_minutes"])
    return t.gettext("The game ends when the table says so.")


def win_words(state) -> str:
    """Why the one winner won: the lowest total, or the tie-break after a tie for it."""
    t = tr()
    if tiebreak_played(state) and _partners(state.options):
        return t.gettext("Won the tie-break hand after the two teams tied.")
    if tiebreak_played(state):
        low = min(state.totals)
        tied = [state.players[s] for s, total in enumerate(state.totals)
                if total == low and s not in state.winners]
        return t.gettext("Won the tie-break after a tie with %(names)s for the lowest total "
                         "(%(low)s).", names=t.and_list(tied), low=low)
    hands = counted_hands(state)
    if state.options["end_rule"] == "turn":
        return t.ngettext("First down to 0, after %(num)s hand.",
                          "First down to 0, after %(num)s hands.", hands)
    if highest_wins(state.options):
        return t.ngettext("Highest total after %(num)s deal.",
                          "Highest total after %(num)s deals.", hands)
    if _partners(state.options):
        return t.ngettext("Lowest team total after %(num)s hand.",
                          "Lowest team total after %(num)s hands.", hands)
    return t.ngettext("Lowest total after %(num)s hand.", "Lowest total after %(num)s hands.",
                      hands)


def counted_hands(state) -> int:
    """The hands played to the end, as the table counts them: a misdeal or a replayed
    deal is no hand (it keeps its number in the record, not in "after 10 hands")."""
    kinds = hand_kinds(state.hands)[:state.ended_after or len(state.hands)]
    return sum(kind in COUNTED for kind in kinds)


# --- The tie-break hand ---------------------------------------------------------------

def _sides(names: list[str]) -> str:
    """'Ann and Cat against Bob and Dan'."""
    t = tr()
    first, second = (t.and_list([names[s] for s in team]) for team in TEAMS)
    return t.gettext("%(first)s against %(second)s", first=first, second=second)


def tiebreak_words(setup, names: list[str], teams: bool = False) -> str:
    """Who plays the tie-break hand and how it is won (`teams`: Partnership Hearts,
    where the two teams tied and partners add up what they take)."""
    t = tr()
    if teams:
        return t.gettext("%(sides)s: the team that takes fewer penalty points wins.",
                         sides=_sides(names))
    playing = t.and_list([names[s] for s in setup.participants])
    out = [n for s, n in enumerate(names) if s not in setup.participants]
    words = t.gettext("Only %(names)s play this hand; fewest penalty points wins.",
                      names=playing)
    if out:
        words += " " + t.ngettext("%(names)s sits out and keeps their total.",
                                  "%(names)s sit out and keep their totals.", len(out),
                                  names=t.and_list(out))
    return words


def tiebreak_players_words(names: list[str], contenders: list[int], teams: bool) -> str:
    """'Ann and Bob play a tie-break hand'; 'Ann and Cat against Bob and Dan play a
    tie-break hand' when the teams tied."""
    who = _sides(names) if teams else tr().and_list([names[s] for s in contenders])
    return tr().gettext("%(who)s play a tie-break hand", who=who)
