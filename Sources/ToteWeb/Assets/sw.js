// Tote's service worker: what makes the pages work without a network.
// - The shell (stylesheet, scripts, icons, the page for a page not kept) is kept when the worker installs.
// - Every inventory page opened is kept as it was last fetched, marked with that time; without a network it is shown
//   from here. Photos' thumbnails are kept the same way. A page never opened here is drawn from the inventory kept
//   on the phone (copy.js), when the person asked for it to be kept.
// - A change posted without a network is kept (waiting.js) and the person is taken back to the page they were on;
//   waiting changes are sent in the order they were made as soon as the server answers again. A box added so has a
//   page of its own until the server numbers it, whose items wait with it and follow it (newbox.js).
// - Logging out forgets every kept page, the kept inventory and every waiting change.
"use strict";
importScripts("/assets/waiting.js", "/assets/copy.js", "/assets/newbox.js");

var SHELL = "tote-shell-__VERSION__";
var PAGES = "tote-pages";
var SHELL_FILES = [
  "/assets/tote.css",
  "/assets/forms.js",
  "/assets/live.js",
  "/assets/search.js",
  "/assets/photos.js",
  "/assets/picker.js",
  "/assets/offline.js",
  "/assets/waiting.js",
  "/assets/copy.js",
  "/assets/newbox.js",
  "/assets/scan.js",
  "/assets/offline.html",
  "/assets/icons/icon-192.png",
  "/favicon.ico",
  "/manifest.webmanifest",
];
// The pages worth having without a network: the inventory's own, not the account's or the members'.
var KEPT_PAGE = /^\/(boxes(\/\d+(\/items\/\d+)?)?|find|arrivals|history|labels|scan)$/;
var KEPT_PHOTO = /^\/photos\/[^/]+\/thumbnail$/;
// The forms whose changes can wait for the network: those that change boxes, items and arrivals.
var WAITING_FORM = /^\/(boxes|arrivals)(\/|$)/;
var LOGOUT = /^\/(logout|account\/logout-everywhere)$/;

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches
      .open(SHELL)
      .then(function (cache) {
        return cache.addAll(
          SHELL_FILES.map(function (path) {
            return new Request(path, { cache: "reload" });
          })
        );
      })
      .then(function () {
        return self.skipWaiting();
      })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf("tote-shell-") === 0 && name !== SHELL;
            })
            .map(function (name) {
              return caches.delete(name);
            })
        );
      })
      .then(function () {
        return self.clients.claim();
      })
  );
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (request.method === "POST") {
    if (LOGOUT.test(url.pathname)) {
      event.respondWith(forget().then(function () {
        return fetch(request);
      }));
    } else if (request.mode === "navigate" && WAITING_FORM.test(url.pathname) && isPlainForm(request)) {
      event.respondWith(sendOrKeep(request, url));
    }
    return;
  }
  if (request.method !== "GET") {
    return;
  }
  var local = ToteNewBox.of(url.pathname);
  if (local && request.mode === "navigate") {
    event.respondWith(newBoxPage(local));
  } else if (KEPT_PAGE.test(url.pathname) || KEPT_PHOTO.test(url.pathname)) {
    event.respondWith(fromNetworkKeeping(event, request, url));
  } else if (request.mode === "navigate") {
    event.respondWith(fetchOnline(request).catch(notKept));
  } else if (isShell(url)) {
    event.respondWith(fromShell(request));
  }
});

// A page that the browser says is offline is believed: its word holds for every page until one says it is online.
// (The browser's "online" may be wrong, as on Wi-Fi without internet, but its "offline" is not; the worker's own
// requests find out the rest by failing.)
var saidOffline = false;

self.addEventListener("message", function (event) {
  if (event.data === "offline" || event.data === "online") {
    saidOffline = event.data === "offline";
  }
  if (event.data === "send" || event.data === "online") {
    event.waitUntil(sendWaiting());
  }
});

// The network, unless a page said it is offline.
function fetchOnline(request, options) {
  return saidOffline ? Promise.reject(new TypeError("offline")) : fetch(request, options);
}

self.addEventListener("sync", function (event) {
  if (event.tag === "tote-waiting") {
    event.waitUntil(sendWaiting());
  }
});

