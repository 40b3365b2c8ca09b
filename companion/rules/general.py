"""The general options (docs/RULES.md section 3): each one's name, type, allowed values,
default, label and one-line help. Pure data; a game's own options live in its
declaration (rules/games/), and registry.py puts the two together.

A choice's words may name `{moon}`, what the moon is worth in that game.
"""
from .marks import N_
from .option import Option, listed

HEARTS_1 = {f"{r}H": 1 for r in "23456789TJQKA"}
QS_13 = {"QS": 13}

GENERAL = listed(
    Option("end_rule", "choice", N_("When does the game end?"), form="main", choices=(
        ("reach", N_("After the hand in which a total reaches the end score")),
        ("over", N_("After the hand in which a total goes over the end score")),
        ("hands", N_("After a number of hands")),
        ("time", N_("When the time is up (the hand being played is finished)")),
        ("open", N_("When we say so")),
        ("turn", N_("Count up to the turn score, then down: the first at 0 or below "
                    "wins"))), default='reach'),
    Option("end_score", "number", N_("End score"),
           N_("Usually 100 (Spot Hearts 500); 50 for a short game."),
           low=1, high=10000, form="main", default=100),
    Option("turn_score", "number", N_("Turn score"),
           N_("When a total reaches it, everyone counts down from the next deal."),
           low=1, high=1000, form="more", beside=("end_rule", "turn"), default=50),
    Option("moon", "choice", N_("Shooting the moon (one player takes every penalty card)"),
           form="main", choices=(
               ("none", N_("No moon: everyone scores what they took")),
               ("old", N_("Old moon: the shooter scores 0, everyone else +{moon}")),
               ("new", N_("New moon: the shooter chooses +{moon} for everyone else or "
                          "−{moon} for themselves")),
               ("minus", N_("Minus moon: the shooter always scores −{moon}")),
               ("lot", N_("Going for the lot: the shooter chooses to reset their own total "
                          "to 0 or to double everyone else's"))), default='old'),
    Option("pass", "choice", N_("Passing cards before play"), form="more", choices=(
        ("rotate", N_("Left, right, across, hold, in turn")), ("left", N_("Always to the left")),
        ("right", N_("Always to the right")), ("none", N_("No passing")),
        ("left-across-right", N_("Left, across, right, hold, in turn")),
        ("right-left-across", N_("Right, left, across, hold, in turn")),
        ("rotate-left", N_("One seat further left each hand (left, 2 left, …), then a hold")),
        ("left-right-2", N_("Left, right, 2 left, 2 right, hold (5 or 6 players)")),
        ("scatter", N_("Left, right, across, then one card to each other player"))), default='rotate'),
    Option("tie", "choice", N_("A tie for lowest at the end"), form="more", choices=(
        ("tiebreak", N_("Tie-break hands among the tied players")),
        ("draw", N_("A draw: the tied players share the win")),
        ("play-on", N_("One more deal for everyone, until one total is best"))), default='tiebreak'),
    Option("jack_of_diamonds", "flag", N_("Jack of Diamonds −10"),
           N_("Whoever takes the J♦ takes 10 off."), form="more", default=False),
    Option("ten_of_diamonds", "flag", N_("Ten of Diamonds −10 (Omnibus)"),
           N_("Whoever takes the 10♦ takes 10 off."), form="more", default=False),
    Option("moon_needs_bonus", "flag", N_("The moon needs the bonus cards too"),
           N_("A shooter must also take the minus cards."), form="more", default=False),
    Option("bonus_in_moon", "choice", N_("A bonus card the shooter took"), form="more", choices=(
        ("keep", N_("Still counts for the shooter, on top of the moon")),
        ("absorbed", N_("Counts for nothing: the moon replaces the shooter's whole count"))), default='keep'),
    Option("sun", "choice", N_("Shooting the sun (one player wins every trick)"), form="more",
           choices=(("none", N_("No sun: it is scored as a moon")),
                    ("on", N_("The sun is worth twice the moon: 2 × {moon}, scored as the "
                              "moon is"))), default='none'),
    Option("moon_safety", "choice", N_("When the moon would end the game"), form="more", choices=(
        ("off", N_("Nothing special: the moon is scored as the rule says")),
        ("safety", N_("Safety moon: if +{moon} for the others would end the game with the "
                      "shooter not alone on the lowest total, the shooter takes −{moon} "
                      "instead")),
        ("auto-new", N_("Whenever +{moon} for the others would end the game, the shooter "
                        "takes −{moon} instead"))), default='off'),
    Option("partnership", "choice", N_("Partners (four players, partners opposite)"),
           form="more", choices=(
               ("none", N_("No partners: everyone plays for themselves")),
               ("team", N_("Teams: partners add their points, a moon may be the two of them")),
               ("partner-hearts", N_("Teams, but a moon is one player's, worth 2 × {moon} "
                                     "to the other team")),
               ("individual", N_("Everyone scores alone; at the end the lower team sum wins"))), default='none'),
    Option("queen_value", "number", N_("Queen of Spades"), N_("What the Q♠ counts."),
           low=0, high=100,
           choices=((0, N_("0: an ordinary card")), (12, "12"), (13, "13"), (25, "25"), (50, "50")),
           nullable=True, blank=N_("As the game has it"), form="more", default=None),
    Option("exact_score", "choice", N_("Landing exactly on the end score"), form="more", choices=(
        ("none", N_("Nothing special")), ("minus50", N_("Takes 50 off that total")),
        ("reset0", N_("Resets that total to 0"))), default='none'),
    Option("floor", "choice", N_("Floor at zero"), form="more", choices=(
        ("off", N_("Totals may go below 0")), ("total", N_("No total below 0: a lower one is 0"))), default='off'),
    Option("rickety_craig", "flag", N_("Rickety Craig"),
           N_("Whoever takes the fewest points in a hand gets +10."), form="more", default=False),
    Option("renege_penalty", "number", N_("Renege penalty"),
           N_("Points for playing off-suit while holding the suit led."), low=0, high=1000,
           form="more", default=13),
    Option("decks", "number", N_("Decks"), N_("One deck, or two shuffled together."), low=1, high=2,
           choices=((1, N_("One deck")), (2, N_("Two decks shuffled together"))),
           blank=N_("Usual for the table size"), form="more", default=1),
    Option("end_hands", "number", N_("Number of hands"),
           N_("Used when the game ends after a number of hands."), low=1, high=1000, form="more",
           beside=("end_rule", "hands"), default=10),
    Option("time_limit_minutes", "number", N_("Time limit (minutes)"),
           N_("Used when the game ends on time."), low=1, high=1440, form="more",
           beside=("end_rule", "time"), default=60),
    Option("first_lead", "choice", N_("First lead"), form="more", choices=(
        ("2C", N_("Whoever holds the 2♣ leads it, whenever it is in play")),
        ("2C-full", N_("The 2♣ leads with a full deck; otherwise left of the dealer leads")),
        ("eldest", N_("The player left of the dealer leads any card")),
        ("low-club", N_("Whoever holds the lowest club in play leads it (7♣ in a 32-card "
                        "pack)"))), default='2C'),
    Option("first_trick", "flag", N_("No penalty cards on the first trick"),
           N_("Unless a player holds nothing else."), form="more", default=True),
    Option("black_jack", "flag", N_("Black Jack"),
           N_("The J♠ is worth 10 and the Q♠ is an ordinary card."), form="more", default=False),
    Option("pass_count", "number", "Cards passed", "How many cards each player passes.",
           low=1, high=5, default=3),
    Option("queen_refusal", "flag", "The Queen of Spades may be refused",
           "When it is passed; the passer then passes another card.", default=False),
    Option("hearts_broken", "flag", "Hearts must be broken",
           "No heart is led until one has been discarded.", default=True),
    Option("moon_value", "number", "Moon value",
           "What the moon is worth; none: the positive cards in play.", low=1, high=10000,
           nullable=True, default=None),
    Option("sun_value", "number", "Sun value",
           "What the sun is worth; none: twice the moon.", low=1, high=10000, nullable=True, default=None),
    Option("trump", "choice", "Trumps", choices=(
        ("none", "No trumps"), ("rotate", "A trump each hand: ♦ ♣ ♥ ♠ in turn")), default='none'),
    Option("cancellation", "flag", "Identical cards cancel",
           "With two decks, two identical cards in one trick cancel each other.", default=False),
    Option("deck_prep", "choice", "Making the deck ready", choices=(
        ("rickety", "Rickety Kate's cards out for 3, 5 and 6 players"),
        ("even", "The fewest low clubs and diamonds out for an even deal"),
        ("kitty", "Deal in rounds; the cards left over are a kitty"),
        ("piquet", "The 32-card pack, 7 to ace (7♠ 7♣ out for an uneven table)"),
        ("short24", "The 24-card pack, 9 to ace"),
        ("short36", "The 36-card pack, 6 to ace")), default='rickety'),
    Option("card_values", "cards", "Card values",
           "Points of each penalty card, like {\"QS\": 13}; minus for bonus cards.",
           default={**HEARTS_1, **QS_13}),
)
