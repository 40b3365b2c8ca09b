/* The scorer's pages without dead ends (templates/table.html, _outbox.html):
   - The table page holds the next hand's entry screen: "Enter hand" shows it with no
     request, Back or the Table tab go back to the table, and the address says #hand
     meanwhile (a reload, or the service worker's copy, opens it again).
   - After a Save the server has, the table and the next hand's form come back from one
     request and are swapped in: the scorer never leaves the page between hands.
   - A held form made stale by an undo or another phone is fetched anew in the
     background, while the scorer is not in it.
   - Every other link and plain form of a scorer page (History, Share, a correction,
     Play again) asks the server first; with no answer it says so on the page instead
     of leaving for the browser's error page. htmx's own requests say so already
     (connection.js). */
import {say, tell} from "companion/connection.js";
import * as outbox from "companion/outbox.js";
import {touched} from "companion/outbox-form.js";

var WAIT_MS = 5000;
var HASH = "#hand";
var tableTitle = document.title;

function held() { return document.getElementById("entry-screen"); }
function scorer() { return document.getElementById("scorer"); }
function shown() { var screen = held(); return screen && !screen.hidden ? "entry" : "table"; }
function here() { return window.location.pathname + window.location.search; }

function show(name) {
  var screen = held();
  if (!screen) return;
  screen.hidden = name !== "entry";
  scorer().setAttribute("data-screen", name);
  document.title = name === "entry" ? screen.getAttribute("data-title") : tableTitle;
  window.scrollTo(0, 0);
  var heading = name === "entry" && screen.querySelector("h1");
  if (heading) {  // a screen reader starts on the new screen, as on a new page
    heading.setAttribute("tabindex", "-1");
    heading.focus({preventScroll: true});
  }
  document.dispatchEvent(new CustomEvent("companion:screen", {detail: {screen: name}}));
}
function openEntry() {
  if (shown() === "entry") return;
  window.history.pushState({screen: "entry"}, "", here() + HASH);
  show("entry");
}
function backToTable() {
  if (shown() !== "entry") return;
  if (window.history.state && window.history.state.screen === "entry") {
    window.history.back();  // popstate shows the table: Back then leaves the page
  } else {
    window.history.replaceState(null, "", here());
    show("table");
  }
}
window.addEventListener("popstate", function () {
  show(window.location.hash === HASH ? "entry" : "table");
});

// The held form was made for the game as the table last showed it; a newer table
// (another phone, an undo) needs a new one, unless this phone moved it on itself.
function stale() {
  var screen = held(), table = document.getElementById("table-screen");
  var form = document.getElementById("entry");
  return !!(screen && table && form && !form.hasAttribute("data-offline")
            && screen.getAttribute("data-version") !== table.getAttribute("data-version"));
}

function withDeadline(url, options) {
  var control = new AbortController();
  var timer = window.setTimeout(function () { control.abort(); }, WAIT_MS);
  options = Object.assign({credentials: "same-origin", cache: "no-store", signal: control.signal}, options);
  return window.fetch(url, options).finally(function () { window.clearTimeout(timer); });
}

// The table page at `url` as a document, or null when the server does not answer.
function fetchPage(url) {
  return withDeadline(url, {headers: {"Accept": "text/html"}}).then(function (response) {
    if (!response.ok) return null;
    return response.text().then(function (html) {
      return {page: new DOMParser().parseFromString(html, "text/html"), url: response.url};
    });
  }).catch(function () { return null; });
}

function swapIn(old, fresh) {
  if (!old || !fresh) return;
  fresh = document.adoptNode(fresh);
  old.replaceWith(fresh);
  if (window.htmx) window.htmx.process(fresh);
}

// After a Save: the table and the next hand's form, fresh; false with no answer.
function reload(url) {
  return fetchPage(url).then(function (answer) {
    var fresh = answer && answer.page.getElementById("scorer");
    if (!fresh) return false;
    var wasEntry = shown() === "entry";
    swapIn(scorer(), fresh);
    tableTitle = answer.page.title;
    var address = new URL(answer.url);
    if (wasEntry && window.history.state && window.history.state.screen === "entry") {
      window.history.back();  // the entry's history step goes with the saved hand
      window.addEventListener("popstate", function once() {
        window.removeEventListener("popstate", once);
        window.history.replaceState(null, "", address.pathname + address.search);
      });
    } else {
      window.history.replaceState(null, "", address.pathname + address.search);
    }
    show("table");
    return true;
  });
}

function refreshHeld() {
  var form = document.getElementById("entry"), box = document.getElementById("outbox");
  var kept = form && box && outbox.hands(box.getAttribute("data-outbox")).length;
  if (!stale() || shown() === "entry" || kept || touched(form)) return;
  fetchPage(here()).then(function (answer) {
    if (answer && stale() && shown() !== "entry") swapIn(held(), answer.page.getElementById("entry-screen"));
  });
}
document.addEventListener("htmx:afterSettle", function (event) {
  if (event.detail.elt && event.detail.elt.id === "table-screen") refreshHeld();
});

// --- No dead ends: a page that needs the server asks it first ---------------------
function reachable() {
  var box = document.getElementById("outbox");
  if (window.navigator.onLine === false) return Promise.resolve(false);
  if (!box) return Promise.resolve(true);
  return withDeadline(box.getAttribute("data-sync"), {headers: {"Accept": "application/json"}})
    .then(function () { return true; }, function () { return false; });
}
function unavailable() { tell(say("offline-link")); }

function isPlainClick(event) {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
function isTableTab(link) {
  var table = document.getElementById("outbox");
  return !!table && link.closest(".tabs") && link.pathname === new URL(table.getAttribute("data-table"), window.location.href).pathname;
}

document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("a[href]");
  if (!link || event.defaultPrevented || !isPlainClick(event) || link.target || link.hasAttribute("download")) return;
  if (!document.body.classList.contains("scorer-page") || link.origin !== window.location.origin) return;
  if (link.id === "enter-hand" && held() && !stale()) {
    event.preventDefault();
    return openEntry();
  }
  if (isTableTab(link) && held()) {
    event.preventDefault();
    return backToTable();
  }
  if (link.getAttribute("href").charAt(0) === "#") return;
  event.preventDefault();
  reachable().then(function (ok) { if (ok) window.location.assign(link.href); else unavailable(); });
});

document.addEventListener("submit", function (event) {
  var form = event.target;
  if (event.defaultPrevented || !document.body.classList.contains("scorer-page")) return;
  if (form.id === "entry" || form.classList.contains("void-form") || form.hasAttribute("data-hx-post")
      || form.hasAttribute("data-asked")) return;
  event.preventDefault();
  var submitter = event.submitter;
  reachable().then(function (ok) {
    if (!ok) return unavailable();
    form.setAttribute("data-asked", "");  // this time the browser posts it
    form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
    form.removeAttribute("data-asked");
  });
});

// For the outbox (outbox-page.js): whether this page holds the entry screen, which
// screen shows, show one, and the table anew after a Save.
function holds() { return !!held(); }
function showScreen(name) { if (name === "entry") openEntry(); else backToTable(); }
export {holds as held, shown, showScreen as show, reload};

function start() {
  if (!held()) return;
  // Each screen opens at its top, as a page would (the kept-hand notice is there),
  // not where the browser remembers the table was scrolled.
  window.history.scrollRestoration = "manual";
  if (window.location.hash === HASH) show("entry");
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start);
} else {
  start();
}
