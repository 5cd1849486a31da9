package ui

// serviceWorker is go-app's worker with two changes: pages are matched in the
// cache without their query string, so a share link (/?v=1&task=...) opens
// offline from the cached index.html instead of failing; and a new version
// revalidates what it caches ("no-cache"), so that it never stores a copy of
// the version before from the browser's HTTP cache.
const serviceWorker = `const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  event.waitUntil(installWorker().then(() => self.skipWaiting()));
});

async function installWorker() {
  const cache = await caches.open(cacheName);
  await cache.addAll(resourcesToCache.map((url) => new Request(url, { cache: "no-cache" })));
}

self.addEventListener("activate", (event) => {
  event.waitUntil(deletePreviousCaches().then(() => self.clients.claim()));
});

async function deletePreviousCaches() {
  const keys = await caches.keys();
  await Promise.all(keys.filter((key) => key !== cacheName).map((key) => caches.delete(key)));
}

self.addEventListener("fetch", (event) => {
  event.respondWith(fetchWithCache(event.request));
});

async function fetchWithCache(request) {
  const ignoreSearch = request.mode === "navigate";
  const cached = await caches.match(request, { ignoreSearch });
  if (cached) {
    return cached;
  }
  return await fetch(request);
}
`
