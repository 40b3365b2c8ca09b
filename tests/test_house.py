"""The house's shape (README, "Layout"): what stands at the top of companion/, which way
imports run between its packages, and that none reaches into another's private names.
Read from the source, as a newcomer reads it."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "companion"
# At the top: the app factory, its settings, the error answers; everything else in a package.
TOP_MODULES = {"__init__.py", "config.py", "errors.py"}
# The layers, lowest first: a module imports from its own layer or one below it, never up.
LAYERS = [
    {"rules"},  # the engine: options + hands -> the game
    {"words"},  # the engine's codes and facts in the reader's language
    {"db", "migrations", "pictures"},  # storage; drawings of a game
    {"store"},  # what both services stand on: capability rows, refusals, the clock
    {"games"},  # the game service
    {"groups"},  # the group service: a group files games, reads them, follows them
    {"formats"},  # what the services' facts become outside the pages: JSON, CSV, reports
    {"errors", "web"},  # answers to refusals; the server around every request
    {"api", "pages"},  # the faces
    {"__init__", "config", "cli"},  # the app factory, its settings, the command line
]
LAYER_OF = {name: at for at, names in enumerate(LAYERS) for name in names}


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield path, ".".join(parts), path.name == "__init__.py"


def imports(path: Path, module: str, is_package: bool):
    """(the module or package imported from, the name imported, line) of every import of
    companion's own, relative ones resolved."""
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: package.count(".") + 2 - node.level]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source == "companion" or source.startswith("companion."):
                for alias in node.names:
                    yield source, alias.name, node.lineno
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("companion."):
                    yield alias.name, "", node.lineno


def area(dotted: str) -> str:
    """The package a dotted name lives in, under companion ("__init__" for the top)."""
    parts = dotted.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def known_modules() -> set[str]:
    return {module for _path, module, _is_package in modules()}


def test_only_the_factory_the_errors_and_packages_stand_at_the_top():
    loose = sorted(p.name for p in PACKAGE.glob("*.py") if p.name not in TOP_MODULES)
    assert loose == [], f"modules loose at the top of companion/: {loose}"
    packages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert packages <= set(LAYER_OF), f"a package with no layer: {packages - set(LAYER_OF)}"


def test_imports_never_run_back_up_a_layer():
    known, upward = known_modules(), []
    for path, module, is_package in modules():
        for source, name, line in imports(path, module, is_package):
            target = f"{source}.{name}" if f"{source}.{name}" in known else source
            here, there = area(module), area(target)
            if LAYER_OF[there] > LAYER_OF[here]:
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {target}")
    assert upward == []


def test_no_package_imports_another_ones_private_names():
    """A name starting with _ is its package's own: another package that needs it needs a
    public name (or the code belongs where the name is)."""
    known, reached = known_modules(), []
    for path, module, is_package in modules():
        for source, name, line in imports(path, module, is_package):
            target = f"{source}.{name}" if f"{source}.{name}" in known else source
            private = name.startswith("_") or any(
                part.startswith("_") and part != "__init__" for part in target.split("."))
            if private and area(target) != area(module):
                reached.append(f"{path.relative_to(PACKAGE.parent)}:{line} {source} {name}")
    assert reached == []


def test_the_services_raise_codes_and_facts_and_say_no_words():
    """A refusal or a conflict leaves the service as a code with its facts; the words
    (companion/words) say it at the edge, in the reader's language."""
    speaking = []
    for path, module, is_package in modules():
        if area(module) not in ("games", "groups"):
            continue
        for source, _name, line in imports(path, module, is_package):
            if area(source) == "words":
                speaking.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {source}")
    assert speaking == []


def test_one_module_makes_finds_and_checks_capability_rows():
    """Games, groups and house rules are capability rows, made, found, checked and
    re-keyed by store/capability.py alone: no second copy of the token's hash or its
    constant-time comparison, and no second row lookup by public id."""
    copies = []
    for path, module, _is_package in modules():
        if module == "companion.store.capability":
            continue
        source = path.read_text(encoding="utf-8")
        for needle in ("compare_digest", "token_urlsafe(24)", ".public_id == public_id",
                       "edit_token_hash =", "def token_hash", "sha256(token"):
            if needle in source:
                copies.append(f"{path.relative_to(PACKAGE.parent)}: {needle}")
    assert copies == []


def test_the_faces_ask_the_services_never_the_database():
    """Pages and the API read and write through the services (companion/games,
    companion/groups): none opens a session, reads a model or builds the app."""
    reaching = []
    for path, module, is_package in modules():
        if area(module) not in ("pages", "api"):
            continue
        for source, name, line in imports(path, module, is_package):
            if area(source) == "db" or (source == "companion" and name in ("db", "create_app")):
                reaching.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {source}")
    assert reaching == []
