// The find page searches as a person types: after a short pause the results under the field are fetched again
// and replaced, and the address keeps the text, so a reload or a shared link shows the same. Without JavaScript
// the form is sent as usual. Elements are looked up when needed, as a live update may have replaced the page.
(function () {
  "use strict";
  if (!window.fetch || !window.DOMParser) {
    return;
  }
  var pause = 250;
  var timer = null;
  var latest = 0;
  function search(text) {
    var form = document.getElementById("find-form");
    var address = (form ? form.getAttribute("action") : "/find") + (text ? "?q=" + encodeURIComponent(text) : "");
    latest += 1;
    var asked = latest;
    fetch(address, {
      credentials: "same-origin",
      headers: { Accept: "text/html", "Tote-Live-Refresh": "1" },
    })
      .then(function (response) {
        return response.text();
      })
      .then(function (html) {
        // An answer to an older text is dropped: a newer one is on its way.
        var results = document.getElementById("find-results");
        if (asked !== latest || !results) {
          return;
        }
        var page = new DOMParser().parseFromString(html, "text/html");
        var fresh = page.getElementById("find-results");
        if (!fresh) {
          return;
        }
        results.innerHTML = fresh.innerHTML;
        history.replaceState(null, "", address);
        document.title = page.title;
      })
      .catch(function () {
        // Offline or refused: the form still sends the text when asked.
      });
  }
  document.addEventListener("input", function (event) {
    if (event.target.id !== "find-q") {
      return;
    }
    clearTimeout(timer);
    var text = event.target.value.trim();
    timer = setTimeout(function () {
      search(text);
    }, pause);
  });
})();
