/* The new-game form's "Usual:" marks, kept in step while the table changes options
   (templates/_usual.html). Without this file the marks are the server's, made at each
   round trip; with it, changing an option away from the game's usual value shows the
   usual one under it at once, and changing it back hides it. No inline script (CSP).
   A module runs once per page, however often the form's partial (and this script tag)
   is swapped in again. */
function current(option) {
  var checked = option.querySelector("input[type=radio]:checked");
  if (checked) return checked.value;
  var box = option.querySelector("input[type=checkbox]");
  if (box) return box.checked ? "1" : "";
  var number = option.querySelector("input[type=number]");
  return number ? number.value.trim() : null;
}

function update(event) {
  var target = event.target;
  var option = target && target.closest && target.closest(".option");
  if (!option) return;
  var mark = option.querySelector(":scope > .usual-value");
  var value = current(option);
  if (mark && value !== null) mark.hidden = value === mark.getAttribute("data-usual");
}

document.addEventListener("change", update);
document.addEventListener("input", update);
