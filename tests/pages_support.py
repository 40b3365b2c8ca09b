"""Helpers for the scorer-page tests: a claimed game in the test client, entry forms,
parsed pages."""
from html.parser import HTMLParser

from tests.helpers import create, state


def claimed_game(client, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan"),
                 options=None):
    """Create a game through the API (seat 0 deals first) and open its scorer link in
    `client`, which keeps the edit cookie."""
    extra = {"options": options} if options else {}
    created = create(client, ruleset, players, **extra)
    response = client.get(f"/g/{created['id']}/edit/{created['edit_token']}")
    assert response.status_code == 303, response.get_data(True)
    return created


def page_url(created, tail=""):
    return f"/g/{created['id']}{tail}"


def hand_form(queen=None, hearts=None, expected=None, **extra):
    """Form answers for a Rickety Kate hand: who took the Q♠ (c0), hearts per seat (n0_<seat>)."""
    form = {}
    if queen is not None:
        form["c0"] = str(queen)
    for seat, n in (hearts or {}).items():
        form[f"n0_{seat}"] = str(n)
    if expected is not None:
        form["expected_number"] = str(expected)
    form.update({k: v for k, v in extra.items()})
    return form


def totals(client, created):
    return state(client, created)["totals"]


def text(response) -> str:
    return response.get_data(as_text=True)


def is_partial(response) -> bool:
    body = text(response)
    return "<html" not in body and "<!doctype" not in body.lower()


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Node:
    """An element of a parsed page: its tag, attributes, children and text."""

    def __init__(self, tag, attrs, parent=None):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    @property
    def text(self) -> str:
        """The text inside, with runs of white space made one space."""
        parts = [c if isinstance(c, str) else c.text for c in self.children]
        return " ".join("".join(parts).split())

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def elements(self):
        for child in self.children:
            if isinstance(child, Node):
                yield child
                yield from child.elements()

    def find_all(self, tag=None, cls=None, **attrs) -> list["Node"]:
        """Every element inside with this tag, class and attribute values (`id_="x"` for id)."""
        attrs = {k.rstrip("_").replace("_", "-"): v for k, v in attrs.items()}
        return [e for e in self.elements()
                if (tag is None or e.tag == tag) and (cls is None or cls in e.classes)
                and all(e.attrs.get(k) == v for k, v in attrs.items())]

    def find(self, tag=None, cls=None, **attrs) -> "Node | None":
        found = self.find_all(tag, cls, **attrs)
        return found[0] if found else None


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = self.at = Node("#document", {})

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.at)
        self.at.children.append(node)
        if tag not in VOID:
            self.at = node

    def handle_startendtag(self, tag, attrs):
        self.at.children.append(Node(tag, attrs, self.at))

    def handle_endtag(self, tag):
        node = self.at
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.at = node.parent

    def handle_data(self, data):
        self.at.children.append(data)


def html(response) -> Node:
    """The page (or fragment) parsed: look things up by tag, class and attributes rather
    than by how the HTML happens to be written."""
    builder = _Builder()
    builder.feed(text(response) if hasattr(response, "get_data") else response)
    builder.close()
    return builder.root


def checked(page) -> dict:
    """The answers a form shows ticked: input name -> value (a correction's pre-fill)."""
    return {i.attrs["name"]: i.attrs["value"] for i in page.find_all("input")
            if "checked" in i.attrs}


def seats(key: str, numbers) -> dict:
    """A count question's answers, one per seat: {"tricks_0": "4", ...}."""
    return {f"{key}_{seat}": str(n) for seat, n in enumerate(numbers)}


def save_hand(client, created, answers, status=303):
    """Post the entry form's answers for the next hand; the response, at `status`."""
    response = client.post(page_url(created, "/hand"), data=answers)
    assert response.status_code == status, text(response)[:2000]
    return response
