"""A group's players on its pages: a player's page, renaming and merging (the editor's
forms, refusals beside their field), head-to-head between two players (a plain form)."""
from tests.groups_pages_support import edited_group, figures, game_links, group_page
from tests.groups_support import group_auth, group_game, hand, player_id, read_group, stat
from tests.pages_support import html


def _rename(client, group, number, name):
    return client.post(f"/groups/{group['id']}/players/{number}",
                       data={"action": "rename", "name": name})


def test_a_player_page_shows_their_figures_per_ruleset_and_games(client):
    group = edited_group(client)
    game = group_game(client, group)
    hand(client, game, 0, {1: 6, 2: 4, 3: 3})  # Dan wins
    group_game(client, group, ["Eve", "Bob", "Cat"], "black-lady")
    page = group_page(client, group, "/players/4")
    assert page.find("h1").text == "Dan"
    hearts = page.find("h2", id_="player-hearts").parent
    assert figures(hearts)["Wins"] == "1" and figures(hearts)["Win rate"] == "100%"
    assert page.find("h2", id_="player-black-lady") is None  # Dan never played it
    assert game_links(page) == [f"/g/{game['id']}"]
    # the editor's forms are there, with every other player to merge into
    merge = page.find("select", id_="merge-into")
    assert [o.text for o in merge.find_all("option")] == ["Ann", "Bob", "Cat", "Eve"]
    assert group_page(client, group, "/players/99", status=404) is not None


def test_rename_keeps_the_old_spelling_and_the_nights_names(client):
    group = edited_group(client)
    game = group_game(client, group)
    renamed = _rename(client, group, 1, "Annie")
    assert renamed.status_code == 303
    assert renamed.headers["Location"] == f"/groups/{group['id']}/players/1?done=renamed"
    page = group_page(client, group, "/players/1?done=renamed")
    assert page.find("h1").text == "Annie"
    assert "Also typed as Ann" in page.find("p", cls="muted").text
    assert page.find("p", cls="notice").text.startswith("Renamed")
    listed = group_page(client, group).find("a", cls="group-game")
    assert listed.attrs["href"] == f"/g/{game['id']}"
    assert "Ann," in listed.find("span", cls="group-game-names").text  # as typed that night
    assert read_group(client, group)["players"][0]["aliases"] == ["Ann"]


def test_a_rename_to_another_players_name_is_refused_beside_the_field(client):
    group = edited_group(client)
    group_game(client, group)
    refused = _rename(client, group, 1, "bob")
    assert refused.status_code == 422
    form = html(refused).find("section", id_="rename")
    error = form.find("p", cls="field-error")
    assert "Bob is already a player" in error.text and "merge" in error.text
    field = form.find("input", id_="rename-name")
    assert field.attrs["value"] == "bob" and field.attrs["aria-invalid"] == "true"
    assert [p["name"] for p in read_group(client, group)["players"]] == ["Ann", "Bob", "Cat",
                                                                         "Dan"]


def test_merge_repoints_the_games_and_refuses_two_people_of_one_table(client):
    group = edited_group(client)
    first = group_game(client, group)
    hand(client, first, 0, {1: 6, 2: 4, 3: 3})
    group_game(client, group, ["Zoe", "Bob", "Cat"], options={"end_rule": "hands",
                                                              "end_hands": 1})
    zoe = player_id(read_group(client, group), "Zoe")
    together = client.post(f"/groups/{group['id']}/players/{zoe}",
                           data={"action": "merge", "merge_into": "2"})  # Bob sat with Zoe
    assert together.status_code == 422
    error = html(together).find("section", id_="merge").find("p", cls="field-error")
    assert "same table" in error.text
    merged = client.post(f"/groups/{group['id']}/players/{zoe}",
                         data={"action": "merge", "merge_into": "4", "confirm": "1"})
    assert merged.status_code == 303
    assert merged.headers["Location"] == f"/groups/{group['id']}/players/4?done=merged"
    answer = read_group(client, group)
    assert stat(answer, "Dan")["games"] == 2 and "Zoe" in answer["players"][3]["aliases"]
    assert group_page(client, group, f"/players/{zoe}", status=404) is not None


