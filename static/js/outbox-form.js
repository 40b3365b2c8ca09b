/* The entry form as the outbox sees it: a hand read out of it (fields, key, number and
   a summary in the page's own words), the form made ready for the next hand while the
   server is away, a refused hand put back into it, and Save without the live check.
   Every word shown comes from the page (names, card names) or templates/_phrases.html. */
import {say} from "companion/connection.js";
import {answered, fillIn} from "companion/outbox-answers.js";

function text(node) { return node ? node.textContent.replace(/\s+/g, " ").trim() : ""; }
function field(form, name) { return form.querySelector('[name="' + name + '"]'); }
function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

// A new key for the next hand: the server makes the form's first one, this phone the
// ones it needs while the server is away (crypto.randomUUID needs https; this does not).
export function newKey() {
  var bytes = window.crypto.getRandomValues(new Uint8Array(16));
  return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
}

// What the scorer entered, in the page's words, for "show mine": the words the server
// wrote on the form for it (templates/_entry.html, _entry_players.html, _void_hand.html),
// never the classes its looks hang on. data-question: a question's title; data-player:
// a row's player; data-answer: an answer's words (a count or points is its number).
function words(node) {
  return node ? (node.getAttribute("data-answer") || "").replace(/\s+/g, " ").trim() : "";
}
function named(node, name) { return (node.getAttribute(name) || "").replace(/\s+/g, " ").trim(); }

function summary(form, submitter) {
  var kind = (field(form, "kind") || {}).value;
  if (kind === "misdeal") return [say("misdeal")];
  if (kind === "replay") return [say("replay", {names: words(submitter)})];
  var lines = all(form, "[data-question]").map(questionLine);
  all(form, "[data-player]").forEach(function (row) {
    if (!row.parentElement.closest("[data-question]")) lines.push(cardsLine(row));
  });
  var reneged = all(form, "input[name=renege]:checked").map(words);
  if (reneged.length) lines.push(say("reneged", {names: reneged.join(", ")}));
  return lines.filter(Boolean);
}

// A question of one answer (who took that card), or of a number per player (how many
// of a kind, the points).
function questionLine(q) {
  var title = named(q, "data-question"), rows = all(q, "[data-player]");
  if (!rows.length) {
    var chosen = q.querySelector("[data-answer]:checked");
    return chosen ? title + ": " + words(chosen) : "";
  }
  var parts = rows.map(function (row) {
    var chosen = row.querySelector("input:checked, input[type=number]");
    var value = chosen && (chosen.type === "number" ? chosen.value : chosen.checked && chosen.value);
    return value ? named(row, "data-player") + " " + value : "";
  }).filter(Boolean);
  return parts.length ? title + ": " + parts.join(", ") : "";
}

// A big table's row of one player's cards: each kind taken (×copies), or "the rest".
function cardsLine(row) {
  var cards = all(row, "select[data-answer]").filter(function (select) { return select.value !== "0"; })
    .map(function (select) {
      return select.value === "1" ? words(select) : words(select) + " ×" + select.value;
    });
  var rest = row.querySelector("[name=rest]:checked");
  if (rest) cards.push(words(rest));
  return cards.length ? named(row, "data-player") + ": " + cards.join(", ") : "";
}

// The hand this form (and the button pressed) would save, ready to keep.
export function read(form, submitter) {
  var data = new FormData(form);
  if (submitter && submitter.name) data.append(submitter.name, submitter.value);
  var fields = [];
  data.forEach(function (value, name) { if (name !== "csrf_token") fields.push([name, String(value)]); });
  var entry = document.getElementById("entry") || form;  // a void hand's number is the entry's
  var number = parseInt(entry.getAttribute("data-number") || data.get("expected_number"), 10);
  return {key: data.get("idempotency_key"), number: number, kind: data.get("kind") || "normal",
          action: form.getAttribute("action"), fields: fields,
          correction: entry.hasAttribute("data-correcting"), summary: summary(form, submitter)};
}

// Without the live check (no answer from the server), Save follows the answers.
export function withoutCheck(form) {
  form.setAttribute("data-offline", "true");
  syncSave(form);
}
export function syncSave(form) {
  if (form.getAttribute("data-offline") !== "true") return;
  fillIn(form);
  all(form, "[data-save]").forEach(function (button) { button.disabled = !answered(form); });
}

