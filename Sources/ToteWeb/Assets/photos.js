// Photos are made small in the browser before they are sent, so that a phone on a data plan sends a few hundred
// kilobytes instead of the camera's megabytes and the server never has to shrink a picture: each photo goes as a
// JPEG of at most 2000 pixels on its longest side, with a thumbnail of at most 400, drawn the right way up. Choosing
// or taking a photo sends it at once. A photo the browser cannot draw is sent as it is, and the server says what it
// makes of it. Without JavaScript, or in a browser that cannot replace a form's files, the form sends the photos as
// they are.
(function () {
  "use strict";
  var LONGEST = 2000;
  var THUMBNAIL = 400;
  try {
    new DataTransfer();
  } catch (unsupported) {
    return;
  }
  if (!window.createImageBitmap || !window.File) {
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

  // Each chosen photo made small, with its thumbnail, as files a form can send, in the order chosen.
  function shrunk(files, status) {
    var photos = new DataTransfer();
    var thumbnails = new DataTransfer();
    var done = Promise.resolve();
    files.forEach(function (file, index) {
      done = done.then(function () {
        status.textContent = "Making photo " + (index + 1) + " of " + files.length + " smaller…";
        return createImageBitmap(file, { imageOrientation: "from-image" });
      }).then(function (bitmap) {
        return Promise.all([shrink(bitmap, LONGEST, 0.85), shrink(bitmap, THUMBNAIL, 0.8)]).then(function (blobs) {
          var name = file.name.replace(/\.[^.]*$/, "") || "photo";
          photos.items.add(new File([blobs[0]], name + ".jpg", { type: "image/jpeg" }));
          thumbnails.items.add(new File([blobs[1]], name + "-thumbnail.jpg", { type: "image/jpeg" }));
          if (bitmap.close) {
            bitmap.close();
          }
        });
      });
    });
    return done.then(function () {
      return { photos: photos.files, thumbnails: thumbnails.files };
    });
  }

  // The form is sent as the browser sends any form, so that the page that answers is shown as always; only its
  // files are replaced by the small ones.
  function send(form) {
    var files = chosen(form);
    var status = form.querySelector(".photo-progress");
    if (!files.length || form.dataset.sending === "yes") {
      return;
    }
    form.dataset.sending = "yes";
    shrunk(files, status).then(function (small) {
      var inputs = form.querySelectorAll("input[type=file][name=photo]");
      inputs.forEach(function (input) {
        input.value = "";
      });
      form.querySelector("input[type=file][name=photo][multiple]").files = small.photos;
      var thumbnails = form.querySelector("input[type=file][name=thumbnail]");
      if (!thumbnails) {
        thumbnails = document.createElement("input");
        thumbnails.type = "file";
        thumbnails.name = "thumbnail";
        thumbnails.multiple = true;
        thumbnails.hidden = true;
        form.appendChild(thumbnails);
      }
      thumbnails.files = small.thumbnails;
      status.textContent = "Sending " + (files.length === 1 ? "the photo" : files.length + " photos") + "…";
      form.submit();
    }, function () {
      // A photo this browser cannot draw (a HEIC photo outside Safari, say) goes as it was chosen.
      status.textContent = "Sending the photos as they are…";
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
