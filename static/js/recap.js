/* "Share the result" on a finished game's scoreboard: a phone that can share files
   opens its share sheet with the recap picture itself (a chat then shows the picture,
   not a link). A share sheet opens only straight from a tap, so the picture is fetched
   beforehand, once the link is on the page; until it is there, and wherever files
   cannot be shared, the link downloads the picture as it does without JavaScript. */

var ready = {};  // the link's address -> the picture, as a File

function canShareFiles() {
  if (!navigator.canShare || !window.File) return false;
  try {
    return navigator.canShare({ files: [new File([""], "x.png", { type: "image/png" })] });
  } catch (e) {
    return false;
  }
}

function fetchPicture() {
  var link = document.querySelector("[data-share-result]");
  if (!link || !canShareFiles()) return;
  var url = link.href;
  if (ready[url] !== undefined) return;
  ready[url] = null;  // on its way
  fetch(url, { credentials: "omit" }).then(function (answer) {
    if (!answer.ok) throw new Error(answer.status);
    return answer.blob();
  }).then(function (blob) {
    ready[url] = new File([blob], link.getAttribute("download") || "result.png",
                          { type: "image/png" });
  }).catch(function () {
    delete ready[url];  // the link still downloads it
  });
}

document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest("[data-share-result]");
  if (!link || !ready[link.href]) return;
  var file = ready[link.href];
  if (!navigator.canShare({ files: [file] })) return;
  event.preventDefault();
  navigator.share({ files: [file], title: link.getAttribute("data-share-title") || "" })
    .catch(function (error) {
      if (error && error.name === "AbortError") return;  // the person closed the sheet
      delete ready[link.href];
      link.click();  // no sheet after all: download it
    });
});

document.addEventListener("DOMContentLoaded", fetchPicture);
document.addEventListener("htmx:afterSwap", fetchPicture);
