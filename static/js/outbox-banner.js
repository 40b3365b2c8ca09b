/* The list of hands kept on this phone, at the top of every scorer page of the game:
   waiting ones ("Hand 4 is kept on this phone…"), a conflict (another phone entered
   that hand: show mine / discard) and a refusal (its sentence: open it / discard).
   Drawn anew from the outbox whenever it changes; the words are the page's phrases. */
import {say} from "companion/connection.js";

function element(tag, className, words) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (words) node.textContent = words;
  return node;
}
function button(action, key, words, primary) {
  var node = element("button", "button button-small" + (primary ? " button-primary" : ""), words);
  node.type = "button";
  node.setAttribute("data-outbox-" + action, key);
  return node;
}

function item(hand, open, onEntry) {
  var li = element("li", "outbox-item is-" + hand.state);
  li.setAttribute("data-kept", hand.number);
  var words = {waiting: say("kept", {n: hand.number}),
               conflict: say("conflict", {n: hand.number}),
               refused: say("refused", {n: hand.number, error: hand.error})}[hand.state];
  var line = element("p", "outbox-words", words);
  line.setAttribute("role", hand.state === "waiting" ? "status" : "alert");
  li.appendChild(line);
  if (hand.state === "conflict") li.appendChild(element("p", "outbox-help", say("conflict-help")));
  var tools = element("div", "outbox-tools");
  var canOpen = hand.state === "refused" && hand.status === 422 && !onEntry;
  if (canOpen) tools.appendChild(button("open", hand.key, say("open"), true));
  tools.appendChild(button("show", hand.key, say(open ? "hide-mine" : "show-mine")));
  if (hand.state !== "waiting") tools.appendChild(button("discard", hand.key, say("discard")));
  li.appendChild(tools);
  if (open) {
    var mine = element("ul", "outbox-mine");
    mine.setAttribute("data-mine", hand.number);
    hand.summary.forEach(function (words) { mine.appendChild(element("li", "", words)); });
    li.appendChild(mine);
  }
  return li;
}

// box: the #outbox section; shown: keys whose "show mine" is open; onEntry: the
// entry form is on this page (a refused hand is already back in it).
export function drawOutbox(box, hands, shown, onEntry) {
  var list = box.querySelector("[data-outbox-list]");
  list.textContent = "";
  hands.forEach(function (hand) { list.appendChild(item(hand, shown[hand.key], onEntry)); });
  var panel = box.querySelector("[data-outbox-panel]");
  box.hidden = hands.length === 0 && !panel.firstChild;
  document.documentElement.classList.toggle("has-kept", hands.length > 0);
}

// The referee panel of the hand to play next, from the panels the server rendered
// (templates/_upcoming.html): the k-th counted hand after the server's next one.
export function panelFor(hands, number) {
  var upcoming = document.querySelector("[data-upcoming]");
  if (!upcoming) return null;
  var from = parseInt(upcoming.getAttribute("data-from"), 10);
  var between = hands.filter(function (hand) {
    return !hand.correction && hand.number >= from && hand.number < number;
  });
  if (between.length !== number - from) return null;  // not all kept here: unknown deal
  var counted = between.filter(function (hand) { return hand.kind === "normal"; }).length;
  var template = upcoming.querySelector('template[data-panel="' + counted + '"]');
  if (number === from || !template) return null;  // the page's own panel is right
  var panel = template.content.firstElementChild.cloneNode(true);
  var title = panel.querySelector("h2").firstChild;  // "Hand 7 " before the points
  title.nodeValue = title.nodeValue.replace(template.getAttribute("data-number"), number);
  panel.removeAttribute("id");
  panel.querySelector("h2").removeAttribute("id");
  panel.removeAttribute("aria-labelledby");
  panel.setAttribute("data-kept-panel", number);
  return panel;
}
