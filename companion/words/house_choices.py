"""The house-rules line's words for each choice of an option (house.py puts the line
together): one phrase of the catalogue per option and value ("moon: choose"), in the
context "house rules line"."""

# (option, value) -> the item; a function of the Speech and what the moon is worth.
CHOICES = {
    "end_rule": {
        "reach": lambda t, m: t.pgettext("house rules line", "end: reach the end score"),
        "over": lambda t, m: t.pgettext("house rules line", "end: go over the end score"),
        "hands": lambda t, m: t.pgettext("house rules line", "end: after the hands"),
        "time": lambda t, m: t.pgettext("house rules line", "end: on time"),
        "open": lambda t, m: t.pgettext("house rules line", "end: when we say so"),
        "turn": lambda t, m: t.pgettext("house rules line", "end: count up, then down")},
    "turn_end": {
        "zero": lambda t, m: t.pgettext("house rules line", "counting down: 0 or below wins"),
        "exact": lambda t, m: t.pgettext("house rules line",
                                         "counting down: exactly 0, bounce back")},
    "moon": {
        "none": lambda t, m: t.pgettext("house rules line", "moon: none"),
        "old": lambda t, m: t.pgettext("house rules line", "moon: +%(moon)s to the others",
                                       moon=m),
        "new": lambda t, m: t.pgettext("house rules line", "moon: choose"),
        "minus": lambda t, m: t.pgettext("house rules line", "moon: −%(moon)s to the shooter",
                                         moon=m),
        "lot": lambda t, m: t.pgettext("house rules line", "moon: going for the lot")},
    "pass": {
        "rotate": lambda t, m: t.pgettext("house rules line", "pass: left, right, across, hold"),
        "left": lambda t, m: t.pgettext("house rules line", "pass: left"),
        "right": lambda t, m: t.pgettext("house rules line", "pass: right"),
        "none": lambda t, m: t.pgettext("house rules line", "pass: none"),
        "left-across-right": lambda t, m: t.pgettext("house rules line",
                                                     "pass: left, across, right, hold"),
        "right-left-across": lambda t, m: t.pgettext("house rules line",
                                                     "pass: right, left, across, hold"),
        "rotate-left": lambda t, m: t.pgettext("house rules line",
                                               "pass: a seat further each hand"),
        "left-right-2": lambda t, m: t.pgettext("house rules line",
                                                "pass: left, right, 2 left, 2 right, hold"),
        "scatter": lambda t, m: t.pgettext("house rules line", "pass: scatter")},
    "tie": {
        "tiebreak": lambda t, m: t.pgettext("house rules line", "tie: tie-break"),
        "draw": lambda t, m: t.pgettext("house rules line", "tie: draw"),
        "play-on": lambda t, m: t.pgettext("house rules line", "tie: one more deal")},
    "bonus_in_moon": {
        "keep": lambda t, m: t.pgettext("house rules line", "bonus in a moon: counts"),
        "absorbed": lambda t, m: t.pgettext("house rules line", "bonus in a moon: absorbed")},
    "sun": {
        "none": lambda t, m: t.pgettext("house rules line", "sun: none"),
        "on": lambda t, m: t.pgettext("house rules line", "sun: 2 × the moon")},
    "moon_safety": {
        "off": lambda t, m: t.pgettext("house rules line", "moon at the end: as usual"),
        "safety": lambda t, m: t.pgettext("house rules line", "moon at the end: safety moon"),
        "auto-new": lambda t, m: t.pgettext("house rules line",
                                            "moon at the end: always −%(moon)s", moon=m)},
    "partnership": {
        "none": lambda t, m: t.pgettext("house rules line", "partners: none"),
        "team": lambda t, m: t.pgettext("house rules line", "partners: teams"),
        "partner-hearts": lambda t, m: t.pgettext("house rules line",
                                                  "partners: teams, one player's moon"),
        "individual": lambda t, m: t.pgettext("house rules line",
                                              "partners: each alone, team sums")},
    "exact_score": {
        "none": lambda t, m: t.pgettext("house rules line", "landing on the end score: nothing"),
        "minus50": lambda t, m: t.pgettext("house rules line", "landing on the end score: −50"),
        "reset0": lambda t, m: t.pgettext("house rules line",
                                          "landing on the end score: back to 0")},
    "floor": {
        "off": lambda t, m: t.pgettext("house rules line", "totals below 0: allowed"),
        "total": lambda t, m: t.pgettext("house rules line", "totals below 0: raised to 0")},
    "first_lead": {
        "2C": lambda t, m: t.pgettext("house rules line", "first lead: 2♣"),
        "2C-full": lambda t, m: t.pgettext("house rules line",
                                           "first lead: 2♣ with a full deck"),
        "eldest": lambda t, m: t.pgettext("house rules line", "first lead: left of the dealer"),
        "low-club": lambda t, m: t.pgettext("house rules line", "first lead: lowest club")},
    "trump": {
        "none": lambda t, m: t.pgettext("house rules line", "trumps: none"),
        "rotate": lambda t, m: t.pgettext("house rules line", "trumps: ♦ ♣ ♥ ♠ in turn")},
    "deck_prep": {
        "rickety": lambda t, m: t.pgettext("house rules line", "deck: Rickety Kate's"),
        "even": lambda t, m: t.pgettext("house rules line", "deck: even deal"),
        "kitty": lambda t, m: t.pgettext("house rules line", "deck: kitty"),
        "piquet": lambda t, m: t.pgettext("house rules line", "deck: 32 cards"),
        "short24": lambda t, m: t.pgettext("house rules line", "deck: 24 cards"),
        "short36": lambda t, m: t.pgettext("house rules line", "deck: 36 cards")},
    "pack": {
        "short": lambda t, m: t.pgettext("house rules line", "pack: 32 cards"),
        "full": lambda t, m: t.pgettext("house rules line", "pack: 52 cards")},
    "barbu_pack": {
        "52": lambda t, m: t.pgettext("house rules line", "pack: 52 cards"),
        "32": lambda t, m: t.pgettext("house rules line", "pack: 32 cards, the salade")},
    "slobberhannes_scoring": {
        "dutch": lambda t, m: t.pgettext("house rules line", "Q♣ 1, 1 more for all three"),
        "polish": lambda t, m: t.pgettext("house rules line", "Q♣ 2, no bonus")},
    "direction": {
        "clockwise": lambda t, m: t.pgettext("house rules line", "play to the left"),
        "counter-clockwise": lambda t, m: t.pgettext("house rules line", "play to the right")},
    "bonken_lead": {
        "dealer": lambda t, m: t.pgettext("house rules line", "the dealer leads"),
        "opposite": lambda t, m: t.pgettext("house rules line",
                                            "the player opposite the chooser leads")},
    "barbu_rotation": {
        "declarer": lambda t, m: t.pgettext("house rules line", "seven deals per declarer"),
        "every": lambda t, m: t.pgettext("house rules line", "the deal moves every deal")},
    "kierki_form": {
        "full": lambda t, m: t.pgettext("house rules line", "with the robber"),
        "no-robber-trumps": lambda t, m: t.pgettext("house rules line",
                                                    "no robber, trump deals"),
        "no-robber-domino": lambda t, m: t.pgettext("house rules line",
                                                    "no robber, one loteryjka"),
        "no-robber-dominoes": lambda t, m: t.pgettext("house rules line",
                                                      "no robber, a loteryjka each"),
        "plain": lambda t, m: t.pgettext("house rules line", "kierki zwykłe")},
    "deal6_tricks": {
        "7-last": lambda t, m: t.pgettext("house rules line", "deal 6: 7th and last tricks"),
        "last-two": lambda t, m: t.pgettext("house rules line", "deal 6: the last two tricks"),
        "last": lambda t, m: t.pgettext("house rules line", "deal 6: the last trick, double"),
        "3-7": lambda t, m: t.pgettext("house rules line", "deal 6: 3rd and 7th tricks"),
        "3-8": lambda t, m: t.pgettext("house rules line", "deal 6: 3rd and 8th tricks"),
        "6-last": lambda t, m: t.pgettext("house rules line", "deal 6: 6th and last tricks")},
}
