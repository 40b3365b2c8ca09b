/* On an https deployment, the scorer's pages register the service worker (static/sw.js,
   named by templates/_outbox.html only when the server is reached over https), and tell
   it which files this page uses and where it is: it may have loaded before the worker
   took over, so its files were not seen there: every file its tags name, and every
   module of the import map (the fingerprinted URLs the modules import each other by).
   Plain http allows no worker. */

// Every module the import map names (base.html): the ones this page imports without a
// script tag of their own are kept too, so a reload with no network has them all.
function modules() {
  var map = document.querySelector("script[type=importmap]");
  try {
    var imports = JSON.parse(map.textContent).imports || {};
    return Object.keys(imports).map(function (name) { return imports[name]; });
  } catch (e) {
    return [];
  }
}

function register() {
  var box = document.getElementById("outbox");
  var script = box && box.getAttribute("data-sw");
  if (!script || !("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(script, {scope: "/"}).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var files = document.querySelectorAll("script[src], link[rel=stylesheet], link[rel=icon], link[rel=manifest]");
    var keep = Array.prototype.map.call(files, function (node) {
      return node.getAttribute("src") || node.getAttribute("href");
    }).concat(modules());
    registration.active.postMessage({keep: keep, page: window.location.pathname});
  }).catch(function () { /* no worker: the page still works while online */ });
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", register);
} else {
  register();
}
