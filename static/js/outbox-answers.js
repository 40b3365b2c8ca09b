/* The entry form's answers as the phone reads them while the server cannot check them
   (the live check is the server's: companion/pages/entry/check.py): what is filled in,
   and whether Save may keep the hand. The server checks every hand it receives. */
import {say} from "companion/connection.js";

function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

// A kind counted by player (Hearts' 13): how many copies, how many are given, and the
// rows no count is tapped in yet.
function tally(q) {
  var rows = all(q, ".count-row"), copies = 0, given = 0;
  var empty = rows.filter(function (row) {
    var chips = all(row, "input[type=radio]"), chosen = row.querySelector("input:checked");
    copies = chips.length - 1;
    given += chosen ? parseInt(chosen.value, 10) : 0;
    return !chosen;
  });
  return {rows: rows, copies: copies, given: given, empty: empty};
}

// What the phone fills in while the server cannot check (the simple cases of the live
// check, companion/pages/entry/check.py): the only player left gets the rest of a kind,
// every player left took 0 once it adds up; the only points left are the rest.
// Shown as the server shows it; the server fills in the same from the same answers.
export function fillIn(form) {
  all(form, "fieldset.q-count").forEach(function (q) {
    var t = tally(q), rest = t.copies - t.given;
    var auto = t.rows.length > 1 && (t.empty.length === 1 || rest === 0) && rest >= 0 ? rest : null;
    t.rows.forEach(function (row) {
      var chosen = row.querySelector("input:checked"), now = row.querySelector(".count-now");
      var value = chosen ? chosen.value : t.empty.indexOf(row) >= 0 && auto !== null ? String(auto) : null;
      all(row, ".chip").forEach(function (chip) {
        chip.classList.toggle("is-auto", !chosen && value !== null && chip.querySelector("input").value === value);
      });
      now.hidden = false;
      now.classList.toggle("is-auto", !chosen && value !== null);
      now.textContent = value === null ? "–" : value;
      if (!chosen && value !== null) now.appendChild(element("small", say("filled-in")));
    });
  });
  all(form, "fieldset.q-points").forEach(function (q) {
    var inputs = all(q, "input[type=number]"), total = parseInt(q.getAttribute("data-total"), 10);
    var empty = inputs.filter(function (input) { return input.value.trim() === ""; });
    var given = inputs.reduce(function (sum, input) { return sum + (parseInt(input.value, 10) || 0); }, 0);
    inputs.forEach(function (input) {
      input.placeholder = empty.length === 1 && inputs.length > 1 && input === empty[0] ? String(total - given) : "";
    });
  });
}
function element(tag, words) {
  var node = document.createElement(tag);
  node.textContent = " " + words;
  return node;
}

// Every question answered (the last player's count or points may be left to the
// server, as the live check does): Save works without the live preview.
export function answered(form) {
  var open = all(form, "fieldset.q-card, .card-grid tbody tr").filter(function (q) {
    return !q.querySelector("input:checked");
  });
  var counts = all(form, "fieldset.q-count").filter(function (q) {
    var t = tally(q);
    return t.empty.length > 1 && t.given !== t.copies;
  });
  var points = all(form, "fieldset.q-points").filter(function (q) {
    return all(q, "input[type=number]").filter(function (input) { return input.value.trim() === ""; }).length > 1;
  });
  return open.length === 0 && counts.length === 0 && points.length === 0 && byPlayerAnswered(form);
}
function byPlayerAnswered(form) {
  if (!form.querySelector(".q-players") || form.querySelector("[name=rest]:checked")) return true;
  var given = {}, copies = {};
  all(form, ".tally select").forEach(function (select) {
    var group = select.name.split("_")[0];
    given[group] = (given[group] || 0) + (parseInt(select.value, 10) || 0);
    copies[group] = select.options.length - 1;
  });
  return Object.keys(copies).every(function (group) { return given[group] === copies[group]; });
}
