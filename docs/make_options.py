"""Write docs/OPTIONS.md from the option registry (companion/rules/registry.py).

    python docs/make_options.py

tests/test_options_registry.py fails when the file is not what this writes.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from companion.rules.registry import DEFAULTS as BASE, preset_options
from companion.rules.games import GAMES  # noqa: E402
from companion.rules.registry import OPTIONS  # noqa: E402

HERE = Path(__file__).resolve().parent
FORM = {"main": "yes", "more": "under *More table rules*", "": "API only"}


def shown(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return ", ".join(f"{card} {points}" for card, points in value.items())
    return str(value)


def allowed(option) -> str:
    if option.kind == "choice":
        return "<br>".join(f"`{value}`: {words.format(moon='*N*')}"
                           for value, words in option.choices)
    if option.kind == "number":
        text = f"{option.low} to {option.high}"
        return text + (", or `null`" if option.nullable else "")
    if option.kind == "flag":
        return "`true` or `false`"
    return "cards to whole numbers from −100 to 100, like `{\"QS\": 13}`"


def presets_differ(name: str) -> str:
    """The presets whose usual value is not the base one (decks also by table size)."""
    differ = []
    for key, preset in GAMES.items():
        usual = preset_options(key, preset.players[0])[name]
        if usual != BASE[name] and name != "card_values":
            differ.append(f"{key}: {shown(usual)}")
        elif name == "card_values" and usual != BASE[name]:
            differ.append(key)
        if name == "decks" and preset.two_decks_from < 99:
            differ.append(f"{key}: 2 from {preset.two_decks_from} players")
    return "; ".join(differ)


def table() -> str:
    lines = ["# Options", "",
             "Every option a game carries, as the API takes it (`options` of a new game) and",
             "the new-game form asks it. Written by `python docs/make_options.py` from",
             "`companion/rules/registry.py`: the general options (`general.py`) and each",
             "game's own (its declaration, `companion/rules/games/`); a test keeps the two",
             "in step. The rules behind",
             "them: docs/RULES.md section 3. *N* is what the moon is worth: `moon_value`, or",
             "the positive cards in play (26 in Rickety Kate).", "",
             "| option | type | allowed | default | presets that differ | on the form | "
             "what it is |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for option in OPTIONS.values():
        default = "Hearts 1 each, Q♠ 13" if option.name == "card_values" else \
            f"`{shown(BASE[option.name])}`"
        about = option.label + (f": {option.help}" if option.help else "")
        owners = [key for key, game in GAMES.items() if option in game.own]
        form = FORM[option.form] + (f" ({', '.join(owners)} only)" if owners else "")
        if option.beside:
            form = "under `{}` = `{}`, while it is picked".format(*option.beside)
        lines.append(f"| `{option.name}` | {option.kind} | {allowed(option)} | {default} | "
                     f"{presets_differ(option.name)} | {form} | {about} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    (HERE / "OPTIONS.md").write_text(table(), encoding="utf-8")
