/* The outbox on the scorer's pages of one game (templates/_outbox.html):
   - Save (and Misdeal, "… reneged") keeps the hand on this phone first, then sends it;
     saved: on to the table, as the form post does (on the table page, by swapping the
     table in: screens.js). No answer: the page says the hand is kept, and the form is
     at once ready for the next hand, under its referee panel; on the table page the
     scorer is back on the table, whose "Enter hand" opens that form.
   - What waits is sent on load, when the tab comes back, and every few seconds.
   - While hands wait, the live preview is not asked for (the server would answer for
     its own next hand); Save follows the answers instead.
   The service worker of an https deployment is registered by offline-worker.js. */
import {say, tell, untell} from "companion/connection.js";
import * as outbox from "companion/outbox.js";
import * as handForm from "companion/outbox-form.js";
import {drawOutbox, panelFor} from "companion/outbox-banner.js";
import * as screens from "companion/screens.js";

var RETRY_MS = 3000;
var box = null, game = null, shown = {}, timer = null;

function hands() { return outbox.hands(game); }
function url(name) { return box.getAttribute("data-" + name); }
function heldForm() { return document.getElementById("entry"); }
function entryForm() {  // the entry form the scorer sees (the table page holds one hidden)
  var form = heldForm();
  return form && !form.closest("[hidden]") ? form : null;
}
function held() { return screens.held(); }
function newHandForm() {
  var form = heldForm();
  return form && !form.hasAttribute("data-correcting") ? form : null;
}
function waiting() { var first = hands()[0]; return !!first && first.state === "waiting"; }
function draw() { drawOutbox(box, hands(), shown, !!entryForm()); }

// The number this phone's next new hand gets: after the server's and every kept one.
function nextNumber(from) {
  return hands().reduce(function (n, hand) {
    return hand.correction ? n : Math.max(n, hand.number + 1);
  }, from);
}

// Kept hands move the table on: the next hand's panel, number and form.
function showNext() {
  var upcoming = document.querySelector("[data-upcoming]");
  var slot = box.querySelector("[data-outbox-panel]");
  slot.textContent = "";
  if (upcoming) {
    var form = newHandForm(), own = document.getElementById("referee-panel");
    var copy = form && !form.querySelector("[name=idempotency_key]").value;  // the worker's copy
    var number = nextNumber(parseInt(upcoming.getAttribute("data-from"), 10));
    if (copy) number = Math.max(number, outbox.known(game));
    var panel = panelFor(hands(), number);
    var first = hands()[0], fixing = first && first.state === "refused" && first.status === 422;
    var behind = parseInt(form && form.querySelector("[name=expected_number]").value, 10) < number;
    // Moved on by kept hands (or a worker's copy); one the server moved on comes anew.
    if (form && !fixing && (copy || (behind && hands().length))) {
      handForm.ready(form, number, panel && panel.querySelector("h2").firstChild.nodeValue.trim());
    }
    if (panel) slot.appendChild(panel);
    if (own) own.hidden = !!panel;
    var enter = document.getElementById("enter-hand");
    if (enter && panel) enter.textContent = enter.textContent.replace(/\d+/, number);
  }
  // "✓ Hand 1 saved. Undo" is not the last word while later hands wait here.
  document.querySelectorAll(".notice-saved, .notice-undone").forEach(function (notice) {
    notice.hidden = hands().length > 0;
  });
  draw();
}

function go(path) { window.location.assign(path); }

// Everything waiting has reached the server: show the game as it now stands.
function arrived(sent, saving) {
  var last = sent.filter(function (hand) { return !hand.correction; }).pop();
  var form = newHandForm();
  if (form && !saving && handForm.touched(form)) {  // the scorer is entering the next hand: let them
    form.removeAttribute("data-offline");
    window.htmx.trigger(form, "change");
    return tell(say("sent", {n: sent[sent.length - 1].number}));
  }
  if (last) return toTable(last.number);
  go(url("history") + "?corrected=" + sent[sent.length - 1].number);
}

// On the table page the fresh table and next form are swapped in; if that answer is
// lost too, the phone moves its own form on and the table's poll catches up.
function toTable(number) {
  var address = url("table") + "?saved=" + number;
  if (!held()) return go(address);
  screens.reload(address).then(function (fresh) {
    if (fresh) return showNext();
    var form = newHandForm();
    if (form) handForm.ready(form, number + 1, null);
    screens.show("table");
    tell(say("sent", {n: number}));
  });
}

