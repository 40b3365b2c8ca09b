/* The shared table: copy-link buttons, full screen and keeping the screen awake
   in big-screen mode (live polling is app.js's). No inline script (CSP
   script-src 'self'); every element is found by a data- attribute. */

// Polling only while the tab is visible is app.js's (shared with the scorer's
// table); here a tab that comes back asks for its wake lock again.
document.addEventListener("visibilitychange", function () {
  if (!document.hidden) keepAwake();
});

// Copy buttons: the Clipboard API needs a secure context (https or localhost);
// on a LAN address over http the old select-and-copy still works.
function showCopied(id) {
  var note = document.querySelector('[data-copy-done="' + id + '"]');
  if (!note) return;
  note.hidden = false;
  window.setTimeout(function () { note.hidden = true; }, 2500);
}
function copyBySelection(field, id) {
  field.focus();
  field.select();
  try { if (document.execCommand("copy")) showCopied(id); } catch (e) { /* selected: copy by hand */ }
}
document.addEventListener("click", function (event) {
  var button = event.target.closest && event.target.closest("[data-copy]");
  if (!button) return;
  var id = button.getAttribute("data-copy");
  var field = document.getElementById(id);
  if (!field) return;
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(field.value).then(function () { showCopied(id); },
      function () { copyBySelection(field, id); });
  } else {
    copyBySelection(field, id);
  }
});

// Big-screen mode: a full-screen button where the browser allows it, and a
// wake lock so a propped-up tablet does not go dark between hands.
var wakeLock = null;
function keepAwake() {
  if (!document.querySelector(".big") || !navigator.wakeLock || wakeLock) return;
  navigator.wakeLock.request("screen").then(function (lock) {
    wakeLock = lock;
    lock.addEventListener("release", function () { wakeLock = null; });
  }, function () { /* not allowed here (http on a LAN): the screen may sleep */ });
}
function setUpBigScreen() {
  var button = document.querySelector("[data-fullscreen]");
  if (button && document.fullscreenEnabled) {
    button.hidden = false;
    button.addEventListener("click", function () {
      if (document.fullscreenElement) {
        document.exitFullscreen();
      } else {
        document.documentElement.requestFullscreen().catch(function () {});
      }
    });
  }
  keepAwake();
}
// A TV has nobody to tap "Next game": once the scorer plays again, the big screen
// moves on by itself, after long enough for the room to see who won.
var FOLLOW_AFTER_MS = 60000, following = null;
function followNextGame() {
  var link = document.querySelector(".big .next-game a");
  if (!link || following) return;
  following = window.setTimeout(function () { window.location.assign(link.href); },
    FOLLOW_AFTER_MS);
}
document.addEventListener("htmx:afterSettle", followNextGame);
document.addEventListener("DOMContentLoaded", followNextGame);

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", setUpBigScreen);
} else {
  setUpBigScreen();
}
