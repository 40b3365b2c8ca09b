"""Every option a game carries (docs/RULES.md section 3), in one registry: its name,
type, allowed values, label and one-line help. Pure data.

Three readers: the API's validation (options.check_option), the new-game form
(companion/pages/start/form.py) and the table in docs/OPTIONS.md
(docs/make_options.py writes it; a test keeps it current). Defaults come from the
presets (presets.py), per ruleset and table size: `default`. A choice's words may
name `{moon}`, what the moon is worth in that ruleset.
"""
from dataclasses import dataclass

from .marks import N_
from .presets import PRESETS, preset_options
from .small_games import REPEATED


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "choice", "number", "flag" or "cards" (card_values)
    label: str
    help: str = ""
    choices: tuple[tuple, ...] = ()  # (value, words): every value allowed, in order
    low: int | None = None  # numbers: the range allowed
    high: int | None = None
    nullable: bool = False  # None is allowed (and means "worked out from the cards")
    blank: str = ""  # the form's words for leaving it to the ruleset and table size
    form: str = ""  # where the new-game form shows it: "main", "more", "" (API only)
    only: tuple[str, ...] = ()  # the rulesets whose form shows it (empty: every one)
    # Only one choice of another option uses it, (option, value): the form asks it
    # beside that choice, and only while it is picked.
    beside: tuple[str, str] | None = None

    @property
    def values(self) -> tuple:
        return tuple(value for value, _words in self.choices)


def _options(*options: Option) -> dict[str, Option]:
    return {option.name: option for option in options}


