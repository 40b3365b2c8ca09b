"""Rate limits against the real server (SQLite and PostgreSQL): a script's batch
of games and a table's writes pass; a flood from one client is answered 429 with
a sentence and Retry-After, and writes nothing."""
import json
import threading
import time
from urllib.parse import urlencode

from companion.web.cpu import Ledger
from companion.web.limits import ASK_ENDPOINTS, CREATE_ENDPOINTS, WRITE_ENDPOINTS
from tests.hardening_support import Browser, count_games, create_game, csrf_token, header
from tests.helpers import HEARTS, cards, create
from tests.pages_support import claimed_game, hand_form, page_url, text
from tests.server import ServerProcess


def _all_at_once(port: int, count: int) -> list:
    """`count` creations, each on a connection of its own, sent together: a 429 is held
    until its Retry-After (5 s at most, serving.Channel), whatever connection it came on."""
    answers, browsers = [None] * count, [Browser(port) for _ in range(count)]

    def send(number):
        answers[number] = create_game(browsers[number])
        browsers[number].close()

    threads = [threading.Thread(target=send, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_a_batch_passes_and_a_flood_of_new_games_is_refused(real_server):
    browser = Browser(real_server.port)
    started = time.monotonic()
    answers = [create_game(browser) for _ in range(120)]  # a script's batch
    assert [status for status, _ in answers] == [201] * 120
    answers += [create_game(browser) for _ in range(180)]
    answers += _all_at_once(real_server.port, 300)  # 600 in all within 30 s
    assert time.monotonic() - started < 30
    statuses = [status for status, _ in answers]
    assert statuses.count(201) == 300 and set(statuses) == {201, 429}, statuses
    refused = next(answer for status, answer in answers if status == 429)
    assert refused["error"].startswith("Too many new games from this device"), refused
    assert count_games(real_server.database_url) == 300  # a refusal writes nothing
    status, pairs, text = browser.request("POST", "/api/v1/games", {"ruleset": "hearts"})
    assert status == 429 and 0 < int(header(pairs, "Retry-After")) <= 60, pairs
    # the form of the new-game page shares the count, and says so on a page
    status, _, page = browser.get("/new")
    form = {"csrf_token": csrf_token(page), "ruleset": "hearts",
            "players": ["Ann", "Bob", "Cat", "Dan"]}
    status, pairs, text = browser.request("POST", "/new", urlencode(form, doseq=True).encode(),
                                          {"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 429 and "Too many new games from this device" in text, text[-600:]
    assert "<html" in text and header(pairs, "Retry-After")
    browser.close()


def test_writes_are_limited_too(database_url):
    with ServerProcess(database_url, env={"RATE_LIMIT_WRITE": "10 per minute"}) as server:
        browser = Browser(server.port)
        status, game = create_game(browser, end_rule="open")
        assert status == 201
        auth = {"Authorization": "Bearer " + game["edit_token"]}
        hands = f"/api/v1/games/{game['id']}/hands"
        answers = []
        for number in range(1, 13):
            status, pairs, text = browser.request(
                "POST", hands, {"captured": cards({number % 4: ["QS"], 0: HEARTS}
                                                  if number % 4 else {0: ["QS"] + HEARTS}),
                                "expected_number": number}, auth)
            answers.append((status, pairs, text))
        assert [a[0] for a in answers] == [201] * 10 + [429] * 2, answers
        status, pairs, text = answers[-1]
        assert json.loads(text)["error"].startswith("Too many changes from this device")
        assert int(header(pairs, "Retry-After")) > 0
        status, _, text = browser.get(f"/api/v1/games/{game['id']}")
        assert len(json.loads(text)["hands"]) == 10  # the refused ones wrote nothing
        browser.close()


def test_every_limited_endpoint_exists(app):
    for endpoint in CREATE_ENDPOINTS + WRITE_ENDPOINTS + ASK_ENDPOINTS:
        assert endpoint in app.view_functions, endpoint


def test_every_route_that_takes_a_write_method_is_limited(app):
    """A new POST, PUT, PATCH or DELETE route cannot land without a limit."""
    limited = set(CREATE_ENDPOINTS + WRITE_ENDPOINTS + ASK_ENDPOINTS)
    unlimited = sorted(f"{rule.endpoint} {rule.rule}" for rule in app.url_map.iter_rules()
                       if rule.methods & {"POST", "PUT", "PATCH", "DELETE"}
                       and rule.endpoint not in limited)
    assert unlimited == []


def test_house_rules_are_limited_and_refusals_count(database_url):
    with ServerProcess(database_url, env={"RATE_LIMIT_CREATE": "5 per minute"}) as server:
        browser = Browser(server.port)
        rules = {"name": "Friday", "ruleset": "hearts"}
        statuses = [browser.request("POST", "/api/v1/house-rules", rules)[0]
                    for _ in range(4)]
        statuses += [browser.request("POST", "/api/v1/house-rules", {"name": ""})[0]]
        status, pairs, text = browser.request("POST", "/api/v1/house-rules", rules)
        assert statuses == [201] * 4 + [422] and status == 429, (statuses, text)
        assert json.loads(text)["error"].startswith("Too many requests from this device")
        assert int(header(pairs, "Retry-After")) > 0
        browser.close()


def test_previews_are_limited_refused_ones_too(app, client):
    app.config["RATE_LIMIT_ASK"] = "4 per minute"
    created = claimed_game(client)
    form = hand_form(queen=0, hearts={1: 13})
    answers = [client.post(page_url(created, "/hand/preview"), data=form).status_code
               for _ in range(2)]
    answers += [client.post(page_url(created, "/hand/preview"), data={"mode": "nonsense"})
                .status_code for _ in range(3)]
    assert answers[:2] == [200, 200] and answers[4] == 429, answers
    assert "Too many requests from this device" in text(
        client.post(page_url(created, "/hand/preview"), data=form))


def test_the_ledger_fills_each_clients_bucket_at_its_rate():
    ledger, rate = Ledger(), {"per_minute": 6.0, "burst": 1.0}  # 0.1 s a second
    for at in range(3):
        ledger.charge("10.0.0.1", 0.35, float(at), **rate)  # 1.05 s spent, 0.2 s back
    assert ledger.wait("10.0.0.1", 2.0, **rate) == 0  # 1.0 + 0.2 - 1.05: some left
    ledger.charge("10.0.0.1", 0.65, 2.0, **rate)  # 0.5 s past empty
    assert ledger.wait("10.0.0.1", 2.0, **rate) == 5  # 0.5 s short, back at 0.1 s a second
    assert ledger.wait("10.0.0.2", 2.0, **rate) == 0  # another client is not touched
    assert ledger.wait("10.0.0.1", 7.5, **rate) == 0  # filled again
    ledger.charge("10.0.0.1", 0.0, 100.0, **rate)
    assert ledger.wait("10.0.0.1", 100.0, **rate) == 0  # never fuller than the burst


def test_running_requests_hold_their_share_and_never_get_more_than_the_burst():
    """A request's cost is known when it ends: while it runs it holds a quarter of the
    burst, so a client's parallel requests are stopped before they start, not charged
    after (eight at once used to get a server thread each)."""
    ledger, rate = Ledger(), {"per_minute": 6.0, "burst": 1.0}  # 0.1 s a second
    assert [ledger.take("10.0.0.1", 0.25, 0.0, **rate) for _ in range(5)] == [0, 0, 0, 0, 3]
    assert ledger.take("10.0.0.2", 0.25, 0.0, **rate) == 0  # another client is not held up
    ledger.charge("10.0.0.1", 0.05, 0.0, held=0.25, **rate)  # one ends: 0.95 left, 0.75 held
    assert ledger.take("10.0.0.1", 0.25, 0.0, **rate) == 1  # 0.2 free: short of a hold
    ledger.let_go("10.0.0.1", 0.25)  # one refused after its hold: nothing spent
    assert ledger.take("10.0.0.1", 0.25, 0.0, **rate) == 0
    assert ledger.take("10.0.0.1", 0.0, 0.0, **rate) == 0  # a static file: 0.2 is free
    for _ in range(3):
        ledger.charge("10.0.0.1", 0.4, 0.0, held=0.25, **rate)  # 0.95 - 1.2: none left
    assert ledger.take("10.0.0.1", 0.0, 0.0, **rate) == 3  # nothing free, not even for a file


def test_a_client_whose_running_requests_hold_its_bucket_is_refused_before_it_runs(
        client, app):
    from companion.web.cpu import HOLD

    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"])
    shares, url = app.extensions["companion_cpu"], f"/api/v1/games/{game['id']}"
    hostile, other = {"REMOTE_ADDR": "10.9.8.7"}, {"REMOTE_ADDR": "10.1.2.3"}
    burst = float(app.config["RATE_LIMIT_CPU_BURST"])
    rate = {"per_minute": float(app.config["RATE_LIMIT_CPU"]), "burst": burst}
    for _ in range(int(1 / HOLD)):  # as many requests of that client running as may be
        assert shares.clients.take("10.9.8.7", HOLD * burst, time.monotonic(), **rate) == 0
    refused = client.get(url, environ_base=hostile)
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert client.get(url, environ_base=other).status_code == 200
    shares.clients.let_go("10.9.8.7", HOLD * burst)  # one of them ends
    assert client.get(url, environ_base=hostile).status_code == 200


def test_a_request_of_a_costly_kind_holds_what_that_kind_has_cost(client, app):
    """An answer that has cost more than a quarter of the burst (an export of a big
    group) holds that much while it runs: a client's parallel ones never get more than
    the burst either."""
    from companion.web.cpu import HOLD

    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"])
    shares, far = app.extensions["companion_cpu"], {"REMOTE_ADDR": "10.9.8.7"}
    burst = float(app.config["RATE_LIMIT_CPU_BURST"])
    rate = {"per_minute": float(app.config["RATE_LIMIT_CPU"]), "burst": burst}
    assert client.get(f"/api/v1/games/{game['id']}", environ_base=far).status_code == 200
    assert 0 < shares.costliest["api.read"] < HOLD * burst
    shares.costliest["api.read"] = 0.8 * burst  # as if one had cost that much
    assert shares.clients.take("10.9.8.7", HOLD * burst, time.monotonic(), **rate) == 0
    refused = client.get(f"/api/v1/games/{game['id']}", environ_base=far)
    assert refused.status_code == 429  # 0.75 free: short of 0.8
    assert client.get(f"/api/v1/games/{game['id']}/export.csv",
                      environ_base=far).status_code == 200  # a quarter is free


def test_a_client_over_its_cpu_share_is_refused_and_another_is_not(client, app):
    """Crafted points entries cost far more than their count says: past its CPU share a
    client hears a 429 sentence at no cost, and the table next door plays on."""
    # a few costly ones, and a refill (0.1 s a second) that keeps the wait short
    # (a slow refill: the bucket spent stays empty until the page is asked for)
    app.config.update(RATE_LIMIT_CPU="0.6", RATE_LIMIT_CPU_BURST="0.15")
    game = create(client, "black-lady", [f"P{n}" for n in range(10)],
                  options={"decks": 2, "end_rule": "open"})
    costly = {"points": [66, 79, 17, 43, 20, 3, 3, 62, 3, 112]}
    headers = {"Authorization": "Bearer " + game["edit_token"]}
    far = {"REMOTE_ADDR": "10.9.8.7"}  # a phone on the network (this machine is not counted)
    answers = [client.post(f"/api/v1/games/{game['id']}/hands", json=costly, headers=headers,
                           environ_base=far).status_code for _ in range(20)]
    assert answers[0] == 422 and answers[-1] == 429, answers
    refused = client.post(f"/api/v1/games/{game['id']}/hands", json=costly, headers=headers,
                          environ_base=far)
    assert refused.get_json()["error"].startswith("Too many requests from this device")
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    other = {"REMOTE_ADDR": "10.1.2.3"}
    assert client.get(f"/api/v1/games/{game['id']}", environ_base=other).status_code == 200
    assert client.get(f"/api/v1/games/{game['id']}").status_code == 200  # this machine


def test_a_spending_client_stays_one_until_its_bucket_is_full_again():
    ledger, rate = Ledger(), {"per_minute": 6.0, "burst": 1.0}  # 0.1 s a second
    assert not ledger.spending("10.0.0.1", 0.0, **rate)  # nothing spent
    ledger.charge("10.0.0.1", 0.4, 0.0, **rate)
    assert not ledger.spending("10.0.0.1", 0.0, **rate)  # 0.6 left: above the line
    ledger.charge("10.0.0.1", 0.2, 0.0, **rate)
    assert ledger.spending("10.0.0.1", 0.0, **rate)  # 0.4 left: below it
    assert ledger.spending("10.0.0.1", 3.0, **rate)  # 0.7: back over, still spending
    assert not ledger.spending("10.0.0.1", 6.0, **rate)  # full again
    assert not ledger.spending("10.0.0.2", 0.0, **rate)


def test_a_spending_client_refused_its_turn_earns_nothing_back_for_the_wait():
    """Else a hostile client refused by the shared bucket would fill its own while it
    waits, stop being a spending client, and spend half a burst again."""
    ledger, rate = Ledger(), {"per_minute": 6.0, "burst": 1.0}  # 0.1 s a second
    ledger.charge("10.0.0.1", 0.8, 0.0, **rate)
    assert ledger.spending("10.0.0.1", 0.0, **rate)
    for at in range(1, 10):
        ledger.stall("10.0.0.1", float(at))  # asked again, refused its turn
    assert ledger.spending("10.0.0.1", 12.0, **rate)  # 0.2 + 0.3: it would be full at 8
    assert not ledger.spending("10.0.0.1", 17.0, **rate)  # full, once it stops asking


def test_spending_clients_take_turns_and_share_one_bucket(client, app):
    """Eight hostile clients must cost the server one busy thread, not eight: a client
    that has spent half its share runs one request at a time with every other such
    client, from a bucket they share. A client that has not is never held up."""
    from companion.web.cpu import SPENDERS

    app.config.update(RATE_LIMIT_CPU="6", RATE_LIMIT_CPU_BURST="1", RATE_LIMIT_CPU_SPENDERS="6")
    game = create(client, "hearts", ["Ann", "Bob", "Cat", "Dan"])
    shares, url = app.extensions["companion_cpu"], f"/api/v1/games/{game['id']}"
    hostile, other = {"REMOTE_ADDR": "10.9.8.7"}, {"REMOTE_ADDR": "10.1.2.3"}
    shares.clients.charge("10.9.8.7", 0.6, time.monotonic(), per_minute=6.0, burst=1.0)
    assert client.get(url, environ_base=hostile).status_code == 200  # its turn was free
    with shares.turn:  # another spending client's request is running
        refused = client.get(url, environ_base=hostile)
        assert refused.status_code == 429 and refused.headers["Retry-After"] == "1"
        assert client.get(url, environ_base=other).status_code == 200
    assert client.get(url, environ_base=hostile).status_code == 200
    shares.spenders.charge(SPENDERS, 2.0, time.monotonic(), per_minute=6.0, burst=1.0)
    refused = client.get(url, environ_base=hostile)  # the spenders' bucket is empty
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 9
    assert client.get(url, environ_base=other).status_code == 200


def test_a_page_refused_for_its_cpu_share_says_so_in_the_readers_language(client, app):
    """The CPU share refuses before any other work: its sentence is still the reader's
    (the words learn the language before every other check)."""
    # (a slow refill: the bucket spent stays empty until the page is asked for)
    app.config.update(RATE_LIMIT_CPU="0.6", RATE_LIMIT_CPU_BURST="0.15")
    game = create(client, "black-lady", [f"P{n}" for n in range(10)],
                  options={"decks": 2, "end_rule": "open"})
    costly = {"points": [66, 79, 17, 43, 20, 3, 3, 62, 3, 112]}
    headers = {"Authorization": "Bearer " + game["edit_token"]}
    far = {"REMOTE_ADDR": "10.9.8.7"}
    # until its share is spent: how many hands that takes depends on the machine and on
    # what the process holds warm already (the full suite ran it short of 20 once)
    for _ in range(200):
        if client.post(f"/api/v1/games/{game['id']}/hands", json=costly, headers=headers,
                       environ_base=far).status_code == 429:
            break
    # Refused for what a crafted hand holds (as costly as the costliest so far), which may
    # be more than the page would: what is left is spent, so the page is refused too.
    app.extensions["companion_cpu"].clients.charge(
        "10.9.8.7", 0.15, time.monotonic(), per_minute=0.6, burst=0.15)
    client.set_cookie("language", "fr")
    refused = client.get(f"/g/{game['id']}", environ_base=far)
    assert refused.status_code == 429
    said = text(refused)
    assert "Trop de demandes" in said and "Too many requests" not in said, said


def test_a_request_meets_the_words_then_the_host_check_then_its_cpu_share(app):
    """Before any other work: the reader's language (every refusal is said in it), a Host
    no link can be built for, then a client over its CPU share."""
    first = [f.__name__ for f in app.before_request_funcs[None]][:3]
    assert first == ["_words_speak", "_known_host", "_refuse_the_spent"]
