"""\"Did you mean …?\": the group's players whose name nearly matches a typed one.

Looked up in an index made once per group version and kept beside the group's answer
(board.read), so a lookup costs the same however many earlier spellings the players
have: a typo is looked for against each player's name today, and an earlier spelling
is found when typed again (accents, case, spaces and punctuation aside) by one
dictionary lookup. Comparing against every earlier spelling cost a lookup about 5 µs
a spelling: 0.1 s for 1,000 players with 20 each, and the lookup needs no token.
"""
from .board import read
from .names import how_near, loose_key, name_key

__all__ = ["near_matches"]


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
    spelled_so = index["spelled"].get(typed, ())
    found = []
    for number, known, known_key, loose in index["players"]:
        if known_key == key:
            if known != shown:
                found.append((-1, number, known, True))
            continue
        how_far = 0 if number in spelled_so else how_near(typed, loose)
        if how_far is not None:
            found.append((how_far, number, known, False))
    found.sort(key=lambda f: (f[0], f[2].casefold()))
    return [{"id": number, "name": known, "same": same} for _d, number, known, same in found]
