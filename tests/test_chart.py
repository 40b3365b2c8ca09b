"""The score chart: running totals per player as a server-drawn inline SVG."""
import re

from flask import render_template

from companion.pictures.chart import needed, nice_step, score_chart
from companion.pictures.keys import COLOURS, SHAPES
from companion.rules import Record, fold, read_entry, resolve_setup
from tests.helpers import HEARTS


def game_state(names, hands, ruleset="rickety-kate", options=None):
    players, resolved = resolve_setup(ruleset, list(names), options, 0)
    records = [Record(read_entry(body, len(players)), 0.0) for body in hands]
    return fold(players, resolved, 0, 0.0, records)


def qs_to(seat):
    return {"captured": {str(seat): ["QS"], str((seat + 1) % 4): HEARTS}}


def test_no_chart_before_the_first_hand():
    assert score_chart(game_state("ABCD", [])) is None


def test_lines_follow_the_running_totals_and_the_end_score_is_drawn():
    state = game_state(["Ann", "Bob", "Cat", "Dan"], [qs_to(0), qs_to(1), qs_to(0)])
    chart = score_chart(state)
    assert chart.hands == 3
    ticks = {value: y for y, value in chart.y_ticks}
    assert ticks[0] == chart.bottom and max(ticks) >= 100  # 0 at the floor, up to the end score
    end_y, label = chart.end_line
    assert label == 100 and abs(end_y - (chart.bottom - (chart.bottom - chart.top)
                                               * 100 / max(ticks))) < 0.2
    ann = chart.series[0]
    points = [tuple(map(float, p.split(","))) for p in ann.line[1:].split("L")]
    assert len(points) == 4  # hand 0 (all zero) and three hands
    totals = [0, 13, 13, 26]  # Ann takes the QS in hands 1 and 3
    scale = (chart.bottom - chart.top) / max(ticks)
    for (x, y), total in zip(points, totals):
        assert abs(y - (chart.bottom - total * scale)) < 0.2
    xs = [x for x, _ in points]
    assert xs[0] == chart.left and abs(xs[-1] - chart.right) < 0.1 and xs == sorted(xs)
    assert [s.total for s in chart.series] == state.totals


def test_every_player_has_a_colour_and_a_marker_of_their_own():
    names = [f"P{i}" for i in range(10)]
    total = game_state(names, [], "black-lady").next_hand.penalty_total
    state = game_state(names, [{"points": [100, total - 100] + [0] * 8}], "black-lady")
    chart = score_chart(state)
    assert len({s.colour for s in chart.series}) == 10
    assert len({(s.shape, s.hollow) for s in chart.series}) == 10
    assert len(COLOURS) == len(SHAPES) == 10
    assert all(s.markers and s.swatch for s in chart.series)


def test_negative_totals_and_a_hands_limit_fit_in_the_frame():
    state = game_state("ABCD", [{"captured": {"0": ["JD"], "1": ["QS"], "2": HEARTS}}],
                       options={"jack_of_diamonds": True, "end_rule": "hands", "end_hands": 8})
    chart = score_chart(state)
    assert min(value for _, value in chart.y_ticks) < 0 <= max(v for _, v in chart.y_ticks)
    assert chart.end_line is None  # no end score under a hands limit
    assert chart.x_ticks[-1][1] == 8  # the axis runs to the last hand
    for series in chart.series:
        for x, y in (map(float, p.split(",")) for p in series.line[1:].split("L")):
            assert chart.left <= x <= chart.right and chart.top <= y <= chart.bottom


def test_long_games_thin_out_the_markers():
    state = game_state("ABCD", [qs_to(h % 4) for h in range(7)] * 4, options={"end_score": 1000})
    chart = score_chart(state)
    assert chart.hands == 28
    assert chart.series[0].markers.count("M") <= 16


def test_nice_steps():
    assert nice_step(100, 5) == 20 and nice_step(13, 5) == 5 and nice_step(1, 5) == 1
    assert nice_step(240, 5) == 50 and nice_step(8, 8) == 1 and nice_step(30, 8) == 5


