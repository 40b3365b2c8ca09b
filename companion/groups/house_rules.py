"""House rules: a table's own rules saved under a name, to start games with and hand on.

A record holds a ruleset and only the options that differ from its preset, checked by
the same rules as a new game (rules.resolve_setup), so what is saved always starts a
game. Its public id (128 random bits) reads it, as a game's does; it is never changed
once saved, so a link handed to another table means the same rules for ever. A game
started from house rules copies the resolved options like any game: a later save under
the same name is new house rules, and no past game changes (docs/DECISIONS.md,
"House rules").
"""

from sqlmodel import select

from .. import db
from ..db.models import HouseRules
from ..store.refusals import NotFound
from ..store.capability import find, new_public_id, well_formed
from ..store.clock import now
from ..rules import GAMES, RuleError, resolve_setup
from ..rules.registry import differences
from .names import check_name
from .service import find_group, writing

FIELD = "house_rules"  # the API's field, and the page's
NAME_FIELD = "name"
MOST_PER_GROUP = 200  # a group's saved rules: far more than a circle of players plays


def check_options(ruleset, options, players=None) -> tuple[int, dict]:
    """(table size, every option resolved) when the options start a game of `ruleset`;
    else the RuleError a new game would get. Without the players' names, each table size
    the game allows is tried, smallest first: rules meant for five (a five-player pass)
    are fine, and the game's own check sees the real table later."""
    if isinstance(players, list) and players:
        names, _resolved = resolve_setup(ruleset, players, options)
        return len(names), _resolved
    if not isinstance(ruleset, str) or ruleset not in GAMES:
        resolve_setup(ruleset, [], options)  # the new game's own words for it
    low, high = GAMES[ruleset].players
    first = None
    for size in range(low, high + 1):
        try:
            _names, resolved = resolve_setup(ruleset, [f"P{i}" for i in range(size)], options)
        except RuleError as error:
            first = first or error
            continue
        return size, resolved
    raise first


def save(name, ruleset, options, players=None, group=None, at=None) -> HouseRules:
    """Check and keep house rules; `group` is (group public id, its edit token) to file
    them in the group. A refusal (RuleError, NotFound, or the group's 401/403) writes
    nothing."""
    name = check_name(name, "house_rules", NAME_FIELD)
    size, resolved = check_options(ruleset, options, players)
    rules = HouseRules(public_id=new_public_id(), name=name, ruleset=ruleset,
                       options=differences(ruleset, size, resolved),
                       created_at=now() if at is None else at)
    if group is None:
        with db.session() as s:
            s.add(rules)
            s.commit()
            s.refresh(rules)
        return rules
    # Under the group's write lock, its token checked again there: a link the group
    # locked out meanwhile writes nothing, and two saves at once count each other.
    with writing(group[0], group[1]) as (s, filed):
        if len(kept_in(s, filed.id)) >= MOST_PER_GROUP:
            raise RuleError("too_many_house_rules", FIELD, most=MOST_PER_GROUP)
        rules.group_id = filed.id
        s.add(rules)
        s.flush()
        s.refresh(rules)
    return rules


def kept_in(s, group_id: int) -> list[HouseRules]:
    return list(s.exec(select(HouseRules).where(HouseRules.group_id == group_id)
                       .order_by(HouseRules.created_at.desc(), HouseRules.id.desc())))


def of_group(group_public_id: str) -> list[HouseRules]:
    """A group's house rules, newest first (a NotFound for no such group)."""
    with db.session() as s:
        return kept_in(s, find_group(s, group_public_id).id)


def read(public_id) -> HouseRules:
    """The house rules, or NotFound."""
    with db.session() as s:
        return find(s, HouseRules, public_id, "no_house_rules")


def read_many(public_ids: list[str]) -> list[HouseRules]:
    """Those of the ids that exist, in the order given (one query)."""
    ids = [i for i in public_ids if well_formed(i)]
    if not ids:
        return []
    with db.session() as s:
        found = {r.public_id: r for r in s.exec(
            select(HouseRules).where(HouseRules.public_id.in_(ids)))}
    return [found[i] for i in ids if i in found]


def for_game(public_id, ruleset=None, options=None) -> tuple[str, dict]:
    """A new game's (ruleset, options) from house rules: the saved differences with the
    body's own `options` on top, option by option (a table playing its house rules to 50
    tonight). An unknown id, or another game's ruleset, is a RuleError on the field."""
    if not isinstance(public_id, str):
        raise RuleError("house_rules_id_not_text", FIELD)
    try:
        rules = read(public_id)
    except NotFound as missing:
        raise RuleError(missing.code, FIELD, **missing.facts) from None
    if ruleset is not None and ruleset != rules.ruleset:
        raise RuleError("house_rules_other_game", "ruleset", ruleset=rules.ruleset)
    if options is not None and not isinstance(options, dict):
        raise RuleError("options_not_object", "options")  # as a new game's options
    return rules.ruleset, {**rules.options, **(options or {})}


def as_json(rules: HouseRules) -> dict:
    """The API's view: never the group it is filed in (its id would read the group)."""
    return {"id": rules.public_id, "name": rules.name, "ruleset": rules.ruleset,
            "options": dict(rules.options)}
