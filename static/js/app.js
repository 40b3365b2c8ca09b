/* companion: the few lines of our own. Every page works without them; they make
   it nicer: live views poll only while they are seen, the screen stays awake
   during a game, Save waits for a complete entry, Enter moves to the next
   player's name. No inline script (CSP). */
document.documentElement.classList.add("js");

// Live views (the scoreboard, big screen, the scorer's table; templates/_live.html)
// poll with data-hx-trigger="every Ns, live-wake": a hidden tab skips its polls, and
// a tab that comes back asks at once instead of waiting for the next tick.
document.addEventListener("htmx:beforeRequest", function (event) {
  var elt = event.detail && event.detail.elt;
  if (document.hidden && elt && elt.hasAttribute && elt.hasAttribute("data-poll")) {
    event.preventDefault();
  }
});
document.addEventListener("visibilitychange", function () {
  if (document.hidden || !window.htmx) return;
  document.querySelectorAll("[data-poll]").forEach(function (elt) {
    window.htmx.trigger(elt, "live-wake");
  });
});

// Keep the screen awake while a game is open (Screen Wake Lock API where the
// browser has it; elsewhere nothing happens). The lock drops when the tab is
// hidden, so ask again when it comes back.
var lock = null;
function keepAwake() {
  if (!document.body || !document.body.classList.contains("keep-awake")) return;
  if (!("wakeLock" in navigator) || document.hidden || lock) return;
  navigator.wakeLock.request("screen").then(function (sentinel) {
    lock = sentinel;
    sentinel.addEventListener("release", function () { lock = null; });
  }).catch(function () { /* not allowed here: fine */ });
}
document.addEventListener("visibilitychange", keepAwake);

// Save is enabled only when the live check says the entry is complete.
function syncSave() {
  document.querySelectorAll("#entry").forEach(function (form) {
    var check = form.querySelector("[data-complete]");
    var done = check && check.getAttribute("data-complete") === "true";
    form.querySelectorAll("[data-save]").forEach(function (button) {
      button.disabled = !done;
    });
  });
}

// New game: Enter in a name goes to the next name (or Start), and the
// first-dealer choices show the names as they are typed.
document.addEventListener("keydown", function (event) {
  var input = event.target;
  if (event.key !== "Enter" || !input.matches || !input.matches("input[name=player]")) return;
  event.preventDefault();
  var names = Array.prototype.slice.call(document.querySelectorAll("input[name=player]"));
  var next = names[names.indexOf(input) + 1] || document.getElementById("start");
  if (next) next.focus();
});
document.addEventListener("input", function (event) {
  var input = event.target;
  if (!input.matches || !input.matches("input[name=player]")) return;
  var label = document.querySelector('[data-seat-name="' + input.getAttribute("data-seat") + '"]');
  if (label) label.textContent = input.value.trim() || input.placeholder;
});

// A new group keeps the browser's time zone, so its evenings are dated where the
// table sits (without script the server dates them in UTC).
function tellTimeZone() {
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (e) { /* none */ }
  document.querySelectorAll("input[data-time-zone]").forEach(function (input) {
    input.value = zone;
  });
}

function ready() {
  keepAwake();
  syncSave();
  tellTimeZone();
}
document.addEventListener("htmx:afterSettle", syncSave);
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", ready);
} else {
  ready();
}
