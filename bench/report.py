"""The figures as a Markdown section, checked against the targets, and into README."""
import os
import platform
import re
from datetime import date

from companion.pages.boards.live import POLL_SECONDS

TARGETS = {"save_p50_ms": 10, "poll_share": 0.80, "board_share": 0.30, "p99_ms": 50,
           "weight_kb": 30, "growth": 1.5}
# the writes of the growth table, each at 3,000 hands within TARGETS["growth"] of 10 hands
WRITES = {"save": "save", "undo": "undo", "correct": "correct the last hand",
          "first": "correct hand 1"}


LIVE_GAMES = 2000  # bench/run.py's round robin


def machine() -> str:
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            found = re.search(r"model name\s*:\s*(.+)", info.read())
            model = found.group(1).strip() if found else model
    except OSError:
        pass
    return f"{os.cpu_count()} cores ({model}), Python {platform.python_version()}"


def load_average() -> float:
    """The machine's one-minute load average (other work competing for the cores)."""
    return os.getloadavg()[0]


def peak_memory(pid: int) -> dict:
    """The server process's peak and current resident memory, in MB."""
    with open(f"/proc/{pid}/status") as status:
        fields = dict(line.split(":", 1) for line in status if ":" in line)
    return {k: int(fields[v].split()[0]) / 1024 for k, v in (("peak", "VmHWM"),
                                                               ("now", "VmRSS"))}


def _mark(ok: bool) -> str:
    return "✅" if ok else "❌ missed"


def checks(r: dict) -> dict:
    live, floor_rps = r["live"], r["live"]["floor"]["rps"]
    return {
        "save": r["save"]["p50"] < TARGETS["save_p50_ms"],
        "poll": live["poll"]["rps"] >= TARGETS["poll_share"] * floor_rps,
        "board": live["scoreboard"]["rps"] >= TARGETS["board_share"] * floor_rps,
        "p99": all(v["p99"] < TARGETS["p99_ms"] for v in live.values()),
        # the page's bytes (bodies as sent); the headers are shown beside them
        "weight": r["weight"]["first_load"]["body_sent"] / 1024 < TARGETS["weight_kb"],
        "poll_weight": r["weight"]["poll"]["sent"] / 1024 < TARGETS["weight_kb"],
        "many": r["many"]["round_robin"]["rps"]
        >= TARGETS["board_share"] * r["many"]["floor"]["rps"],
        "growth": all(r["growth"][-1][k]["p50"] <= TARGETS["growth"] * r["growth"][0][k]["p50"]
                      for k in WRITES),
    }


def all_met(r: dict) -> bool:
    return all(checks(r).values())