def test_a_merge_asks_once_more_and_is_undone_in_one_tap(client):
    """A merge had no confirmation and no undo: a slip of the menu joined two people."""
    group = edited_group(client)
    hand(client, group_game(client, group), 0, {1: 6, 2: 4, 3: 3})
    group_game(client, group, ["Sam", "Bob", "Cat"], options={"end_rule": "hands",
                                                              "end_hands": 1})
    before = read_group(client, group)
    sam = player_id(before, "Sam")
    url = f"/groups/{group['id']}/players/{sam}"
    asked = client.post(url, data={"action": "merge", "merge_into": "1"})  # into Ann
    assert asked.status_code == 200 and read_group(client, group) == before  # nothing yet
    box = html(asked).find("section", cls="merge-confirm")
    assert box.find("h2").text == "Merge Sam into Ann?"
    assert "Sam's game becomes Ann's" in box.find("p").text
    confirm = box.find("form")
    fields = {i.attrs["name"]: i.attrs.get("value") for i in confirm.find_all("input")}
    assert fields["merge_into"] == "1" and fields["confirm"] == "1"
    assert confirm.find("a").attrs["href"] == url  # Cancel: back, nothing done
    done = client.post(url, data={k: v for k, v in fields.items()} | {"action": "merge"})
    assert done.status_code == 303
    merged = read_group(client, group)
    assert sam not in [p["id"] for p in merged["players"]]
    page = html(client.get(done.headers["Location"]))
    undo = page.find("div", cls="merge-done").find("form")
    assert undo.attrs["action"] == f"/groups/{group['id']}/players/1/unmerge"
    back = client.post(undo.attrs["action"])
    assert back.status_code == 303 and back.headers["Location"] == f"{url}?done=unmerged"
    after = read_group(client, group)
    assert after["players"] == before["players"]
    # as they were; Sam's game drawn anew twice (its chart's colours moved with the merge)
    assert [{**g, "version": g["version"] - 2 * (5 in g["players"])} for g in after["games"]] \
        == before["games"]
    assert after["stats"] == before["stats"]
    # the undo is spent: a second tap says so and changes nothing
    again = client.post(undo.attrs["action"])
    assert again.status_code == 422 and read_group(client, group)["players"] == before["players"]


def test_an_undo_after_the_group_moved_on_is_refused_and_changes_nothing(client):
    group = edited_group(client)
    group_game(client, group)  # Ann is player 1
    group_game(client, group, ["Sam", "Bob", "Cat"], options={"end_rule": "hands",
                                                              "end_hands": 1})
    sam = player_id(read_group(client, group), "Sam")
    merged = client.post(f"/groups/{group['id']}/players/{sam}",
                         data={"action": "merge", "merge_into": "1", "confirm": "1"})
    assert merged.status_code == 303  # into Ann
    # meanwhile Dan is renamed "Sam": the old Sam cannot come back under that name
    assert _rename(client, group, player_id(read_group(client, group), "Dan"), "Sam").status_code == 303
    moved_on = read_group(client, group)
    refused = client.post(f"/groups/{group['id']}/players/1/unmerge")
    assert refused.status_code == 422
    assert "can no longer be undone" in html(refused).find("p", cls="field-error").text
    assert read_group(client, group)["players"] == moved_on["players"]


def test_only_the_editor_renames_or_merges(app, client):
    group = edited_group(client)
    group_game(client, group)
    stranger = app.test_client()
    page = group_page(stranger, group, "/players/1")
    assert page.find("section", id_="rename") is None and page.find("section", id_="merge") is None
    assert _rename(stranger, group, 1, "Annie").status_code == 403
    assert read_group(client, group)["players"][0]["name"] == "Ann"


def test_head_to_head_between_two_players_picked_on_a_form(client):
    group = edited_group(client)
    for queen in (0, 3, 3):  # Dan, Ann, Ann win
        game = group_game(client, group)
        hand(client, game, queen, {1: 6, 2: 4, 3: 3} if queen == 0 else {0: 3, 1: 6, 2: 4})
    form = group_page(client, group).find("form", cls="pick-two")
    assert form.attrs["method"] == "get"
    assert form.attrs["action"] == f"/groups/{group['id']}/head-to-head"
    page = group_page(client, group, "/head-to-head?a=1&b=4")
    assert page.find("h2", id_="h2h-result").text == "Ann and Dan"
    table = page.find("table", cls="h2h-table")
    rows = {r.find("th").text: [td.text for td in r.find_all("td")]
            for r in table.find("tbody").find_all("tr")}
    assert rows["Won"] == ["2", "1"] and rows["Ended ahead"] == ["2", "1"]
    options = page.find("select", id_="h2h-b").find_all("option")
    assert [o.text for o in options if "selected" in o.attrs] == ["Dan"]