OPTIONS = _options(
    Option("end_rule", "choice", N_("When does the game end?"), form="main", choices=(
        ("reach", N_("After the hand in which a total reaches the end score")),
        ("over", N_("After the hand in which a total goes over the end score")),
        ("hands", N_("After a number of hands")),
        ("time", N_("When the time is up (the hand being played is finished)")),
        ("open", N_("When we say so")),
        ("turn", N_("Count up to the turn score, then down: the first at 0 or below "
                    "wins")))),
    Option("end_score", "number", N_("End score"),
           N_("Usually 100 (Spot Hearts 500); 50 for a short game."),
           low=1, high=10000, form="main"),
    Option("turn_score", "number", N_("Turn score"),
           N_("When a total reaches it, everyone counts down from the next deal."),
           low=1, high=1000, form="more", beside=("end_rule", "turn")),
    Option("turn_cap", "flag", N_("At the turn, a total over the turn score comes down to it"),
           form="more", only=("hartenjagen-nl",)),
    Option("turn_end", "choice", N_("Counting down, who wins"), form="more",
           only=("hartenjagen-nl",), choices=(
               ("zero", N_("The first at 0 or below")),
               ("exact", N_("The first at exactly 0; going below bounces back up")))),
    Option("moon", "choice", N_("Shooting the moon (one player takes every penalty card)"),
           form="main", choices=(
               ("none", N_("No moon: everyone scores what they took")),
               ("old", N_("Old moon: the shooter scores 0, everyone else +{moon}")),
               ("new", N_("New moon: the shooter chooses +{moon} for everyone else or "
                          "−{moon} for themselves")),
               ("minus", N_("Minus moon: the shooter always scores −{moon}")),
               ("lot", N_("Going for the lot: the shooter chooses to reset their own total "
                          "to 0 or to double everyone else's")))),
    Option("pass", "choice", N_("Passing cards before play"), form="more", choices=(
        ("rotate", N_("Left, right, across, hold, in turn")), ("left", N_("Always to the left")),
        ("right", N_("Always to the right")), ("none", N_("No passing")),
        ("left-across-right", N_("Left, across, right, hold, in turn")),
        ("right-left-across", N_("Right, left, across, hold, in turn")),
        ("rotate-left", N_("One seat further left each hand (left, 2 left, …), then a hold")),
        ("left-right-2", N_("Left, right, 2 left, 2 right, hold (5 or 6 players)")),
        ("scatter", N_("Left, right, across, then one card to each other player")))),
    Option("tie", "choice", N_("A tie for lowest at the end"), form="more", choices=(
        ("tiebreak", N_("Tie-break hands among the tied players")),
        ("draw", N_("A draw: the tied players share the win")),
        ("play-on", N_("One more deal for everyone, until one total is best")))),
    Option("jack_of_diamonds", "flag", N_("Jack of Diamonds −10"),
           N_("Whoever takes the J♦ takes 10 off."), form="more"),
    Option("ten_of_diamonds", "flag", N_("Ten of Diamonds −10 (Omnibus)"),
           N_("Whoever takes the 10♦ takes 10 off."), form="more"),
    Option("moon_needs_bonus", "flag", N_("The moon needs the bonus cards too"),
           N_("A shooter must also take the minus cards."), form="more"),
    Option("bonus_in_moon", "choice", N_("A bonus card the shooter took"), form="more", choices=(
        ("keep", N_("Still counts for the shooter, on top of the moon")),
        ("absorbed", N_("Counts for nothing: the moon replaces the shooter's whole count")))),
    Option("sun", "choice", N_("Shooting the sun (one player wins every trick)"), form="more",
           choices=(("none", N_("No sun: it is scored as a moon")),
                    ("on", N_("The sun is worth twice the moon: 2 × {moon}, scored as the "
                              "moon is")))),
    Option("moon_safety", "choice", N_("When the moon would end the game"), form="more", choices=(
        ("off", N_("Nothing special: the moon is scored as the rule says")),
        ("safety", N_("Safety moon: if +{moon} for the others would end the game with the "
                      "shooter not alone on the lowest total, the shooter takes −{moon} "
                      "instead")),
        ("auto-new", N_("Whenever +{moon} for the others would end the game, the shooter "
                        "takes −{moon} instead")))),
    Option("partnership", "choice", N_("Partners (four players, partners opposite)"),
           form="more", choices=(
               ("none", N_("No partners: everyone plays for themselves")),
               ("team", N_("Teams: partners add their points, a moon may be the two of them")),
               ("partner-hearts", N_("Teams, but a moon is one player's, worth 2 × {moon} "
                                     "to the other team")),
               ("individual", N_("Everyone scores alone; at the end the lower team sum wins")))),
    Option("queen_value", "number", N_("Queen of Spades"), N_("What the Q♠ counts."),
           low=0, high=100,
           choices=((0, N_("0: an ordinary card")), (12, "12"), (13, "13"), (25, "25"), (50, "50")),
           nullable=True, blank=N_("As the game has it"), form="more"),
    Option("exact_score", "choice", N_("Landing exactly on the end score"), form="more", choices=(
        ("none", N_("Nothing special")), ("minus50", N_("Takes 50 off that total")),
        ("reset0", N_("Resets that total to 0")))),
    Option("floor", "choice", N_("Floor at zero"), form="more", choices=(
        ("off", N_("Totals may go below 0")), ("total", N_("No total below 0: a lower one is 0")))),
    Option("rickety_craig", "flag", N_("Rickety Craig"),
           N_("Whoever takes the fewest points in a hand gets +10."), form="more"),
    Option("renege_penalty", "number", N_("Renege penalty"),
           N_("Points for playing off-suit while holding the suit led."), low=0, high=1000,
           form="more"),
    Option("decks", "number", N_("Decks"), N_("One deck, or two shuffled together."), low=1, high=2,
           choices=((1, N_("One deck")), (2, N_("Two decks shuffled together"))),
           blank=N_("Usual for the table size"), form="more"),
    Option("end_hands", "number", N_("Number of hands"),
           N_("Used when the game ends after a number of hands."), low=1, high=1000, form="more",
           beside=("end_rule", "hands")),
    Option("time_limit_minutes", "number", N_("Time limit (minutes)"),
           N_("Used when the game ends on time."), low=1, high=1440, form="more",
           beside=("end_rule", "time")),
    Option("first_lead", "choice", N_("First lead"), form="more", choices=(
        ("2C", N_("Whoever holds the 2♣ leads it, whenever it is in play")),
        ("2C-full", N_("The 2♣ leads with a full deck; otherwise left of the dealer leads")),
        ("eldest", N_("The player left of the dealer leads any card")),
        ("low-club", N_("Whoever holds the lowest club in play leads it (7♣ in a 32-card "
                        "pack)")))),
    Option("first_trick", "flag", N_("No penalty cards on the first trick"),
           N_("Unless a player holds nothing else."), form="more"),
    Option("black_jack", "flag", N_("Black Jack"),
           N_("The J♠ is worth 10 and the Q♠ is an ordinary card."), form="more"),
    Option("ten_of_spades_15", "flag", N_("10♠ counts 15 instead of 20"), form="more",
           only=("black-lady",)),
    Option("pass_count", "number", "Cards passed", "How many cards each player passes.",
           low=1, high=5),
    Option("queen_refusal", "flag", "The Queen of Spades may be refused",
           "When it is passed; the passer then passes another card."),
    Option("hearts_broken", "flag", "Hearts must be broken",
           "No heart is led until one has been discarded."),
    Option("moon_value", "number", "Moon value",
           "What the moon is worth; none: the positive cards in play.", low=1, high=10000,
           nullable=True),
    Option("sun_value", "number", "Sun value",
           "What the sun is worth; none: twice the moon.", low=1, high=10000, nullable=True),
    Option("trump", "choice", "Trumps", choices=(
        ("none", "No trumps"), ("rotate", "A trump each hand: ♦ ♣ ♥ ♠ in turn"))),
    Option("cancellation", "flag", "Identical cards cancel",
           "With two decks, two identical cards in one trick cancel each other."),
    Option("deck_prep", "choice", "Making the deck ready", choices=(
        ("rickety", "Rickety Kate's cards out for 3, 5 and 6 players"),
        ("even", "The fewest low clubs and diamonds out for an even deal"),
        ("kitty", "Deal in rounds; the cards left over are a kitty"),
        ("piquet", "The 32-card pack, 7 to ace (7♠ 7♣ out for an uneven table)"),
        ("short24", "The 24-card pack, 9 to ace"))),
    Option("card_values", "cards", "Card values",
           "Points of each penalty card, like {\"QS\": 13}; minus for bonus cards."),
    # The compendium games' (RULES-national; schedules.py). Their schedule is the
    # ruleset's own; the options below it are each game's documented readings.
    Option("contracts", "choice", "Schedule of contracts",
           "Set by the ruleset: a compendium game plays a fixed list of contracts.", choices=(
               ("none", "None: every hand scores the penalty cards"),
               ("kierki", "Kierki: seven penalty deals, a trump deal each, the loteryjka"),
               ("kierki-short", "Kierki at the short scale: four series of twelve deals"),
               ("herzeln", "Herzeln: eight tours, the 32-card pack"),
               ("barbu", "Barbu: each declarer names each of seven contracts once"),
               ("bonken", "Bonken: the dealer's left names a contract, each once a match"),
               ("polignac", "Polignac: the jacks every deal, a capot announced"),
               ("slobberhannes", "Slobberhannes: the first and last tricks and the Q♣"),
               ("knaves", "Knaves: tricks up, the jacks down, a trump turned up"))),
    Option("deal6_tricks", "choice", N_("Deal 6: the tricks that cost"), form="more",
           only=("kierki",), choices=(
               ("7-last", N_("The 7th and the last trick")),
               ("last-two", N_("The last two tricks")),
               ("last", N_("The last trick alone, worth both")),
               ("3-7", N_("The 3rd and the 7th trick")),
               ("3-8", N_("The 3rd and the 8th trick")),
               ("6-last", N_("The 6th and the last trick")))),
    Option("kierki_form", "choice", N_("Which deals are played"), form="more",
           only=("kierki",), choices=(
               ("full", N_("Seven penalty deals with the robber, a trump deal each, the "
                           "loteryjka")),
               ("no-robber-trumps", N_("Six penalty deals, then a trump deal each")),
               ("no-robber-domino", N_("Six penalty deals, then one loteryjka")),
               ("no-robber-dominoes", N_("Six penalty deals, then a loteryjka each, at "
                                         "smaller values")),
               ("plain", N_("Kierki zwykłe: the six penalty deals counted up, the lowest "
                            "total wins")))),
    Option("three_trumps_20", "flag", N_("Three players: a trump trick +20"),
           N_("Instead of +25; the match then no longer adds up to 0."), form="more",
           only=("kierki",)),
    Option("barbu_rotation", "choice", N_("Who deals and declares"), form="more",
           only=("barbu",), choices=(
               ("declarer", N_("Each player deals and declares seven deals in a row")),
               ("every", N_("The deal moves on every deal; each declarer still names each "
                            "contract once")))),
    Option("king_of_hearts_discard", "flag", N_("Deal 5: the K♥ goes at the first chance"),
           N_("Whoever holds the K♥ must discard it at the first chance (the panel says so)."),
           form="more", only=("kierki", "kierki-short")),
    Option("bonken_lead", "choice", N_("Who leads"), form="more", only=("bonken",), choices=(
        ("dealer", N_("The dealer")),
        ("opposite", N_("The player opposite the chooser")))),
    Option("no_trumps", "flag", N_("“No trumps” may be chosen"),
           N_("In a trump deal, trumps may also be “none”."), form="more", only=("kierki",)),
)
# Options a compendium game takes besides its own (`only`): the others are about
# penalty cards, passing and ends it does not have. A small game (small_games.py) plays
# to an end score, so its end is the table's to choose.
COMPENDIUM_ALSO = ("renege_penalty",)
SMALL_ALSO = ("end_rule", "end_score", "end_hands", "time_limit_minutes", "tie")


def compendium(ruleset: str) -> bool:
    return PRESETS[ruleset]["options"].get("contracts", "none") != "none"


def applies(option: Option, ruleset: str) -> bool:
    """Does the option mean anything in that ruleset? A compendium game's own options
    only in it; the penalty games' options only in those (and renege_penalty in all)."""
    if option.only:
        return ruleset in option.only
    if option.name == "contracts":
        return False  # the ruleset's own
    if PRESETS[ruleset]["options"].get("contracts") in REPEATED and option.name in SMALL_ALSO:
        return True
    return not compendium(ruleset) or option.name in COMPENDIUM_ALSO


def default(name: str, ruleset: str, players: int = 4):
    """The option's value in that ruleset's preset for a table of that size."""
    return preset_options(ruleset, players)[name]


def on_form(ruleset: str) -> list[Option]:
    """The options the new-game form shows for that ruleset, in the form's order."""
    return [o for o in OPTIONS.values() if o.form and applies(o, ruleset)]
