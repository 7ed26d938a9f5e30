// The changes made on this phone while it could not reach the server, kept in IndexedDB until they are sent. Read
// by the service worker, which keeps and sends them, and by the pages, which show them. Each change is a form as it
// was posted: where it went, its fields (its form_key made its own, so that sending it again after a lost answer
// is answered once by the server and never carried out twice), the page it came from and when it was made.
var ToteWaiting = (function () {
  "use strict";
  var NAME = "tote";
  var STORE = "waiting";

  function open() {
    return new Promise(function (resolve, reject) {
      var request = indexedDB.open(NAME, 1);
      request.onupgradeneeded = function () {
        request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
      };
      request.onsuccess = function () {
        resolve(request.result);
      };
      request.onerror = function () {
        reject(request.error);
      };
    });
  }

  // Runs `work` on the store in one transaction; resolves with what it returns once the transaction is done.
  function within(mode, work) {
    return open().then(function (database) {
      return new Promise(function (resolve, reject) {
        var transaction = database.transaction(STORE, mode);
        var result;
        Promise.resolve(work(transaction.objectStore(STORE))).then(function (value) {
          result = value;
        });
        transaction.oncomplete = function () {
          database.close();
          resolve(result);
        };
        transaction.onerror = transaction.onabort = function () {
          database.close();
          reject(transaction.error);
        };
      });
    });
  }

  function asPromise(request) {
    return new Promise(function (resolve) {
      request.onsuccess = function () {
        resolve(request.result);
      };
    });
  }

  // Every kept change, oldest first.
  function all() {
    return within("readonly", function (store) {
      return asPromise(store.getAll());
    });
  }

  function add(change) {
    return within("readwrite", function (store) {
      return asPromise(store.add(change));
    });
  }

  function put(change) {
    return within("readwrite", function (store) {
      return asPromise(store.put(change));
    });
  }

  function remove(id) {
    return within("readwrite", function (store) {
      return asPromise(store.delete(id));
    });
  }

  function clear() {
    return within("readwrite", function (store) {
      return asPromise(store.clear());
    });
  }

  function quoted(fields, name) {
    var value = (fields.get(name) || "").trim();
    return value ? "“" + value + "”" : "";
  }

  // What the change does, in the words of the button that made it.
  function describe(change) {
    var fields = new URLSearchParams(change.body);
    var path = change.action;
    var box = /^\/boxes\/(\d+)/.exec(path);
    var where = box ? " in box " + box[1] : "";
    if (path === "/boxes") {
      return "Add a box " + quoted(fields, "title") + " (not yet numbered)";
    }
    if (change.newBox !== undefined) {
      return "Add " + quoted(fields, "title") + " in the new box “" + change.newBox + "”";
    }
    if (path === "/arrivals/arrive") {
      return "Box " + fields.get("box") + " arrived";
    }
    if (path === "/scan/move") {
      var boxOf = function (number, label) {
        return fields.get(number) || (/\/boxes\/(\d+)/.exec(fields.get(label) || "") || [])[1] || "?";
      };
      return fields.get("out") === "yes"
        ? "Box " + boxOf("number", "label") + " taken out (scanned)"
        : "Box " + boxOf("number", "label") + " into " + boxOf("into_number", "into_label") + " (scanned)";
    }
    if (path === "/scan/mark") {
      var scanned = fields.get("number") || (/\/boxes\/(\d+)/.exec(fields.get("label") || "") || [])[1] || "?";
      return "Box " + scanned + " " + fields.get("status") + " (scanned)";
    }
    if (/^\/boxes\/\d+\/items$/.test(path)) {
      return "Add " + quoted(fields, "title") + where;
    }
    var action = path.split("/").pop();
    var words = {
      details: "Change " + quoted(fields, "title"),
      moving: "Change the room or status",
      move: "Move an item",
      remove: "Remove",
      empty: "Empty the box",
    };
    return (words[action] || "Change") + where;
  }

  return { all: all, add: add, put: put, remove: remove, clear: clear, describe: describe };
})();