function handle(report, saving) {
  showNext();
  if (report.error) tell(report.error);
  var blocked = report.blocked;
  if (blocked && blocked.state === "conflict" && entryForm()) return go(url("table"));
  if (blocked && blocked.status === 422 && entryForm()) return restore(blocked);
  if (blocked && blocked.state === "refused") tell(blocked.error);
  if (report.sent.length && !hands().length) return arrived(report.sent, saving);
  if (saving && report.offline) {  // the kept notice says it all, at the top
    untell();
    if (held()) screens.show("table");  // whose "Enter hand" opens the next form
    window.scrollTo(0, 0);
  }
  schedule();
}

function flushNow(saving) {
  window.clearTimeout(timer);
  return outbox.flush(game, url("sync")).then(function (report) {
    handle(report, saving);
    return report;
  });
}
function schedule() {
  window.clearTimeout(timer);
  if (waiting()) timer = window.setTimeout(flushNow, RETRY_MS);
}

// A kept hand the server refused (422) comes back into the entry form.
function restore(hand) {
  if (!entryForm() && held()) screens.show("entry");
  var form = entryForm();
  if (!form) return go(url("enter"));
  if (form.querySelector("[name=idempotency_key]").value !== hand.key) handForm.restore(form, hand);
  window.scrollTo(0, 0);
  window.htmx.trigger(form, "change");  // the live check again, with its moon choice
}

document.addEventListener("submit", function (event) {
  var form = event.target;
  if (!box || !(form.id === "entry" || form.classList.contains("void-form"))) return;
  var submitter = event.submitter;
  if (submitter && submitter.hasAttribute("formaction")) return;  // "Check", without JS
  var hand = handForm.read(form, submitter);
  if (!hand.key || !hand.number) return;
  try {
    outbox.keep(game, hand);
  } catch (e) {
    return;  // this phone will not store it: post the form as before
  }
  event.preventDefault();
  var buttons = document.querySelectorAll("#entry [type=submit], .void-form [type=submit]");
  buttons.forEach(function (button) { button.disabled = true; });
  flushNow(true).then(function () {
    buttons.forEach(function (button) { button.disabled = false; });
    var entry = heldForm();
    if (entry) handForm.syncSave(entry);
  });
});

document.addEventListener("htmx:beforeRequest", function (event) {
  var form = heldForm();
  if (!box || !form || !form.contains(event.detail.elt) || !waiting()) return;
  event.preventDefault();  // the server would answer for a hand this phone already kept
  handForm.withoutCheck(form);
  flushNow();
});
document.addEventListener("companion:request-failed", function (event) {
  var form = heldForm();
  if (form && event.detail.elt && form.contains(event.detail.elt)) handForm.withoutCheck(form);
});
["change", "input"].forEach(function (type) {
  document.addEventListener(type, function () { var form = heldForm(); if (form) handForm.syncSave(form); });
});
document.addEventListener("htmx:afterSettle", function (event) {
  if (box && event.detail.elt && event.detail.elt.id === "table-screen") showNext();
});
document.addEventListener("companion:screen", function () { if (box) draw(); });

document.addEventListener("click", function (event) {
  var target = event.target.closest && event.target.closest("button");
  if (!box || !target || !box.contains(target)) return;
  var key;
  if ((key = target.getAttribute("data-outbox-show"))) {
    shown[key] = !shown[key];
    draw();
  } else if ((key = target.getAttribute("data-outbox-discard"))) {
    outbox.discard(game, key);
    if (hands().length) flushNow(); else window.location.reload();
  } else if ((key = target.getAttribute("data-outbox-open"))) {
    var hand = hands().filter(function (kept) { return kept.key === key; })[0];
    if (hand && held()) restore(hand); else go(url("enter"));
  }
});
window.addEventListener("storage", function () { if (box) showNext(); });
document.addEventListener("visibilitychange", function () { if (box && !document.hidden) flushNow(); });

function start() {
  box = document.getElementById("outbox");
  if (!box) return;
  game = box.getAttribute("data-outbox");
  outbox.retry(game);
  var form = newHandForm(), from = document.querySelector("[data-upcoming]");
  if (form && from && form.querySelector("[name=idempotency_key]").value) {
    outbox.learn(game, parseInt(from.getAttribute("data-from"), 10));  // fresh from the server
  }
  showNext();
  var first = hands()[0], form = entryForm();
  if (first && first.status === 422 && form) restore(first);
  flushNow();
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start);
} else {
  start();
}