function isShell(url) {
  return SHELL_FILES.some(function (path) {
    return url.pathname === path.split("?")[0];
  });
}

function isPlainForm(request) {
  return (request.headers.get("Content-Type") || "").indexOf("application/x-www-form-urlencoded") === 0;
}

function fromShell(request) {
  return caches.match(request, { cacheName: SHELL }).then(function (kept) {
    return kept || fetchOnline(request);
  });
}

// The page from the server, kept for later with the time it was fetched; without a network, the kept page.
function fromNetworkKeeping(event, request, url) {
  return fetchOnline(request)
    .then(function (response) {
      if (response.ok && !response.redirected) {
        event.waitUntil(keep(request, response.clone()));
      }
      event.waitUntil(sendWaiting());
      return response;
    })
    .catch(function () {
      return keptPage(request, url).then(function (kept) {
        if (kept) {
          return kept;
        }
        if (request.mode !== "navigate") {
          return Response.error();
        }
        return ToteCopy.answer(url).then(function (page) {
          return page || notKept();
        });
      });
    });
}

// The page as it was last fetched; for a page other than a search, any kept version of its address will do (a box
// kept as /boxes/3?added=12 answers for /boxes/3).
function keptPage(request, url) {
  return caches.open(PAGES).then(function (cache) {
    return cache.match(request).then(function (exact) {
      return exact || (url.pathname === "/find" ? undefined : cache.match(request, { ignoreSearch: true }));
    });
  });
}

function keep(request, response) {
  var type = response.headers.get("Content-Type") || "";
  var stored =
    type.indexOf("text/html") === 0
      ? response.text().then(function (html) {
          var stamped = html.replace('<main id="main"', '<main id="main" data-kept-at="' + new Date().toISOString() + '"');
          return new Response(stamped, { headers: { "Content-Type": type } });
        })
      : Promise.resolve(response);
  return Promise.all([caches.open(PAGES), stored]).then(function (opened) {
    return opened[0].put(request, opened[1]);
  });
}

function notKept() {
  return caches.match("/assets/offline.html", { cacheName: SHELL }).then(function (page) {
    return page || new Response("You are offline.", { status: 503, headers: { "Content-Type": "text/plain" } });
  });
}

function forget() {
  return Promise.all([caches.delete(PAGES), ToteCopy.forget(), ToteWaiting.clear()]);
}

