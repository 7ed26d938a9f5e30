// Live updates: when the inventory changes, fetch this page again and swap its <main>. Nothing a person is typing
// is ever lost: while a field of the page holds changed text, the swap waits and a notice counts the changes
// waiting; "Show" swaps at once and puts the typed text back. The focused field keeps the focus. Without JavaScript the pages work the same,
// only without live updates.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch || !window.DOMParser) {
    return;
  }

  // A page shown again after a refused form is at the address the form posted to; the page says its own, so that
  // reloading, sharing and the refetches below use that.
  var shown = document.querySelector("main");
  if (shown && shown.dataset.path && window.location.pathname !== shown.dataset.path && window.history.replaceState) {
    window.history.replaceState(null, "", shown.dataset.path);
  }

  var notice = document.getElementById("live-notice");
  var waitingNotice = document.getElementById("live-waiting");
  var noticeTimer = null;
  var refreshing = false;
  var pending = false;
  var waiting = 0;

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

  // The page itself was removed (a box someone else removed): say so, and keep saying it.
  function showGone() {
    if (!notice) {
      return;
    }
    clearTimeout(noticeTimer);
    notice.textContent = "This page is no longer there: someone removed it.";
    notice.hidden = false;
    offerAnotherBox();
  }

  function checkGone() {
    fetch(window.location.href, {
      credentials: "same-origin",
      headers: { Accept: "text/html", "Tote-Live-Refresh": "1" },
    }).then(function (response) {
      if (response.status === 404) {
        showGone();
      }
    }, function () {});
  }

  // A box removed while someone types an item into it: the item keeps its text and goes into the box they name.
  // The page's other forms, which would change what is gone, stop.
  function offerAnotherBox() {
    var form = document.querySelector("main form[action*='/items?']");
    var title = document.getElementById("item-title");
    if (!form || !title || document.getElementById("other-box")) {
      return;
    }
    document.querySelectorAll("main form").forEach(function (other) {
      if (other !== form) {
        other.querySelectorAll("button, input, textarea, select").forEach(function (field) {
          field.disabled = true;
        });
      }
    });
    var label = document.createElement("label");
    label.htmlFor = "other-box";
    label.textContent = "This box was removed. Put the item into box";
    var field = document.createElement("input");
    field.id = "other-box";
    field.required = true;
    field.inputMode = "numeric";
    field.placeholder = "#12";
    field.autocomplete = "off";
    form.insertBefore(field, form.firstChild);
    form.insertBefore(label, field);
    form.addEventListener("submit", function (event) {
      var number = /^\s*#?(\d+)\s*$/.exec(field.value);
      if (!number) {
        event.preventDefault();
        field.focus();
        return;
      }
      form.setAttribute("action", form.getAttribute("action").replace(/^\/boxes\/\d+\/items/, "/boxes/" + number[1] + "/items"));
    });
  }

  function showWaiting() {
    if (!waitingNotice) {
      return;
    }
    waitingNotice.querySelector("span").textContent =
      waiting === 1 ? "1 new change" : waiting + " new changes";
    waitingNotice.hidden = false;
  }

  function hideWaiting() {
    waiting = 0;
    if (waitingNotice) {
      waitingNotice.hidden = true;
    }
  }

  function fields(main) {
    return Array.prototype.slice.call(main.querySelectorAll("input, textarea, select")).filter(function (field) {
      return field.id && field.type !== "hidden" && field.type !== "submit";
    });
  }

  function isChanged(field) {
    if (field.type === "checkbox" || field.type === "radio") {
      return field.checked !== field.defaultChecked;
    }
    if (field.tagName === "SELECT") {
      return Array.prototype.some.call(field.options, function (option) {
        return option.selected !== option.defaultSelected;
      });
    }
    return field.value !== field.defaultValue;
  }

  // A person is editing while any field of the page holds what they changed; a field that only has the focus
  // gets it back after the swap.
  function isEditing() {
    var main = document.querySelector("main");
    return main ? fields(main).some(isChanged) : false;
  }

  function typedValues(main) {
    return fields(main).filter(isChanged).map(function (field) {
      return { id: field.id, value: field.value, checked: field.checked };
    });
  }

  function restore(values) {
    values.forEach(function (typed) {
      var field = document.getElementById(typed.id);
      if (!field) {
        return;
      }
      if (field.type === "checkbox" || field.type === "radio") {
        field.checked = typed.checked;
      } else {
        field.value = typed.value;
      }
    });
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

  // A finger or a mouse button is down on the page, or a form of it is on its way: the page is not replaced now,
  // or the button under the finger would be replaced between its press and its release, and the tap lost. The
  // fresh page waits (main's data-deferred says so) until the press ends, and is dropped when a form was sent,
  // since the page that answers it follows.
  var pressing = false;
  var deferred = null;
  document.addEventListener("pointerdown", function () {
    pressing = true;
  }, true);
  function released() {
    // After the click that the release makes has reached its button.
    setTimeout(function () {
      pressing = false;
      var html = deferred;
      deferred = null;
      if (html !== null && !isSending()) {
        swap(html);
      }
    }, 0);
  }
  document.addEventListener("pointerup", released, true);
  document.addEventListener("pointercancel", released, true);

  function isSending() {
    return document.querySelector("form[data-sent]") !== null;
  }

  // Swaps in the fresh page, keeping open panels, typed text and the focused field; announces only a page whose
  // text changed.
  function swap(html) {
    if (isSending()) {
      return;
    }
    if (pressing) {
      deferred = html;
      document.querySelector("main").dataset.deferred = "yes";
      return;
    }
    var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("main");
    var current = document.querySelector("main");
    if (!fresh || !current) {
      return;
    }
    hideWaiting();
    if (fresh.textContent === current.textContent) {
      return;
    }
    var focusedId = document.activeElement && current.contains(document.activeElement) && document.activeElement.id;
    var open = openDetails(current);
    var typed = typedValues(current);
    current.replaceWith(fresh);
    open.forEach(function (id) {
      var details = document.getElementById(id) && document.getElementById(id).querySelector("details");
      if (details) {
        details.open = true;
      }
    });
    restore(typed);
    if (focusedId && document.getElementById(focusedId)) {
      document.getElementById(focusedId).focus();
    }
    showNotice();
  }

  function refresh(force) {
    if (refreshing) {
      pending = true;
      return;
    }
    if (!force && isEditing()) {
      waiting += 1;
      showWaiting();
      return;
    }
    refreshing = true;
    fetch(window.location.href, {
      credentials: "same-origin",
      headers: { Accept: "text/html", "Tote-Live-Refresh": "1" },
    })
      .then(function (response) {
        if (response.status === 404) {
          showGone();
        }
        return response.ok ? response.text() : null;
      })
      .then(function (html) {
        if (html !== null) {
          swap(html);
        }
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

  // When the person stops editing, the changes that waited are shown.
  document.addEventListener("focusout", function () {
    setTimeout(function () {
      if (waiting > 0 && !isEditing()) {
        refresh();
      }
    }, 200);
  });

  if (waitingNotice) {
    waitingNotice.querySelector("button").addEventListener("click", function () {
      refresh(true);
    });
  }

  // A page says which changes can show on it (main's data-live): "none", "box:12", or, without it, every change.
  // Others cost it nothing: no fetch, no notice.
  function concernsThisPage(data) {
    var main = document.querySelector("main");
    var scope = main && main.dataset.live;
    if (!scope) {
      return true;
    }
    if (scope === "none") {
      return false;
    }
    try {
      var entry = JSON.parse(data);
      // A page opened with a share link of a room learns of a change without the boxes it concerns.
      if (!entry.box && !entry.from) {
        return true;
      }
      var box = Number(scope.slice("box:".length));
      // An item's move names the box it left; a box's move, the boxes it was and is packed in.
      var names = function (side) {
        return !!side && (side.number === box || (!!side.container && side.container.number === box));
      };
      return (entry.box && entry.box.number === box) || names(entry.from) || names(entry.to);
    } catch (ignored) {
      return true;
    }
  }

  // The access the stream was opened with ended (a share link withdrawn or expired, a session ended): the page says
  // so and stops listening.
  function showEnded() {
    var ended = document.getElementById("live-ended");
    source.close();
    if (ended) {
      ended.hidden = false;
    }
  }

  // A page opened with a share link listens to that link's changes; a member's page to the inventory's.
  var source = new EventSource((shown && shown.dataset.events) || "/events");
  source.addEventListener("access-ended", showEnded);
  // A stream the server refuses to open again (a link that no longer works) closes for good: the page asks whether
  // it is still there.
  source.addEventListener("error", function () {
    if (source.readyState !== EventSource.CLOSED) {
      return;
    }
    fetch(window.location.href, {
      credentials: "same-origin",
      headers: { Accept: "text/html", "Tote-Live-Refresh": "1" },
    }).then(function (response) {
      if (response.status === 404 || response.redirected) {
        showEnded();
      }
    }, function () {});
  });
  [
    "box.provisioned", "box.renamed", "box.relocated", "box.note-changed", "box.room-changed", "box.status-changed",
    "box.marked", "box.unmarked", "box.moved", "box.removed", "box.restored", "item.provisioned", "item.renamed", "item.requantified", "item.note-changed", "item.moved",
    "item.removed", "item.restored",
  ].forEach(function (kind) {
    source.addEventListener(kind, function (event) {
      if (!concernsThisPage(event.data)) {
        return;
      }
      // Someone typing waits for other changes, but learns at once that the page they type into is gone.
      if (kind === "box.removed" && isEditing()) {
        checkGone();
      }
      refresh(false);
    });
  });
})();
