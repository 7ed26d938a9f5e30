// A box added without a network has no number until it reaches the server. Until then it lives on the phone as
// /boxes/pending/ID, ID the change's own: its page (drawn here) takes items, which wait with it and go to the box
// once the server has given it a number. Read by the service worker, which keeps and sends the changes.
var ToteNewBox = (function () {
  "use strict";
  var PATH = /^\/boxes\/pending\/([0-9a-f-]{36})(\/items)?$/;

  // The new box a change's address names, or null for a change to a box with a number.
  function of(path) {
    var found = PATH.exec(path);
    return found ? found[1] : null;
  }

  function path(local) {
    return "/boxes/pending/" + local;
  }

  // The change as it is sent once its box is `number`: to that box, and back to its page.
  function numbered(change, number) {
    var fields = new URLSearchParams(change.body);
    if (of(fields.get("return_to") || "")) {
      fields.set("return_to", "/boxes/" + number);
    }
    return {
      address: change.address.replace(PATH.exec(change.action)[0], "/boxes/" + number + "/items"),
      body: fields.toString(),
    };
  }

  // The number the server gave a box it added, from the page it answered with.
  function numberIn(url) {
    var found = /^\/boxes\/(\d+)$/.exec(new URL(url).pathname);
    return found ? Number(found[1]) : null;
  }

  function field(change, name) {
    return new URLSearchParams(change.body).get(name) || "";
  }

  // The page of a box not yet numbered, with the items waiting to go into it and a form that adds one more.
  function page(box, items) {
    var escape = ToteCopy.escape;
    var title = field(box, "title").trim();
    var location = field(box, "location").trim();
    var csrf = new URL(box.address, "http://phone").searchParams.get("csrf");
    var rows = items.map(function (item) {
      var quantity = field(item, "quantity").trim() || "1";
      return '<li class="item"><div class="item-head"><span class="item-number">new</span> <span class="item-title">' +
        escape(field(item, "title").trim()) + '</span> <span class="item-quantity">× ' + escape(quantity) +
        "</span></div>" + (item.state === "refused" ? '<p class="error">' + escape(item.reason) + "</p>" : "") +
        "</li>";
    });
    return ToteCopy.page(
      title,
      '<p class="crumbs"><a href="/boxes">← All boxes</a></p><h1 class="box-heading"><span class="box-number big">' +
        "new</span> " + escape(title) + '</h1><p class="box-meta">New box (not yet numbered): it gets its number ' +
        "when it reaches the server" + (location ? " · " + escape(location) : "") + ".</p>" +
        ToteCopy.itemForm(path(box.local), csrf) + "<h2>Items</h2>" +
        (rows.length
          ? '<ul class="items">' + rows.join("") + "</ul>"
          : '<p class="empty">Nothing is in this box yet.</p>'),
      box.at
    );
  }

  return { of: of, path: path, numbered: numbered, numberIn: numberIn, page: page };
})();
