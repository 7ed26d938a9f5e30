// Photos are made small in the browser before they are sent, so that a phone on a data plan sends a few hundred
// kilobytes instead of the camera's megabytes and the server never has to shrink a picture: each photo goes as a
// JPEG of at most 2000 pixels on its longest side, with a thumbnail of at most 400, drawn the right way up. Choosing
// or taking a photo sends it at once. A photo the browser cannot draw is sent as it is, and the server says what it
// makes of it. Without JavaScript the form sends the photos as they are.
(function () {
  "use strict";
  var LONGEST = 2000;
  var THUMBNAIL = 400;
  if (!window.fetch || !window.FormData || !window.DOMParser || !window.createImageBitmap) {
    return;
  }

  function shrink(bitmap, side, quality) {
    var scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    var canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return new Promise(function (resolve, reject) {
      canvas.toBlob(function (blob) {
        if (blob) {
          resolve(blob);
        } else {
          reject(new Error("the photo could not be drawn"));
        }
      }, "image/jpeg", quality);
    });
  }

  function chosen(form) {
    var files = [];
    form.querySelectorAll("input[type=file]").forEach(function (input) {
      Array.prototype.push.apply(files, input.files);
    });
    return files;
  }

  function shrunk(form, files, status) {
    var data = new FormData();
    form.querySelectorAll("input[type=hidden]").forEach(function (input) {
      data.append(input.name, input.value);
    });
    var done = Promise.resolve();
    files.forEach(function (file, index) {
      done = done.then(function () {
        status.textContent = "Making photo " + (index + 1) + " of " + files.length + " smaller…";
        return createImageBitmap(file, { imageOrientation: "from-image" });
      }).then(function (bitmap) {
        return Promise.all([shrink(bitmap, LONGEST, 0.85), shrink(bitmap, THUMBNAIL, 0.8)]).then(function (blobs) {
          var name = file.name.replace(/\.[^.]*$/, "") || "photo";
          data.append("photo", blobs[0], name + ".jpg");
          data.append("thumbnail", blobs[1], name + "-thumbnail.jpg");
          if (bitmap.close) {
            bitmap.close();
          }
        });
      });
    });
    return done.then(function () {
      return data;
    });
  }

  function send(form) {
    var files = chosen(form);
    var status = form.querySelector(".photo-progress");
    if (!files.length || form.dataset.sending === "yes") {
      return;
    }
    form.dataset.sending = "yes";
    shrunk(form, files, status).then(function (data) {
      status.textContent = "Sending " + (files.length === 1 ? "the photo" : files.length + " photos") + "…";
      return fetch(form.action, { method: "POST", body: data, credentials: "same-origin" }).then(function (response) {
        if (response.ok && response.redirected) {
          window.location.assign(response.url);
          return;
        }
        return response.text().then(function (html) {
          var page = new DOMParser().parseFromString(html, "text/html");
          var error = page.getElementById("photo-error") || page.querySelector("main .error, main p");
          status.textContent = error ? error.textContent : "The photos could not be sent; try again.";
          delete form.dataset.sending;
          delete form.dataset.sent;
          form.reset();
        });
      });
    }, function () {
      // A photo this browser cannot draw (a HEIC photo outside Safari, say) goes as it was chosen.
      form.submit();
    });
  }

  document.querySelectorAll("form[data-photo-upload]").forEach(function (form) {
    form.addEventListener("change", function () {
      send(form);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      send(form);
    });
  });
})();