def markdown(r: dict) -> str:
    ok, live, floor = checks(r), r["live"], r["live"]["floor"]
    tool = floor.get("tool", "")
    lines = [f"Run of {date.today().isoformat()} on {machine()}; {r['engine']}; "
             f"`companion serve` (waitress) on loopback; load from {tool}.", "",
             *(["The PostgreSQL server runs on the same two cores: each read of the game "
                "costs its CPU too, which the static-file floor does not pay.", ""]
               if r["engine"] == "PostgreSQL" else []),
             "| figure | p50 | p99 | floor (static file) | target | |",
             "| --- | --- | --- | --- | --- | --- |",
             f"| save a hand (game of 200 hands), one phone | {r['save']['p50']:.1f} ms | "
             f"{r['save']['p99']:.1f} ms | {r['floor']['p50']:.1f} ms | p50 < 10 ms | "
             f"{_mark(ok['save'])} |",
             f"| undo that hand | {r['undo']['p50']:.1f} ms | {r['undo']['p99']:.1f} ms | "
             f"{r['floor']['p50']:.1f} ms | | |", "",
             f"Eight clients at once, {r['seconds']:.0f} s for each figure in 3 interleaved "
             "rounds (medians), on a game of 20 hands:", "",
             "| 8 clients | requests/s | share of floor | p50 | p99 | target | |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    names = {"floor": ("static file (the floor)", "", True),
             "poll": ("poll, nothing changed (204)", "≥ 80 %, p99 < 50 ms", ok["poll"]),
             "scoreboard": ("scoreboard page", "≥ 30 %, p99 < 50 ms", ok["board"]),
             "api": ("API state (JSON)", "p99 < 50 ms", True)}
    for key, (label, target, met) in names.items():
        v = live[key]
        lines.append(f"| {label} | {v['rps']:.0f} | {v['rps'] / floor['rps']:.0%} | "
                     f"{v['p50']:.1f} ms | {v['p99']:.1f} ms | {target} | "
                     f"{_mark(met and v['p99'] < TARGETS['p99_ms']) if target else ''} |")
    polls = live["poll"]["rps"]
    lines += ["", f"Watching phones one process holds: each polls every {POLL_SECONDS} s "
              f"(`POLL_SECONDS`), and the process answers {polls:.0f} nothing-changed polls a "
              f"second, so about {polls * POLL_SECONDS:,.0f} phones watching at once, before "
              "any of them loads a changed scoreboard (once a hand)."]
    lines += ["", "How the cost grows with the length of the game (one client, medians; the "
              "writes ask `Prefer: return=minimal`, so they answer in the size of what they "
              "changed; the API state is the whole game):", "",
              "| hands | scoreboard p50 | API state p50 | save p50 / p99 | undo p50 / p99 "
              "| correct the last hand p50 / p99 | correct hand 1 p50 / p99 |",
              "| --- | --- | --- | --- | --- | --- | --- |"]
    for row in r["growth"]:
        lines.append(f"| {row['hands']} | {row['scoreboard']['p50']:.1f} ms | "
                     f"{row['api']['p50']:.1f} ms | " + " | ".join(
                         f"{row[k]['p50']:.1f} / {row[k]['p99']:.1f} ms"
                         for k in WRITES) + " |")
    many = r["many"]
    share = many["round_robin"]["rps"] / many["floor"]["rps"]
    lines += ["", f"{LIVE_GAMES:,} live games, their scoreboards read round robin by 8 clients: "
              f"{many['round_robin']['rps']:.0f}/s, {share:.0%} of the floor "
              f"({many['floor']['rps']:.0f}/s), p99 {many['round_robin']['p99']:.0f} ms "
              f"(target ≥ 30 %) {_mark(share >= TARGETS['board_share'])}"]
    first, last = r["growth"][0], r["growth"][-1]
    lines += ["", f"At {last['hands']} hands against {first['hands']}, p50 (p99): " + ", ".join(
                  f"{WRITES[k]} {last[k]['p50'] / first[k]['p50']:.1f}× "
                  f"({last[k]['p99'] / first[k]['p99']:.1f}×)" for k in WRITES)
              + f" (target p50 within {TARGETS['growth']}×) {_mark(ok['growth'])}."]
    w = r["weight"]
    lines += ["", f"Page weight of a game of {w['hands']} hands, as a phone asks "
              "(Accept-Encoding: gzip, deflate, br) and uncompressed; per file with its "
              "response headers, the total without and with them:", "",
              "| what | uncompressed | as sent | encoding | target | |",
              "| --- | --- | --- | --- | --- | --- |"]
    for name, size in w["parts"].items():
        lines.append(f"| {name.split('?')[0]} ({size['kind']}) | {size['raw'] / 1024:.1f} KB | "
                     f"{size['sent'] / 1024:.1f} KB | {size['encoding']} | | |")
    first = w["first_load"]
    lines += [f"| **scoreboard first load, HTML + CSS + JS** | {first['body_raw'] / 1024:.1f} KB"
              f" | {first['body_sent'] / 1024:.1f} KB | | < 30 KB | {_mark(ok['weight'])} |",
              f"| the same with the response headers | {first['raw'] / 1024:.1f} KB | "
              f"{first['sent'] / 1024:.1f} KB | | | |",
              f"| one poll, nothing changed ({w['poll']['status']}) | | {w['poll']['sent']} B | "
              f"| < 30 KB | {_mark(ok['poll_weight'])} |",
              f"| one poll after a save (200) | {w['changed_poll']['raw'] / 1024:.1f} KB | "
              f"{w['changed_poll']['sent'] / 1024:.1f} KB | {w['changed_poll']['encoding']} "
              "| | |", "",
              f"Server process memory: peak {r['memory']['peak']:.0f} MB resident "
              f"({r['memory']['now']:.0f} MB at the end of the figures above); "
              f"{r['memory']['after']:.0f} MB after reading each of "
              f"{r['memory']['games']:,} games of 20 hands once. Load average of the machine "
              f"during the run: {r['load'][0]:.1f} at the start, {r['load'][1]:.1f} at the end."]
    return "\n".join(lines)


def side_by_side(runs: list[dict]) -> str:
    """The same run's engines beside each other, as shares of their own floor."""
    names = [r["engine"] for r in runs]
    lines = ["Both databases in one run (8 clients; each a share of its own static-file "
             "floor, and its p99):", "",
             "| figure | " + " | ".join(names) + " |",
             "| --- |" + " --- |" * len(runs)]
    for figure, label in (("poll", "poll, nothing changed"), ("scoreboard", "scoreboard page"),
                          ("api", "API state")):
        cells = [f"{r['live'][figure]['rps'] / r['live']['floor']['rps']:.2f}× "
                 f"(p99 {r['live'][figure]['p99']:.0f} ms)" for r in runs]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    cells = [f"{r['save']['p50']:.1f} ms" for r in runs]
    lines.append("| save a hand, p50 (200 hands) | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def write_readme(path, text: str, engine: str) -> None:
    """Replace the figures for this engine between the markers in ## Benchmarks."""
    start, end = f"<!-- bench:start {engine} -->", f"<!-- bench:end {engine} -->"
    readme = path.read_text()
    block = f"{start}\n{text}\n{end}"
    if start in readme:
        readme = re.sub(re.escape(start) + ".*?" + re.escape(end), lambda _m: block, readme,
                        flags=re.S)
    elif "## Benchmarks" in readme:  # at the end of the section
        following = readme.find("\n## ", readme.index("## Benchmarks") + 1)
        at = len(readme) if following < 0 else following + 1
        readme = readme[:at].rstrip("\n") + "\n\n" + block + "\n\n" + readme[at:]
    else:
        readme = readme.rstrip() + "\n\n## Benchmarks\n\n" + block + "\n"
    path.write_text(readme)
