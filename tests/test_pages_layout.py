"""The pages' layout (README, "Layout"): every module that has a blueprint is
registered, each blueprint once; the pages and the rules import no module that
imports them back (a circle hid routes behind bottom-of-file imports before)."""
import ast
import importlib
import pkgutil
from pathlib import Path

import companion.pages

PACKAGE = Path(companion.__file__).resolve().parent


def test_every_page_module_with_a_blueprint_is_registered(app):
    registered = []
    for info in pkgutil.walk_packages(companion.pages.__path__, "companion.pages."):
        module = importlib.import_module(info.name)
        bp = getattr(module, "bp", None)
        if bp is not None:
            assert app.blueprints.get(bp.name) is bp, info.name
            registered.append(bp.name)
            # named after its module; a group's own pages say so ("group_player")
            package, _, name = info.name.rpartition(".")
            in_groups = package.endswith(".groups") and name != "groups"
            assert bp.name == ("group_" if in_groups else "") + name, info.name
    assert len(registered) == len(set(registered)) == 17, registered


def test_each_sub_package_of_the_pages_is_itself_where_it_is_named():
    """companion.pages.table is the table's sub-package, not its module of the same name
    (a dotted name in a monkeypatch would otherwise land on the wrong thing)."""
    import companion.pages.table.history

    for name in ("boards", "entry", "groups", "site", "start", "table"):
        assert getattr(companion.pages, name).__name__ == f"companion.pages.{name}", name
    assert companion.pages.table.history.__name__ == "companion.pages.table.history"


def _imports(name: str, path: Path, modules: set[str]) -> set[str]:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            found |= {f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                      for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
    return {m for m in found if m in modules and m != name}


def test_no_import_circle_among_the_pages_the_words_and_the_rules():
    paths = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        paths[".".join(parts[:-1] if path.name == "__init__.py" else parts)] = path
    mine = {n for n in paths if n.startswith(("companion.pages", "companion.rules"))
            or n == "companion.words"}
    graph = {n: _imports(n, paths[n], set(paths)) & mine for n in mine}

    def reaches(start: str, goal: str, seen: set) -> bool:
        return any(nxt == goal or (nxt not in seen and not seen.add(nxt)
                                   and reaches(nxt, goal, seen)) for nxt in graph[start])

    circles = sorted(n for n in mine if reaches(n, n, set()))
    assert circles == []
