/* The entry form on the phone, between taps and Save:
   - The draft: every tap is written to this phone (localStorage, one draft per game,
     hand number and mode) and put back when the page is opened again (a reload, the
     browser dropping the tab), until the hand is saved or its number has moved on.
   - Back after Save: a page the browser brings back from its cache for a hand already
     saved is loaded again, so it shows the next hand (the form itself never keeps its
     answers: autocomplete=off).
   - A big table's cards (templates/_entry_players.html): a tap on a card gives that
     player one more copy, up to the copies nobody else has, then back to 0; a kind of
     many copies (.tally-menu) is the phone's own menu of numbers instead.
   The outbox (outbox*.js) keeps a hand once Save is tapped; this file only the taps
   before it. */
import * as outbox from "companion/outbox.js";
import {fill, touched} from "companion/outbox-form.js";

var PREFIX = "companion.draft.";
var SKIP = ["csrf_token", "idempotency_key", "expected_number", "mode"];

function draftForm() { return document.querySelector("#entry[data-draft]"); }
function value(form, name) { return (form.querySelector('[name="' + name + '"]') || {}).value; }
function number(form) { return parseInt(value(form, "expected_number"), 10) || 0; }
function keyOf(form) {
  return PREFIX + form.getAttribute("data-draft") + "." + number(form) + "." + value(form, "mode");
}
function store(act) {
  try { return act(window.localStorage); } catch (e) { return null; }  // private mode, full
}

function save(form) {
  var fields = [];
  new FormData(form).forEach(function (v, name) {
    if (SKIP.indexOf(name) < 0) fields.push([name, String(v)]);
  });
  store(function (s) {
    if (touched(form)) s.setItem(keyOf(form), JSON.stringify(fields)); else s.removeItem(keyOf(form));
  });
}
function forget(form) { store(function (s) { s.removeItem(keyOf(form)); }); }

// Drafts of this game for hands before the form's: saved or voided since.
function forgetOlder(form) {
  var game = PREFIX + form.getAttribute("data-draft") + ".", now = number(form);
  store(function (s) {
    var old = [];
    for (var i = 0; i < s.length; i++) {
      var key = s.key(i);
      if (key.indexOf(game) === 0 && parseInt(key.slice(game.length), 10) < now) old.push(key);
    }
    old.forEach(function (key) { s.removeItem(key); });
  });
}

function restore() {
  var form = draftForm();
  if (!form || touched(form)) return;  // a refused kept hand is already back in it
  forgetOlder(form);
  var fields = store(function (s) { return JSON.parse(s.getItem(keyOf(form)) || "null"); });
  if (!fields || !fields.length) return;
  fill(form, fields);
  if (window.htmx) window.htmx.trigger(form, "change");  // the live check for it
}

["change", "input"].forEach(function (type) {
  document.addEventListener(type, function (event) {
    var form = draftForm();
    if (form && form.contains(event.target)) save(form);
  });
});
document.addEventListener("htmx:afterSettle", function () {
  var form = draftForm();
  if (form) save(form);
});
// Save (or Misdeal, a replay) hands the hand to the outbox or the server: no draft
// of it is kept. "Check" (without JavaScript) is not a save.
document.addEventListener("submit", function (event) {
  var form = draftForm();
  var submitter = event.submitter;
  if (!form || (submitter && submitter.hasAttribute("formaction"))) return;
  if (event.target === form || event.target.classList.contains("void-form")) forget(form);
}, true);

// A page from the back-forward cache for a hand this phone has since saved (or kept).
window.addEventListener("pageshow", function (event) {
  var form = draftForm();
  if (!event.persisted || !form) return;
  var game = form.getAttribute("data-draft"), n = number(form);
  var kept = outbox.hands(game).some(function (hand) { return !hand.correction && hand.number >= n; });
  if (outbox.known(game) > n && !kept) window.location.reload();
});

// By player: one more copy of that card for that player, then back to 0.
function tap(tally) {
  var select = tally.querySelector("select"), form = select.form;
  var group = select.name.split("_")[0], copies = select.options.length - 1;
  var mine = parseInt(select.value, 10) || 0, others = 0, holder = null;
  form.querySelectorAll('select[name^="' + group + '_"]').forEach(function (other) {
    if (other === select) return;
    var n = parseInt(other.value, 10) || 0;
    others += n;
    if (n) holder = other;
  });
  var room = copies - others, next = mine + 1 > room ? 0 : mine + 1;
  if (room <= 0 && mine === 0) {
    if (copies === 1 && holder) holder.value = "0";  // a single card moves to this player
    next = 1;  // else the check says there are too many
  }
  select.value = String(Math.min(next, copies));
  show(tally, next);
  select.dispatchEvent(new Event("change", {bubbles: true}));
}
function show(tally, n) {
  tally.querySelector(".tally-n").textContent = n ? String(n) : "";
  tally.classList.toggle("is-taken", n > 0);
}
document.addEventListener("click", function (event) {
  var tally = event.target.closest && event.target.closest("#entry .tally");
  if (!tally || event.target.tagName === "SELECT" || tally.classList.contains("tally-menu")) return;
  event.preventDefault();
  tap(tally);
});
// A number picked from a menu shows on its card at once (the live check redraws it too).
document.addEventListener("change", function (event) {
  var tally = event.target.closest && event.target.closest("#entry .tally-menu");
  if (tally) show(tally, parseInt(event.target.value, 10) || 0);
});

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", function () { window.setTimeout(restore, 0); });
} else {
  window.setTimeout(restore, 0);
}
