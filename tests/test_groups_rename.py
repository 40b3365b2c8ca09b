"""Renaming a group, through the API and on its page: the edit token only, a refused name
said beside the field with nothing changed, the link kept."""
from tests.groups_pages_support import edited_group, group_page
from tests.groups_support import group_auth, new_group, read_group


def test_the_api_renames_a_group_with_its_token_only(client):
    group = new_group(client, "Friday cards")
    before = read_group(client, group)
    url = f"/api/v1/groups/{group['id']}"
    assert client.patch(url, json={"name": "Piątek"}).status_code == 401
    renamed = client.patch(url, json={"name": " Piątek "}, headers=group_auth(group))
    assert renamed.status_code == 200 and renamed.get_json()["name"] == "Piątek"
    after = read_group(client, group)
    assert after["name"] == "Piątek" and after["version"] > before["version"]
    for body, code in (({"name": ""}, "name_empty"), ({"colour": "red"}, "unknown_field")):
        refused = client.patch(url, json=body, headers=group_auth(group))
        assert refused.status_code == 422 and refused.get_json()["code"] == code
    assert read_group(client, group)["name"] == "Piątek"


def test_the_page_renames_it_and_says_a_refusal_beside_the_field(client):
    group = edited_group(client, "Friday cards")
    done = client.post(f"/groups/{group['id']}/name", data={"name": "Środa"})
    assert done.status_code == 303
    page = group_page(client, group, "?renamed=1")
    assert page.find("h1", cls="group-title").text == "Środa"
    assert page.find(id_="group-name").attrs["value"] == "Środa"
    refused = client.post(f"/groups/{group['id']}/name", data={"name": "   "})
    assert refused.status_code == 422
    assert read_group(client, group)["name"] == "Środa"


def test_a_reader_without_the_edit_rights_cannot_rename(client):
    group = new_group(client, "Friday cards")
    assert client.post(f"/groups/{group['id']}/name", data={"name": "X"}).status_code in (
        401, 403)
    assert group_page(client, group).find(id_="group-name") is None
