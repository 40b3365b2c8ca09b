"""\"Did you mean …?\": the group's players whose name nearly matches a typed one.

Looked up in an index made once per group version and kept beside the group's answer
(board.read), so a lookup costs the same however many earlier spellings the players
have: a typo is looked for against each player's name today, and an earlier spelling
is found when typed again (accents, case, spaces and punctuation aside) by one
dictionary lookup. Comparing against every earlier spelling cost a lookup about 5 µs
a spelling: 0.1 s for 1,000 players with 20 each, and the lookup needs no token.

A lookup's cost is bounded whatever the names, since anyone may ask and anyone may make
a group of 1,000 players with 40-letter names: each name is first told apart by what
costs microseconds (names.Typed.suspect), and the distance, a few hundred steps a name,
is worked out for at most MOST_COMPARED suspects, those closest in length first. Only a
group made to look alike could have more; it then hears of the closest (bench/names.py).
"""
from .board import read
from .names import Typed, distance, loose_key, name_key

__all__ = ["MOST_COMPARED", "near_matches"]

MOST_COMPARED = 64  # names whose distance one lookup works out, at most


def _index(kept: dict) -> dict:
    """The group's names as the lookup reads them, made at the kept answer's version
    (two threads making it at once make the same)."""
    index = kept.get("near")
    if index is None:
        players = kept["answer"]["players"]
        spelled: dict[str, set[int]] = {}
        for player in players:
            for alias in player["aliases"]:
                spelled.setdefault(loose_key(alias), set()).add(player["id"])
        index = kept["near"] = {
            "players": [(p["id"], p["name"], name_key(p["name"]), loose_key(p["name"]))
                        for p in players],
            "spelled": spelled}
    return index


def near_matches(group_id, name) -> list[dict]:
    """The group's players whose name (or an earlier spelling) nearly matches `name`, for
    "Did you mean …?": `same` is true when the name's key is theirs (the game will seat
    them anyway: only the spelling differs), false for a near miss ("Zoe" and "Zoë",
    "Jon" and "John"), which is never joined by itself. Closest first. `group_id` is the
    group's public id; no token needed (the players are part of what it reads)."""
    if not isinstance(name, str) or not name.strip():
        return []
    index = _index(read(group_id))
    key, typed, shown = name_key(name), loose_key(name), " ".join(name.split())
    spelled_so, typo = index["spelled"].get(typed, ()), Typed(typed)
    found, suspects = [], []
    for number, known, known_key, loose in index["players"]:
        if known_key == key:
            if known != shown:
                found.append((-1, number, known, True))
        elif number in spelled_so or (typed and loose == typed):
            found.append((0, number, known, False))
        elif typed and loose and (most := typo.suspect(loose)):
            suspects.append((abs(len(loose) - len(typed)), most, number, known, loose))
    suspects.sort(key=lambda s: s[0])
    for _apart, most, number, known, loose in suspects[:MOST_COMPARED]:
        how_far = distance(typed, loose, most)
        if how_far <= most:
            found.append((how_far, number, known, False))
    found.sort(key=lambda f: (f[0], f[2].casefold()))
    return [{"id": number, "name": known, "same": same} for _d, number, known, same in found]
