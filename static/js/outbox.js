/* The scorer's outbox: a hand is written to this phone (localStorage, one list per game)
   before it is sent, and leaves it only once the server has it. A dropped network, a
   sleeping server or a lost answer cannot lose it; its idempotency key (made by the
   server with the form) means sending it twice writes it once.

   Sending what waits (flush): ask /sync which keys the game already has (an answer that
   was lost on the way: drop those), then send the rest in the order they were kept.
   Sent or replayed: dropped. 409 (another phone entered that hand) or any other refusal:
   kept, marked, and nothing after it is sent: never renumber a hand by itself.
   No network, a timeout or a 5xx: kept as it is, tried again later.
   This file knows nothing of the page; outbox-page.js shows it. */
import {say} from "companion/connection.js";

var TIMEOUT_MS = 8000;
var PREFIX = "companion.outbox.";
var NEXT = "companion.next.";
var running = {};

function read(game) {
  try {
    return JSON.parse(window.localStorage.getItem(PREFIX + game) || "[]");
  } catch (e) {
    return [];
  }
}
// Throws when the phone will not store (private mode, full): the caller then posts
// the form the old way instead of promising to keep the hand.
function write(game, hands) {
  if (hands.length) {
    window.localStorage.setItem(PREFIX + game, JSON.stringify(hands));
  } else {
    window.localStorage.removeItem(PREFIX + game);
  }
  document.dispatchEvent(new CustomEvent("companion:outbox", {detail: {game: game}}));
}
function change(game, key, edit) {
  write(game, read(game).filter(function (hand) {
    return hand.key !== key || edit(hand) !== false;
  }));
}

// The server's next hand number as last heard (for a page that came from the service
// worker's copy, which may be older than that).
export function learn(game, number) {
  try {
    if (number) window.localStorage.setItem(NEXT + game, String(number));
  } catch (e) { /* not kept: the page's own number stands */ }
}

function token() {
  try {
    return JSON.parse(document.body.getAttribute("data-hx-headers"))["X-CSRFToken"] || "";
  } catch (e) {
    return "";
  }
}

// One request with a deadline: {status, body}; status 0 when nothing came back.
function request(url, options) {
  var control = new AbortController();
  var timer = window.setTimeout(function () { control.abort(); }, TIMEOUT_MS);
  options.signal = control.signal;
  options.credentials = "same-origin";
  options.cache = "no-store";
  options.headers = Object.assign({"Accept": "application/json"}, options.headers);
  return window.fetch(url, options).then(function (response) {
    return response.json().catch(function () { return {}; }).then(function (body) {
      return {status: response.status, body: body};
    });
  }).catch(function () {
    return {status: 0, body: {}};
  }).then(function (answer) {
    window.clearTimeout(timer);
    return answer;
  });
}

function send(hand) {
  // The token stored with the hand may be from another session: use this page's.
  var body = new URLSearchParams(hand.fields);
  body.set("csrf_token", token());
  return request(hand.action, {method: "POST", body: body, headers: {"X-CSRFToken": token()}});
}

function outcome(status) {
  if (status === 200 || status === 201) return "sent";
  if (status === 0 || status === 429 || status >= 500) return "offline";  // try again later
  return status === 409 ? "conflict" : "refused";
}

function next(game, report) {
  var hand = read(game)[0];
  if (!hand) return report;
  if (hand.state !== "waiting") {
    report.blocked = hand;
    return report;
  }
  document.dispatchEvent(new CustomEvent("companion:sending", {detail: {hand: hand}}));
  return send(hand).then(function (answer) {
    var result = outcome(answer.status);
    if (result === "sent") {
      change(game, hand.key, function () { return false; });
      if (!hand.correction) learn(game, Math.max(hand.number + 1, known(game)));
      report.sent.push(hand);
      return next(game, report);
    }
    if (result === "offline") {
      report.offline = true;
      return report;
    }
    change(game, hand.key, function (kept) {
      kept.state = result;
      kept.status = answer.status;
      kept.error = answer.body.error || say("failed", {status: answer.status});
      kept.field = answer.body.field || null;
    });
    report.blocked = read(game)[0];
    return report;
  });
}

function flushAll(game, syncUrl) {
  var report = {sent: [], offline: false, blocked: null, error: null};
  return request(syncUrl, {method: "GET"}).then(function (answer) {
    if (answer.status !== 200) {
      report.offline = outcome(answer.status) === "offline";
      report.error = report.offline ? null : answer.body.error || null;
      return report;
    }
    learn(game, answer.body.next_number);
    var known = answer.body.keys || [];
    read(game).forEach(function (hand) {  // already there: only the answer was lost
      if (known.indexOf(hand.key) < 0) return;
      change(game, hand.key, function () { return false; });
      report.sent.push(hand);
    });
    return next(game, report);
  });
}

export function known(game) {
  return parseInt(window.localStorage.getItem(NEXT + game) || "0", 10) || 0;
}

export {read as hands};

export function keep(game, hand) {
  var hands = read(game), at = -1;
  hands.forEach(function (kept, i) { if (kept.key === hand.key) at = i; });
  hand.state = "waiting";
  if (at >= 0) hands[at] = hand; else hands.push(hand);
  write(game, hands);
}
export function discard(game, key) { change(game, key, function () { return false; }); }

// A refusal that a new page may cure (a CSRF token, rights given back) is tried
// again once per page; a 409 or 422 waits for the scorer.
export function retry(game) {
  read(game).forEach(function (hand) {
    if (hand.state === "refused" && hand.status !== 422) {
      change(game, hand.key, function (kept) { kept.state = "waiting"; });
    }
  });
}

// One flush at a time per game; a second caller gets the same promise.
export function flush(game, syncUrl) {
  if (!read(game).length) return Promise.resolve({sent: [], offline: false, blocked: null});
  if (!running[game]) {
    running[game] = flushAll(game, syncUrl).then(function (report) {
      delete running[game];
      return report;
    });
  }
  return running[game];
}
