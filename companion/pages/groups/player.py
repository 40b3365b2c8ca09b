"""A player of a group: their figures and games; for the editor, a rename and a merge.

A merge asks once more ("Merge Sam into Samira? Sam's 3 games become Samira's") and,
once done, can be undone in one tap while the page is open: the merge's undo record
(groups/merges.py) rides in this phone's session until the next merge or the undo
(docs/DECISIONS.md, "Screens and words decisions"). A refusal comes back beside its
field, nothing changed."""
from flask import Blueprint, redirect, render_template, request, session, url_for

from ... import groups
from ...store.refusals import NotFound
from ...groups import merges
from ...pictures.rating_chart import rating_chart
from ...rules import RuleError
from ...rules.numbers import an_id
from ...words import tr
from ...words.refusals import refusal_words
from . import access
from . import view as views
from .groups import group_context
from .story_view import player_story

bp = Blueprint("group_player", __name__)
UNDO = "merge_undo"  # the session's undo record of this phone's last merge


def _undo_into(public_id, number) -> dict | None:
    """This phone's undo record of a merge into this player, if it holds one."""
    undo = session.get(UNDO)
    return undo if undo and undo["group"] == public_id and undo["into"] == number else None


def _page(public_id, number, status=200, **extra):
    context = group_context(public_id)
    player = next((p for p in context["players"] if p["id"] == number), None)
    if player is None:
        raise NotFound(tr().gettext("There is no such player in this group: check the link."))
    answer = context["group"]
    story = player_story(public_id, number, context["players"])
    return render_template(
        "groups/player.html", player=player, stats=views.player_stats(answer, number),
        story=story, chart=rating_chart(story["history"]),
        games=views.player_games(answer, number),
        others=[p for p in context["players"] if p["id"] != number],
        undo=_undo_into(public_id, number),
        form=extra.pop("form", {}), error=extra.pop("error", None), **context, **extra), status


def _refused(public_id, number, field, error: RuleError):
    return _page(public_id, number, 422, form=request.form,
                 error={"field": field, "message": refusal_words(error)})


@bp.get("/groups/<public_id>/players/<int:number>")
def player(public_id, number):
    """A player's statistics and games; the editor also renames or merges them here."""
    return _page(public_id, number, done=request.args.get("done"))


@bp.post("/groups/<public_id>/players/<int:number>")
def change_player(public_id, number):
    """Rename (the old spelling stays an alias), or merge into another player: asked
    once more, then done (their games move over)."""
    token = access.required_token(public_id)
    if request.form.get("action") == "merge":
        return _merge(public_id, token, number, request.form.get("merge_into", "")[:12])
    try:
        groups.update_player(public_id, token, number, {"name": request.form.get("name", "")[:100]})
    except RuleError as error:
        return _refused(public_id, number, "name", error)
    return redirect(url_for(".player", public_id=public_id, number=number, done="renamed"), 303)


def _merge(public_id, token, number, into):
    done = session.get(UNDO)
    if done and done["group"] == public_id and done["number"] == number:  # a second tap
        return redirect(url_for(".player", public_id=public_id, number=done["into"],
                                done="merged"), 303)
    try:
        if request.form.get("confirm") != "1":
            asked = merges.preview(public_id, number, into)
            return _page(public_id, number, confirm={**asked, "into_id": an_id(into, text=True)})
        record = groups.merge_player(public_id, token, number, into)
    except RuleError as error:
        return _refused(public_id, number, "merge_into", error)
    session.pop(UNDO, None)  # an older merge's undo: never offered after this one
    if merges.fits(record):
        session[UNDO] = {"group": public_id, **record}
    return redirect(url_for(".player", public_id=public_id, number=record["into"],
                            done="merged"), 303)


@bp.post("/groups/<public_id>/players/<int:number>/unmerge")
def unmerge(public_id, number):
    """Undo this phone's last merge into this player: the other player back as they were,
    with their games."""
    token = access.required_token(public_id)
    record = _undo_into(public_id, number)
    if record is None:
        return _page(public_id, number, 422, error={
            "field": "undo", "message": tr().gettext("There is no merge to undo here any more.")})
    try:
        back = merges.unmerge(public_id, token, record)
    except RuleError as error:
        session.pop(UNDO, None)  # refused because the group moved on: never again
        return _refused(public_id, number, "undo", error)
    session.pop(UNDO, None)
    return redirect(url_for(".player", public_id=public_id, number=back, done="unmerged"), 303)
