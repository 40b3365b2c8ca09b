"""Links that work from other phones: LAN address for loopback hosts, PUBLIC_URL override."""
import ipaddress
import socket

import pytest

from companion.web import links
from companion.web.links import is_loopback, lan_address, split_host
from tests.helpers import create


def test_lan_address_is_an_ipv4_address_of_this_machine():
    address = ipaddress.ip_address(lan_address())
    assert address.version == 4 and not address.is_unspecified
    # It is an address this machine can bind to (so phones can reach the server there).
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((str(address), 0))


def test_lan_address_falls_back_to_loopback_without_a_network(monkeypatch):
    class NoRoute(socket.socket):
        def connect(self, address):
            raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(links.socket, "socket", NoRoute)
    assert lan_address() == "127.0.0.1"


@pytest.mark.parametrize("host", ["localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3", "::1",
                                  "[::1]", "app.localhost"])
def test_loopback_hosts(host):
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["192.168.1.20", "cards.example.org", "10.0.0.1", "::2",
                                  "localhost.example.org"])
def test_other_hosts_are_kept(host):
    assert not is_loopback(host)


def test_split_host():
    assert split_host("localhost:5000") == ("localhost", ":5000")
    assert split_host("[::1]:8080") == ("::1", ":8080")
    assert split_host("[::1]") == ("::1", "")
    assert split_host("example.org") == ("example.org", "")


@pytest.mark.parametrize("base", ["http://localhost:5000", "http://127.0.0.1:5000",
                                  "http://[::1]:5000"])
def test_api_links_from_a_loopback_host_use_the_lan_address(client, base):
    game = client.post("/api/v1/games", json={"ruleset": "hearts", "players": ["A", "B", "C"]},
                       base_url=base).get_json()
    lan = f"http://{lan_address()}:5000"
    assert game["links"]["scoreboard"] == f"{lan}/g/{game['id']}"
    assert game["links"]["scorer"] == f"{lan}/g/{game['id']}/edit/{game['edit_token']}"


def test_a_lan_or_public_host_is_kept_as_given(client):
    game = client.post("/api/v1/games", json={"ruleset": "hearts", "players": ["A", "B", "C"]},
                       base_url="https://cards.example.org").get_json()
    assert game["links"]["scoreboard"] == f"https://cards.example.org/g/{game['id']}"


def test_public_url_overrides_everything(app, client):
    app.config["PUBLIC_URL"] = "https://cards.example.org/"
    game = create(client)
    assert game["links"]["scoreboard"] == f"https://cards.example.org/g/{game['id']}"
    assert game["links"]["scorer"].startswith(f"https://cards.example.org/g/{game['id']}/edit/")
    client.set_cookie(f"edit_{game['id']}", game["edit_token"])
    html = client.get(f"/g/{game['id']}/share",
                      base_url="http://localhost:5000").get_data(as_text=True)
    assert f'value="https://cards.example.org/g/{game["id"]}"' in html
    assert lan_address() + ":5000" not in html


def test_links_keep_a_loopback_host_when_the_server_listens_on_this_computer_only(app, client):
    """`companion serve --host 127.0.0.1` (LAN_LINKS off): a LAN address would answer
    nothing, so the links keep the address the page was opened at."""
    app.config["LAN_LINKS"] = False
    game = client.post("/api/v1/games", json={"ruleset": "hearts", "players": ["A", "B", "C"]},
                       base_url="http://127.0.0.1:5000").get_json()
    assert game["links"]["scoreboard"] == f"http://127.0.0.1:5000/g/{game['id']}"
