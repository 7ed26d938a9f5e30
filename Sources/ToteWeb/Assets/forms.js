// Forms are sent once: a second press of a form's button while the first is on its way (a double click, an
// impatient tap) does nothing, so an item is not added twice. What the last change did is read out first: unless a
// field asks for the focus, it goes to that message and its Undo. Without JavaScript the pages work the same.
(function () {
  "use strict";
  // Times are shown in the browser's own time zone: the server reads it from this cookie.
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && /^[A-Za-z0-9_+\/-]+$/.test(zone) && document.cookie.indexOf("tote_tz=" + zone) === -1) {
      document.cookie = "tote_tz=" + zone + "; path=/; max-age=31536000; samesite=lax";
    }
  } catch (ignored) {
    // Without Intl, times stay in UTC, which the pages say.
  }
  // A link to hand on gets a button that copies it, where the browser lets pages write to the clipboard.
  if (navigator.clipboard && window.isSecureContext) {
    document.querySelectorAll("button[data-copy]").forEach(function (button) {
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(button.dataset.copy).then(function () {
          button.textContent = "Copied";
        });
      });
    });
  }
  var flash = document.getElementById("flash");
  // A form that could not be sent when the session ended comes back filled in, to be checked and sent again.
  if (flash && flash.dataset.resume) {
    try {
      var resumed = JSON.parse(flash.dataset.resume);
      var target = Array.prototype.find.call(document.forms, function (form) {
        return (form.getAttribute("action") || "").split("?")[0] === resumed.action;
      });
      if (target) {
        Object.keys(resumed.fields).forEach(function (name) {
          var field = target.elements.namedItem(name);
          if (field && field.type !== "hidden") {
            if (field.type === "checkbox") {
              field.checked = true;
            } else {
              field.value = resumed.fields[name];
            }
          }
        });
        var details = target.closest("details");
        if (details) {
          details.open = true;
        }
        target.scrollIntoView({ block: "center" });
      }
    } catch (ignored) {
      // A message that cannot be read fills nothing in; the message itself still shows.
    }
  }
  if (flash && !document.querySelector("[autofocus]")) {
    flash.focus();
  }
  // Ticking a box in a list opens the folded form that changes the ticked boxes together.
  document.addEventListener("change", function (event) {
    var box = event.target;
    var panel = box.form && box.form.closest && box.form.closest("details");
    if (box.type === "checkbox" && box.checked && box.closest("ul") && panel && !panel.contains(box)) {
      panel.open = true;
    }
  });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented) {
      return;
    }
    if (form.dataset.sent === "yes") {
      event.preventDefault();
      return;
    }
    form.dataset.sent = "yes";
  });
  // A page the browser brings back from its history may be sent again.
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form[data-sent]").forEach(function (form) {
      delete form.dataset.sent;
    });
  });
})();
