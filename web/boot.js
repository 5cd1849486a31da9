// Azure GPU Advisor: start-up guard. tools/site loads this file in <head>,
// before go-app's deferred app.js, so that the page never hangs silently:
//
//  - it marks <html> with the class "js": app.css shows go-app's full-screen
//    loader only then, so without JavaScript the pre-rendered page stays
//    readable;
//  - while app.wasm downloads, it shows the pre-rendered page greyed, with
//    a progress bar by bytes, and the quote a shared link carries (its top
//    pick, as quoted, docs/quote.md) until the app's answer replaces it;
//  - when app.wasm is missing, truncated, fails to compile, has not loaded
//    after 45 s, or the Go program stops, it replaces the loader with a
//    message that says so and a Reload button, instead of "Loading…" for
//    ever or a raw CompileError; under it, a link's answers in words in
//    place of the default answer's figures (without answers in the link,
//    the figures, said to be for the default answers).
//
// No inline script and no inline handler: the Content-Security-Policy allows
// scripts from the site only.
(() => {
  "use strict";
  document.documentElement.classList.add("js");

  // A hand-made link with its answers after # ("…/#v=1&task=…&region=…", a #
  // typed for the ?) is the same link with them after ?, as share.Decode
  // reads it for the CLI: moved into the query before anything reads the
  // query, so that the page never drops an answer unseen, least of all a
  // region. An anchor without "=" stays an anchor (a browser's text
  // fragment never shows in location.hash).
  if (location.hash.includes("=")) {
    try {
      const q = location.search ? location.search + "&" : "?";
      history.replaceState(history.state, "", location.pathname + q + location.hash.slice(1));
    } catch (_) { /* a page that cannot rewrite its URL reads the query as it is */ }
  }

  // The page is pre-rendered once, in English. Its language is the link's
  // lang key, else the browser's, read as app/words.Pick and share.Decode
  // read them: Simplified Chinese for zh, unless the tag says Traditional
  // (Hant, TW, HK, MO); English for everything else. A Chinese page gets
  // <html lang="zh-Hans">, its title and description, and the messages
  // below in Chinese before the app starts (the app keeps them in step
  // after that).
  function pick(tag) {
    const parts = String(tag || "").trim().toLowerCase().split(/[-_]/);
    if (parts[0] !== "zh") return false;
    if (parts.includes("hans")) return true;
    return !parts.some((p) => p === "hant" || p === "tw" || p === "hk" || p === "mo");
  }
  let zh = false;
  try {
    const q = new URLSearchParams(location.search);
    zh = q.has("lang")
      ? /^zh(-hans)?(-cn|-sg)?$/.test(q.get("lang").trim().toLowerCase().replace(/_/g, "-"))
      : pick(navigator.language);
  } catch (_) { /* an unreadable query or language leaves the page in English */ }

  // The words of this file, in the page's language.
  const say = zh ? {
    title: "Azure GPU Advisor：选择 Azure GPU 虚拟机",
    description: "选择 Azure GPU 虚拟机：规模估算、带费用和理由的推荐排名，以及部署前检查清单。",
    loading: (label) => label.replace(/^Loading Azure GPU Advisor…/, "正在加载 Azure GPU Advisor…"),
    cannotStart: "Azure GPU Advisor 无法启动。",
    figures: "页面上的数字基于默认回答，并未反映您的链接或回答。",
    reload: "重新加载",
    details: "详细信息：",
    damaged: "应用文件 (app.wasm) 已损坏或不完整：浏览器无法编译它。",
    mismatch: "应用文件 (app.wasm) 与页面的脚本不匹配（网站可能只更新了一半）。",
    notDownloaded: "无法下载应用文件 (app.wasm)，或者它不是 WebAssembly。",
    notStarted: "应用无法启动。",
    stalled: (s) => "应用文件 (app.wasm) 在 " + s + " 秒后仍未加载完成。",
    noWasm: "此浏览器无法运行 WebAssembly。",
    stopped: "应用已停止运行。",
    exitCode: (c) => "退出代码 " + c,
    http: (status) => "无法下载应用文件 (app.wasm)（HTTP " + status + "）。",
    wrongType: (type) => "服务器以 " + type + " 类型发送了应用文件 (app.wasm)，而不是 WebAssembly。",
  } : {
    loading: (label) => label,
    cannotStart: "Azure GPU Advisor could not start.",
    figures: "The figures on this page are for the default answers: they do not follow your link or your answers.",
    reload: "Reload",
    details: "Details: ",
    damaged: "The application file (app.wasm) is damaged or incomplete: the browser could not compile it.",
    mismatch: "The application file (app.wasm) does not match the page's scripts (a half-updated site?).",
    notDownloaded: "The application file (app.wasm) could not be downloaded or is not WebAssembly.",
    notStarted: "The application could not start.",
    stalled: (s) => "The application file (app.wasm) has not loaded after " + s + " s.",
    noWasm: "This browser cannot run WebAssembly.",
    stopped: "The application stopped.",
    exitCode: (c) => "exit code " + c,
    http: (status) => "The application file (app.wasm) could not be downloaded (HTTP " + status + ").",
    wrongType: (type) => "The server sent the application file (app.wasm) as " + type + ", not as WebAssembly.",
  };
  // The words of the link's quote, in both languages: tools/site writes
  // them here from app/words (the message tables), in place of null.
  const quoteWords = /* quote words: tools/site */ null;
  const qw = quoteWords && quoteWords[zh ? "zh" : "en"];
  const fill = (t, ...args) => t.replace(/\{(\d)\}/g, (_, i) => (args[i] === undefined ? "" : args[i]));

  // The link's quote (app/share/quote.go), read by the same rules as
  // share.Decode: the first quote key, trimmed; 8 fields after "~", each in
  // its own alphabet, or nothing is shown but a notice that it was
  // ignored. The page never builds markup from it: text only.
  let quoted = null;
  let quoteRaw = null;
  try {
    for (const [k, v] of new URLSearchParams(location.search)) {
      if (k.trim().toLowerCase() === "quote") {
        quoteRaw = v.trim();
        break;
      }
    }
  } catch (_) { /* an unreadable query has no quote */ }
  if (quoteRaw !== null && qw) {
    const f = quoteRaw.split("~");
    const money = /^[0-9]{1,12}(\.[0-9]{0,2})?$/;
    if (f.length === 8 && f[0] === "1" && /^[A-Za-z0-9_-]{1,64}$/.test(f[1]) && /^[1-9][0-9]{0,3}$/.test(f[2]) &&
        /^[a-z0-9]{1,64}$/.test(f[3]) && Object.hasOwn(qw.models, f[4]) &&
        money.test(f[5]) && money.test(f[6]) && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(f[7])) {
      quoted = { size: f[1], vms: +f[2], region: f[3], model: f[4], hour: +f[5], total: +f[6], date: f[7] };
    }
  }

  // dollars writes an amount as app/words.Dollars does: $3.94, $1,234.
  function dollars(v) {
    if (v < 100) return "$" + v.toFixed(2);
    return "$" + v.toFixed(0).replace(/\B(?=(\d{3})+$)/g, ",");
  }

  // showQuote puts the link's quote, or the notice that it was ignored, at
  // the top of #wizard, above the pre-rendered page. go-app's page, or the
  // answer AnswerFirst writes, replaces #wizard's content and so the quote
  // with it.
  function showQuote() {
    if (quoteRaw === null || !qw) return;
    const page = document.getElementById("wizard");
    if (!page) return;
    const el = (tag, cls, text) => {
      const e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    };
    let box;
    if (quoted) {
      const q = quoted;
      box = el("section", "card quote");
      box.id = "link-quote";
      box.setAttribute("role", "status");
      const figures = el("dl", "pick-cost");
      const figure = (label, value, cls) => {
        const d = el("div");
        d.append(el("dt", "", label), el("dd", cls, value));
        figures.append(d);
      };
      figure(qw.where, q.region, "quote-region");
      figure(qw.priceModel, qw.models[q.model], "quote-model");
      figure(q.vms > 1 ? fill(qw.perHourAll, q.vms) : qw.perHour, dollars(q.hour), "pick-hour");
      figure(qw.total, dollars(q.total), "pick-total");
      box.append(el("p", "quote-as-of", fill(qw.asOf, q.date)), el("h2", "pick-size", q.size), figures);
    } else {
      const shown = quoteRaw.length > 40 ? JSON.stringify(quoteRaw.slice(0, 40)) + "…" : JSON.stringify(quoteRaw);
      box = el("p", "notice notice-ignored", fill(qw.ignored, "quote", shown, qw.notQuote));
      box.id = "link-quote-ignored";
      box.setAttribute("role", "status");
    }
    page.prepend(box);
  }

  if (zh) {
    document.documentElement.lang = "zh-Hans";
    document.title = say.title;
    document.addEventListener("DOMContentLoaded", () => {
      document.title = say.title;
      const meta = document.querySelector('meta[name="description"]');
      if (meta) meta.setAttribute("content", say.description);
    });
  }

  // app.wasm not compiled after this long is a stall; should it finish
  // after all, the app starts and the message goes.
  const stallMs = 45000;
  let failed = false;
  let settled = false;
  let stallTimer = 0;

  function describe(err) {
    if (typeof WebAssembly !== "undefined" && err instanceof WebAssembly.CompileError) {
      return say.damaged;
    }
    if (typeof WebAssembly !== "undefined" && err instanceof WebAssembly.LinkError) {
      return say.mismatch;
    }
    if (err instanceof TypeError) {
      return say.notDownloaded;
    }
    return say.notStarted;
  }

  // The labels of the link's answers, in both languages, from the message
  // catalog: tools/site writes them in place of the mark below.
  const linkWords = {} /* tools/site: linkWords */;

  // linkAnswers is the link's answers in words, as a box to show in place
  // of the default answer's figures, or null when the link has none. Keys
  // and values are shown as the link has them (a task by its title), as
  // text, never as HTML; a repeated key counts once, as share.Decode reads it.
  function linkAnswers() {
    const w = linkWords[zh ? "zh" : "en"];
    if (!w || !w.keys) return null;
    const dl = document.createElement("dl");
    const seen = {};
    try {
      for (const [k, v] of new URLSearchParams(location.search.replace(/&amp;/g, "&"))) {
        const key = k.trim().toLowerCase();
        if (!w.keys[key] || seen[key]) continue;
        seen[key] = true;
        let value = v.trim();
        if (key === "task") value = w.tasks[value.toLowerCase()] || value;
        if (key === "unsure") value = value.split(",").map((x) => w.keys[x.trim().toLowerCase()] || x).join(", ");
        const dt = document.createElement("dt");
        dt.textContent = w.keys[key];
        const dd = document.createElement("dd");
        dd.textContent = value;
        dl.append(dt, dd);
      }
    } catch (_) { /* an unreadable query has no answers to show */ }
    if (!dl.firstChild) return null;
    const box = document.createElement("div");
    box.id = "link-answers";
    box.className = "link-answers";
    const p = document.createElement("p");
    p.textContent = w.title;
    box.append(p, dl);
    return box;
  }

  // The pre-rendered page sits in <noscript>s (tools/site), its default
  // questions and answers in one of their own (data-default-answers).
  // showPrerendered takes the page out: greyed while app.wasm downloads
  // (see unboot), and as it is when the wasm does not run. For a link with
  // answers, the default answers are for a question nobody asked: they stay
  // shut (the browser then has little to parse and lay out while it
  // compiles app.wasm), and it returns the link's answers in words, to show
  // instead. The share field gets the page's own address.
  function showPrerendered() {
    const root = document.body && document.body.firstElementChild;
    if (!root) return null;
    const box = linkAnswers();
    for (const n of root.querySelectorAll(":scope > noscript")) {
      if (box && n.hasAttribute("data-default-answers")) continue;
      n.insertAdjacentHTML("beforebegin", n.textContent);
      n.remove();
    }
    const share = document.getElementById("share-url");
    if (share) share.value = location.href;
    return box;
  }

  // go-app loads no wasm for a crawler or with ?wasm=false (its
  // goappCanLoadWebAssembly): the pre-rendered page is the page.
  const noWasmWanted = /bot|googlebot|crawler|spider|robot|crawling/i.test(navigator.userAgent) ||
      new URLSearchParams(location.search).get("wasm") === "false";
  // go-app asks for app.wasm only once its deferred scripts have run, after
  // the whole page has been parsed; on a slow phone link the download is
  // most of the wait, so it starts here, from the same URL as go-app's
  // fetch (this file's folder) and with the same CORS mode, for that fetch
  // to take it over. Not in the HTML: a crawler or a page without
  // JavaScript would download the wasm for nothing.
  if (!noWasmWanted && document.currentScript) {
    const preload = document.createElement("link");
    preload.rel = "preload";
    preload.as = "fetch";
    preload.type = "application/wasm";
    preload.crossOrigin = "anonymous";
    preload.href = document.currentScript.src.replace(/boot\.js(\?.*)?$/, "app.wasm");
    document.head.appendChild(preload);
  }
  if (noWasmWanted) {
    document.addEventListener("DOMContentLoaded", () => {
      const box = showPrerendered();
      const page = document.getElementById("wizard");
      if (box && page) page.prepend(box);
    });
  }

  // fail shows what went wrong in place of the loader, once, over the
  // pre-rendered page.
  function fail(message, detail) {
    if (failed) return;
    failed = true;
    clearTimeout(stallTimer);
    unboot();
    const warm = document.querySelector(".font-warm");
    if (warm) warm.remove();
    const shown = document.getElementById("link-answers"); // boot's, while app.wasm loaded
    if (shown) shown.remove();
    const answers = showPrerendered();
    const box = document.createElement("div");
    box.id = "app-load-error";
    box.className = "load-error";
    box.setAttribute("role", "alert");
    const h = document.createElement("p");
    h.className = "load-error-title";
    h.textContent = say.cannotStart;
    const p = document.createElement("p");
    // A link's answers in words, or what the default figures are.
    p.textContent = answers ? message : message + (zh ? "" : " ") + say.figures;
    const btn = document.createElement("button");
    btn.id = "app-reload";
    btn.type = "button";
    btn.className = "btn primary";
    btn.textContent = say.reload;
    btn.addEventListener("click", reload);
    box.append(h, p);
    if (answers) box.append(answers);
    if (detail) {
      const d = document.createElement("p");
      d.className = "load-error-detail";
      d.textContent = say.details + detail;
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
        fail(say.stalled(stallMs / 1000));
      }
    }, stallMs);
  }

  if (typeof WebAssembly === "undefined") {
    document.addEventListener("DOMContentLoaded", () => fail(say.noWasm));
    return;
  }

  // While app.wasm downloads, the pre-rendered page shows greyed and
  // inert under go-app's loader, a bar with a progress by bytes, and the
  // link's quote above it; unboot ends that once the app's answer is in
  // #wizard (AnswerFirst's, data-early) or go-app's page has taken its
  // place, or the start failed.
  //
  // boot starts it once the page is parsed (readyState "interactive"),
  // not at DOMContentLoaded, which waits for go-app's deferred scripts to
  // download: the quote comes first, alone, and the pre-rendered page (long
  // to lay out on a slow phone) in the task after its frame is painted.
  let progressBar = null;
  let booted = false;
  function unboot() {
    document.documentElement.classList.remove("booting");
    const page = document.getElementById("wizard");
    if (page) page.removeAttribute("inert");
  }

  function boot() {
    const page = document.getElementById("wizard");
    const label = document.getElementById("app-wasm-loader-label");
    if (booted || failed || noWasmWanted || !page || !label) return;
    booted = true;
    document.documentElement.classList.add("booting");
    page.setAttribute("inert", "");
    const answered = new MutationObserver(() => {
      if (document.getElementById("wizard") !== page || page.hasAttribute("data-early")) {
        answered.disconnect();
        unboot();
      }
    });
    answered.observe(document.body, { childList: true });
    answered.observe(page, { attributes: true, attributeFilter: ["data-early"] });
    progressBar = document.createElement("progress");
    progressBar.id = "app-progress";
    progressBar.max = 1;
    progressBar.setAttribute("aria-labelledby", label.id);
    if (wasmLoaded > 0) progressBar.value = wasmLoaded / wasmBytes;
    label.after(progressBar);
    showQuote();
    window.afterPaint(() => {
      if (!document.documentElement.classList.contains("booting")) return;
      const box = showPrerendered();
      if (box) (document.querySelector("#link-quote, #link-quote-ignored") || page.firstChild).after(box);
    });
  }
  document.addEventListener("readystatechange", () => {
    if (document.readyState === "interactive") boot();
  });

  document.addEventListener("DOMContentLoaded", () => {
    armStallTimer();
    boot();
    const label = document.getElementById("app-wasm-loader-label");
    if (!label) return;
    // go-app writes its label in English when the download starts.
    const speak = () => {
      const t = say.loading(label.textContent);
      if (t !== label.textContent) label.textContent = t;
    };
    speak();
    new MutationObserver(speak).observe(label, { childList: true, characterData: true, subtree: true });
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
        () => fail(say.stopped, say.exitCode(this.exitCode)),
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
      return p.then((r) => { wasmResponse = r; return counted(r); });
    }
    return p;
  };

  // counted is the download of app.wasm with its bytes counted for the
  // progress bar as they pass, on their way to the compiler: a
  // TransformStream that hands each chunk on as it comes, in a Response
  // with the original's status and headers (instantiateStreaming needs its
  // Content-Type), so the compile still streams with the download. go-app's
  // own count (fetchWithProgress: a ReadableStream fed by a read loop in a
  // script) and a Response.clone() read both finished the compile later
  // (tools/site/loader.go). wasmBytes is the size of app.wasm as the body
  // delivers it, decompressed (tools/site writes it in place of 0): a
  // Content-Length counts the compressed bytes. A page that a service
  // worker serves gets the wasm from its cache at once, with the browser's
  // compiled code cached for its URL, which a Response of a stream has not:
  // it is handed on as it is.
  const wasmBytes = /* wasm bytes: tools/site */ 0;
  let wasmLoaded = 0;
  function counted(r) {
    if (!r.ok || !r.body || !wasmBytes || typeof TransformStream !== "function" ||
        (navigator.serviceWorker && navigator.serviceWorker.controller)) {
      return r;
    }
    const count = new TransformStream({
      transform(chunk, out) {
        wasmLoaded += chunk.byteLength;
        if (progressBar) progressBar.value = Math.min(1, wasmLoaded / wasmBytes);
        out.enqueue(chunk);
      },
    });
    return new Response(r.body.pipeThrough(count), { status: r.status, statusText: r.statusText, headers: r.headers });
  }

  function describeDownload(err) {
    const r = wasmResponse;
    if (r && !r.ok) {
      return say.http(r.status);
    }
    const type = r && r.headers.get("Content-Type");
    if (r && type && !type.startsWith("application/wasm")) {
      return say.wrongType(type);
    }
    return describe(err);
  }

  // The service worker keeps the whole site for offline use, app.wasm
  // included. Registered at once, as go-app's app.js does, it downloads
  // app.wasm a second time on a first visit, while the page downloads and
  // compiles its own copy; registered once that copy is compiled, its install
  // (reading, decompressing and storing the whole site) ran on the other
  // core while the wasm started and answered. It is registered once the page
  // is in place: go-app's page has caught up (#wizard's data-ready is 1), or
  // 10 s after the compile at the latest; its copy then comes from the
  // browser's HTTP cache.
  let compiled;
  const wasmCompiled = new Promise((resolve) => { compiled = resolve; });
  const pageInPlace = wasmCompiled.then(() => new Promise((resolve) => {
    const done = () => { observer.disconnect(); clearTimeout(timer); warm.remove(); resolve(); };
    const inPlace = () => document.querySelector('#wizard[data-ready="1"]');
    const observer = new MutationObserver(() => { if (inPlace()) done(); });
    const timer = setTimeout(done, 10000);
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"] });
    if (inPlace()) done();
  }));
  if ("serviceWorker" in navigator) {
    const sw = navigator.serviceWorker;
    const register = sw.register;
    sw.register = function (...args) {
      return pageInPlace.then(() => {
        if (performance.mark) {
          performance.mark("sw-register", { detail: { inPlace: !!document.querySelector('#wizard[data-ready="1"]') } });
        }
        return register.apply(sw, args);
      });
    };
  }

  // The fonts of the answer, resolved while app.wasm downloads. On Linux
  // each font size and weight the page first uses costs a round trip to the
  // browser process (its render style, then a fallback for 中文), slower
  // while the browser is busy with the download, and the first answer's
  // frame uses a dozen. A hidden sample of the type
  // scale (web/app.css, .font-warm) is laid out while the loader shows,
  // when the main thread is idle, and removed once the page is in place.
  const warm = document.createElement("div");
  warm.className = "font-warm";
  warm.setAttribute("aria-hidden", "true");
  for (const size of ["xs", "s", "m", "", "l", "xl"]) {
    for (const weight of ["", " sb", " b"]) {
      const span = document.createElement("span");
      span.className = "fs-" + (size || "base") + weight;
      span.textContent = "Aa 0";
      warm.append(span);
    }
  }
  const zhSample = document.createElement("span");
  zhSample.className = "fs-s";
  zhSample.lang = "zh-Hans";
  zhSample.textContent = "中文";
  warm.append(zhSample);
  if (document.body) document.body.append(warm);
  else document.addEventListener("DOMContentLoaded", () => document.body.append(warm), { once: true });

  // chineseText() is the Chinese wording, web/zh.<hash>.txt beside this
  // file (tools/site writes this version's name in place of zh.txt below; a
  // promise of its text, fetched once): not in app.wasm, so that English
  // visitors do not download it (app/words). A page that will speak
  // Chinese starts the fetch now, alongside app.wasm's; app/ui LoadChinese
  // waits for it before drawing, and checks that it is this version's.
  const zhURL = new URL("zh.txt", document.currentScript.src);
  let zhText = null;
  window.chineseText = () => zhText || (zhText = fetch(zhURL).then((r) => {
    if (!r.ok) throw new Error("HTTP " + r.status + " for " + zhURL.pathname);
    return r.text();
  }).catch((e) => {
    zhText = null; // a later switch to 中文 tries again
    throw e;
  }));
  if (zh) window.chineseText().catch(() => {});

  // controlledAtLoad: a version was installed when this page loaded. Without
  // one, the service worker that go-app reports as activated is the first
  // install (it claims the page), not a new version.
  window.controlledAtLoad = !!(navigator.serviceWorker && navigator.serviceWorker.controller);

  // nextCatalogDate() is the catalog date of the version the service worker
  // has just installed (a promise): its page's <meta name="catalog-date">,
  // read when go-app says a new version is ready (app/ui OnAppUpdate).
  window.nextCatalogDate = () => fetch(location.pathname, { cache: "no-cache" })
    .then((r) => r.text())
    .then((t) => (/<meta name="catalog-date" content="([0-9-]*)"/.exec(t) || [])[1] || "");

  // afterPaint(f) calls f in a task queued from the next animation frame,
  // so after that frame's paint (app/ui afterPaint). Here and not in Go: a
  // Go callback in the frame ran Go, and V8 compiled its functions, before
  // the frame's style and layout, delaying the paint of the first answer.
  window.afterPaint = (f) => requestAnimationFrame(() => setTimeout(f, 0));

  // go-app instantiates app.wasm with instantiateStreaming, or with
  // instantiate where streaming is missing; both are watched.
  function watched(instantiate) {
    if (!instantiate) return instantiate;
    return function (source, imports) {
      mark("wasm-instantiate");
      return instantiate.call(WebAssembly, source, imports).then(
        (result) => {
          mark("wasm-ready");
          compiled();
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
