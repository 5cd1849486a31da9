// Azure GPU Advisor: start-up guard. tools/site loads this file in <head>,
// before go-app's deferred app.js, so that the page never hangs silently:
//
//  - it marks <html> with the class "js": app.css shows go-app's full-screen
//    loader only then, so without JavaScript the pre-rendered page stays
//    readable;
//  - when app.wasm is missing, truncated, fails to compile, stalls while
//    downloading, or the Go program stops, it replaces the loader with a
//    message that says so, that the figures on the page are for the default
//    answers, and a Reload button; instead of "Loading… 100%" for ever or a
//    raw CompileError.
//
// No inline script and no inline handler: the Content-Security-Policy allows
// scripts from the site only.
(() => {
  "use strict";
  document.documentElement.classList.add("js");

  // The page is pre-rendered once, in English: a link with lang=zh gets
  // <html lang="zh-Hans"> before the app starts (the app keeps it in step
  // after that, and app/words.Pick reads tags the same way).
  try {
    const lang = new URLSearchParams(location.search).get("lang") || "";
    if (/^zh(-hans|-cn|-sg)?$/i.test(lang)) document.documentElement.lang = "zh-Hans";
  } catch (_) { /* an unreadable query leaves the page in English */ }

  // No byte of app.wasm for this long (and no compile finished) is a stall.
  const stallMs = 45000;
  let failed = false;
  let settled = false;
  let stallTimer = 0;

  function describe(err) {
    if (typeof WebAssembly !== "undefined" && err instanceof WebAssembly.CompileError) {
      return "The application file (app.wasm) is damaged or incomplete: the browser could not compile it.";
    }
    if (typeof WebAssembly !== "undefined" && err instanceof WebAssembly.LinkError) {
      return "The application file (app.wasm) does not match the page's scripts (a half-updated site?).";
    }
    if (err instanceof TypeError) {
      return "The application file (app.wasm) could not be downloaded or is not WebAssembly.";
    }
    return "The application could not start.";
  }

  // fail shows what went wrong in place of the loader, once.
  function fail(message, detail) {
    if (failed) return;
    failed = true;
    clearTimeout(stallTimer);
    const box = document.createElement("div");
    box.id = "app-load-error";
    box.className = "load-error";
    box.setAttribute("role", "alert");
    const h = document.createElement("p");
    h.className = "load-error-title";
    h.textContent = "Azure GPU Advisor could not start.";
    const p = document.createElement("p");
    p.textContent = message + " The figures on this page are for the default answers: they do not follow your link or your answers.";
    const btn = document.createElement("button");
    btn.id = "app-reload";
    btn.type = "button";
    btn.className = "btn primary";
    btn.textContent = "Reload";
    btn.addEventListener("click", reload);
    box.append(h, p);
    if (detail) {
      const d = document.createElement("p");
      d.className = "load-error-detail";
      d.textContent = "Details: " + detail;
      box.append(d);
    }
    box.append(btn);
    const loader = document.getElementById("app-wasm-loader");
    if (loader) loader.remove();
    const page = document.getElementById("wizard");
    if (page) page.prepend(box);
    else document.body.prepend(box);
    btn.focus();
  }

  // reload starts afresh: a damaged app.wasm may sit in the service worker's
  // cache, and a plain reload would get it again.
  function reload() {
    const jobs = [];
    if ("serviceWorker" in navigator) {
      jobs.push(navigator.serviceWorker.getRegistrations().then((rs) => Promise.all(rs.map((r) => r.unregister()))));
    }
    if ("caches" in window) {
      jobs.push(caches.keys().then((ks) => Promise.all(ks.filter((k) => k.startsWith("app-")).map((k) => caches.delete(k)))));
    }
    Promise.allSettled(jobs).then(() => location.reload());
  }

  function armStallTimer() {
    clearTimeout(stallTimer);
    if (settled || failed) return;
    stallTimer = setTimeout(() => {
      if (!settled && document.getElementById("app-wasm-loader")) {
        fail("The download of the application file (app.wasm) has stalled.", "no progress for " + stallMs / 1000 + " s");
      }
    }, stallMs);
  }

  if (typeof WebAssembly === "undefined") {
    document.addEventListener("DOMContentLoaded", () => fail("This browser cannot run WebAssembly."));
    return;
  }

  // go-app's loader reports the download's progress in its label: every
  // change is progress.
  document.addEventListener("DOMContentLoaded", () => {
    const label = document.getElementById("app-wasm-loader-label");
    if (!label) return;
    new MutationObserver(armStallTimer).observe(label, { childList: true, characterData: true, subtree: true });
    armStallTimer();
  });

  // When the Go program ends, the page no longer answers.
  // Steps of the start on the browser's timeline, for make bench-web:
  // the call to instantiate app.wasm, its end, the start of the Go program
  // (wasm/main.go and app/ui mark the rest).
  function mark(name) {
    if (performance.mark) performance.mark(name);
  }

  function watchRun() {
    const Go = window.Go;
    if (!Go || Go.prototype.runWatched) return;
    const run = Go.prototype.run;
    Go.prototype.runWatched = true;
    Go.prototype.run = function (instance) {
      mark("go-run");
      const done = run.call(this, instance);
      done.then(
        () => fail("The application stopped.", "exit code " + this.exitCode),
        (err) => fail(describe(err), String(err)),
      );
      return done;
    };
  }

  // The download of app.wasm as the server answered it: go-app re-wraps
  // the response for its progress bar, which hides the real status.
  let wasmResponse = null;
  const fetch0 = window.fetch;
  window.fetch = function (input, init) {
    const p = fetch0.call(this, input, init);
    const url = typeof input === "string" ? input : (input && input.url) || "";
    if (/app\.wasm(\?|$)/.test(url)) {
      p.then((r) => { wasmResponse = r; }, () => {});
    }
    return p;
  };

  function describeDownload(err) {
    const r = wasmResponse;
    if (r && !r.ok) {
      return "The application file (app.wasm) could not be downloaded (HTTP " + r.status + ").";
    }
    const type = r && r.headers.get("Content-Type");
    if (r && type && !type.startsWith("application/wasm")) {
      return "The server sent the application file (app.wasm) as " + type + ", not as WebAssembly.";
    }
    return describe(err);
  }

  // go-app instantiates app.wasm with instantiateStreaming, or with
  // instantiate where streaming is missing; both are watched.
  function watched(instantiate) {
    if (!instantiate) return instantiate;
    return function (source, imports) {
      mark("wasm-instantiate");
      return instantiate.call(WebAssembly, source, imports).then(
        (result) => {
          mark("wasm-ready");
          settled = true;
          clearTimeout(stallTimer);
          // A stall that ended after all: the app starts, the message goes.
          const box = document.getElementById("app-load-error");
          if (box) box.remove();
          failed = false;
          watchRun();
          return result;
        },
        (err) => {
          settled = true;
          fail(describeDownload(err), String(err));
          throw err;
        },
      );
    };
  }
  WebAssembly.instantiateStreaming = watched(WebAssembly.instantiateStreaming);
  WebAssembly.instantiate = watched(WebAssembly.instantiate);
})();