// The page of a box added without a network: drawn here until the server has numbered it, then the box's own.
function newBoxPage(local) {
  return ToteWaiting.all().then(function (changes) {
    var box = changes.filter(function (change) {
      return change.local === local;
    })[0];
    if (!box) {
      return Response.redirect("/boxes", 303);
    }
    if (box.state === "numbered") {
      return Response.redirect("/boxes/" + box.number, 303);
    }
    var items = changes.filter(function (change) {
      return change.state !== "numbered" && ToteNewBox.of(change.action) === local;
    });
    return new Response(ToteNewBox.page(box, items), { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
}

// An item added to a box that has no number yet waits with it, and is sent once the box has reached the server.
function keepForNewBox(request, url, local) {
  return Promise.all([request.text(), ToteWaiting.all()]).then(function (read) {
    var box = read[1].filter(function (change) {
      return change.local === local;
    })[0];
    if (!box) {
      return Response.redirect("/boxes", 303);
    }
    var fields = new URLSearchParams(read[0]);
    fields.set("form_key", self.crypto.randomUUID());
    return ToteWaiting.add({
      action: url.pathname,
      address: url.pathname + url.search,
      body: fields.toString(),
      page: ToteNewBox.path(local),
      at: new Date().toISOString(),
      state: "waiting",
      newBox: new URLSearchParams(box.body).get("title"),
    })
      .then(askToSend)
      .then(sendWaiting)
      .then(function () {
        return Response.redirect(ToteNewBox.path(local), 303);
      });
  });
}

// A change sent at once when the server answers, after those that waited; kept to be sent later when it does not.
function sendOrKeep(request, url) {
  var local = ToteNewBox.of(url.pathname);
  if (local) {
    return keepForNewBox(request, url, local);
  }
  var copy = request.clone();
  return sendWaiting()
    .then(function () {
      return fetchOnline(request);
    })
    .catch(function () {
      return copy.text().then(function (body) {
        var fields = new URLSearchParams(body);
        fields.set("form_key", self.crypto.randomUUID());
        var back = fields.get("return_to") || "/boxes";
        var change = {
          action: url.pathname,
          address: url.pathname + url.search,
          body: fields.toString(),
          page: back,
          at: new Date().toISOString(),
          state: "waiting",
        };
        if (url.pathname === "/boxes") {
          // A new box: its page, where its items are added, is the phone's until the server numbers it.
          change.local = self.crypto.randomUUID();
          back = ToteNewBox.path(change.local);
        }
        return ToteWaiting.add(change)
          .then(askToSend)
          .then(function () {
            return Response.redirect(back.charAt(0) === "/" ? back : "/boxes", 303);
          });
      });
    });
}

function askToSend() {
  if (self.registration.sync) {
    return self.registration.sync.register("tote-waiting").catch(function () {});
  }
}

var sending = null;

// Sends the waiting changes, oldest first, each once; stops at the first that cannot reach the server. A change the
// server refuses (the box was removed, the title was too long) is set aside with the server's reason, for the
// person to send again or drop; a session that ended keeps every change waiting for the next log in. A change to a
// new box waits until the box has its number.
function sendWaiting() {
  if (sending) {
    return sending;
  }
  sending = ToteWaiting.all()
    .then(function (changes) {
      var numbers = {};
      changes.forEach(function (change) {
        if (change.state === "numbered") {
          numbers[change.local] = change.number;
        }
      });
      var waiting = changes.filter(function (change) {
        return change.state === "waiting";
      });
      return waiting.reduce(function (previous, change) {
        return previous.then(function (go) {
          return go ? sendOne(change, numbers) : false;
        });
      }, Promise.resolve(true));
    })
    .catch(function () {})
    .then(function () {
      sending = null;
      return tellPages();
    });
  return sending;
}

function sendOne(change, numbers) {
  var sent = { address: change.address, body: change.body };
  var local = ToteNewBox.of(change.action);
  if (local) {
    if (!(local in numbers)) {
      return Promise.resolve(true);
    }
    sent = ToteNewBox.numbered(change, numbers[local]);
  }
  return fetchOnline(sent.address, {
    method: "POST",
    body: sent.body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    credentials: "same-origin",
  }).then(
    function (response) {
      if (response.redirected && new URL(response.url).pathname === "/login") {
        return false;
      }
      var number = change.local && response.ok ? ToteNewBox.numberIn(response.url) : null;
      if (number) {
        // Kept as the new box's number, for its page and its items.
        numbers[change.local] = number;
        change.state = "numbered";
        change.number = number;
        return ToteWaiting.put(change).then(function () {
          return true;
        });
      }
      if (response.ok) {
        return ToteWaiting.remove(change.id).then(function () {
          return true;
        });
      }
      return response.text().then(function (html) {
        change.state = "refused";
        change.reason = reasonIn(html) || "The server refused this change (" + response.status + ").";
        return ToteWaiting.put(change).then(function () {
          return true;
        });
      });
    },
    function () {
      return false;
    }
  );
}

// The message a page shows for a refused form: the field's error, the page's message, or the error page's; or
// the message of a JSON refusal (a scan's).
function reasonIn(html) {
  try {
    var refusal = JSON.parse(html);
    if (refusal && typeof refusal.message === "string") {
      return refusal.message;
    }
  } catch (notJSON) {}
  var found =
    /id="[^"]*-error"[^>]*>([\s\S]*?)<\/[a-z]+>/.exec(html) ||
    /<div id="flash"[^>]*>\s*<p>([\s\S]*?)<\/p>/.exec(html) ||
    /<p class="message">([\s\S]*?)<\/p>/.exec(html);
  if (!found) {
    return null;
  }
  return found[1]
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

function tellPages() {
  return self.clients.matchAll({ type: "window" }).then(function (pages) {
    pages.forEach(function (page) {
      page.postMessage("waiting-changed");
    });
  });
}
