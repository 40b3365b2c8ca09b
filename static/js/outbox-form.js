/* The entry form as the outbox sees it: a hand read out of it (fields, key, number and
   a summary in the page's own words), the form made ready for the next hand while the
   server is away, a refused hand put back into it, and Save without the live check.
   Every word shown comes from the page (names, card names) or templates/_phrases.html. */
(function () {
  "use strict";
  var C = window.companion = window.companion || {};
  var F = C.entryForm = {};

  function text(node) { return node ? node.textContent.replace(/\s+/g, " ").trim() : ""; }
  function field(form, name) { return form.querySelector('[name="' + name + '"]'); }
  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  // A new key for the next hand: the server makes the form's first one, this phone the
  // ones it needs while the server is away (crypto.randomUUID needs https; this does not).
  F.newKey = function () {
    var bytes = window.crypto.getRandomValues(new Uint8Array(16));
    return Array.prototype.map.call(bytes, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  };

  // What the scorer entered, in the page's words, for "show mine".
  function summary(form, submitter) {
    var kind = (field(form, "kind") || {}).value;
    if (kind === "misdeal") return [C.say("misdeal")];
    if (kind === "replay") return [C.say("replay", {names: text(submitter)})];
    var lines = [];
    all(form, "fieldset.q-card").forEach(function (q) {
      var chosen = q.querySelector("input:checked");
      if (chosen) lines.push(text(q.querySelector(".card-name")) + ": " + text(chosen.nextElementSibling));
    });
    all(form, ".card-grid input:checked").forEach(function (chosen) {
      lines.push(text(chosen.nextElementSibling));
    });
    all(form, "fieldset.q-count, fieldset.q-points").forEach(function (q) {
      var parts = all(q, ".count-row, .points-row").map(function (row) {
        var chosen = row.querySelector("input:checked, input[type=number]");
        var value = chosen && (chosen.type === "number" ? chosen.value : chosen.checked && chosen.value);
        return value ? text(row.querySelector(".count-name")) + " " + value : "";
      }).filter(Boolean);
      var title = text(q.querySelector(".card-name")) || text(q.querySelector("legend").firstChild);
      if (parts.length) lines.push(title + ": " + parts.join(", "));
    });
    all(form, ".player-cards").forEach(function (row) {
      var cards = all(row, ".tally select").filter(function (select) { return select.value !== "0"; })
        .map(function (select) {
          var name = text(select.closest(".tally").querySelector(".card-name"));
          return select.value === "1" ? name : name + " ×" + select.value;
        });
      if (row.querySelector("[name=rest]:checked")) cards.push(text(row.querySelector(".chip-rest span")));
      if (cards.length) lines.push(text(row.querySelector(".count-name")) + ": " + cards.join(", "));
    });
    var reneged = all(form, "input[name=renege]:checked").map(function (box) { return text(box.nextElementSibling); });
    if (reneged.length) lines.push(C.say("reneged", {names: reneged.join(", ")}));
    return lines;
  }

  // The hand this form (and the button pressed) would save, ready to keep.
  F.read = function (form, submitter) {
    var data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    var fields = [];
    data.forEach(function (value, name) { if (name !== "csrf_token") fields.push([name, String(value)]); });
    var entry = document.getElementById("entry") || form;  // a void hand's number is the entry's
    var number = parseInt(entry.getAttribute("data-number") || data.get("expected_number"), 10);
    return {key: data.get("idempotency_key"), number: number, kind: data.get("kind") || "normal",
            action: form.getAttribute("action"), fields: fields,
            correction: entry.hasAttribute("data-correcting"), summary: summary(form, submitter)};
  };

  // Without the live check (no answer from the server), Save follows the answers.
  F.withoutCheck = function (form) {
    form.setAttribute("data-offline", "true");
    F.syncSave(form);
  };
  F.syncSave = function (form) {
    if (form.getAttribute("data-offline") !== "true") return;
    F.fillIn(form);
    all(form, "[data-save]").forEach(function (button) { button.disabled = !F.answered(form); });
  };

  F.touched = function (form) {
    return all(form, "input:checked").length > 0 || all(form, "input[type=number]").some(function (input) {
      return input.value.trim() !== "";
    }) || all(form, ".tally select").some(function (select) { return select.value !== "0"; });
  };

  // The next hand's form while the server is away: a new key, the next number, every
  // answer cleared, the stale live check hidden; the hand's title from its panel.
  F.ready = function (form, number, title) {
    var key = F.newKey(), scope = form.closest("#entry-screen") || document;  // not the table's forms
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
    F.withoutCheck(form);
  };

  // Answers (name, value pairs) put back into the form. A checkbox given twice (a second
  // renege) ticks the next chip of that name and value; one the page has not drawn yet
  // ("Bob again") is added, so the server sees every renege.
  F.fill = function (form, fields) {
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
  };
  function again(box) {
    var chip = box.closest("label"), copy = chip.cloneNode(true), input = copy.querySelector("input");
    var owner = box.form, times = all(owner, '[name="' + box.name + '"][value="' + box.value + '"]').length;
    input.id = "renege-" + box.value + "-again-" + times;
    input.checked = false;
    copy.querySelector("span").textContent = C.say("again", {name: text(chip)});
    all(owner, ".renege-hint").forEach(function (hint) { hint.hidden = true; });
    (owner.querySelector(".renege-again") || chip.parentNode).appendChild(copy);
    return input;
  }

  // A kept hand the server refused (422), back in the form with its answers.
  F.restore = function (form, hand) {
    if (!hand.correction) F.ready(form, hand.number, null);
    field(form, "idempotency_key").value = hand.key;
    F.fill(form, hand.fields);
    F.withoutCheck(form);
  };
})();
