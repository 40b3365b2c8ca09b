"""What the browser tests share: a game made through the real server's API, and a
script that records Content-Security-Policy violations in the page."""
import json
import urllib.request

RECORD_CSP = """
window.__csp = [];
document.addEventListener("securitypolicyviolation",
  (e) => window.__csp.push(e.violatedDirective + " " + e.blockedURI));
"""


def create_game(server, ruleset="rickety-kate", players=("Ann", "Bob", "Cat", "Dan")):
    """A new game through the API of the live server (seat 0 deals first)."""
    request = urllib.request.Request(
        server.url + "/api/v1/games", method="POST",
        data=json.dumps({"ruleset": ruleset, "players": list(players),
                         "first_dealer": 0}).encode(),
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)
