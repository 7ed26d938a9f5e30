// The inventory kept on this phone ("Keep this inventory on this phone": every box and item, from
// /offline/inventory), read without a network: the service worker answers a box's page, an item's page, the boxes
// list and a search from it when the page itself was never opened here; a box's page drawn so takes new items.
// Search folds text as the server does (case, accents and width do not matter; "strasse" finds Straße) and matches
// any part of a word from three characters on, the start of a word below that; every word must match.
var ToteCopy = (function () {
  "use strict";
  var ADDRESS = "/offline/inventory";
  var CACHE = "tote-copy";

  function fold(text) {
    return (text || "").normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase().toLowerCase();
  }

  function escape(text) {
    return String(text === null || text === undefined ? "" : text).replace(/[&<>"']/g, function (character) {
      return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[character];
    });
  }

  // Rows as objects, with each box's items, and each text's folded form for searching.
  function read(json) {
    var boxes = {};
    var list = json.boxes.map(function (row) {
      var box = {
        number: row[0], title: row[1], location: row[2], note: row[3], room: row[4], status: row[5],
        itemCount: row[6], items: [],
      };
      box.folded = fold(["#" + box.number, box.title, box.location, box.note, box.room].join(" \u0001 "));
      boxes[box.number] = box;
      return box;
    });
    var items = json.items.map(function (row) {
      var item = { number: row[0], box: boxes[row[1]], title: row[2], quantity: row[3], note: row[4] };
      item.folded = fold(["#" + item.number, item.title, item.note].join(" \u0001 "));
      if (item.box) {
        item.box.items.push(item);
      }
      return item;
    });
    return { boxes: list, byNumber: boxes, items: items, csrf: json.csrf || null };
  }

  function matches(folded, word) {
    if (word.length >= 3) {
      return folded.indexOf(word) >= 0;
    }
    return folded.split(/[^\p{L}\p{N}#]+/u).some(function (part) {
      return part.indexOf(word) === 0 || part === "#" + word;
    });
  }

  function search(copy, text) {
    var words = fold(text).split(/\s+/).filter(Boolean);
    var number = /^#?(\d+)$/.exec(text.trim());
    function found(entry) {
      return words.length > 0 && words.every(function (word) {
        return matches(entry.folded, word);
      });
    }
    function numberFirst(list) {
      if (!number) {
        return list;
      }
      var wanted = Number(number[1]);
      return list.filter(function (entry) { return entry.number === wanted; })
        .concat(list.filter(function (entry) { return entry.number !== wanted; }));
    }
    return { boxes: numberFirst(copy.boxes.filter(found)), items: numberFirst(copy.items.filter(found)) };
  }

  function moving(box) {
    var parts = [];
    if (box.room) {
      parts.push("For the " + box.room);
    }
    if (box.room || box.status !== "packing") {
      parts.push(box.status);
    }
    return parts.join(" · ");
  }

  function plural(count, one, many) {
    return count + " " + (count === 1 ? one : many);
  }

  function boxRow(box) {
    var shown = moving(box);
    return '<li><a class="box-row" href="/boxes/' + box.number + '"><span class="box-number">#' + box.number +
      '</span> <span class="box-title">' + escape(box.title) + '</span> <span class="box-meta">' +
      escape(box.location || "No location yet") + " · " + plural(box.itemCount, "item", "items") + "</span>" +
      (shown ? '<span class="box-meta box-moving">' + escape(shown) + "</span>" : "") + "</a></li>";
  }

  function itemRow(item, withBox) {
    var where = withBox && item.box
      ? '<span class="box-meta">Item #' + item.number + " in box #" + item.box.number + " " + escape(item.box.title) +
        (item.box.location ? ", " + escape(item.box.location) : "") + "</span>"
      : "";
    return '<li class="item"><a class="box-row" href="/boxes/' + (item.box ? item.box.number : 0) + "/items/" +
      item.number + '"><span class="box-number">#' + item.number + '</span> <span class="box-title">' +
      escape(item.title) + ' <span class="item-quantity">× ' + item.quantity + "</span></span>" + where + "</a></li>";
  }

  function page(title, content, keptAt) {
    return '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">' +
      "<title>" + escape(title) + ' · Tote</title><link rel="stylesheet" href="/assets/tote.css">' +
      '<link rel="manifest" href="/manifest.webmanifest">' +
      '<script src="/assets/waiting.js" defer></script><script src="/assets/copy.js" defer></script>' +
      '<script src="/assets/offline.js" defer></script></head><body>' +
      '<header class="top"><div class="bar"><a class="brand" href="/boxes">Tote</a></div>' +
      '<nav aria-label="Main"><ul><li><a href="/boxes">Boxes</a></li><li><a href="/find">Find</a></li></ul></nav>' +
      '<form method="get" action="/find" role="search" class="search"><label for="search-q" class="visually-hidden">' +
      'Find boxes and items</label><input id="search-q" type="search" name="q" placeholder="Find a box or item…">' +
      '<button type="submit">Find</button></form></header>' +
      '<div id="offline" class="offline" role="status" aria-live="polite" hidden></div>' +
      '<main id="main" tabindex="-1" data-kept-at="' + escape(keptAt) + '">' + content + "</main></body></html>";
  }

  // The form that adds an item to the box at `box` (its path), sending the session's `csrf`; what it adds waits on
  // the phone until the server answers. Nothing for a member who may not change anything.
  function itemForm(box, csrf) {
    if (!csrf) {
      return "";
    }
    return '<section class="card" aria-labelledby="add-item"><h2 id="add-item">Add an item</h2>' +
      '<form method="post" action="' + escape(box + "/items?csrf=" + encodeURIComponent(csrf)) + '">' +
      '<input type="hidden" name="return_to" value="' + escape(box) + '">' +
      '<label for="item-title">Title</label><input id="item-title" name="title" required maxlength="200" ' +
      'autocomplete="off"><label for="item-quantity">Quantity</label><input id="item-quantity" name="quantity" ' +
      'value="1" inputmode="numeric" required><label for="item-note">Note</label><textarea id="item-note" ' +
      'name="note" rows="2"></textarea><button type="submit" class="primary">Add item</button></form></section>';
  }

  function boxPage(box, csrf) {
    var shown = moving(box);
    return page("#" + box.number + " " + box.title,
      '<p class="crumbs"><a href="/boxes">← All boxes</a></p><h1 class="box-heading"><span class="box-number big">#' +
      box.number + "</span> " + escape(box.title) + '</h1><p class="box-meta">' +
      escape(box.location || "No location yet") + " · " + plural(box.itemCount, "item", "items") + "</p>" +
      (shown ? '<p class="box-meta box-moving">' + escape(shown) + "</p>" : "") +
      (box.note ? '<p class="note">' + escape(box.note) + "</p>" : "") + itemForm("/boxes/" + box.number, csrf) + "<h2>Items</h2>" +
      (box.items.length ? '<ul class="items">' + box.items.map(function (item) { return itemRow(item, false); })
        .join("") + "</ul>" : '<p class="empty">This box is empty.</p>'), box.keptAt);
  }

  function itemPage(item) {
    var box = item.box;
    return page("#" + item.number + " " + item.title,
      '<p class="crumbs"><a href="/boxes/' + box.number + '">← Back to the box</a></p>' +
      '<h1 class="box-heading"><span class="box-number big">#' + item.number + "</span> " + escape(item.title) +
      ' <span class="item-quantity">× ' + item.quantity + '</span></h1><p class="box-meta">In box #' + box.number +
      " " + escape(box.title) + (box.location ? ", at " + escape(box.location) : "") + ".</p>" +
      (item.note ? '<p class="note">' + escape(item.note) + "</p>" : ""), item.keptAt);
  }

  // At most this many boxes and this many items are shown for a search, as the server shows a page at a time.
  var SHOWN = 100;

  function findPage(copy, text) {
    var found = search(copy, text);
    var count = found.boxes.length + found.items.length;
    var more = Math.max(0, found.boxes.length - SHOWN) + Math.max(0, found.items.length - SHOWN);
    found.boxes = found.boxes.slice(0, SHOWN);
    found.items = found.items.slice(0, SHOWN);
    return page("Find",
      '<h1>Find</h1><form method="get" action="/find" role="search" class="card"><label for="find-q">What are you ' +
      'looking for?</label><input id="find-q" type="search" name="q" value="' + escape(text) + '" required>' +
      '<button type="submit" class="primary">Find</button></form>' +
      (text.trim() === "" ? "" : count === 0
        ? '<p class="empty" role="status">Nothing kept on this phone matches “' + escape(text) + "”.</p>"
        : '<p class="count" role="status">' + plural(count, "match", "matches") + " for “" + escape(text) + "”</p>") +
      (found.boxes.length ? '<h2>Boxes</h2><ul class="results">' + found.boxes.map(boxRow).join("") + "</ul>" : "") +
      (found.items.length ? '<h2>Items</h2><ul class="results">' + found.items.map(function (item) {
        return itemRow(item, true);
      }).join("") + "</ul>" : "") +
      (more > 0 ? '<p class="hint">' + plural(more, "more match is", "more matches are") +
        " not shown: add a word to narrow the search.</p>" : ""), copy.keptAt);
  }

  function listPage(copy) {
    return page("Boxes", "<h1>Boxes <span class=\"count\">" + plural(copy.boxes.length, "box", "boxes") +
      '</span></h1><ul class="boxes">' + copy.boxes.map(boxRow).join("") + "</ul>", copy.keptAt);
  }

  // The page for `url` drawn from the kept copy, or null when the copy has none.
  function render(url, json, keptAt) {
    var copy = read(json);
    copy.keptAt = keptAt;
    var path = url.pathname;
    var box = /^\/boxes\/(\d+)$/.exec(path);
    var item = /^\/boxes\/(\d+)\/items\/(\d+)$/.exec(path);
    if (path === "/boxes") {
      return listPage(copy);
    }
    if (path === "/find") {
      return findPage(copy, url.searchParams.get("q") || "");
    }
    if (box && copy.byNumber[box[1]]) {
      var shownBox = copy.byNumber[box[1]];
      shownBox.keptAt = keptAt;
      return boxPage(shownBox, copy.csrf);
    }
    if (item) {
      var found = copy.items.filter(function (entry) { return entry.number === Number(item[2]); })[0];
      if (found && found.box) {
        found.keptAt = keptAt;
        return itemPage(found);
      }
    }
    return null;
  }

  // The kept copy's answer for `url`: a page, or nothing.
  function answer(url) {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(ADDRESS);
    }).then(function (kept) {
      if (!kept) {
        return null;
      }
      var keptAt = kept.headers.get("Tote-Kept-At");
      return kept.json().then(function (json) {
        var html = render(url, json, keptAt);
        return html === null ? null : new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      });
    });
  }

  // Fetches the whole inventory and keeps it, marked with when; resolves with its counts.
  function keep() {
    return fetch(ADDRESS, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
      if (!response.ok) {
        throw new Error("the server answered " + response.status);
      }
      return response.text();
    }).then(function (text) {
      var json = JSON.parse(text);
      var kept = new Response(text, {
        headers: { "Content-Type": "application/json", "Tote-Kept-At": new Date().toISOString() },
      });
      return caches.open(CACHE).then(function (cache) {
        return cache.put(ADDRESS, kept);
      }).then(function () {
        return { boxes: json.boxes.length, items: json.items.length };
      });
    });
  }

  function forget() {
    return caches.delete(CACHE);
  }

  // When the copy was kept, or null when there is none.
  function keptAt() {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(ADDRESS);
    }).then(function (kept) {
      return kept ? new Date(kept.headers.get("Tote-Kept-At")) : null;
    });
  }

  return { fold: fold, search: search, read: read, render: render, answer: answer, keep: keep, forget: forget,
    keptAt: keptAt, page: page, escape: escape, itemForm: itemForm };
})();
