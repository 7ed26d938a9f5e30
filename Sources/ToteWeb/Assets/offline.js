// Tote without a network, on the page's side: installs the service worker (sw.js), says calmly when the phone is
// offline and how old a kept page is, lists the changes waiting to be sent and those the server refused (each to be
// sent again or dropped with one tap), and asks for the waiting changes to be sent when the network returns.
(function () {
  "use strict";
  var banner = document.getElementById("offline");
  var main = document.querySelector("main");
  var keptAt = main && main.dataset.keptAt ? new Date(main.dataset.keptAt) : null;

  if (!window.isSecureContext) {
    noteInsecure();
    return;
  }
  if (!("serviceWorker" in navigator) || !window.indexedDB || !banner) {
    return;
  }
  navigator.serviceWorker.register("/sw.js").catch(function () {});

  function tell(message) {
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.active) {
        registration.active.postMessage(message);
      }
    });
  }

  function send() {
    tell(navigator.onLine ? "online" : "offline");
  }

  function when(date) {
    var time = date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
    if (date.toDateString() === new Date().toDateString()) {
      return "at " + time;
    }
    return "on " + date.toLocaleDateString([], { day: "numeric", month: "short" }) + " at " + time;
  }

  function element(tag, text, className) {
    var made = document.createElement(tag);
    if (text) {
      made.textContent = text;
    }
    if (className) {
      made.className = className;
    }
    return made;
  }

  function button(text, act) {
    var made = element("button", text);
    made.type = "button";
    made.addEventListener("click", act);
    return made;
  }

  function refused(change) {
    var row = element("li", null, "refused");
    row.appendChild(element("span", ToteWaiting.describe(change) + ": " + change.reason));
    // Sent again without the version it was made from: applied over what changed since, if it still can be.
    row.appendChild(
      button("Apply anyway", function () {
        var fields = new URLSearchParams(change.body);
        fields.delete("version");
        change.body = fields.toString();
        change.state = "waiting";
        delete change.reason;
        ToteWaiting.put(change).then(send).then(show);
      })
    );
    row.appendChild(
      button("Drop", function () {
        // A new box dropped takes the items that were waiting to go into it.
        ToteWaiting.all()
          .then(function (changes) {
            return Promise.all(
              changes
                .filter(function (other) {
                  return other.id === change.id || (change.local && other.page === "/boxes/pending/" + change.local);
                })
                .map(function (other) {
                  return ToteWaiting.remove(other.id);
                })
            );
          })
          .then(show);
      })
    );
    return row;
  }

  // A waiting change, told in words; a new box links to its page, where items are added to it.
  function waitingRow(change) {
    var row = element("li");
    if (change.local) {
      var link = element("a", ToteWaiting.describe(change));
      link.href = "/boxes/pending/" + change.local;
      row.appendChild(link);
    } else {
      row.textContent = ToteWaiting.describe(change);
    }
    return row;
  }

  function show() {
    return ToteWaiting.all().then(function (changes) {
      var waiting = changes.filter(function (change) {
        return change.state === "waiting";
      });
      var refusedChanges = changes.filter(function (change) {
        return change.state === "refused";
      });
      banner.textContent = "";
      var offline = !navigator.onLine || keptAt;
      if (offline) {
        banner.appendChild(
          element(
            "p",
            keptAt
              ? "You are offline. This page is as it was " + when(keptAt) + "."
              : "You are offline. Pages you have opened still open."
          )
        );
      }
      if (waiting.length > 0) {
        banner.appendChild(
          element(
            "p",
            (waiting.length === 1 ? "1 change" : waiting.length + " changes") +
              " waiting to be sent" +
              (offline ? " when the network returns." : "…"),
            "waiting-count"
          )
        );
        var list = element("ul", null, "waiting-list");
        waiting.forEach(function (change) {
          list.appendChild(waitingRow(change));
        });
        banner.appendChild(list);
      }
      if (refusedChanges.length > 0) {
        banner.appendChild(element("p", "The server did not make these changes:"));
        var refusedList = element("ul", null, "refused-list");
        refusedChanges.forEach(function (change) {
          refusedList.appendChild(refused(change));
        });
        banner.appendChild(refusedList);
      }
      banner.hidden = banner.childNodes.length === 0;
      return waiting.length;
    });
  }

  // While changes wait and the browser thinks it is online, the worker is asked again and again to send them, a
  // little less often each time (from 2 s up to a minute): a network that came back, or a server that restarted,
  // gives no sign of its own.
  var retry = null;
  var retryDelay = 2000;
  function retryLater(waiting) {
    clearTimeout(retry);
    if (waiting === 0 || !navigator.onLine) {
      retryDelay = 2000;
      return;
    }
    retry = setTimeout(send, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 60000);
  }

  function update() {
    show().then(function (waiting) {
      retryLater(waiting);
      // A kept page is replaced by the server's as soon as everything that waited has been sent.
      if (keptAt && navigator.onLine && waiting === 0) {
        fetch("/health", { cache: "no-store" }).then(function (response) {
          if (response.ok) {
            window.location.reload();
          }
        }, function () {});
      }
    });
  }

  navigator.serviceWorker.addEventListener("message", function (event) {
    if (event.data === "waiting-changed") {
      update();
    }
  });
  window.addEventListener("online", function () {
    send();
    update();
  });
  window.addEventListener("offline", function () {
    send();
    update();
  });
  document.addEventListener("submit", function (event) {
    var action = (event.target.getAttribute("action") || "").split("?")[0];
    if (!/^\/(logout|account\/logout-everywhere)$/.test(action)) {
      return;
    }
    var count = document.querySelectorAll(".waiting-list li").length;
    if (count > 0 && !window.confirm(count + " changes have not been sent yet. Logging out drops them. Log out?")) {
      event.preventDefault();
    }
  });
  update();
  send();
  offerKeeping();

  // On the boxes list: one action keeps the whole inventory on the phone for offline use. A kept copy is kept
  // fresh: opened with a network after ten minutes or more, it is fetched again.
  function offerKeeping() {
    if (!window.ToteCopy || keptAt || !navigator.onLine) {
      return;
    }
    ToteCopy.keptAt().then(function (date) {
      if (date && Date.now() - date.getTime() > 10 * 60 * 1000) {
        ToteCopy.keep().catch(function () {});
      }
      if (window.location.pathname !== "/boxes" || !document.querySelector("ul.boxes")) {
        return;
      }
      var card = element("section", null, "card keep-copy");
      card.id = "keep-copy";
      var said = element(
        "p",
        date
          ? "This inventory is kept on this phone (" + when(date) + "): every box and item opens without a network."
          : "Keep this inventory on this phone, to open every box and item and search them without a network."
      );
      said.setAttribute("role", "status");
      var keep = button(date ? "Keep it again now" : "Keep this inventory on this phone", function () {
        keep.disabled = true;
        said.textContent = "Keeping…";
        ToteCopy.keep()
          .then(function (counts) {
            said.textContent =
              "Kept " + counts.boxes + (counts.boxes === 1 ? " box" : " boxes") + " and " + counts.items +
              (counts.items === 1 ? " item" : " items") + " on this phone " + when(new Date()) + ".";
          }, function (error) {
            said.textContent = "Could not keep it: " + error.message + ".";
          })
          .then(function () {
            keep.disabled = false;
          });
      });
      card.appendChild(said);
      card.appendChild(keep);
      main.insertAdjacentElement("afterend", card);
    });
  }

  // Reached over plain HTTP from another address: say once that installing, offline use and the camera need HTTPS.
  function noteInsecure() {
    var note = document.getElementById("https-note");
    try {
      if (!note || window.localStorage.getItem("tote-https-note") === "seen") {
        return;
      }
      window.localStorage.setItem("tote-https-note", "seen");
    } catch (ignored) {
      return;
    }
    note.hidden = false;
  }
})();
