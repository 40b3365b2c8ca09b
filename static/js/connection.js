/* When a request fails: every page says so in words instead of hanging or doing nothing.
   - htmx requests time out (a sleeping server would otherwise keep them open for minutes);
   - a live view whose polls fail says "Updated N s ago — reconnecting…" until one
     answers again (htmx keeps polling on its own, so it catches up by itself);
   - any other failed htmx request shows the server's sentence (a JSON {"error"}, or the
     paragraph of the error page) where the eye is: just above the bottom of the screen.
   The sentences are in templates/_phrases.html; say() reads them. */
var TIMEOUT_MS = 10000;

export function say(name, values) {
  var holder = document.getElementById("phrases");
  var node = holder && holder.content.querySelector('[data-phrase="' + name + '"]');
  var text = node ? node.textContent : name;
  Object.keys(values || {}).forEach(function (key) {
    text = text.split("{" + key + "}").join(String(values[key]));
  });
  return text;
}

// The sentence of an error answer: JSON {"error"} or the error page's paragraph.
export function sentence(status, type, text) {
  try {
    if (type && type.indexOf("json") >= 0) return JSON.parse(text).error || "";
    var page = new DOMParser().parseFromString(text || "", "text/html");
    var found = page.querySelector(".refusal p, [role=alert]");
    if (found && found.textContent.trim()) return found.textContent.trim();
  } catch (e) { /* not what we expected: fall back on the status */ }
  return say("failed", {status: status});
}

var toast = null, toastTimer = null;
export function untell() { if (toast) toast.hidden = true; }
export function tell(text) {
  if (!toast) {
    toast = document.createElement("p");
    toast.className = "toast";
    toast.setAttribute("role", "alert");
    toast.addEventListener("click", function () { toast.hidden = true; });
    document.body.appendChild(toast);
  }
  toast.textContent = text;
  toast.hidden = false;
  window.clearTimeout(toastTimer);
  toastTimer = window.setTimeout(function () { toast.hidden = true; }, 9000);
}

// --- Live views: how long since the last answer ---------------------------------
var lastAnswer = Date.now(), failing = false, status = null, ticker = null;
function showBehind() {
  if (!status) {
    status = document.createElement("p");
    status.className = "live-status";
    status.setAttribute("role", "status");
    status.setAttribute("data-live-status", "");
    document.body.appendChild(status);
  }
  var seconds = Math.max(1, Math.round((Date.now() - lastAnswer) / 1000));
  status.textContent = say("reconnecting", {s: seconds});
  status.hidden = false;
}
function pollFailed() {
  failing = true;
  showBehind();
  if (!ticker) ticker = window.setInterval(showBehind, 1000);
}
function pollAnswered() {
  lastAnswer = Date.now();
  if (!failing) return;
  failing = false;
  window.clearInterval(ticker);
  ticker = null;
  if (status) status.hidden = true;
}

function isPoll(elt) { return elt && elt.hasAttribute && elt.hasAttribute("data-poll"); }
function requestOf(event) { return event.detail && event.detail.xhr; }

// An answer with news is swapped in over the poll's own element (outerHTML), so its
// htmx:afterRequest fires on an element no longer in the page and never reaches the
// document: hear it at htmx:beforeSwap, while the element is still there, so the
// notice goes with the fresh scores rather than a poll later.
function answered(event) {
  var xhr = requestOf(event);
  if (isPoll(event.detail.elt) && xhr && xhr.status >= 200 && xhr.status < 400) pollAnswered();
}
document.addEventListener("htmx:beforeSwap", answered);
document.addEventListener("htmx:afterRequest", answered);  // "nothing new" (204): no swap
function noAnswer(event) {
  var elt = event.detail && event.detail.elt;
  if (isPoll(elt)) return pollFailed();
  failed(elt, say(elt && elt.closest && elt.closest("#entry") ? "offline-entry" : "no-answer"));
}
document.addEventListener("htmx:sendError", noAnswer);
document.addEventListener("htmx:timeout", noAnswer);
document.addEventListener("htmx:responseError", function (event) {
  var elt = event.detail.elt, xhr = requestOf(event);
  if (isPoll(elt) && (xhr.status >= 500 || xhr.status === 0)) return pollFailed();
  failed(elt, sentence(xhr.status, xhr.getResponseHeader("Content-Type"), xhr.responseText));
});

// Whoever waits on that request (the entry form's Save) hears of it too.
function failed(elt, text) {
  tell(text);
  document.dispatchEvent(new CustomEvent("companion:request-failed", {detail: {elt: elt}}));
}

if (window.htmx) window.htmx.config.timeout = TIMEOUT_MS;
