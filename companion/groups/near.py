"""\"Did you mean …?\": the group's players whose name nearly matches a typed one.

Looked up in an index made once per group version and kept beside the group's answer
(reading.read), so a lookup costs the same however many earlier spellings the players
have: a typo is looked for against each player's name today, and an earlier spelling
is found when typed again (accents, case, spaces and punctuation aside) by one
dictionary lookup. Comparing against every earlier spelling cost a lookup about 5 µs
a spelling: 0.1 s for 1,000 players with 20 each, and the lookup needs no token.

A lookup's cost is bounded whatever the names, since anyone may ask and anyone may make
a group of 1,000 players with 40-letter names. The index also lists, for each letter,
the players whose name has it: a name one or two typos away has all the typed name's
letters but one or two, so only those players are looked at. Each is first told apart
by what costs microseconds (names.Typed.suspect), and the distance, a few hundred
steps a name, is worked out for at most MOST_COMPARED suspects, those closest in length
first. Only a group made to look alike could have more; it then hears of the closest
(bench/names.py).
"""
from collections import Counter

from .reading import read
from .names import Typed, distance, loose_key, name_key

__all__ = ["MOST_COMPARED", "near_matches"]

MOST_COMPARED = 32  # names whose distance one lookup works out, at most
MOST_TYPOS = 2  # the most typos a near name has (names.most_edits)


def _index(kept: dict) -> dict:
    """The group's names as the lookup reads them, made at the kept answer's version
    (two threads making it at once make the same). Players are named by their place in
    `players`; `keyed`, `loose`, `spelled` and `letters` list the places of the players
    with that key, loose key, earlier spelling (a loose key) or letter."""
    index = kept.get("near")
    if index is None:
        index = {"players": [], "keyed": {}, "loose": {}, "spelled": {}, "letters": {}}
        for place, player in enumerate(kept["answer"]["players"]):
            loose = loose_key(player["name"])
            index["players"].append((player["id"], player["name"], loose))
            index["keyed"].setdefault(name_key(player["name"]), []).append(place)
            index["loose"].setdefault(loose, []).append(place)
            for alias in {loose_key(alias) for alias in player["aliases"]}:
                index["spelled"].setdefault(alias, []).append(place)
            for letter in set(loose):
                index["letters"].setdefault(letter, []).append(place)
        kept["near"] = index
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
    players, same = index["players"], set(index["keyed"].get(key, ()))
    found = [(-1, place, True) for place in same if players[place][1] != shown]
    alike = set()
    if typed:  # only accents, case, spaces or punctuation differ, now or once
        alike = {*index["loose"].get(typed, ()), *index["spelled"].get(typed, ())} - same
    found += [(0, place, False) for place in alike]
    found += _typos(index, typed, same | alike)
    found.sort(key=lambda f: (f[0], players[f[1]][1].casefold()))
    return [{"id": players[place][0], "name": players[place][1], "same": same}
            for _d, place, same in found]


def _typos(index: dict, typed: str, seen: set) -> list[tuple]:
    """(distance, place, False) of the players a typo or two from loose key `typed`."""
    if len(typed) < 3:
        return []  # no typo is near under 3 letters
    typo, shared = Typed(typed), Counter()
    for letter in typo.letters:
        shared.update(index["letters"].get(letter, ()))
    enough = len(typo.letters) - MOST_TYPOS  # an edit takes one typed letter away at most
    suspects = []
    for place, count in shared.items():
        loose = index["players"][place][2]
        if count >= enough and place not in seen and (most := typo.suspect(loose)):
            suspects.append((abs(len(loose) - len(typed)), most, place, loose))
    suspects.sort(key=lambda s: s[0])
    found = []
    for _apart, most, place, loose in suspects[:MOST_COMPARED]:
        how_far = distance(typed, loose, most)
        if how_far <= most:
            found.append((how_far, place, False))
    return found
