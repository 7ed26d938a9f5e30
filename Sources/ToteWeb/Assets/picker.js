// The item page's "Move to box" field finds boxes as a person types: after a short pause, the boxes the search
// finds for the typed text fill its list of suggestions, so the page never carries every box of a large inventory.
// Without JavaScript a box number typed in does the same, and the list holds the first boxes.
(function () {
  "use strict";
  var field = document.getElementById("item-move-field");
  var list = document.getElementById("box-choices");
  if (!field || !list || !window.fetch || !window.DOMParser) {
    return;
  }
  var timer = null;
  var latest = 0;
  function suggest(text) {
    latest += 1;
    var asked = latest;
    fetch("/find?q=" + encodeURIComponent(text), {
      credentials: "same-origin",
      headers: { Accept: "text/html", "Tote-Live-Refresh": "1" },
    })
      .then(function (response) {
        return response.ok ? response.text() : null;
      })
      .then(function (html) {
        if (html === null || asked !== latest) {
          return;
        }
        var page = new DOMParser().parseFromString(html, "text/html");
        var here = window.location.pathname.split("/items/")[0];
        list.textContent = "";
        page.querySelectorAll("#find-results a.box-row[href^='/boxes/']").forEach(function (row) {
          var href = row.getAttribute("href");
          if (!/^\/boxes\/\d+$/.test(href) || href === here) {
            return;
          }
          var option = document.createElement("option");
          option.value = href.slice("/boxes/".length);
          var title = row.querySelector(".box-title");
          var meta = row.querySelector(".box-meta");
          option.label = "#" + option.value + " " + (title ? title.textContent.trim() : "") +
            (meta ? " · " + meta.textContent.trim() : "");
          list.appendChild(option);
        });
      }, function () {});
  }
  field.addEventListener("input", function () {
    var text = field.value.trim();
    clearTimeout(timer);
    if (text.length < 2 || /^#?\d+$/.test(text)) {
      return;
    }
    timer = setTimeout(function () {
      suggest(text);
    }, 250);
  });
})();
