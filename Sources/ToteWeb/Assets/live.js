// Live updates: when the inventory changes, fetch this page again and swap its <main>, keeping what
// the person is typing. Without JavaScript the pages work the same, only without live updates.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch || !window.DOMParser) {
    return;
  }

  var notice = document.getElementById("live-notice");
  var noticeTimer = null;
  var refreshing = false;
  var pending = false;

  function showNotice() {
    if (!notice) {
      return;
    }
    notice.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(function () {
      notice.hidden = true;
    }, 2500);
  }

  // Someone typing into a form must not lose their text: skip the swap until they are done.
  function isEditing() {
    var active = document.activeElement;
    if (!active || !active.form) {
      return false;
    }
    return active.value !== active.defaultValue;
  }

  function openDetails(main) {
    var open = [];
    main.querySelectorAll("details[open]").forEach(function (details) {
      var owner = details.closest("[id]");
      if (owner) {
        open.push(owner.id);
      }
    });
    return open;
  }

  function refresh() {
    if (refreshing) {
      pending = true;
      return;
    }
    if (isEditing()) {
      pending = true;
      return;
    }
    refreshing = true;
    fetch(window.location.href, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .then(function (html) {
        if (html === null) {
          return;
        }
        var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
        var current = document.querySelector("main");
        if (!fresh || !current) {
          return;
        }
        var focusedId = document.activeElement && document.activeElement.id;
        var open = openDetails(current);
        current.replaceWith(fresh);
        open.forEach(function (id) {
          var details = document.getElementById(id) && document.getElementById(id).querySelector("details");
          if (details) {
            details.open = true;
          }
        });
        if (focusedId && document.getElementById(focusedId)) {
          document.getElementById(focusedId).focus();
        }
        showNotice();
      })
      .catch(function () {
        pending = true;
      })
      .finally(function () {
        refreshing = false;
        if (pending) {
          pending = false;
          setTimeout(refresh, 500);
        }
      });
  }

  document.addEventListener("focusout", function () {
    if (pending && !refreshing) {
      pending = false;
      setTimeout(refresh, 200);
    }
  });

  var source = new EventSource("/events");
  [
    "box.provisioned", "box.renamed", "box.relocated", "box.note-changed", "box.removed",
    "item.provisioned", "item.renamed", "item.requantified", "item.note-changed", "item.moved", "item.removed",
  ].forEach(function (kind) {
    source.addEventListener(kind, refresh);
  });
})();
