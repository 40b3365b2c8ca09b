"""House rules: what a table plays otherwise than the preset."""
from ..rules.registry import OPTIONS


def differs_item(key: str, value, moon: int) -> str:
    """One option as the boards' line says it: 'J♦ −10', 'moon: choose', 'end at 50'."""
    option = OPTIONS[key]
    short = option.short or option.label
    if option.kind == "flag":
        return short if value else f"{short}: off"
    if option.kind == "cards":
        return f"{short}: the table's own"
    said = dict(option.said)
    if value in said:
        return f"{short}: {said[value].format(moon=moon)}"
    return f"{short}: as the game has it" if value is None else f"{short} {value}"


def differs_items(differences: dict, moon: int) -> list[str]:
    """Each option that differs from the preset, in the registry's order."""
    return [differs_item(key, differences[key], moon) for key in OPTIONS if key in differences]


def house_rules_words(differences: dict, moon: int) -> str:
    """'House rules: J♦ −10, moon: choose', or '' when the game plays its preset."""
    items = differs_items(differences, moon)
    return f"House rules: {', '.join(items)}" if items else ""
