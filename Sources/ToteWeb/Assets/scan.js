// The scan screen: reads Tote's labels with the rear camera, one after another, and does what the chosen mode says
// with each: opens the box, or marks it sealed, loaded or arrived (the room to carry it to shown large), with the
// move's running count; or, two scans at a time, packs the first box into the box or place scanned second. Each
// change has an undo, and a field takes the number of a torn label.
// - Codes are read on the phone by the browser's BarcodeDetector where it has one; elsewhere a small gray frame is
//   sent to the server (POST /scan/read), which reads it with ZBar. Without a network only the phone's own reader
//   works; otherwise the number can be typed.
// - A change that cannot reach the server waits with the other changes made offline (waiting.js) and is sent once
//   when the network returns; its form_key makes a second sending answered, not carried out again.
(function () {
  "use strict";
  var root = document.getElementById("scan");
  if (!root) {
    return;
  }
  var csrf = root.dataset.csrf;
  var canChange = root.dataset.canChange === "true";
  var serverReads = root.dataset.serverReads === "true";
  var video = document.getElementById("scan-video");
  var aim = document.getElementById("scan-aim");
  var startButton = document.getElementById("scan-start");
  var note = document.getElementById("scan-note");
  var result = document.getElementById("scan-result");
  var undoButton = document.getElementById("scan-undo");
  var progress = document.getElementById("scan-progress");
  var MODE_KEY = "tote-scan-mode";
  // The same label seen again within this time is the one still in front of the camera, not a second scan.
  var SAME_LABEL_MS = 4000;
  // A frame sent to the server: the middle of the picture, inside the aiming frame drawn over it (this share of each
  // side), at full resolution up to this many pixels a side: a label's code needs every pixel at arm's length.
  var FRAME_SIDE = 1152;
  var CROP = 0.6;

  var mode = canChange ? readMode() : "open";
  // In move mode, the box scanned first, waiting for where it goes: {what, number}.
  var moving = null;
  var detector = null;
  var stream = null;
  var reading = false;
  var last = { text: null, at: 0 };
  var said = {};
  var canvas = document.createElement("canvas");

  function readMode() {
    try {
      return window.localStorage.getItem(MODE_KEY) || "open";
    } catch (ignored) {
      return "open";
    }
  }

  // Says one thing under the camera; each thing only once, however often it holds.
  function say(key, text) {
    if (said[key]) {
      return;
    }
    said[key] = true;
    note.textContent = text;
    note.hidden = false;
  }

  function unsay(key) {
    if (said[key]) {
      delete said[key];
      note.hidden = true;
    }
  }

  function chooseMode(value) {
    mode = value;
    moving = null;
    try {
      window.localStorage.setItem(MODE_KEY, value);
    } catch (ignored) {}
    document.querySelectorAll("input[name=mode]").forEach(function (input) {
      input.checked = input.value === value;
    });
    last = { text: null, at: 0 };
    showProgress();
  }

  document.querySelectorAll("input[name=mode]").forEach(function (input) {
    input.addEventListener("change", function () {
      chooseMode(input.value);
    });
  });

  function post(path, fields) {
    return fetch(path + "?csrf=" + encodeURIComponent(csrf), {
      method: "POST",
      body: fields.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      credentials: "same-origin",
    });
  }

  // The JSON of an answer, refusals included; rejects when the server could not be reached or did not answer so
  // (a session that ended leads to the login page).
  function json(response) {
    var type = response.headers.get("Content-Type") || "";
    if (type.indexOf("application/json") !== 0) {
      var ended = response.redirected && new URL(response.url).pathname === "/login";
      var error = new Error(ended ? "Your session has ended; log in again to scan." : "The server answered " +
        response.status + ".");
      error.answered = true;
      throw error;
    }
    return response.json().then(function (body) {
      body.ok = response.ok;
      return body;
    });
  }

  function start() {
    if (!window.isSecureContext) {
      say("insecure", "The camera works only on a page reached over HTTPS (or on this computer's own address). " +
        "Type the box's number below, or open Tote at its HTTPS address.");
      return;
    }
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
      say("camera", "This browser cannot use a camera. Type the box's number below.");
      return;
    }
    startButton.hidden = true;
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: { ideal: "environment" },
          width: { ideal: 1920 },
          height: { ideal: 1080 },
          advanced: [{ focusMode: "continuous" }],
        },
      })
      .then(function (opened) {
        stream = opened;
        video.srcObject = opened;
        video.hidden = false;
        aim.hidden = false;
        return video.play();
      })
      .then(function () {
        unsay("camera");
        schedule(0);
      })
      .catch(function (error) {
        startButton.hidden = false;
        var refused = error && (error.name === "NotAllowedError" || error.name === "SecurityError");
        var missing = error && (error.name === "NotFoundError" || error.name === "OverconstrainedError");
        say(
          "camera",
          refused
            ? "The camera was not allowed. Allow it in the browser's settings for this site, or type the box's number below."
            : missing
              ? "No camera was found. Type the box's number below."
              : "The camera could not start. Type the box's number below."
        );
      });
  }

  startButton.disabled = true;
  startButton.addEventListener("click", function () {
    delete said.camera;
    start();
  });

  function schedule(delay) {
    window.setTimeout(readOnce, delay);
  }

  function readOnce() {
    if (!stream || reading || document.hidden) {
      if (stream) {
        schedule(300);
      }
      return;
    }
    if (video.readyState < 2 || !video.videoWidth) {
      schedule(200);
      return;
    }
    reading = true;
    codes()
      .then(function (texts) {
        unsay("offline");
        texts.some(function (text) {
          if (text === last.text && Date.now() - last.at < SAME_LABEL_MS) {
            last.at = Date.now();
            return true;
          }
          last = { text: text, at: Date.now() };
          scanned({ label: text });
          return true;
        });
        return 120;
      }, function (error) {
        if (error.answered) {
          return 1000;
        }
        say("offline", "Offline: without the network this phone cannot read labels. Type the box's number below; " +
          "changes wait and are sent when the network returns.");
        return 2000;
      })
      .then(function (delay) {
        reading = false;
        schedule(delay);
      });
  }

  // The texts of the QR codes in view.
  function codes() {
    if (detector) {
      return detector.detect(video).then(function (found) {
        return found.map(function (code) {
          return code.rawValue;
        });
      });
    }
    if (!serverReads) {
      say("reader", "This browser cannot read labels, and neither can this server. Type the box's number below.");
      stream = null;
      return Promise.resolve([]);
    }
    return fetch("/scan/read?csrf=" + encodeURIComponent(csrf), {
      method: "POST",
      body: frame(),
      headers: { "Content-Type": "image/x-portable-graymap" },
      credentials: "same-origin",
    })
      .then(json)
      .then(function (body) {
        return body.codes || [];
      });
  }

  // What the aiming frame shows of the camera's picture (the video fills its box, cut to fit), turned gray, shrunk
  // only if it is larger than FRAME_SIDE: a binary PGM.
  function frame() {
    var shown = video.getBoundingClientRect();
    var fill = Math.max(shown.width / video.videoWidth, shown.height / video.videoHeight) || 1;
    var sourceWidth = Math.min(video.videoWidth, Math.round((shown.width * CROP) / fill)) || video.videoWidth;
    var sourceHeight = Math.min(video.videoHeight, Math.round((shown.height * CROP) / fill)) || video.videoHeight;
    var scale = Math.min(1, FRAME_SIDE / Math.max(sourceWidth, sourceHeight));
    var width = Math.max(1, Math.round(sourceWidth * scale));
    var height = Math.max(1, Math.round(sourceHeight * scale));
    canvas.width = width;
    canvas.height = height;
    var context = canvas.getContext("2d", { willReadFrequently: true });
    context.drawImage(
      video, (video.videoWidth - sourceWidth) / 2, (video.videoHeight - sourceHeight) / 2, sourceWidth, sourceHeight,
      0, 0, width, height);
    var pixels = context.getImageData(0, 0, width, height).data;
    var header = "P5\n" + width + " " + height + "\n255\n";
    var bytes = new Uint8Array(header.length + width * height);
    for (var index = 0; index < header.length; index += 1) {
      bytes[index] = header.charCodeAt(index);
    }
    for (var pixel = 0, at = header.length; pixel < pixels.length; pixel += 4, at += 1) {
      bytes[at] = (pixels[pixel] * 77 + pixels[pixel + 1] * 150 + pixels[pixel + 2] * 29) >> 8;
    }
    return bytes;
  }

  // A label read or a number typed: `what` is {label: text} or {number: text}.
  function scanned(what) {
    if (mode === "open") {
      open(what);
    } else if (mode === "move") {
      moveScan(what);
    } else {
      mark(what, mode);
    }
  }

  // The first scan of a move names the box, the second where it goes; then the two make one change.
  function moveScan(what) {
    if (!moving) {
      var number = what.number || numberOn(what.label);
      moving = { what: what, number: number };
      var waiting = function (title) {
        show({
          number: number ? "#" + number : "",
          title: title || "",
          room: "",
          marks: "",
          message: "Now scan where it goes: a box or a place.",
        });
        undoButton.hidden = true;
      };
      var query = what.label ? "label=" + encodeURIComponent(what.label) : "number=" + encodeURIComponent(what.number);
      fetch("/scan/box?" + query, { credentials: "same-origin" })
        .then(json)
        .then(function (body) {
          if (body.ok) {
            moving.number = String(body.box.number);
            waiting(body.box.title);
          } else {
            moving = null;
            refusal(body.message);
          }
        }, function (error) {
          if (error.answered) {
            moving = null;
            refusal(error.message);
          } else {
            waiting("");
          }
        });
      return;
    }
    var box = moving;
    moving = null;
    move(box.what, what);
  }

  // Packs `what` into `into`, or takes it out of everything when `into` is null (an undo's).
  function move(what, into, undoing) {
    var fields = new URLSearchParams();
    fields.set(what.label ? "label" : "number", what.label || what.number);
    if (into) {
      fields.set(into.label ? "into_label" : "into_number", into.label || into.number);
    } else {
      fields.set("out", "yes");
    }
    fields.set("form_key", newKey());
    return post("/scan/move", fields)
      .then(json)
      .then(function (body) {
        if (!body.ok) {
          refusal(body.message);
          return;
        }
        movedShown(body, undoing);
      }, function (error) {
        if (error.answered) {
          refusal(error.message);
          return;
        }
        var number = what.number || numberOn(what.label);
        var target = into ? into.number || numberOn(into.label) : null;
        keep("/scan/move", fields, number, into
          ? "No network: box #" + number + " will go into #" + target + " when it returns."
          : "No network: box #" + number + " will be taken out when it returns.");
      });
  }

  function movedShown(body, undoing) {
    var box = body.box;
    show({
      number: "#" + box.number,
      title: box.title,
      room: "",
      marks: "",
      message: undoing ? "Undone: box #" + box.number + " is back where it was." : body.message,
    });
    if (body.changed && !undoing) {
      signal();
      undoButton.hidden = false;
      undoButton.onclick = function () {
        undoButton.hidden = true;
        move({ number: String(box.number) }, body.was ? { number: String(body.was) } : null, true);
      };
    } else {
      undoButton.hidden = true;
    }
  }

  function open(what) {
    var query = what.label ? "label=" + encodeURIComponent(what.label) : "number=" + encodeURIComponent(what.number);
    fetch("/scan/box?" + query, { credentials: "same-origin" })
      .then(json)
      .then(function (body) {
        if (body.ok) {
          window.location.href = body.box.href;
        } else {
          refusal(body.message);
        }
      }, function (error) {
        var number = what.number || numberOn(what.label);
        if (!error.answered && number) {
          window.location.href = "/boxes/" + number;
        } else {
          refusal(error.message);
        }
      });
  }

  function mark(what, status, undoing) {
    var fields = new URLSearchParams();
    fields.set(what.label ? "label" : "number", what.label || what.number);
    fields.set("status", status);
    fields.set("form_key", newKey());
    return post("/scan/mark", fields)
      .then(json)
      .then(function (body) {
        if (!body.ok) {
          refusal(body.message);
          return;
        }
        shown(body, undoing);
      }, function (error) {
        if (error.answered) {
          refusal(error.message);
        } else {
          var number = what.number || numberOn(what.label);
          keep("/scan/mark", fields, number, "No network: this box will be marked " + status + " when it returns.");
        }
      });
  }

  function newKey() {
    return window.crypto && window.crypto.randomUUID
      ? window.crypto.randomUUID()
      : String(Date.now()) + Math.random().toString(16).slice(2);
  }

  // The box's number on a label's address, to say which box waits.
  function numberOn(label) {
    var found = /\/boxes\/(\d+)(\?|$)/.exec(label || "");
    return found ? found[1] : null;
  }

  // A change made without a network: it waits with the others and is sent when the network returns.
  function keep(action, fields, number, message) {
    if (!window.ToteWaiting) {
      refusal("The server cannot be reached; nothing was changed.");
      return;
    }
    ToteWaiting.add({
      action: action,
      address: action + "?csrf=" + encodeURIComponent(csrf),
      body: fields.toString(),
      page: "/scan",
      at: new Date().toISOString(),
      state: "waiting",
    }).then(function () {
      show({
        number: number ? "#" + number : "",
        title: "",
        room: "",
        marks: "",
        message: message,
      });
      undoButton.hidden = true;
      // The worker tries to send it, and tells the pages, whose banners then count it among the waiting.
      if (navigator.serviceWorker && navigator.serviceWorker.controller) {
        navigator.serviceWorker.controller.postMessage("send");
      }
    });
  }

  function show(parts, refused) {
    result.querySelector(".scan-number").textContent = parts.number;
    result.querySelector(".scan-title").textContent = parts.title;
    result.querySelector(".scan-room").textContent = parts.room;
    result.querySelector(".scan-marks").textContent = parts.marks;
    result.querySelector(".scan-message").textContent = parts.message;
    result.classList.toggle("scan-refused", !!refused);
    result.hidden = false;
  }

  function refusal(message) {
    show({ number: "", title: "", room: "", marks: "", message: message }, true);
    undoButton.hidden = true;
  }

  function shown(body, undoing) {
    var box = body.box;
    var marks = box.marks.map(function (mark) {
      return mark.charAt(0).toUpperCase() + mark.slice(1);
    });
    show({
      number: "#" + box.number,
      title: box.title,
      room: box.status === "arrived" ? "→ " + (box.room || "no room given") : "",
      marks: marks.join(" · "),
      message: undoing ? "Undone: box #" + box.number + " is " + box.status + " again." : body.message,
    });
    if (body.changed && !undoing) {
      signal();
      undoButton.hidden = false;
      undoButton.onclick = function () {
        undoButton.hidden = true;
        mark({ number: String(box.number) }, body.was, true);
      };
    } else {
      undoButton.hidden = true;
    }
    showCount(body.progress);
  }

  // A short beep and buzz, where the phone allows them.
  function signal() {
    if (navigator.vibrate) {
      navigator.vibrate(80);
    }
    try {
      var Context = window.AudioContext || window.webkitAudioContext;
      var audio = new Context();
      var tone = audio.createOscillator();
      tone.frequency.value = 880;
      tone.connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.08);
      tone.onended = function () {
        audio.close();
      };
    } catch (ignored) {}
  }

  function showCount(counted) {
    if (!counted) {
      progress.hidden = true;
      return;
    }
    progress.querySelector(".scan-count").textContent = counted.text;
    var list = progress.querySelector(".scan-missing");
    list.textContent = "";
    counted.missing.forEach(function (box) {
      var row = document.createElement("li");
      var link = document.createElement("a");
      link.href = box.href;
      link.textContent = "#" + box.number + " " + box.title;
      row.appendChild(link);
      list.appendChild(row);
    });
    progress.querySelector(".scan-more").textContent = counted.more > 0 ? "and " + counted.more + " more" : "";
    progress.hidden = false;
  }

  function showProgress() {
    if (mode === "open" || mode === "move") {
      progress.hidden = true;
      return;
    }
    fetch("/scan/progress?status=" + mode, { credentials: "same-origin" })
      .then(json)
      .then(function (body) {
        if (body.ok) {
          showCount(body);
        }
      }, function () {});
  }

  document.getElementById("scan-typed").addEventListener("submit", function (event) {
    event.preventDefault();
    var input = document.getElementById("scan-number");
    var number = input.value.trim();
    if (number) {
      scanned({ number: number });
      input.value = "";
    }
  });

  // The camera starts at a tap, once the mode is chosen: a tap also lets the phone sound the beep.
  function begin() {
    chooseMode(mode);
    startButton.disabled = false;
  }

  if ("BarcodeDetector" in window) {
    window.BarcodeDetector.getSupportedFormats()
      .then(function (formats) {
        if (formats.indexOf("qr_code") >= 0) {
          detector = new window.BarcodeDetector({ formats: ["qr_code"] });
        }
      }, function () {})
      .then(begin);
  } else {
    begin();
  }
})();