def test_head_to_head_of_one_player_with_themselves_is_refused_beside_the_field(client):
    group = edited_group(client)
    group_game(client, group)
    page = group_page(client, group, "/head-to-head?a=2&b=2", status=422)
    error = page.find("p", id_="h2h-b-error")
    assert error.text == "Pick two different players."
    assert page.find("select", id_="h2h-b").attrs["aria-describedby"] == "h2h-b-error"
    assert page.find("table", cls="h2h-table") is None
    unknown = group_page(client, group, "/head-to-head?a=1&b=77", status=422)
    assert unknown.find("p", id_="h2h-b-error").text == "Pick one of the group's players."


def test_head_to_head_answers_htmx_with_its_fragment(client):
    group = edited_group(client)
    group_game(client, group)
    response = client.get(f"/groups/{group['id']}/head-to-head?a=1&b=2",
                          headers={"HX-Request": "true"})
    assert response.status_code == 200 and "HX-Request" in response.headers["Vary"]
    fragment = html(response)
    assert fragment.find("html") is None
    live = fragment.find("div", id_="h2h")
    form = live.find("form", cls="pick-two")
    assert form.attrs["data-hx-target"] == "#h2h" and form.attrs["data-hx-push-url"] == "true"
    assert live.find("h2", id_="h2h-result").text == "Ann and Bob"
    # the group page's own form is a plain one (there is nothing to swap there)
    assert "data-hx-get" not in group_page(client, group).find("form", cls="pick-two").attrs


def _merge(client, group, number, into):
    return client.post(f"/groups/{group['id']}/players/{number}",
                       data={"action": "merge", "merge_into": str(into), "confirm": "1"})


def test_an_undo_takes_back_only_the_spellings_its_merge_gave(client):
    """Undo put back Ann's spellings as they were before the merge: "Xav", merged into
    her since, was lost with them (typing "Xav" then made a new player)."""
    group = edited_group(client)
    group_game(client, group)  # Ann is player 1
    for name in ("Sam", "Xav"):
        group_game(client, group, [name, "Bob", "Cat"],
                   options={"end_rule": "hands", "end_hands": 1})
    answer = read_group(client, group)
    sam, xav = player_id(answer, "Sam"), player_id(answer, "Xav")
    page = html(client.get(_merge(client, group, sam, 1).headers["Location"]))
    undo = page.find("div", cls="merge-done").find("form").attrs["action"]
    merged = client.patch(f"/api/v1/groups/{group['id']}/players/{xav}",
                          json={"merge_into": 1}, headers=group_auth(group))
    assert merged.status_code == 200  # through the API: the page's undo is still Sam's
    assert client.post(undo).status_code == 303
    ann = next(p for p in read_group(client, group)["players"] if p["id"] == 1)
    assert ann["aliases"] == ["Xav"]


def test_a_merge_forgets_the_undo_of_the_one_before(client, monkeypatch):
    """A merge too big to keep its own undo left the older merge's undo in the session:
    the next page offered "Undo: Sam back" after Xav's merge."""
    group = edited_group(client)
    group_game(client, group)
    for name in ("Sam", "Xav"):
        group_game(client, group, [name, "Bob", "Cat"],
                   options={"end_rule": "hands", "end_hands": 1})
    answer = read_group(client, group)
    _merge(client, group, player_id(answer, "Sam"), 1)
    monkeypatch.setattr("companion.groups.merges.LARGEST_UNDO", 0)  # Xav's: not kept
    after = client.get(_merge(client, group, player_id(answer, "Xav"), 1).headers["Location"])
    assert html(after).find("div", cls="merge-done").find("form") is None


def test_a_second_tap_on_yes_merge_lands_on_the_merged_players_page(client):
    group = edited_group(client)
    group_game(client, group)
    group_game(client, group, ["Sam", "Bob", "Cat"], options={"end_rule": "hands",
                                                              "end_hands": 1})
    sam = player_id(read_group(client, group), "Sam")
    first, second = _merge(client, group, sam, 1), _merge(client, group, sam, 1)
    assert first.status_code == second.status_code == 303
    assert second.headers["Location"] == first.headers["Location"]
