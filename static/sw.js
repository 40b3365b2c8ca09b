/* The service worker of an https deployment (registered by static/js/offline-worker.js
   only when the server says it is reached over https; served as /sw.js so that its
   scope is the whole site). It keeps two things, so that a reload with no network
   still opens the scorer's table and its outbox:
   - the fingerprinted static files (/static/...?v=...): cache first, they never change;
     the modules too, whose imports the page's import map sends to those URLs;
   - the last table page and entry page of each game: network first, the copy only when
     the server cannot be reached. The entry page is kept with its idempotency keys
     blanked: a copy must never name a new hand with a key already used; the outbox
     makes a fresh key for a form that has none.
   Nothing else (the API, the polls, /sync, any POST) is touched. */
"use strict";
var CACHE = "companion-1";
var PAGE = /^\/g\/[^/]+\/(table|hand)$/;
var WAIT_MS = 8000;

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

function isStatic(url) {
  return url.origin === self.location.origin && url.pathname.indexOf("/static/") === 0
    && url.searchParams.has("v");
}
function pageKey(url) { return url.origin + url.pathname; }
function tableKey(url) { return url.origin + url.pathname.split("/").slice(0, 3).join("/") + "/table"; }

// One copy per file: a new fingerprint replaces the old one.
function keepStatic(url, response) {
  return caches.open(CACHE).then(function (cache) {
    return cache.keys().then(function (requests) {
      return Promise.all(requests.filter(function (old) {
        var oldUrl = new URL(old.url);
        return oldUrl.pathname === url.pathname && oldUrl.href !== url.href;
      }).map(function (old) { return cache.delete(old); }));
    }).then(function () { return cache.put(url.href, response); });
  });
}

function keepPage(url, response) {
  return response.text().then(function (html) {
    var blank = html.replace(/(name="idempotency_key" value=")[^"]*/g, "$1");
    var copy = new Response(blank, {status: 200, headers: {"Content-Type": "text/html; charset=utf-8"}});
    return caches.open(CACHE).then(function (cache) { return cache.put(pageKey(url), copy); });
  });
}

function withDeadline(promise) {
  return Promise.race([promise, new Promise(function (resolve, reject) {
    setTimeout(function () { reject(new Error("no answer")); }, WAIT_MS);
  })]);
}

// The page tells which files it uses and where it is (it may have loaded before this
// worker took over, so its files were not seen here).
self.addEventListener("message", function (event) {
  var data = event.data || {};
  var files = (data.keep || []).map(function (href) { return new URL(href, self.location.origin); })
    .filter(isStatic);
  var work = files.map(function (url) {
    return caches.match(url.href).then(function (hit) {
      return hit || fetch(url.href).then(function (response) {
        return response.ok ? keepStatic(url, response) : null;
      });
    });
  });
  if (data.page && PAGE.test(data.page)) {
    var page = new URL(data.page, self.location.origin);
    work.push(fetch(page.href, {credentials: "same-origin"}).then(function (response) {
      return response.ok ? keepPage(page, response) : null;
    }));
  }
  event.waitUntil(Promise.all(work).catch(function () { /* offline now: next time */ }));
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (isStatic(url)) {
    event.respondWith(caches.match(request.url).then(function (hit) {
      return hit || fetch(request).then(function (response) {
        if (response.ok) keepStatic(url, response.clone());
        return response;
      });
    }));
  } else if (request.mode === "navigate" && PAGE.test(url.pathname)) {
    event.respondWith(withDeadline(fetch(request)).then(function (response) {
      if (response.ok && response.url && new URL(response.url).pathname === url.pathname) {
        event.waitUntil(keepPage(url, response.clone()));
      }
      return response;
    }).catch(function () {
      return caches.match(pageKey(url)).then(function (hit) {
        return hit || caches.match(tableKey(url)).then(function (table) { return table || Response.error(); });
      });
    }));
  }
});