def test_rendered_svg_uses_presentation_attributes_and_escapes_names(app):
    state = game_state(["<b>Ann</b>", '"><img src=x>', "Cat", "Dan"], [qs_to(0)])
    with app.test_request_context():
        html = render_template("board/_chart.html", chart=score_chart(state))
    assert "style=" not in html
    assert "<b>Ann</b>" not in html and "&lt;b&gt;Ann&lt;/b&gt;" in html
    assert "<img" not in html
    assert 'stroke-dasharray="6 4"' in html  # the end score line
    assert re.search(r'<desc id="chart-desc">Running totals after 1 hand: ', html)
    assert html.count('class="legend-name"') == 4


def test_a_long_game_draws_its_lines_in_few_points_that_follow_every_total():
    """3,000 hands draw in a few dozen points, none of the hands further than a quarter
    of a chart unit from the line drawn."""
    hands = [qs_to(h % 4) for h in range(3000)]
    hands[1500] = {"captured": {"0": ["QS"] + HEARTS}}  # Ann shoots the moon: a step down
    state = game_state("ABCD", hands, options={"end_rule": "open"})
    chart = score_chart(state)
    right, bottom = chart.right, chart.bottom
    for series in chart.series:
        drawn = [tuple(map(float, p.split(","))) for p in series.line[1:].split("L")]
        assert len(drawn) < 100
        assert all(a[0] < b[0] for a, b in zip(drawn, drawn[1:]))
        scale = (bottom - chart.top) / (chart.y_ticks[-1][1] - chart.y_ticks[0][1])
        for h, total in enumerate([0] + [hand.totals[series.seat] for hand in state.hands]):
            x = chart.left + (right - chart.left) * h / 3000
            y = bottom - (total - chart.y_ticks[0][1]) * scale
            (x0, y0), (x1, y1) = next((a, b) for a, b in zip(drawn, drawn[1:])
                                      if a[0] <= x + 0.05 and x - 0.05 <= b[0])
            on_line = y0 + (y1 - y0) * (x - x0) / ((x1 - x0) or 1)
            assert abs(on_line - y) < 0.25 + 0.3, (series.seat, h)  # the .1 rounding, a slope


def test_a_line_keeps_its_corners_and_ends():
    assert needed([0, 0, 0, 5, 5], 1.0, 1.0, 0.25) == [0, 2, 3, 4]
    assert needed([0, 1], 1.0, 1.0, 0.25) == [0, 1]
    assert needed([3], 1.0, 1.0, 0.25) == [0]
    # a one-point step is a corner when a point is a unit high, none when a hundredth
    assert needed([0, 0, 0, 1, 1, 1], 1.0, 1.0, 0.25) == [0, 2, 3, 5]
    assert needed([0, 0, 0, 1, 1, 1], 1.0, 0.01, 0.25) == [0, 5]


def test_the_tv_frame_makes_room_for_a_long_label():
    """The TV's 24-unit labels had room for three figures: "1000" at an end of 1,000
    ran off the chart's left edge."""
    from companion.pictures.chart import PHONE, TV

    state = game_state(["Ann", "Bob", "Cat", "Dan"], [qs_to(0)], options={"end_score": 1000})
    for frame in (PHONE, TV):
        chart = score_chart(state, frame)
        longest = max(len(str(value)) for _y, value in chart.y_ticks)
        assert longest == 4
        assert chart.left >= frame.font * 0.6 * longest + frame.font / 2  # room, and a gap
    assert score_chart(game_state("ABCD", [qs_to(0)]), TV).left == TV.left  # "100" fits


def test_the_end_scores_words_stand_inside_the_picture():
    """Where the end line runs along the top (Polignac's 10 is the axis' top), its words go
    under it: above, they stood on the chart's title."""
    state = game_state(["Ann", "Bob", "Cat", "Dan"],
                       [{"captured": {"0": ["JS", "JD"], "2": ["JH"], "3": ["JC"]}}], "polignac")
    chart = score_chart(state)
    line = chart.end_line[0]
    assert chart.end_label - 1.1 * chart.font >= 0 or chart.end_label > line
    past = score_chart(game_state(["Ann", "Bob", "Cat", "Dan"], [qs_to(0)],
                                  options={"end_score": 5}))
    assert past.end_label < past.end_line[0]  # room above (totals past it): over the line
