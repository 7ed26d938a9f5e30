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
        ToteWaiting.remove(change.id).then(show);
      })
    );
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
          list.appendChild(element("li", ToteWaiting.describe(change)));
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
