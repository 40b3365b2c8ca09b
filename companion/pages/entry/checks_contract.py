"""The live check of a compendium deal's form, question by question (contract.py): what is
answered, in words, and what is still to answer."""
from ...words import ordinal, tr
from .small import trump_words


def question_check(form, q) -> tuple[bool, str]:
    t, answer, names = tr(), form.answers[q.key], form.names
    if q.kind == "trump":
        return (True, t.gettext("Trumps: %(suit)s", suit=trump_words(answer))) if answer else (
            False, t.gettext("Which suit is trumps?"))
    if q.kind in ("tricks", "count"):
        total = sum(form.number_of(q.key, s) or 0 for s in form.participants)
        done = all(form.number_of(q.key, s) is not None for s in form.participants)
        what = t.gettext("Tricks") if q.kind == "tricks" else q.title
        return (done and total == q.most, t.gettext("%(what)s: %(given)s of %(all)s",
                                                    what=what, given=total, all=q.most))
    if answer is None:
        if q.kind == "card":
            return False, t.gettext("Who took the %(card)s?", card=q.title)
        if q.kind == "winner":
            return False, t.gettext("Who won the %(trick)s trick?",
                                    trick=ordinal(q.number, trick=True))
        if q.kind == "last":
            return False, t.gettext("Who was left holding cards?")
        return False, t.gettext("Who went out %(place)s?", place=ordinal(q.number))
    earlier = [form.answers.get(f"o{p}") for p in range(1, q.number)]
    if q.kind == "place" and answer in earlier:
        return False, t.gettext("%(name)s is out already.", name=names[answer])
    if q.kind == "card":
        return True, f"{q.title}: {names[answer]}"
    if q.kind == "last":
        return True, t.gettext("Left holding cards: %(name)s", name=names[answer])
    if q.kind == "winner":
        return True, t.gettext("%(trick)s trick: %(name)s", trick=ordinal(q.number, trick=True),
                               name=names[answer])
    return True, t.gettext("%(place)s out: %(name)s", place=ordinal(q.number), name=names[answer])