export function touched(form) {
  return all(form, "input:checked").length > 0 || all(form, "input[type=number]").some(function (input) {
    return input.value.trim() !== "";
  }) || all(form, ".tally select").some(function (select) { return select.value !== "0"; });
}

// The next hand's form while the server is away: a new key, the next number, every
// answer cleared, the stale live check hidden; the hand's title from its panel.
export function ready(form, number, title) {
  var key = newKey(), scope = form.closest("#entry-screen") || document;  // not the table's forms
  field(form, "idempotency_key").value = key;
  all(scope, "[name=expected_number]").forEach(function (input) { input.value = number; });
  all(scope, ".void-form [name=idempotency_key]").forEach(function (input) {
    input.value = key + "-" + field(input.form, "kind").value;
  });
  form.setAttribute("data-number", number);
  all(form, "input:checked").forEach(function (input) { input.checked = false; });
  all(form, "input[type=number]").forEach(function (input) { input.value = ""; input.placeholder = ""; });
  all(form, ".tally select").forEach(function (select) { select.value = "0"; });
  all(form, ".tally-n, .taken-points").forEach(function (count) { count.textContent = ""; });
  all(form, ".is-taken").forEach(function (node) { node.classList.remove("is-taken"); });
  all(form, ".count-now").forEach(function (count) { count.textContent = "–"; count.classList.remove("is-auto"); });
  all(form, ".is-auto").forEach(function (node) { node.classList.remove("is-auto"); });
  all(form, "small, #entry-check > *, .entry-sub, #entry-error").forEach(function (node) {
    if (!node.closest(".q-value, legend, th")) node.hidden = true;  // "filled in", the old check
  });
  all(scope, ".void-hands .explain").forEach(function (node) { node.hidden = true; });
  all(form, "[data-save]").forEach(function (button) {
    button.textContent = button.textContent.replace(/\d+/, number);
  });
  var heading = form.querySelector("h1");
  heading.textContent = title || heading.textContent.replace(/\d+/, number);
  withoutCheck(form);
  oneDeal(form, number);
}

// A compendium deal's form asks its own contract's questions: a later deal's are not
// this form's, so while earlier deals wait on the phone it says so instead of asking.
function oneDeal(form, number) {
  var only = form.getAttribute("data-one-deal");
  if (!only) return;
  var later = String(number) !== only;
  all(form, "fieldset, .action-bar, .mode-switch, .contract").forEach(function (node) {
    node.hidden = later;
  });
  all(form, "[data-later-deal]").forEach(function (node) { node.hidden = !later; });
}

// Answers (name, value pairs) put back into the form. A checkbox given twice (a second
// renege) ticks the next chip of that name and value; one the page has not drawn yet
// ("Bob again") is added, so the server sees every renege.
export function fill(form, fields) {
  fields.forEach(function (pair) {
    var inputs = all(form, '[name="' + pair[0] + '"]').filter(function (candidate) {
      return candidate.type !== "radio" && candidate.type !== "checkbox" || candidate.value === pair[1];
    });
    var input = inputs.filter(function (candidate) { return !candidate.checked; })[0];
    if (!input && inputs.length && inputs[0].type === "checkbox") input = again(inputs[0]);
    input = input || inputs[0];
    if (!input || input.type === "hidden") return;
    if (input.type === "radio" || input.type === "checkbox") input.checked = true; else input.value = pair[1];
  });
}
function again(box) {
  var chip = box.closest("label"), copy = chip.cloneNode(true), input = copy.querySelector("input");
  var owner = box.form, times = all(owner, '[name="' + box.name + '"][value="' + box.value + '"]').length;
  input.id = "renege-" + box.value + "-again-" + times;
  input.checked = false;
  var said = say("again", {name: text(chip)});
  copy.querySelector("span").textContent = said;
  input.setAttribute("data-answer", said);  // the words "show mine" reads
  all(owner, ".renege-hint").forEach(function (hint) { hint.hidden = true; });
  (owner.querySelector(".renege-again") || chip.parentNode).appendChild(copy);
  return input;
}

// A kept hand the server refused (422), back in the form with its answers.
export function restore(form, hand) {
  if (!hand.correction) ready(form, hand.number, null);
  field(form, "idempotency_key").value = hand.key;
  fill(form, hand.fields);
  withoutCheck(form);
}
